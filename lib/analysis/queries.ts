import type { TDbOrTx } from "@/db/client";
import type { TUserRow } from "@/db/schema";
import { forbidden } from "@/lib/http/errors";
import { activeDistricts, placedUser } from "@/lib/memberships/queries";
import { asOfIn } from "./rules";
import type { TAnalysisQuery } from "./schemas";
import { resolveAnalysisSubject, teamKindOf, teamMembers, type TSubjectUser } from "./scope";
import { teamUseOfTime, type TTeamUseOfTime } from "./team";
import { useOfTime, type TUseOfTime } from "./use-of-time";

// The analysis the API and the PDF answer, for the acting user: one counselor's in the colours of
// their district, a team's in the colours of the actor's district. Both are recorded time: the events up
// to `now` in the counselor's (the team: the actor's) time zone, never the planned ones after it.

export type TTeamAnalysis = TTeamUseOfTime;

/**
 * The district whose target and category colours a subject's analysis takes: for the reader's own,
 * the district they are placed in by their active membership; for a counselor of their team, that
 * counselor's active district (the profile's when it is active, else their first). Apart from the
 * administrator's own, never a district a profile names without an active membership.
 */
export async function subjectDistrict(db: TDbOrTx, actor: Pick<TUserRow, "id" | "roleId">, subject: Pick<TSubjectUser, "id" | "leaid" | "isSelf">): Promise<string | null> {
  // The reader's own subject carries their profile's district, which placedUser keeps only while it is active.
  if (subject.isSelf) return (await placedUser(db, { id: actor.id, roleId: actor.roleId, leaid: subject.leaid, ncessch: null })).leaid;
  const districts = await activeDistricts(db, subject.id);
  return subject.leaid && districts.includes(subject.leaid) ? subject.leaid : (districts[0] ?? null);
}

/** One user's analysis over a range (the actor's own, or a user in their team view; else 404). */
export async function analysisFor(db: TDbOrTx, actor: TUserRow, q: Pick<TAnalysisQuery, "from" | "to" | "user_id">, now: Date): Promise<{ subject: TSubjectUser; analysis: TUseOfTime }> {
  const subject = await resolveAnalysisSubject(db, actor, q.user_id);
  const colorLeaid = await subjectDistrict(db, actor, subject);
  return { subject: { ...subject, leaid: colorLeaid }, analysis: await useOfTime(db, { userIds: [subject.id], from: q.from, to: q.to, colorLeaid, filters: { asOf: asOfIn(subject.timezone, now) } }) };
}

/** The actor's whole team over a range: the sum and one row per counselor (403 without a team view). */
export async function teamAnalysisFor(db: TDbOrTx, actor: TUserRow, q: Pick<TAnalysisQuery, "from" | "to">, now: Date): Promise<TTeamAnalysis> {
  if (!teamKindOf(actor)) throw forbidden();
  const ids = (await teamMembers(db, actor)).map((m) => m.id);
  // The team's colours are those of the district the actor is placed in by their active membership.
  const colorLeaid = (await placedUser(db, actor)).leaid;
  return teamUseOfTime(db, { userIds: ids, from: q.from, to: q.to, colorLeaid, filters: { asOf: asOfIn(actor.timezone, now) } });
}
