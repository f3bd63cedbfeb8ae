import "server-only";
import { eq } from "drizzle-orm";
import type { TDb, TDbOrTx } from "@/db/client";
import { schoolDistricts, schools, users, type TMembershipRow } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { hitRateLimit, type TRateLimit } from "@/lib/http/rate-limit";
import { notFound } from "@/lib/http/errors";
import { sendDecisionEmail } from "./email";
import { mayDecide } from "./rules";
import { deciderOf, lockMembership } from "./write";

// What approving, refusing and ending share: the decider must be entitled to the membership's place
// (an administrator any; a manager or director their active districts), else the membership is a
// 404 to them (an id of another district says nothing); a decision that e-mails is rate-limited.

/** Decisions that e-mail the requester, per decider. */
export const MEMBERSHIP_DECISION_LIMIT: TRateLimit = { scope: "membership_decision", max: 200, windowMinutes: 60 };

/** The membership `actor` decides, locked; 404 when it is not theirs to decide. */
export async function membershipToDecide(tx: TDbOrTx, actor: TActor, id: number): Promise<TMembershipRow> {
  const row = await lockMembership(tx, id);
  if (!mayDecide(await deciderOf(tx, actor.user), row)) throw notFound("This membership does not exist.");
  return row;
}

/** Counts a decision against the decider's limit before any work. */
export async function countDecision(db: TDb, actor: TActor, now: Date): Promise<void> {
  await hitRateLimit(db, MEMBERSHIP_DECISION_LIMIT, `user:${actor.user.id}`, now);
}

/** Tells the requester, after the decision has committed. */
export async function tellRequester(db: TDb, row: TMembershipRow, decision: "approved" | "refused"): Promise<void> {
  const [who] = await db.select({ email: users.email, firstName: users.firstName, language: users.language }).from(users).where(eq(users.id, row.userId)).limit(1);
  const [d] = row.leaid ? await db.select({ name: schoolDistricts.name }).from(schoolDistricts).where(eq(schoolDistricts.leaid, row.leaid)).limit(1) : [];
  const [s] = row.ncessch ? await db.select({ name: schools.schnam }).from(schools).where(eq(schools.ncessch, row.ncessch)).limit(1) : [];
  if (!who?.email) return;
  const district = d?.name ?? row.leaid ?? row.state ?? "";
  await sendDecisionEmail(db, { to: who.email, firstName: who.firstName, language: who.language, place: s?.name ?? district, district, decision });
}
