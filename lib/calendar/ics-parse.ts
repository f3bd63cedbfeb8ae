import { createHash } from "node:crypto";
import ICAL from "ical.js";
import { formatInTimeZone, fromZonedTime } from "date-fns-tz";
import { AppError } from "@/lib/http/errors";
import { addDaysIso, safeTimeZone, todayIn } from "@/lib/users/rules";

// Reading an .ics file into the events it would import (pure: the clock and the user's zone are
// passed in). ical.js parses; a first pass over the lines finds the line at fault, which ical.js
// does not report. A malformed file is rejected whole (422 ics_malformed, "Line N: …").

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

export type TSkipCode = "all_day" | "no_end" | "no_title" | "too_short" | "too_long" | "cancelled" | "too_many_occurrences" | "too_many_events";
/** An event the file holds that is not imported, and why. */
export type TImportSkip = { uid: string; title: string; line: number; code: TSkipCode; message: string };

export const MAX_ICS_BYTES = 2_000_000;
export const MAX_IMPORT_EVENTS = 2000;
/** Occurrences of one recurring event expanded, and recurrence steps walked, at most. */
export const MAX_OCCURRENCES = 500;
const MAX_STEPS = 20_000;
/** Recurring events are expanded up to one year ahead (and from one year back), as the feed holds. */
export const RECURRENCE_WINDOW_DAYS = 366;
const MAX_TITLE = 200;
const MAX_TEXT = 10_000;
const MAX_LOCATION = 200;
const MAX_UID = 255;

const SKIP_MESSAGES: Record<TSkipCode, string> = {
  all_day: "All-day events are not imported: a calendar event needs a start time.",
  no_end: "The event has neither an end (DTEND) nor a duration (DURATION).",
  no_title: "The event has no title (SUMMARY).",
  too_short: "The event lasts less than 5 minutes.",
  too_long: "The event lasts more than 24 hours.",
  cancelled: "The event is cancelled.",
  too_many_occurrences: `Only the first ${MAX_OCCURRENCES} occurrences of a recurring event are imported.`,
  too_many_events: `A file may import at most ${MAX_IMPORT_EVENTS} events.`,
};

export function malformed(line: number, why: string): AppError {
  return new AppError("ics_malformed", `Line ${line}: ${why}`, 422, "file");
}

type TLine = { no: number; text: string };
type TEventLines = { begin: number; props: Map<string, number> };

/** Unfolds content lines (RFC 5545 3.1) keeping the number of the line each one starts on. */
function unfold(text: string): TLine[] {
  const out: TLine[] = [];
  text.split(/\r\n|\n|\r/).forEach((raw, i) => {
    if ((raw.startsWith(" ") || raw.startsWith("\t")) && out.length > 0) out[out.length - 1].text += raw.slice(1);
    else out.push({ no: i + 1, text: raw });
  });
  return out.filter((l) => l.text.trim() !== "");
}

/**
 * The structural checks ical.js makes without saying where: every line is NAME[;params]:value,
 * components open and close in order, the file is a VCALENDAR. Returns the VEVENTs' line maps.
 */
function scan(lines: TLine[]): { events: TEventLines[]; lines: TLine[] } {
  if (lines.length === 0) throw malformed(1, "the file is empty.");
  if (lines[0].text.trim().toUpperCase() !== "BEGIN:VCALENDAR") throw malformed(lines[0].no, "an iCalendar file starts with BEGIN:VCALENDAR.");
  const stack: { name: string; line: number }[] = [];
  const events: TEventLines[] = [];
  let current: TEventLines | null = null;
  for (const l of lines) {
    const m = /^([A-Za-z0-9-]+)((?:;[^:]*)?):(.*)$/.exec(l.text);
    if (!m) throw malformed(l.no, `not a "NAME:value" line: ${JSON.stringify(l.text.slice(0, 60))}.`);
    const name = m[1].toUpperCase();
    const value = m[3].trim().toUpperCase();
    if (name === "BEGIN") {
      if (stack.length === 0 && value !== "VCALENDAR") throw malformed(l.no, "content outside of a VCALENDAR.");
      stack.push({ name: value, line: l.no });
      if (value === "VEVENT" && stack.length === 2) {
        current = { begin: l.no, props: new Map() };
        events.push(current);
      }
    } else if (name === "END") {
      const top = stack.pop();
      if (!top) throw malformed(l.no, `END:${value} without a BEGIN.`);
      if (top.name !== value) throw malformed(l.no, `END:${value} closes BEGIN:${top.name} of line ${top.line}.`);
      if (value === "VEVENT") current = null;
    } else if (stack.length === 0) {
      throw malformed(l.no, "content outside of a VCALENDAR.");
    } else if (current && stack.length === 2 && !current.props.has(name)) {
      current.props.set(name, l.no);
    }
  }
  if (stack.length > 0) {
    const open = stack[stack.length - 1];
    throw malformed(open.line, `BEGIN:${open.name} is never closed.`);
  }
  return { events, lines };
}

/** The line an ical.js parse error quotes, found in the file. */
function lineOfParseError(message: string, lines: TLine[]): number {
  const quoted = /"([^"]+)"|'([^']+)'/.exec(message);
  const needle = quoted?.[1] ?? quoted?.[2];
  if (needle) {
    const hit = lines.find((l) => l.text.includes(needle));
    if (hit) return hit.no;
  }
  return lines[0]?.no ?? 1;
}

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

function textOf(comp: ICAL.Component, prop: string, max: number): string {
  const v = comp.getFirstPropertyValue(prop);
  return typeof v === "string" ? v.trim().slice(0, max) : "";
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

export type TParseOptions = { timezone: string; now: Date };
export type TParsedIcs = { events: TImportCandidate[]; errors: TImportSkip[] };

/**
 * The events an .ics file would import, in the user's zone: VEVENTs with a start time and an end
 * (DTEND or DURATION); RRULEs expanded within one year back and ahead of today (EXDATEs and moved
 * occurrences honoured); all-day, cancelled, too short or too long events listed in `errors` with
 * their reason. Throws 422 ics_malformed with the line at fault for a malformed file.
 */
export function parseIcs(text: string, opts: TParseOptions): TParsedIcs {
  if (Buffer.byteLength(text, "utf8") > MAX_ICS_BYTES) throw new AppError("ics_too_large", "The file is larger than 2 MB.", 413, "file");
  const userZone = safeTimeZone(opts.timezone);
  const { events: eventLines, lines } = scan(unfold(text.replace(/^\uFEFF/, "")));
  let roots: ICAL.Component[];
  try {
    const parsed: unknown = ICAL.parse(text.replace(/^\uFEFF/, ""));
    const list = Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed : [parsed];
    roots = list.map((jcal) => new ICAL.Component(jcal as unknown[]));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw malformed(lineOfParseError(message, lines), message);
  }
  const zones: TZones = new Map();
  for (const root of roots)
    for (const vtz of root.getAllSubcomponents("vtimezone")) {
      const tzid = vtz.getFirstPropertyValue("tzid");
      if (typeof tzid === "string") zones.set(tzid, new ICAL.Timezone({ component: vtz, tzid }));
    }
  const comps = roots.flatMap((r) => r.getAllSubcomponents("vevent"));

  const today = todayIn(userZone, opts.now);
  const windowStart = fromZonedTime(`${addDaysIso(today, -RECURRENCE_WINDOW_DAYS)}T00:00:00`, userZone);
  const windowEnd = fromZonedTime(`${addDaysIso(today, RECURRENCE_WINDOW_DAYS)}T00:00:00`, userZone);
  const out: TParsedIcs = { events: [], errors: [] };
  let capped = false;
  const local = (d: Date) => formatInTimeZone(d, userZone, "yyyy-MM-dd HH:mm").split(" ");

  // Moved or cancelled occurrences (RECURRENCE-ID) belong to the event of the same UID.
  const exceptions = new Map<string, ICAL.Component[]>();
  const masters: { comp: ICAL.Component; index: number }[] = [];
  comps.forEach((comp, index) => {
    const uid = textOf(comp, "uid", 10_000);
    if (comp.hasProperty("recurrence-id") && uid && comps.some((c) => c !== comp && !c.hasProperty("recurrence-id") && textOf(c, "uid", 10_000) === uid)) {
      exceptions.set(uid, [...(exceptions.get(uid) ?? []), comp]);
    } else masters.push({ comp, index });
  });

  for (const { comp, index } of masters) {
    const where = eventLines[index] ?? { begin: 1, props: new Map<string, number>() };
    const lineOf = (prop: string) => where.props.get(prop.toUpperCase()) ?? where.begin;
    let reading = "DTSTART";
    try {
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
      const base = { title, location: textOf(comp, "location", MAX_LOCATION), notes: textOf(comp, "description", MAX_TEXT) };
      const push = (candidateUid: string, s: Date, e: Date, skipLine: number) => {
        const duration = Math.round((e.getTime() - s.getTime()) / 60_000);
        if (duration < 5 || duration > 1440) {
          const code = duration < 5 ? "too_short" : "too_long";
          out.errors.push({ uid: candidateUid, title, line: skipLine, code, message: SKIP_MESSAGES[code] });
        } else if (out.events.length >= MAX_IMPORT_EVENTS) {
          capped = true;
        } else {
          const [date, time] = local(s);
          out.events.push({ uid: candidateUid, date, time, duration, ...base });
        }
      };

      reading = comp.hasProperty("dtend") ? "DTEND" : "DURATION";
      const end = event.endDate;
      const endTz = comp.hasProperty("dtend") ? (tzidOf(comp, "dtend") ?? startTz) : startTz;
      if (!event.isRecurring() || recurrenceId) {
        push(uid, instantOf(start, startTz, zones, userZone), instantOf(end, endTz, zones, userZone), lineOf(reading));
        continue;
      }

      reading = "RRULE";
      for (const exc of exceptions.get(rawUid) ?? []) event.relateException(exc);
      const it = event.iterator();
      let steps = 0;
      let taken = 0;
      for (let next = it.next(); next; next = it.next()) {
        if (++steps > MAX_STEPS || taken >= MAX_OCCURRENCES) {
          skip("too_many_occurrences", lineOf("RRULE"));
          break;
        }
        const details = event.getOccurrenceDetails(next);
        const item = details.item.component;
        const itemTz = item === comp ? startTz : tzidOf(item, "dtstart");
        const s = instantOf(details.startDate, itemTz, zones, userZone);
        if (s >= windowEnd) break;
        if (s < windowStart) continue;
        if (textOf(item, "status", 20).toUpperCase() === "CANCELLED") continue;
        const itemEndTz = item === comp ? endTz : (tzidOf(item, "dtend") ?? itemTz);
        taken++;
        push(occurrenceUid(uidBase, details.recurrenceId), s, instantOf(details.endDate, itemEndTz, zones, userZone), lineOf("RRULE"));
      }
    } catch (error) {
      if (error instanceof AppError) throw error;
      const message = error instanceof Error ? error.message : String(error);
      throw malformed(lineOf(reading), `${reading}: ${message}`);
    }
  }
  if (capped) {
    out.errors.push({ uid: "", title: "", line: 1, code: "too_many_events", message: SKIP_MESSAGES.too_many_events });
  }
  return out;
}
