"use server";

import { revalidatePath } from "next/cache";
import { createEvent } from "@/lib/calendar/create-event";
import type { TEventInputRaw } from "@/lib/calendar/schemas";
import { runAction } from "@/lib/http/action";
import { exportLogsCsv } from "./export-csv";
import { listLogs } from "./queries";
import type { TLogsFilterInput } from "./schemas";

// Server actions of the logs page. The filters travel in the request body, never in a URL: the
// free text may be a student's name.

export async function listLogsAction(filter: TLogsFilterInput) {
  return runAction(({ db, actor }) => listLogs(db, actor, filter), { access: "calendar.log.read" });
}

/** The filtered rows as CSV text; the page turns it into a file download. */
export async function exportLogsCsvAction(filter: TLogsFilterInput) {
  return runAction(({ db, actor }) => exportLogsCsv(db, actor, filter), { access: "calendar.log.read" });
}

/**
 * The quick "Log a contact": the calendar's own createEvent use-case, marked as a contact log
 * (source 'contact'), in the actor's calendar or a managed user's.
 */
export async function logContactAction(input: TEventInputRaw, userId?: number | null) {
  const result = await runAction(({ db, actor, now }) => createEvent(db, actor, input, now, { source: "contact", userId: userId ?? undefined }), { access: "calendar.event.write" });
  if (result.ok) {
    revalidatePath("/app/logs");
    revalidatePath("/app/calendar", "layout");
    revalidatePath("/app/dashboard");
  }
  return result;
}
