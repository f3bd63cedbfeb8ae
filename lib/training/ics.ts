import { SESSION_MINUTES, SESSION_START, TRAINING_ZONE } from "./rules";

export type TTrainingIcsInput = {
  /** DTSTAMP: when the file is made. */
  now: Date;
  /** Date of the first session, YYYY-MM-DD (a Wednesday, Eastern). */
  firstSessionDate: string;
  /** Absolute join link. */
  joinUrl: string;
  summary: string;
  description: string;
  location: string;
  reminder: string;
};

/** Stable, so importing the file again updates the event instead of adding a second one. */
export const TRAINING_EVENT_UID = "weekly-free-live-training@scuta.app";

/**
 * The weekly free live training as an RFC 5545 calendar: one VEVENT on Wednesdays at 15:00
 * America/New_York (RRULE FREQ=WEEKLY;BYDAY=WE) with the zone's own VTIMEZONE, so calendars keep
 * it at 3 PM Eastern across daylight-saving changes and show it in the reader's zone. The `ics`
 * package writes only UTC or floating times, hence this small writer.
 */
export function buildTrainingIcs(input: TTrainingIcsInput): string {
  const day = input.firstSessionDate.replaceAll("-", "");
  const start = SESSION_START.replace(":", "");
  const endMinutes = Number(SESSION_START.slice(0, 2)) * 60 + Number(SESSION_START.slice(3)) + SESSION_MINUTES;
  const end = `${String(Math.floor(endMinutes / 60)).padStart(2, "0")}${String(endMinutes % 60).padStart(2, "0")}`;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//SCUTA//Weekly live training//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...NEW_YORK_VTIMEZONE,
    "BEGIN:VEVENT",
    `UID:${TRAINING_EVENT_UID}`,
    `DTSTAMP:${utcStamp(input.now)}`,
    `DTSTART;TZID=${TRAINING_ZONE}:${day}T${start}00`,
    `DTEND;TZID=${TRAINING_ZONE}:${day}T${end}00`,
    "RRULE:FREQ=WEEKLY;BYDAY=WE",
    `SUMMARY:${escapeText(input.summary)}`,
    `DESCRIPTION:${escapeText(`${input.description}\n${input.joinUrl}`)}`,
    `LOCATION:${escapeText(input.location)}`,
    `URL:${input.joinUrl}`,
    "STATUS:CONFIRMED",
    "BEGIN:VALARM",
    "ACTION:DISPLAY",
    "TRIGGER:-PT15M",
    `DESCRIPTION:${escapeText(input.reminder)}`,
    "END:VALARM",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}

// US Eastern rules in force since 2007: EDT from the second Sunday of March, EST from the first Sunday of November.
const NEW_YORK_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${TRAINING_ZONE}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0400",
  "TZNAME:EDT",
  "DTSTART:20070311T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0400",
  "TZOFFSETTO:-0500",
  "TZNAME:EST",
  "DTSTART:20071104T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

function utcStamp(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");
}

/** TEXT values: backslash, semicolon and comma escaped, line breaks as \n (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Lines longer than 75 octets continue on lines starting with a space, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, "utf8");
    const limit = parts.length === 0 ? 75 : 74; // a continuation line's leading space counts
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}
