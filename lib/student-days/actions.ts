"use server";

import { revalidatePath } from "next/cache";
import { runAction } from "@/lib/http/action";
import { deletePeriod } from "./delete-period";
import { deleteRating } from "./delete-rating";
import { deleteSpecialDate } from "./delete-special-date";
import { ratingStatisticsFor } from "./rating-statistics";
import { savePeriod } from "./save-period";
import { saveRating, updateRating } from "./save-rating";
import { saveSpecialDates, updateSpecialDate } from "./save-special-date";
import { listRateableEvents } from "./queries";
import { ZId, ZRateableEventsQuery } from "./schemas";

const SPECIAL_DATE_PAGES = ["/app/tags", "/app/daysclosed", "/app/calendar", "/app/dashboard"];
const refresh = (paths: string[]) => paths.forEach((p) => revalidatePath(p));

/** /app/tags/new and /app/daysclosed/new: adds several dates at once. */
export async function saveSpecialDatesAction(input: unknown) {
  const result = await runAction(({ db, actor }) => saveSpecialDates(db, actor, input), { access: "calendar.day.write" });
  if (result.ok) refresh(SPECIAL_DATE_PAGES);
  return result;
}

export async function updateSpecialDateAction(id: unknown, input: unknown) {
  const result = await runAction(({ db, actor }) => updateSpecialDate(db, actor, ZId.parse(id), input), { access: "calendar.day.write" });
  if (result.ok) refresh(SPECIAL_DATE_PAGES);
  return result;
}

export async function deleteSpecialDateAction(id: unknown) {
  const result = await runAction(({ db, actor }) => deleteSpecialDate(db, actor, ZId.parse(id)), { access: "calendar.day.write" });
  if (result.ok) refresh(SPECIAL_DATE_PAGES);
  return result;
}

/** /app/periods: adds a period, or changes one when an id is given. */
export async function savePeriodAction(input: unknown, id?: unknown) {
  const result = await runAction(({ db, actor }) => savePeriod(db, actor, input, id === undefined || id === null ? undefined : ZId.parse(id)), { access: "calendar.day.write" });
  if (result.ok) refresh(["/app/periods", "/app/calendar"]);
  return result;
}

export async function deletePeriodAction(id: unknown) {
  const result = await runAction(({ db, actor }) => deletePeriod(db, actor, ZId.parse(id)), { access: "calendar.day.write" });
  if (result.ok) refresh(["/app/periods", "/app/calendar"]);
  return result;
}

/** /app/rating: rates today (or another day) or an event. */
export async function saveRatingAction(input: unknown) {
  const result = await runAction(({ db, actor }) => saveRating(db, actor, input), { access: "calendar.day.write" });
  if (result.ok) refresh(["/app/rating"]);
  return result;
}

export async function updateRatingAction(id: unknown, input: unknown) {
  const result = await runAction(({ db, actor }) => updateRating(db, actor, ZId.parse(id), input), { access: "calendar.day.write" });
  if (result.ok) refresh(["/app/rating"]);
  return result;
}

export async function deleteRatingAction(id: unknown) {
  const result = await runAction(({ db, actor }) => deleteRating(db, actor, ZId.parse(id)), { access: "calendar.day.write" });
  if (result.ok) refresh(["/app/rating"]);
  return result;
}

export async function ratingStatisticsAction(input: unknown) {
  return runAction(({ db, actor }) => ratingStatisticsFor(db, actor, input), { access: "calendar.day.read" });
}

/** The events of a day, for the "rate an event" choice of /app/rating. */
export async function rateableEventsAction(input: unknown) {
  return runAction(
    ({ db, actor }) => {
      const v = ZRateableEventsQuery.parse(input);
      return listRateableEvents(db, actor, { date: v.date, userId: v.user_id });
    },
    { access: "calendar.day.read" },
  );
}
