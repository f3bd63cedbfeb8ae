"use client";

import { handleApiError } from "@/components/shell/api-errors";
import { createEventAction, deleteEventAction, listEventsAction, updateEventAction } from "@/lib/calendar/actions";
import type { TEditScope } from "@/lib/calendar/rules";
import type { TErrorEntry } from "@/lib/http/errors";
import type { TEventJson, TEventPayload } from "./types";

// The calendar island's calls: the server actions of lib/calendar, with a call that never answers
// (network down, server restarting) turned into a failed result, and every failure passed through
// the shell's error catalogue (401 → "go to login", 404 → its alert) before the page shows its own.

export type TCallResult<T> = { ok: true; data: T } | { ok: false; status: number; error: TErrorEntry[] };

async function call<T>(fn: () => Promise<TCallResult<T>>): Promise<TCallResult<T>> {
  let result: TCallResult<T>;
  try {
    result = await fn();
  } catch {
    result = { ok: false, status: 0, error: [{ code: "network_error", message: "" }] };
  }
  return result.ok ? result : handleApiError(result);
}

/** `userId` is the managed user whose calendar is open; null for one's own. */
export const calendarApi = {
  list: (range: { start: string; end: string }, userId: number | null) => call<TEventJson[]>(() => listEventsAction({ ...range, userId })),
  // A missing title, date or time goes to the server as empty: it answers with that field's error.
  create: (input: TEventPayload, userId: number | null) =>
    call<TEventJson[]>(() => createEventAction({ ...input, title: input.title ?? "", date: input.date ?? "", time: input.time ?? "", category_id: input.category_id ?? null }, userId)),
  update: (id: number, patch: TEventPayload, scope: TEditScope) => call<unknown>(() => updateEventAction(id, patch, scope)),
  remove: (id: number, scope: TEditScope) => call<unknown>(() => deleteEventAction(id, scope)),
};
