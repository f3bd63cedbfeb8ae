import { createHash } from "node:crypto";
import ICAL from "ical.js";
import { formatInTimeZone, fromZonedTime } from "date-fns-tz";
import { AppError } from "@/lib/http/errors";
import { cleanText } from "@/lib/http/text";
import { addDaysIso, safeTimeZone, todayIn } from "@/lib/users/rules";
import { IcsBudget, ICS_LIMITS, type TIcsLimits } from "./ics-budget";
import { lineOfParseError, malformed, scan, slices, unfold } from "./ics-scan";

// Reading an .ics file into the events it would import (no db: the clock and the user's zone are
// passed in). ical.js parses; a first pass over the lines (ics-scan) finds the line at fault,
// which ical.js does not report. A malformed file is rejected whole (422 ics_malformed, "Line N:
// …"), and so is one that repeats more often than daily (ics_sub_daily) or asks for more than the
// file's one budget of events, recurrence steps or time (ics-budget). The reading runs in slices
// that yield to the event loop, so a large file never holds up the other requests.

/** One event the file would add to the calendar, at the user's local date and time. */
export type TImportCandidate = {
  uid: string;
  title: string;
  date: string;
  time: string;
  duration: number;
  location: string;
  notes: string;
};

export type TSkipCode = "all_day" | "no_end" | "no_title" | "too_short" | "too_long" | "cancelled";
/** An event the file holds that is not imported, and why. */
export type TImportSkip = { uid: string; title: string; line: number; code: TSkipCode; message: string };

export { malformed } from "./ics-scan";
export const MAX_ICS_BYTES = 2_000_000;
/** Events one file may add, each occurrence counted: more and the whole file is refused (ics-budget). */
export const MAX_IMPORT_EVENTS = ICS_LIMITS.events;
/** Recurring events are expanded up to one year ahead (and from one year back), as the feed holds. */
export const RECURRENCE_WINDOW_DAYS = 366;
const MAX_TITLE = 200;
const MAX_TEXT = 10_000;
const MAX_LOCATION = 200;
const MAX_UID = 255;
/** Characters of the file ical.js parses at a time. */
const SLICE_CHARS = 64_000;
/** A step this far before the window is skipped without working out its details (zone, exceptions). */
const EARLY_MARGIN_MS = 2 * 86_400_000;

const SKIP_MESSAGES: Record<TSkipCode, string> = {
  all_day: "All-day events are not imported: a calendar event needs a start time.",
  no_end: "The event has neither an end (DTEND) nor a duration (DURATION).",
  no_title: "The event has no title (SUMMARY).",
  too_short: "The event lasts less than 5 minutes.",
  too_long: "The event lasts more than 24 hours.",
  cancelled: "The event is cancelled.",
};

type TZones = Map<string, ICAL.Timezone>;

/** The instant an iCalendar time names: UTC, an IANA zone, a VTIMEZONE of the file, or floating (the user's zone). */
function instantOf(t: ICAL.Time, tzid: string | null, zones: TZones, userZone: string): Date {
  const wall = `${String(t.year).padStart(4, "0")}-${pad(t.month)}-${pad(t.day)}T${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}`;
  if (t.zone === ICAL.Timezone.utcTimezone || t.zone?.tzid === "UTC" || tzid === "UTC" || tzid === "Z") return new Date(`${wall}Z`);
  if (tzid) {
    if (isIanaZone(tzid)) return fromZonedTime(wall, tzid);
    const zone = zones.get(tzid);
    if (zone) return new Date(new Date(`${wall}Z`).getTime() - zone.utcOffset(t) * 1000);
  }
  return fromZonedTime(wall, userZone);
}

const pad = (n: number) => String(n).padStart(2, "0");

function isIanaZone(tzid: string): boolean {
  return safeTimeZone(tzid) === tzid;
}

function tzidOf(comp: ICAL.Component, prop: "dtstart" | "dtend"): string | null {
  const p = comp.getFirstProperty(prop);
  const v = p?.getParameter("tzid");
  return typeof v === "string" && v ? v : null;
}

/**
 * A text property made fit for the event's fields instead of refusing the file: a line break or a
 * control character in one-line text (SUMMARY, UID, STATUS) becomes a space, and multi-line text
 * (DESCRIPTION, LOCATION) keeps its line breaks and loses the other control characters.
 */
function textOf(comp: ICAL.Component, prop: string, max: number, opts: { multiline?: boolean } = {}): string {
  const v = comp.getFirstPropertyValue(prop);
  return typeof v === "string" ? cleanText(v, opts).trim().slice(0, max).trimEnd() : "";
}

function uidOf(raw: string, fallbackSeed: string): string {
  const uid = raw || `sha-${createHash("sha256").update(fallbackSeed).digest("hex").slice(0, 32)}`;
  return uid.length <= MAX_UID ? uid : `sha-${createHash("sha256").update(uid).digest("hex")}`;
}

function occurrenceUid(uid: string, recurrenceId: ICAL.Time): string {
  const suffix = `/${recurrenceId.toICALString()}`;
  const base = uid.length + suffix.length <= MAX_UID ? uid : `sha-${createHash("sha256").update(uid).digest("hex")}`;
  return `${base}${suffix}`;
}

export type TParseOptions = { timezone: string; now: Date; limits?: TIcsLimits };
export type TParsedIcs = { events: TImportCandidate[]; errors: TImportSkip[] };

/** The file's VEVENTs and its VTIMEZONEs, parsed a slice at a time. */
async function readComponents(text: string, budget: IcsBudget) {
  const scanned = scan(unfold(text));
  const comps: ICAL.Component[] = [];
  const zones: TZones = new Map();
  for (const slice of slices(scanned, SLICE_CHARS)) {
    let root: ICAL.Component;
    try {
      root = new ICAL.Component(ICAL.parse(slice) as unknown[]);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw malformed(lineOfParseError(message, scanned.lines), message);
    }
    for (const vtz of root.getAllSubcomponents("vtimezone")) {
      const tzid = vtz.getFirstPropertyValue("tzid");
      if (typeof tzid === "string") zones.set(tzid, new ICAL.Timezone({ component: vtz, tzid }));
    }
    comps.push(...root.getAllSubcomponents("vevent"));
    const pause = budget.pause(1);
    if (pause) await pause;
  }
  return { comps, zones, eventLines: scanned.events };
}

/**
 * The events an .ics file would import, in the user's zone: VEVENTs with a start time and an end
 * (DTEND or DURATION); RRULEs expanded within one year back and ahead of today (EXDATEs and moved
 * occurrences honoured); all-day, cancelled, too short or too long events listed in `errors` with
 * their reason. Throws 422 for a malformed file (ics_malformed, with the line at fault), a rule
 * repeating more often than daily (ics_sub_daily), more events than one file may add
 * (ics_too_many_events) or rules too long to expand (ics_too_complex): nothing of it is imported.
 */
export async function parseIcs(text: string, opts: TParseOptions): Promise<TParsedIcs> {
  if (Buffer.byteLength(text, "utf8") > MAX_ICS_BYTES) throw new AppError("ics_too_large", "The file is larger than 2 MB.", 413, "file");
  const budget = new IcsBudget(opts.limits ?? ICS_LIMITS);
  const userZone = safeTimeZone(opts.timezone);
  const { comps, zones, eventLines } = await readComponents(text.replace(/^\uFEFF/, ""), budget);

  const today = todayIn(userZone, opts.now);
  const windowStart = fromZonedTime(`${addDaysIso(today, -RECURRENCE_WINDOW_DAYS)}T00:00:00`, userZone);
  const windowEnd = fromZonedTime(`${addDaysIso(today, RECURRENCE_WINDOW_DAYS)}T00:00:00`, userZone);
  const out: TParsedIcs = { events: [], errors: [] };
  const local = (d: Date) => formatInTimeZone(d, userZone, "yyyy-MM-dd HH:mm").split(" ");

  // Moved or cancelled occurrences (RECURRENCE-ID) belong to the event of the same UID.
  const masterUids = new Set(comps.filter((c) => !c.hasProperty("recurrence-id")).map((c) => textOf(c, "uid", 10_000)));
  const exceptions = new Map<string, ICAL.Component[]>();
  const masters: { comp: ICAL.Component; index: number }[] = [];
  comps.forEach((comp, index) => {
    const uid = textOf(comp, "uid", 10_000);
    if (comp.hasProperty("recurrence-id") && uid && masterUids.has(uid)) {
      exceptions.set(uid, [...(exceptions.get(uid) ?? []), comp]);
    } else masters.push({ comp, index });
  });

  for (const { comp, index } of masters) {
    const where = eventLines[index] ?? { begin: 1, props: new Map<string, number>() };
    const lineOf = (prop: string) => where.props.get(prop.toUpperCase()) ?? where.begin;
    let reading = "DTSTART";
    try {
      const pause = budget.pause(where.begin);
      if (pause) await pause;
      if (!comp.hasProperty("dtstart")) throw malformed(where.begin, "the event has no DTSTART.");
      const title = textOf(comp, "summary", MAX_TITLE);
      const rawUid = textOf(comp, "uid", 10_000);
      const recurrenceId = comp.getFirstPropertyValue("recurrence-id");
      const uidBase = uidOf(rawUid, `${comp.getFirstProperty("dtstart")?.toICALString()}|${title}`);
      const uid = recurrenceId instanceof ICAL.Time ? occurrenceUid(uidBase, recurrenceId) : uidBase;
      const skip = (code: TSkipCode, line = where.begin) => out.errors.push({ uid, title, line, code, message: SKIP_MESSAGES[code] });
      const event = new ICAL.Event(comp);
      const start = event.startDate;
      if (start.isDate) {
        skip("all_day", lineOf("DTSTART"));
        continue;
      }
      if (!title) {
        skip("no_title");
        continue;
      }
      if (!comp.hasProperty("dtend") && !comp.hasProperty("duration")) {
        skip("no_end");
        continue;
      }
      if (textOf(comp, "status", 20).toUpperCase() === "CANCELLED") {
        skip("cancelled", lineOf("STATUS"));
        continue;
      }
      const startTz = tzidOf(comp, "dtstart");
      const multiline = { multiline: true };
      const base = { title, location: textOf(comp, "location", MAX_LOCATION, multiline), notes: textOf(comp, "description", MAX_TEXT, multiline) };
      const push = (candidateUid: string, s: Date, e: Date, line: number) => {
        const duration = Math.round((e.getTime() - s.getTime()) / 60_000);
        if (duration < 5 || duration > 1440) {
          const code = duration < 5 ? "too_short" : "too_long";
          out.errors.push({ uid: candidateUid, title, line, code, message: SKIP_MESSAGES[code] });
          return;
        }
        budget.take(line);
        const [date, time] = local(s);
        out.events.push({ uid: candidateUid, date, time, duration, ...base });
      };

      reading = comp.hasProperty("dtend") ? "DTEND" : "DURATION";
      const end = event.endDate;
      const endTz = comp.hasProperty("dtend") ? (tzidOf(comp, "dtend") ?? startTz) : startTz;
      if (!event.isRecurring() || recurrenceId) {
        push(uid, instantOf(start, startTz, zones, userZone), instantOf(end, endTz, zones, userZone), lineOf(reading));
        continue;
      }

      reading = "RRULE";
      const ruleLine = lineOf("RRULE");
      const related = exceptions.get(rawUid) ?? [];
      for (const exc of related) event.relateException(exc);
      // Without moved occurrences a step well before the window needs no details (the costly part).
      const early = related.length === 0 ? windowStart.getTime() - EARLY_MARGIN_MS : -Infinity;
      const it = event.iterator();
      for (let next = it.next(); next; next = it.next()) {
        const pause = budget.step(ruleLine);
        if (pause) await pause;
        if (next.toUnixTime() * 1000 < early) continue;
        const details = event.getOccurrenceDetails(next);
        const item = details.item.component;
        const itemTz = item === comp ? startTz : tzidOf(item, "dtstart");
        const s = instantOf(details.startDate, itemTz, zones, userZone);
        if (s >= windowEnd) break;
        if (s < windowStart) continue;
        if (textOf(item, "status", 20).toUpperCase() === "CANCELLED") continue;
        const itemEndTz = item === comp ? endTz : (tzidOf(item, "dtend") ?? itemTz);
        push(occurrenceUid(uidBase, details.recurrenceId), s, instantOf(details.endDate, itemEndTz, zones, userZone), ruleLine);
      }
    } catch (error) {
      if (error instanceof AppError) throw error;
      const message = error instanceof Error ? error.message : String(error);
      throw malformed(lineOf(reading), `${reading}: ${message}`);
    }
  }
  return out;
}
