import { createHash } from "node:crypto";
import { formatInTimeZone, fromZonedTime } from "date-fns-tz";
import { effectiveSchoolYear } from "@/lib/users/school-year-schemas";
import { addDaysIso, safeTimeZone, todayIn } from "@/lib/users/rules";
import { ROLE } from "@/lib/auth/roles";
import type { TProvider, TProviders } from "./sync-types";

// Pure rules of the two-way sync: what a provider event becomes in SCUTA, what a SCUTA event
// becomes at the provider, and the window a first sync reads. No db, no clock of their own.

/** A change the provider refused this often is no longer retried (it stays, with its error, for the page to show). */
export const MAX_PUSH_ATTEMPTS = 8;

/** A provider event as the pull reads it, whichever provider it came from. */
export type TRemoteEvent = {
  externalId: string;
  /** Google's etag, Graph's changeKey: equal to the link's version when it is our own write echoing back. */
  version: string | null;
  /** Deleted or cancelled at the provider. */
  deleted: boolean;
  /** Google's event id or Graph's transactionId: one of our push ids when we created it. */
  marker: string | null;
  title: string;
  start: Date | null;
  end: Date | null;
  allDay: boolean;
  location: string;
  notes: string;
};

/** The columns of a SCUTA event a remote event maps to, at the user's local time. */
export type TLocalFields = { title: string; date: string; time: string; duration: number; location: string; notes: string };

/** Timed events of 5 minutes to 24 hours with a title; all-day ones have no place in a use-of-time calendar. */
export function localFields(r: TRemoteEvent, timezone: string): TLocalFields | null {
  if (r.deleted || r.allDay || !r.start || !r.end) return null;
  const duration = Math.round((r.end.getTime() - r.start.getTime()) / 60_000);
  const title = r.title.trim().slice(0, 200);
  if (!title || Number.isNaN(duration) || duration < 5 || duration > 1440) return null;
  const [date, time] = formatInTimeZone(r.start, safeTimeZone(timezone), "yyyy-MM-dd HH:mm").split(" ");
  return { title, date, time, duration, location: r.location.trim().slice(0, 200), notes: r.notes.trim().slice(0, 10_000) };
}

/** Graph's dateTimeTimeZone (we ask for UTC; another zone name is read as IANA when it is one). */
export function graphInstant(t: { dateTime: string; timeZone?: string } | undefined): Date | null {
  if (!t?.dateTime) return null;
  const wall = t.dateTime.replace(/\.\d+$/, "");
  const d = !t.timeZone || t.timeZone === "UTC" ? new Date(`${wall}Z`) : fromZonedTime(wall, safeTimeZone(t.timeZone));
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * events.external_uid of an event that came from a provider: "google:<id>" / "outlook:<id>", as the
 * earlier one-shot imports wrote it (ids too long for the column are hashed).
 */
export function externalUid(provider: TProvider, id: string): string {
  const uid = `${provider}:${id}`;
  return uid.length <= 255 ? uid : `${provider}:sha-${createHash("sha256").update(id).digest("hex")}`;
}

/** The provider id inside an external_uid written by that provider's import, or null. */
export function providerIdOf(uid: string | null, provider: TProvider): string | null {
  if (!uid?.startsWith(`${provider}:`)) return null;
  const id = uid.slice(provider.length + 1);
  return id.startsWith("sha-") || !id ? null : id;
}

export const cameFrom = (uid: string | null, provider: TProvider): boolean => !!uid?.startsWith(`${provider}:`);

/** An event imported from one provider is not mirrored into the other (it would duplicate the source calendar there). */
export function pushableTo(uid: string | null, provider: TProvider): boolean {
  const other: TProvider = provider === "google" ? "outlook" : "google";
  return !cameFrom(uid, other);
}

/**
 * Where a first (or full) sync starts reading: the later of the start of the user's school year and
 * 30 days back, at local midnight. Older events belong to a closed stretch of the use-of-time
 * record; a whole year of history would bury it in imported rows.
 */
export function pullStartDate(user: TSyncUser, now: Date): string {
  const today = todayIn(safeTimeZone(user.timezone), now);
  const sy = effectiveSchoolYear(user, today).startOfSy;
  const back = addDaysIso(today, -30);
  return sy > back ? sy : back;
}

export function pullStart(user: TSyncUser, now: Date): Date {
  return fromZonedTime(`${pullStartDate(user, now)}T00:00:00`, safeTimeZone(user.timezone));
}

type TSyncUser = { timezone: string; startOfSy: string | null; endOfSy: string | null };

/** A SCUTA event as the push needs it. */
export type TPushEvent = {
  title: string;
  date: string;
  /** "HH:mm" or "HH:mm:ss". */
  time: string;
  durationMinutes: number;
  location: string;
  categoryName: string | null;
  /** It names or concerns a student, or the user hides confidential details (see isConfidential). */
  confidential: boolean;
};

/**
 * Confidentiality of what leaves SCUTA. Notes and the student or group are never pushed. The title
 * is pushed only for events with no student in them: an event with a client, a student count or
 * that came from an appointment request (its title is "Appointment: {requester}") is pushed as its
 * category name alone, and so is every event while the user keeps the confidentiality eye closed
 * (hideConfidential), as in the .ics feed. Guessing whether a free title contains a name is not
 * reliable; whether a student is attached is.
 */
export function isConfidential(e: { clientId: number | null; studentsCount: number }, opts: { hideConfidential: boolean; fromAppointment: boolean }): boolean {
  return opts.hideConfidential || opts.fromAppointment || e.clientId !== null || e.studentsCount > 0;
}

export function pushSummary(e: TPushEvent): string {
  return e.confidential ? (e.categoryName ?? "SCUTA") : e.title;
}

/** The event's start and end instants from its local date, time and duration in the user's zone (DST-safe). */
export function pushInstants(e: Pick<TPushEvent, "date" | "time" | "durationMinutes">, timezone: string): { start: Date; end: Date } {
  const time = e.time.length === 5 ? `${e.time}:00` : e.time;
  const start = fromZonedTime(`${e.date}T${time}`, safeTimeZone(timezone));
  return { start, end: new Date(start.getTime() + e.durationMinutes * 60_000) };
}

type TAddonUser = { roleId: number; appId: number; googleCal: boolean; outlookCal: boolean };

/**
 * Calendar sync is a licence add-on: "add-ons (calendar sync, appointments, …) are bought with a
 * licence" (the Google calendar and Outlook calendar add-ons, user fields googleCal / outlookCal). A trial (AppID 0) tries everything, and an administrator always may.
 * The .ics subscription and file import are part of every licence.
 */
export function hasSyncAddon(user: TAddonUser, provider: TProvider): boolean {
  if (user.roleId === ROLE.admin || user.appId === 0) return true;
  return provider === "google" ? user.googleCal : user.outlookCal;
}

export function syncAddons(user: TAddonUser): TProviders {
  return { google: hasSyncAddon(user, "google"), outlook: hasSyncAddon(user, "outlook") };
}
