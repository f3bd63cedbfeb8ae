import type { TPendingChange, TPendingCreate } from "@/components/offline/pending-changes";
import { addDays, daysBetween, expandRecurrence, normalizeRecurrence, recurrenceIssue } from "@/lib/calendar/rules";
import { ZRecurrence } from "@/lib/calendar/recurrence-schema";
import type { TEventJson } from "./types";

type TRule = NonNullable<TEventJson["recurrence"]>;

/** How an event changed on this device reads on the grid: still on the device, sent, or refused because it changed on the server meanwhile. */
export type TOfflineMark = "waiting" | "sent" | "conflict";
export type TShownEvent = { event: TEventJson; mark: TOfflineMark | null };
export type TDisplayLookups = { categoryColor: (id: number) => string | null; clientName: (id: number) => string | null };
/** The days the grid shows, first and last included (YYYY-MM-DD). */
export type TDayRange = { start: string; end: string };

// The fields a queued change carries as they are (recurrence is left out: a new rule makes new occurrences only the server knows).
const PLAIN = [
  "title",
  "duration",
  "lesson_id",
  "students",
  "male",
  "female",
  "grade_id",
  "location",
  "notes",
  "status",
  "tier",
  "domain",
  "referral_direction",
  "referral_company_id",
  "referral_source",
  "referral_reason",
  "referral_status",
  "referral_follow_up_date",
] as const;

function patched(e: TEventJson, patch: Record<string, unknown>, date: string, lookups: TDisplayLookups): TEventJson {
  const next: Record<string, unknown> = { ...e, date };
  for (const f of PLAIN) if (patch[f] !== undefined) next[f] = patch[f];
  if (typeof patch.time === "string") next.time = patch.time.slice(0, 5);
  if (patch.category_id !== undefined) {
    next.category_id = patch.category_id;
    next.category_color = typeof patch.category_id === "number" ? lookups.categoryColor(patch.category_id) : null;
  }
  if (patch.client_id !== undefined) {
    next.client_id = patch.client_id;
    next.client_name = typeof patch.client_id === "number" ? lookups.clientName(patch.client_id) : null;
  }
  return next as TEventJson;
}

/**
 * The loaded events as the counselor expects them once the device's queued changes are sent: each
 * change applied in the order it was made, as the server will apply it ('this' detaches one
 * occurrence, 'following' and 'all' change the occurrences of the series and move their dates by
 * the same days), and each changed event marked. An event whose change was sent is marked "sent"
 * (the server's answer already replaced it in `events`). Events nothing touched keep their identity.
 */
export function withPendingChanges(
  events: readonly TEventJson[],
  changes: readonly TPendingChange[],
  sent: ReadonlySet<number>,
  lookups: TDisplayLookups,
  creates: readonly TPendingCreate[] = [],
  range: TDayRange | null = null,
): TShownEvent[] {
  const shown = new Map<number, TShownEvent>(events.map((event) => [event.id, { event, mark: null }]));
  for (const change of changes) {
    const target = shown.get(change.eventId)?.event;
    if (!target) continue;
    const date = typeof change.patch.date === "string" ? change.patch.date : target.date;
    const shift = daysBetween(target.date, date);
    const series = target.series_id;
    const touched =
      series === null || change.scope === "this" ? [target] : [...shown.values()].map((s) => s.event).filter((e) => e.series_id === series && (change.scope === "all" || e.date >= target.date));
    for (const e of touched) {
      const next = patched(e, change.patch, e.id === target.id ? date : addDays(e.date, shift), lookups);
      if (series !== null && change.scope === "this") next.series_id = null;
      const before = shown.get(e.id)?.mark;
      shown.set(e.id, { event: next, mark: change.conflict || before === "conflict" ? "conflict" : "waiting" });
    }
  }
  const loaded = [...shown.values()].map((s) => (s.mark === null && sent.has(s.event.id) ? { ...s, mark: "sent" as const } : s));
  return [...loaded, ...creates.flatMap((c) => pendingCreateOccurrences(c, lookups, range).map((event) => ({ event, mark: "waiting" as const })))];
}

/**
 * An event created on this device and not yet sent has no id of the server's: it is shown under the
 * negative of its place in the queue, so it can never be taken for (or duplicate) an event the server sent.
 */
export function pendingCreateId(seq: number): number {
  return -seq;
}

/** True for an event only this device knows (created offline, waiting to be sent): it cannot be edited, moved or marked done until the server has it. */
export function isWaitingToCreate(e: Pick<TEventJson, "id">): boolean {
  return e.id < 0;
}

/**
 * The id of a later occurrence of a repeating event created offline: the occurrence's number (from 1)
 * times 2^32 added to its queue place, negated, so it differs from every other waiting event's id.
 */
export function pendingOccurrenceId(seq: number, index: number): number {
  return index === 0 ? pendingCreateId(seq) : -(seq + index * 2 ** 32);
}

/**
 * The repeat rule a queued new event will have on the server, in the form the server stores and sends
 * it (weekly days sorted, the start's weekday when none was chosen); null when it does not repeat or the
 * rule is one the server will refuse (then the server refuses the event too, and it shows on its date alone).
 */
export function pendingCreateRule(body: Record<string, unknown>): TRule | null {
  const date = typeof body.date === "string" ? body.date : "";
  const parsed = body.recurrence ? ZRecurrence.safeParse(body.recurrence) : null;
  if (!parsed?.success) return null;
  const rule = normalizeRecurrence(date, parsed.data);
  return recurrenceIssue(date, rule) ? null : rule;
}

/**
 * The dates a queued new event will have on the server: each date its repeat rule gives (the rule the
 * server expands when it creates the series), or its own date when it does not repeat or the rule is
 * one the server will refuse.
 */
export function pendingCreateDates(body: Record<string, unknown>): string[] {
  const date = typeof body.date === "string" ? body.date : "";
  const rule = pendingCreateRule(body);
  return rule ? expandRecurrence(date, rule) : [date];
}

/**
 * Each occurrence a queued new event will have within the days shown (all of them when no range is
 * given), each under its own id, marked as waiting like the event itself.
 */
export function pendingCreateOccurrences(create: TPendingCreate, lookups: TDisplayLookups, range: TDayRange | null = null): TEventJson[] {
  const first = pendingCreateEvent(create, lookups);
  return pendingCreateDates(create.body).flatMap((date, i) => (range && (date < range.start || date > range.end) ? [] : [{ ...first, id: pendingOccurrenceId(create.seq, i), date }]));
}

/**
 * A queued new event as the grid shows it on the date typed: the fields the counselor typed, the
 * category's colour and the student's name from the page's lists. A repeating one carries its rule as
 * the server will send it and, as its series, the negative of its queue place (so it reads as a series,
 * "Repeats" included, like the server's). The occurrences of a repeating one come from pendingCreateOccurrences.
 */
export function pendingCreateEvent(create: TPendingCreate, lookups: TDisplayLookups): TEventJson {
  const b = create.body;
  const str = (v: unknown, d: string) => (typeof v === "string" ? v : d);
  const num = (v: unknown, d: number) => (typeof v === "number" ? v : d);
  const idOrNull = (v: unknown) => (typeof v === "number" ? v : null);
  const base: TEventJson = {
    id: pendingCreateId(create.seq),
    title: str(b.title, ""),
    date: str(b.date, ""),
    time: str(b.time, "09:00").slice(0, 5),
    duration: num(b.duration, 60),
    category_id: null,
    category_color: null,
    group_key: null,
    client_id: null,
    client_name: null,
    lesson_id: idOrNull(b.lesson_id),
    students: num(b.students, 0),
    male: num(b.male, 0),
    female: num(b.female, 0),
    grade_id: idOrNull(b.grade_id),
    location: str(b.location, ""),
    notes: str(b.notes, ""),
    status: b.status === "done" || b.status === "cancelled" ? b.status : "planned",
    series_id: null,
    source: "event",
    recurrence: null,
    tier: null,
    domain: null,
    referral_direction: null,
    referral_company_id: null,
    referral_source: "",
    referral_reason: "",
    referral_status: null,
    referral_follow_up_date: null,
    version: "",
  };
  const categoryId = idOrNull(b.category_id);
  const clientId = idOrNull(b.client_id);
  const rule = pendingCreateRule(b);
  return {
    ...base,
    series_id: rule ? pendingCreateId(create.seq) : null,
    recurrence: rule,
    category_id: categoryId,
    category_color: categoryId === null ? null : lookups.categoryColor(categoryId),
    client_id: clientId,
    client_name: clientId === null ? null : lookups.clientName(clientId),
  };
}
