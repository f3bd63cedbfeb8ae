import "server-only";
import type { TDbOrTx } from "@/db/client";
import { useOfTime, type TUseOfTime } from "@/lib/analysis/use-of-time";

// The graduate students' logged hours in a session ("a faculty member sees each enrolled
// student's logged hours by ASCA category for the session ... the student sees their grades and
// hours"). The figures are the use-of-time analysis of lib/analysis (the same counting rules and
// SQL as every other view), scoped to ONE student and the session's dates: events before the
// session starts or after it ends are not counted.

export type TStudentHours = { userId: number; analysis: TUseOfTime };

/** Each student's use of time from the session's start to its end (inclusive), one analysis each. */
export async function sessionHours(db: TDbOrTx, session: { startDate: string; endDate: string }, studentIds: readonly number[]): Promise<TStudentHours[]> {
  const out: TStudentHours[] = [];
  for (const userId of studentIds) {
    out.push({ userId, analysis: await useOfTime(db, { userIds: [userId], from: session.startDate, to: session.endDate }) });
  }
  return out;
}
