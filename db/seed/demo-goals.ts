import { count, eq } from "drizzle-orm";
import type { TDbOrTx } from "../client";
import * as s from "../schema";
import { schoolYearStart } from "@/lib/program/rules";
import { formatDate } from "@/lib/i18n/format";
import { smartGoalChangePercent, smartGoalSentence } from "@/lib/smart-goals/rules";
import { todayIn } from "@/lib/users/rules";

// The demo counselor's SMART goal with a measured result, so the program evaluation report opens
// on a met goal: attendance of the target group up from 88 % to 92 %, measured at 93 %.

export async function seedDemoGoals(tx: TDbOrTx, now: Date): Promise<void> {
  const [counselor] = await tx.select({ id: s.users.id, timezone: s.users.timezone }).from(s.users).where(eq(s.users.username, "counselor")).limit(1);
  if (!counselor) return;
  const [{ n }] = await tx.select({ n: count() }).from(s.smartGoals).where(eq(s.smartGoals.userId, counselor.id));
  if (n > 0) return;
  // Dates inside the current school year: baseline in September, target in May, result measured in May.
  const year = schoolYearStart(todayIn(counselor.timezone, now));
  const dateTarget = `${year + 1}-05-15`;
  const change = smartGoalChangePercent(88, 92);
  await tx.insert(s.smartGoals).values({
    userId: counselor.id,
    target: "attendance rate",
    baselineValue: "88",
    targetValue: "92",
    changeValue: change,
    dateBaseline: `${year}-09-15`,
    dateTarget,
    resultValue: "93",
    resultDate: `${year + 1}-05-20`,
    byThe: smartGoalSentence({ date: formatDate(dateTarget, "en"), group: "", target: "attendance rate", percent: change, baseline: 88, targetValue: 92 }),
    narrativeWhat: "<p>Check-ins and a small group on attendance habits.</p>",
  });
}
