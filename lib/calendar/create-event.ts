import "server-only";
import { eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { companies, eventSeries, events, grades, users } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { assertUsableCategory } from "@/lib/categories/queries";
import { assertOwnClient } from "@/lib/clients/queries";
import { AppError, forbidden } from "@/lib/http/errors";
import { mayUseLesson } from "@/lib/lessons/access";
import { assertSchoolYearOpen } from "@/lib/users/school-year-expired";
import { assertBookable, recordBooking } from "./appointment-events";
import { eventsByIds } from "./queries";
import { enqueueUpserts } from "./sync-queue";
import { CALENDAR_MESSAGES, expandRecurrence, toDbTime } from "./rules";
import { SERVICE_MESSAGES, ZEventInput, type TEventInput, type TEventJson } from "./schemas";
import { mayReadConfidential, mayWrite, resolveSubject, type TSubject } from "./scope";

export type TEventSource = "event" | "contact" | "import";

/** The schema's words for a lesson id that is not one of the owner's or a shared lesson. */
const LESSON_MESSAGE = "Choose a lesson from the list.";

/**
 * Creates an event in the actor's calendar or a managed user's (opts.userId, or the body's user_id),
 * one row per occurrence when it repeats (a series). Checks the category is one the calendar's owner
 * may use, the client is the owner's, the grade exists; all in one transaction.
 * A secretary writes only appointments in a counselor's calendar: what she creates there is a
 * single booking (no repeat, student record or lesson; 403 otherwise), recorded as an accepted
 * appointment request unless it comes from one (opts.fromRequest: the caller links it).
 */
export async function createEvent(db: TDbOrTx, actor: TActor, input: unknown, now: Date, opts: { source?: TEventSource; userId?: number; fromRequest?: boolean } = {}): Promise<TEventJson[]> {
  const v = ZEventInput.parse(input);
  return db.transaction(async (tx) => {
    const subject = await resolveSubject(tx, actor, opts.userId ?? v.user_id);
    const booking = !mayWrite(actor, subject, "event");
    if (booking) assertBookable(v, opts.source ?? "event");
    // A referral names a student's need and an agency: an education record, not the office's to write.
    if (booking && v.referral_direction !== null) throw forbidden("An appointment booked for a counselor cannot record a referral.");
    await checkReferences(tx, actor, subject, v);
    const dates = v.recurrence ? expandRecurrence(v.date, v.recurrence) : [v.date];
    // A user whose own school year has ended sets the new one's dates before recording after it (an import keeps history as it is).
    if (subject.isSelf && opts.source !== "import")
      await assertSchoolYearOpen(
        actor.user,
        dates.reduce((a, b) => (b > a ? b : a)),
        now,
      );
    let seriesId: number | null = null;
    if (v.recurrence) {
      const [series] = await tx.insert(eventSeries).values({ userId: subject.userId, rule: v.recurrence, createdAt: now }).returning({ id: eventSeries.id });
      seriesId = series.id;
    }
    const values = eventValues(v);
    const rows = await tx
      .insert(events)
      .values(dates.map((date) => ({ ...values, userId: subject.userId, date, seriesId, source: opts.source ?? "event", createdAt: now, updatedAt: now })))
      .returning({ id: events.id });
    if (booking && !opts.fromRequest) {
      await recordBooking(tx, { counselorId: subject.userId, eventId: rows[0].id, title: v.title, date: v.date, time: v.time, duration: v.duration, now });
    }
    // Sent to the owner's connected Google/Outlook calendar after the commit (nothing without a connection).
    await enqueueUpserts(
      tx,
      subject.userId,
      rows.map((r) => r.id),
    );
    return eventsByIds(
      tx,
      rows.map((r) => r.id),
      mayReadConfidential(actor, subject),
    );
  });
}

/** The columns of an event from its normalised input (not its date, owner or series). */
export function eventValues(v: Omit<TEventInput, "category_id"> & { category_id: number | null }) {
  return {
    title: v.title,
    time: toDbTime(v.time),
    durationMinutes: v.duration,
    categoryId: v.category_id,
    clientId: v.client_id,
    lessonId: v.lesson_id,
    studentsCount: v.students,
    maleCount: v.male,
    femaleCount: v.female,
    gradeId: v.grade_id,
    location: v.location,
    notes: v.notes,
    status: v.status,
    tier: v.tier,
    domain: v.domain,
    referralDirection: v.referral_direction,
    referralCompanyId: v.referral_company_id,
    referralSource: v.referral_source,
    referralReason: v.referral_reason,
    referralStatus: v.referral_status,
    referralFollowUpDate: v.referral_follow_up_date,
  };
}

/**
 * The ids an event refers to, checked against the calendar's owner: a category they may use
 * (their district's edition and sub-categories), one of their own students or groups, a grade
 * that exists, a lesson of theirs or a shared one. Each failure is a 422 on its field; nothing is written. Only the ids given are
 * checked (a patch leaves the others as they are).
 */
export async function checkReferences(
  tx: TDbOrTx,
  actor: TActor,
  subject: TSubject,
  v: { category_id?: number | null; client_id?: number | null; grade_id?: number | null; lesson_id?: number | null; referral_company_id?: number | null },
): Promise<void> {
  if (v.category_id !== undefined && v.category_id !== null) {
    const owner = subject.isSelf ? actor.user : await ownerPlace(tx, subject.userId);
    await assertUsableCategory(tx, { user: owner }, v.category_id);
  }
  if (v.client_id !== undefined && v.client_id !== null) {
    try {
      await assertOwnClient(tx, subject.userId, v.client_id);
    } catch (error) {
      if (error instanceof AppError && error.status === 404) throw new AppError("invalid_client_id", CALENDAR_MESSAGES.client, 422, "client_id");
      throw error;
    }
  }
  // An event delivers a lesson its owner may use: their own or a shared one.
  if (v.lesson_id !== undefined && v.lesson_id !== null && !(await mayUseLesson(tx, subject.userId, v.lesson_id))) {
    throw new AppError("invalid_lesson_id", LESSON_MESSAGE, 422, "lesson_id");
  }
  if (v.grade_id !== undefined && v.grade_id !== null) {
    const [grade] = await tx.select({ id: grades.id }).from(grades).where(eq(grades.id, v.grade_id)).limit(1);
    if (!grade) throw new AppError("invalid_grade_id", CALENDAR_MESSAGES.grade, 422, "grade_id");
  }
  // A referral's agency is one of the calendar owner's community partners (lib/companies), never another counselor's.
  if (v.referral_company_id !== undefined && v.referral_company_id !== null) {
    const [company] = await tx.select({ userId: companies.userId }).from(companies).where(eq(companies.id, v.referral_company_id)).limit(1);
    if (!company || company.userId !== subject.userId) throw new AppError("invalid_referral_company_id", SERVICE_MESSAGES.referralCompany, 422, "referral_company_id");
  }
}

// The calendar owner as the category check places them: by id and role, in their active memberships.
async function ownerPlace(tx: TDbOrTx, userId: number): Promise<{ id: number; roleId: number; leaid: string | null; ncessch: string | null }> {
  const [row] = await tx.select({ id: users.id, roleId: users.roleId, leaid: users.leaid, ncessch: users.ncessch }).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? { id: userId, roleId: 0, leaid: null, ncessch: null };
}
