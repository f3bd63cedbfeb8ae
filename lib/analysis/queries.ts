import type { TDbOrTx } from "@/db/client";
import type { TUserRow } from "@/db/schema";
import { forbidden } from "@/lib/http/errors";
import { asOfIn } from "./rules";
import type { TAnalysisQuery } from "./schemas";
import { resolveAnalysisSubject, teamKindOf, teamMembers, type TSubjectUser } from "./scope";
import { teamUseOfTime, type TTeamUseOfTime } from "./team";
import { useOfTime, type TUseOfTime } from "./use-of-time";

// The analysis the API and the PDF answer, for the acting user: one counselor's in the colours of
// their district, a team's in the colours of the actor's district. Both are recorded time: the events up
// to `now` in the counselor's (the team: the actor's) time zone, never the planned ones after it.

export type TTeamAnalysis = TTeamUseOfTime;

/** One user's analysis over a range (the actor's own, or a user in their team view; else 404). */
export async function analysisFor(db: TDbOrTx, actor: TUserRow, q: Pick<TAnalysisQuery, "from" | "to" | "user_id">, now: Date): Promise<{ subject: TSubjectUser; analysis: TUseOfTime }> {
  const subject = await resolveAnalysisSubject(db, actor, q.user_id);
  return { subject, analysis: await useOfTime(db, { userIds: [subject.id], from: q.from, to: q.to, colorLeaid: subject.leaid, filters: { asOf: asOfIn(subject.timezone, now) } }) };
}

/** The actor's whole team over a range: the sum and one row per counselor (403 without a team view). */
export async function teamAnalysisFor(db: TDbOrTx, actor: TUserRow, q: Pick<TAnalysisQuery, "from" | "to">, now: Date): Promise<TTeamAnalysis> {
  if (!teamKindOf(actor)) throw forbidden();
  const ids = (await teamMembers(db, actor)).map((m) => m.id);
  return teamUseOfTime(db, { userIds: ids, from: q.from, to: q.to, colorLeaid: actor.leaid, filters: { asOf: asOfIn(actor.timezone, now) } });
}
