import { fromZonedTime } from "date-fns-tz";
import { dateFormatter } from "@/lib/i18n/format";

// Pure rules of the public pages (appointment wizard, QR codes, funding lookup, demo requests).
// No database, no clock inside: "today" and "now" are passed in.

// ---- appointment and drop-in requests ------------------------------------------------------

export const APPOINTMENT_KINDS = ["appointment", "dropin"] as const;
export type TAppointmentKind = (typeof APPOINTMENT_KINDS)[number];

export const REQUESTER_ROLES = ["student", "parent", "staff"] as const;
export type TRequesterRole = (typeof REQUESTER_ROLES)[number];

/** The grade codes of the reference table `grades` (Pre-K to 12). */
export const GRADE_CODES = ["PK", "K", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"] as const;

/** How far ahead an appointment may be asked for. */
export const MAX_DAYS_AHEAD = 60;
/** How many school weeks the wizard offers (Monday to Friday each). */
export const WEEKS_OFFERED = 4;

/** Half-hour slots of a school day, 07:00 to 16:30, in the counselor's time zone. */
export const TIME_SLOTS: readonly string[] = Array.from({ length: 20 }, (_, i) => {
  const minutes = 7 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
});

function parseIso(date: string): Date {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

/** Whether a string is a real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return parseIso(value).toISOString().slice(0, 10) === value;
}

/** Adds days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const d = parseIso(date);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Day of the week with weeks starting on Monday: 0 Monday … 6 Sunday. */
export function mondayIndex(date: string): number {
  return (parseIso(date).getUTCDay() + 6) % 7;
}

/** Appointments are on school days: Monday to Friday. */
export function isWeekday(date: string): boolean {
  return mondayIndex(date) < 5;
}

/** The Monday of the week holding a date (weeks start on Monday). */
export function mondayOf(date: string): string {
  return addDays(date, -mondayIndex(date));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((parseIso(to).getTime() - parseIso(from).getTime()) / 86_400_000);
}

export type TSchoolDay = { date: string; disabled: boolean };
export type TSchoolWeek = { monday: string; days: TSchoolDay[] };

/**
 * The weeks the wizard offers, each Monday to Friday. They start with the week of the first
 * school day from today on (on a weekend, next week); days before today are disabled.
 */
export function schoolWeeks(today: string, weeks = WEEKS_OFFERED): TSchoolWeek[] {
  const first = isWeekday(today) ? today : addDays(today, 7 - mondayIndex(today));
  const start = mondayOf(first);
  return Array.from({ length: weeks }, (_, w) => {
    const monday = addDays(start, w * 7);
    const days = Array.from({ length: 5 }, (_, d) => {
      const date = addDays(monday, d);
      return { date, disabled: date < today || daysBetween(today, date) > MAX_DAYS_AHEAD };
    });
    return { monday, days };
  });
}

export type TDateCheck = "ok" | "invalid" | "weekend" | "past" | "too_far";

/** Whether an appointment may be asked for on `date`, given today's date in the counselor's zone. */
export function checkAppointmentDate(date: string, today: string): TDateCheck {
  if (!isIsoDate(date)) return "invalid";
  if (!isWeekday(date)) return "weekend";
  if (date < today) return "past";
  if (daysBetween(today, date) > MAX_DAYS_AHEAD) return "too_far";
  return "ok";
}

/** The route decides the kind: /dropin/:username asks for a drop-in, every other route an appointment. */
export function kindForRoute(firstSegment: string): TAppointmentKind {
  return firstSegment === "dropin" ? "dropin" : "appointment";
}

// ---- demo and training requests ------------------------------------------------------------

/** Demo requests are type 1, training requests type 2. */
export const DEMO_TYPE = { demo: 1, training: 2 } as const;
export type TDemoType = (typeof DEMO_TYPE)[keyof typeof DEMO_TYPE];

/** Whether the runtime knows an IANA time-zone name. */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * A time zone as people say it ("Pacific Time", "Mitteleuropäische Zeit"), with the IANA name in
 * brackets so it is never ambiguous; the bare name when the runtime has no such label.
 */
export function timeZoneLabel(timeZone: string, locale: string, at: Date): string {
  try {
    const part = dateFormatter(locale, { timeZoneName: "longGeneric" }, timeZone)
      .formatToParts(at)
      .find((p) => p.type === "timeZoneName");
    return part && part.value !== timeZone ? `${part.value} (${timeZone.replace(/_/g, " ")})` : timeZone;
  } catch {
    return timeZone;
  }
}

/** The instant of a wall-clock date and time in a time zone. */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  return fromZonedTime(`${date}T${time}:00`, timeZone);
}

// ---- funding -------------------------------------------------------------------------------

/** "Funding zip lookup fires only when the zip is non-empty and longer than 4 characters." */
export function isFundingLookupZip(zip: string): boolean {
  // Longer than 4 implies non-empty; the trimmed value is what is sent.
  return zip.trim().length > 4;
}

/** The five-digit zip a lookup uses (a ZIP+4 is cut to its first five digits); null when invalid. */
export function zip5(zip: string): string | null {
  const match = /^(\d{5})(?:-?\d{4})?$/.exec(zip.trim());
  return match ? match[1] : null;
}

// ---- QR codes ------------------------------------------------------------------------------

/** What /qrcode/{field}/{username} may point to. */
export const QR_FIELDS = ["appointment", "dropin", "website"] as const;
export type TQrField = (typeof QR_FIELDS)[number];

export function isQrField(value: string): value is TQrField {
  return (QR_FIELDS as readonly string[]).includes(value);
}

/**
 * The public page a QR code opens. The counselor's "website" is their public appointment page
 * (the page /qrSCWesite/{username} shows); a drop-in code opens the drop-in request.
 */
export function qrTargetPath(field: TQrField, username: string): string {
  const u = encodeURIComponent(username);
  return field === "dropin" ? `/dropin/${u}` : `/appointment/${u}`;
}

/** A file name for the downloaded PNG: only safe characters. */
export function qrFileName(field: TQrField, username: string): string {
  return `scuta-qr-${field}-${username.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 64)}.png`;
}

export type TQrMatrix = { size: number; isDark: (row: number, col: number) => boolean };

/**
 * One SVG path drawing the dark modules of a QR matrix, a unit square each, offset by the quiet
 * zone `margin`. Runs of dark modules in a row become one rectangle to keep the path short.
 */
export function qrPath(matrix: TQrMatrix, margin = 2): string {
  const parts: string[] = [];
  for (let row = 0; row < matrix.size; row++) {
    let col = 0;
    while (col < matrix.size) {
      if (!matrix.isDark(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < matrix.size && matrix.isDark(row, col)) col++;
      parts.push(`M${start + margin} ${row + margin}h${col - start}v1h-${col - start}z`);
    }
  }
  return parts.join("");
}

// ---- messages kept in contact_messages -----------------------------------------------------

export const FEEDBACK_TOPICS = ["idea", "problem", "praise", "other"] as const;
export type TFeedbackTopic = (typeof FEEDBACK_TOPICS)[number];

/** Feedback is kept as a contact message whose text starts with "Feedback". */
export function feedbackText(topic: TFeedbackTopic, message: string): string {
  return `Feedback (${topic}): ${message}`;
}

export const SURVEY_TYPES = { D: "Demo survey", T: "Training survey" } as const;
export type TSurveyType = keyof typeof SURVEY_TYPES;
export const NEXT_STEPS = ["trial", "quote", "moreInfo", "notNow"] as const;
export type TNextStep = (typeof NEXT_STEPS)[number];

export type TSurveyAnswers = { satisfaction: number; usefulness: number; nextStep: TNextStep; comments: string };

/** A demo or training survey kept as a contact message: "Demo survey: satisfaction 5/5; …". */
export function surveyText(type: TSurveyType, a: TSurveyAnswers): string {
  const head = `${SURVEY_TYPES[type]}: satisfaction ${a.satisfaction}/5; usefulness ${a.usefulness}/5; next step ${a.nextStep}`;
  return a.comments ? `${head}\n${a.comments}` : head;
}
