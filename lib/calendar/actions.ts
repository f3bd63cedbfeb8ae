"use server";

import { revalidatePath } from "next/cache";
import { runAction } from "@/lib/http/action";
import { createEvent } from "./create-event";
import { deleteEvent } from "./delete-event";
import { listEvents } from "./queries";
import type { TEditScope } from "./rules";
import { ZCalendarRange, ZEditScope, type TEventInputRaw, type TEventPatch } from "./schemas";
import { updateEvent } from "./update-event";

// The calendar page's server actions: each one the same use-case as its /api/v1/calendar route.
//   listEventsAction({ start, end, userId? })          → TActionResult<TEventJson[]>  (both days included)
//   createEventAction(input, userId?)                  → TActionResult<TEventJson[]>  (one per occurrence)
//   updateEventAction(id, patch, scope = 'this')       → TActionResult<TEventJson[]>  (the events changed or created)
//   deleteEventAction(id, scope = 'this')              → TActionResult<{ deleted: number[] }>
// Errors: { ok: false, status, error: [{ code, message, field? }] }: 422 with one entry per field
// (e.g. field "end": "The end must come after the start."), 404 for an event or user not yours.

function revalidateCalendar(): void {
  revalidatePath("/app/calendar", "layout");
  revalidatePath("/app/logs");
  revalidatePath("/app/dashboard");
}

export async function listEventsAction(q: { start: string; end: string; userId?: number | null }) {
  return runAction(
    async ({ db, actor }) => {
      const range = ZCalendarRange.parse({ start: q.start, end: q.end, user_id: q.userId ?? null });
      return listEvents(db, actor, { start: range.start, end: range.end, userId: range.user_id });
    },
    { access: "calendar.event.read" },
  );
}

export async function createEventAction(input: TEventInputRaw, userId?: number | null) {
  const result = await runAction(({ db, actor, now }) => createEvent(db, actor, input, now, { userId: userId ?? undefined }), { access: "calendar.event.write" });
  if (result.ok) revalidateCalendar();
  return result;
}

export async function updateEventAction(id: number, patch: Partial<TEventInputRaw> | TEventPatch, scope: TEditScope = "this") {
  const result = await runAction(({ db, actor, now }) => updateEvent(db, actor, id, patch, ZEditScope.parse(scope), now), { access: "calendar.event.write" });
  if (result.ok) revalidateCalendar();
  return result;
}

export async function deleteEventAction(id: number, scope: TEditScope = "this") {
  const result = await runAction(({ db, actor, now }) => deleteEvent(db, actor, id, ZEditScope.parse(scope), now), { access: "calendar.event.write" });
  if (result.ok) revalidateCalendar();
  return result;
}
