import "server-only";
import { formatDate } from "@/lib/i18n/format";
import { serverAlertText } from "@/lib/i18n/server-alerts";
import { AppError } from "@/lib/http/errors";
import { todayIn } from "./rules";

// The end of a user's school year (users.endOfSy, set on /app/user/dates) bounds their analysis. Once
// that day has passed, an event the user records after it would fall outside every figure: the
// server refuses it with EOSYExpired (the client's alert asks whether to set the new year's dates).

/** Whether recording on `date` meets an ended school year: the user set its end, today is past it, and the date is after it. */
export function schoolYearExpiredFor(endOfSy: string | null, today: string, date: string): boolean {
  return endOfSy !== null && today > endOfSy && date > endOfSy;
}

/** Throws the 404 EOSYExpired answer, in the user's language, when their own school year has ended before `date`. */
export async function assertSchoolYearOpen(user: { endOfSy: string | null; timezone: string; language: string }, date: string, now: Date): Promise<void> {
  if (!schoolYearExpiredFor(user.endOfSy, todayIn(user.timezone, now), date)) return;
  const message = await serverAlertText(user.language, "EOSYExpired", { date: formatDate(user.endOfSy, user.language) });
  throw new AppError("EOSYExpired", message, 404);
}
