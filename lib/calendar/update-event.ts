import "server-only";
import { and, eq, inArray, notExists, or, sql, type SQL } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { eventSeries, events, type TEventRow } from "@/db/schema";
import type { TRecurrence } from "@/db/schema/calendar";
import type { TActor } from "@/lib/auth/current-user";
import { AppError } from "@/lib/http/errors";
import { assertSchoolYearOpen } from "@/lib/users/school-year-expired";
import { checkReferences, eventValues } from "./create-event";
import { assertMoveOnly, isAppointmentEvent } from "./appointment-events";
import { eventsByIds, loadOwnEvent, lockSeriesMembers } from "./queries";
import { eventVersionOf } from "./to-json";
import { enqueueDeletes, enqueueUpserts } from "./sync-queue";
import { addDays, daysBetween, expandRecurrence, fromDbTime, normalizeRecurrence, recurrenceIssue, sameRecurrence, selectOccurrences, shiftRecurrence, toDbTime, type TEditScope } from "./rules";
import { ZEditScope, ZEventMerged, ZEventPatch, type TEventJson, type TEventMerged, type TEventPatch } from "./schemas";
import { assertMayWrite, mayReadConfidential, mayWrite, type TSubject } from "./scope";
import { transactionWithRetry } from "./tx-retry";

type TEventSet = Partial<typeof events.$inferInsert>;

/**
 * Changes an event (PUT /api/v1/calendar/{id}). What the patch leaves out stays as it is.
 * - A single event takes the patch; with a recurrence it becomes the first of a new series.
 * - 'this' detaches the occurrence from its series (series_id null) and changes it alone.
 * - 'following' splits the series at this occurrence (the earlier ones keep the old series, which
 *   now ends the day before) and changes this and the later ones; 'all' changes every occurrence.
 *   A new date moves each of them by the same number of days (Monday/Wednesday → Tuesday/Thursday),
 *   a changed recurrence deletes them and creates the occurrences of the new rule.
 * Returns the events changed or created. One transaction: a 422 on any occurrence changes nothing.
 * Locks: the series, then its events by id (loadOwnEvent, lockSeriesMembers), so parallel edits of
 * one series wait for each other; a deadlock left over is retried once, then a 409 edit_conflict.
 * A secretary in a counselor's calendar only moves or cancels an appointment (403 otherwise).
 */
export async function updateEvent(db: TDbOrTx, actor: TActor, id: number, input: unknown, scope: TEditScope | undefined, now: Date, options: { ifMatch?: string | null } = {}): Promise<TEventJson[]> {
  const patch = ZEventPatch.parse(input);
  const editScope = ZEditScope.parse(scope ?? "this");
  const expected = options.ifMatch == null ? null : parseIfMatch(options.ifMatch);
  return transactionWithRetry(db, async (tx) => {
    const loaded = await loadOwnEvent(tx, actor, id).catch((error) => {
      // Edited at a version that no longer exists: the event was deleted since.
      if (expected !== null && error instanceof AppError && error.status === 404) throw new EventVersionConflict(true);
      throw error;
    });
    const { row: target, subject, series } = loaded;
    // The row is locked (FOR UPDATE): a version that matches now still matches at the UPDATE below.
    if (expected !== null && eventVersionOf(target.updatedAt) !== expected) throw new EventVersionConflict(false);
    // Every UPDATE of the edited event repeats the version in its WHERE: no row changed is a conflict.
    const atVersion = (ids: SQL) => (expected === null ? ids : and(ids, sql`date_trunc('milliseconds', ${events.updatedAt}) = ${expected}::timestamptz`));
    const updateTarget = async (set: TEventSet) => {
      const changed = await tx
        .update(events)
        .set(set)
        .where(atVersion(eq(events.id, target.id)))
        .returning({ id: events.id });
      if (changed.length === 0) throw new EventVersionConflict(false);
    };
    if (!mayWrite(actor, subject, "event")) {
      await assertAppointment(tx, actor, subject, target, editScope);
      assertMoveOnly(patch);
    }
    // The lesson it already delivers stays usable even if its author has stopped sharing it since.
    // The same for the agency: a partner already on the event stays (it is the owner's by construction).
    await checkReferences(tx, actor, subject, {
      ...patch,
      lesson_id: patch.lesson_id === target.lessonId ? undefined : patch.lesson_id,
      referral_company_id: patch.referral_company_id === target.referralCompanyId ? undefined : patch.referral_company_id,
    });
    const merged = mergeChecked(target, patch);
    // Moving one's own event past the end of a school year that has ended: set the new year's dates first.
    if (subject.isSelf && merged.date !== target.date) await assertSchoolYearOpen(actor.user, merged.date, now);
    // Every event changed or created is pushed to the owner's connected calendars after the commit.
    const done = async (ids: number[]) => {
      await enqueueUpserts(tx, target.userId, ids);
      return eventsByIds(tx, ids, mayReadConfidential(actor, subject));
    };

    if (target.seriesId === null || !series) {
      if (patch.recurrence) return done(await startSeries(tx, target, merged, patch.recurrence, now));
      await updateTarget(fullSet(merged, now));
      return done([target.id]);
    }
    if (editScope === "this") {
      await updateTarget({ ...fullSet(merged, now), seriesId: null });
      await dropEmptySeries(tx, target.seriesId);
      return done([target.id]);
    }

    const members = await lockSeriesMembers(tx, series.id);
    const selected = selectOccurrences(target, members, editScope);
    const shift = daysBetween(target.date, merged.date);
    let seriesId = series.id;
    if (selected.length < members.length) {
      // 'following' from the middle: the earlier occurrences keep the series, which ends before this one.
      await tx
        .update(eventSeries)
        .set({ rule: { ...series.rule, until: addDays(target.date, -1) } })
        .where(eq(eventSeries.id, series.id));
      const [split] = await tx.insert(eventSeries).values({ userId: target.userId, rule: series.rule, createdAt: now }).returning({ id: eventSeries.id });
      seriesId = split.id;
    }

    const start = addDays(selected[0].date, shift);
    const requested = patch.recurrence ? normalizeRecurrence(start, patch.recurrence) : null;
    if (requested && !sameRecurrence(requested, series.rule) && !sameRecurrence(requested, shiftRecurrence(series.rule, shift))) {
      return done(await regenerate(tx, target, selected, seriesId, start, requested, merged, now));
    }

    // The same change on each occurrence, its date moved by the same days; checked one by one.
    const groups = new Map<string, { set: TEventSet; ids: number[] }>();
    for (const occ of selected) {
      const occPatch: TEventPatch = { ...patch, date: addDays(occ.date, shift), end: undefined, duration: patch.end !== undefined ? merged.duration : patch.duration };
      const set = patchedSet(patch, occ.id === target.id ? merged : mergeChecked(occ, occPatch));
      const key = JSON.stringify(set);
      const group = groups.get(key) ?? { set, ids: [] };
      group.ids.push(occ.id);
      groups.set(key, group);
    }
    for (const { set, ids } of groups.values()) {
      const changed = await tx
        .update(events)
        .set({ ...set, date: sql`${events.date} + ${shift}::integer`, seriesId, updatedAt: now })
        .where(
          expected !== null && ids.includes(target.id)
            ? or(
                inArray(
                  events.id,
                  ids.filter((i) => i !== target.id),
                ),
                atVersion(eq(events.id, target.id)),
              )
            : inArray(events.id, ids),
        )
        .returning({ id: events.id });
      if (changed.length !== ids.length) throw new EventVersionConflict(false);
    }
    await tx
      .update(eventSeries)
      .set({ rule: shiftRecurrence(series.rule, shift) })
      .where(eq(eventSeries.id, seriesId));
    return done(selected.map((o) => o.id));
  });
}

/**
 * A change sent with `If-Match` whose event changed (or was deleted: `deleted`) since that version.
 * Nothing was written; the route answers 409 with the event as it is now.
 */
export class EventVersionConflict extends AppError {
  constructor(readonly deleted: boolean) {
    super("conflict", deleted ? "The event was deleted after the version you edited." : "The event was changed after the version you edited.", 409);
  }
}

/** The version named by an If-Match header (quotes and a weak W/ prefix dropped); a malformed one is a 400. */
export function parseIfMatch(header: string): string {
  const value = header.trim().replace(/^W\//, "").replace(/^"|"$/g, "");
  const instant = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(value) || Number.isNaN(instant.getTime())) {
    throw new AppError("invalid_if_match", "The If-Match header must be the event's version as it was read.", 400);
  }
  return instant.toISOString();
}

/**
 * What a secretary may touch in a counselor's calendar: an appointment, that one occurrence only
 * (a repeat the counselor made of it holds events that are not appointments). 403 otherwise.
 */
export async function assertAppointment(tx: TDbOrTx, actor: TActor, subject: TSubject, target: TEventRow, scope: TEditScope): Promise<void> {
  const one = target.seriesId === null || scope === "this";
  assertMayWrite(actor, subject, one && (await isAppointmentEvent(tx, target)) ? "appointment" : "event");
}

/** A patch merged onto a stored event, as a client would have sent the whole event. */
export function mergeOnto(row: TEventRow, patch: TEventPatch): Record<string, unknown> {
  const countsChanged = patch.male !== undefined || patch.female !== undefined;
  // Students left out while the counts change: recount them when they were the counts' sum.
  const derived = row.studentsCount === row.maleCount + row.femaleCount;
  const keep = <T>(value: T | undefined, current: T) => (value === undefined ? current : value);
  return {
    title: keep(patch.title, row.title),
    date: keep(patch.date, row.date),
    time: keep(patch.time, fromDbTime(row.time)),
    ...(patch.end !== undefined ? { end: patch.end } : { duration: keep(patch.duration, row.durationMinutes) }),
    category_id: keep(patch.category_id, row.categoryId),
    client_id: keep(patch.client_id, row.clientId),
    lesson_id: keep(patch.lesson_id, row.lessonId),
    students: patch.students ?? (countsChanged && derived ? undefined : row.studentsCount),
    male: keep(patch.male, row.maleCount),
    female: keep(patch.female, row.femaleCount),
    grade_id: keep(patch.grade_id, row.gradeId),
    location: keep(patch.location, row.location),
    notes: keep(patch.notes, row.notes),
    status: keep(patch.status, row.status),
    tier: keep(patch.tier, row.tier),
    domain: keep(patch.domain, row.domain),
    referral_direction: keep(patch.referral_direction, row.referralDirection),
    referral_company_id: keep(patch.referral_company_id, row.referralCompanyId),
    referral_source: keep(patch.referral_source, row.referralSource),
    referral_reason: keep(patch.referral_reason, row.referralReason),
    referral_status: keep(patch.referral_status, row.referralStatus),
    referral_follow_up_date: keep(patch.referral_follow_up_date, row.referralFollowUpDate),
  };
}

/** The merged event, or a 422 naming the first field at fault. */
function mergeChecked(row: TEventRow, patch: TEventPatch): TEventMerged {
  const parsed = ZEventMerged.safeParse(mergeOnto(row, patch));
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue.path.map(String).join(".") || "body";
  throw new AppError(`invalid_${field}`, issue.message, 422, field);
}

function fullSet(m: TEventMerged, now: Date): TEventSet {
  return { ...eventValues(m), date: m.date, updatedAt: now };
}

/** Only the columns the patch names (the date is moved apart). */
function patchedSet(patch: TEventPatch, m: TEventMerged): TEventSet {
  const set: TEventSet = {};
  if (patch.title !== undefined) set.title = m.title;
  if (patch.time !== undefined) set.time = toDbTime(m.time);
  if (patch.duration !== undefined || patch.end !== undefined) set.durationMinutes = m.duration;
  if (patch.category_id !== undefined) set.categoryId = m.category_id;
  if (patch.client_id !== undefined) set.clientId = m.client_id;
  if (patch.lesson_id !== undefined) set.lessonId = m.lesson_id;
  if (patch.students !== undefined || patch.male !== undefined || patch.female !== undefined) {
    set.studentsCount = m.students;
    set.maleCount = m.male;
    set.femaleCount = m.female;
  }
  if (patch.grade_id !== undefined) set.gradeId = m.grade_id;
  if (patch.location !== undefined) set.location = m.location;
  if (patch.notes !== undefined) set.notes = m.notes;
  if (patch.status !== undefined) set.status = m.status;
  if (patch.tier !== undefined) set.tier = m.tier;
  if (patch.domain !== undefined) set.domain = m.domain;
  if (patch.referral_direction !== undefined) set.referralDirection = m.referral_direction;
  if (patch.referral_company_id !== undefined) set.referralCompanyId = m.referral_company_id;
  if (patch.referral_source !== undefined) set.referralSource = m.referral_source;
  if (patch.referral_reason !== undefined) set.referralReason = m.referral_reason;
  if (patch.referral_status !== undefined) set.referralStatus = m.referral_status;
  if (patch.referral_follow_up_date !== undefined) set.referralFollowUpDate = m.referral_follow_up_date;
  return set;
}

function assertRule(start: string, rule: TRecurrence): void {
  const issue = recurrenceIssue(start, rule);
  if (issue) throw new AppError(`invalid_${issue.path}`, issue.message, 422, issue.path);
}

/** A single event given a recurrence: it stays, as the first of a new series, and the other dates are added. */
async function startSeries(tx: TDbOrTx, target: TEventRow, m: TEventMerged, recurrence: TRecurrence, now: Date): Promise<number[]> {
  const rule = normalizeRecurrence(m.date, recurrence);
  assertRule(m.date, rule);
  const [series] = await tx.insert(eventSeries).values({ userId: target.userId, rule, createdAt: now }).returning({ id: eventSeries.id });
  await tx
    .update(events)
    .set({ ...fullSet(m, now), seriesId: series.id })
    .where(eq(events.id, target.id));
  const others = expandRecurrence(m.date, rule).filter((d) => d !== m.date);
  const created = await insertOccurrences(tx, target, m, others, series.id, now);
  return [target.id, ...created];
}

/** A changed recurrence: the selected occurrences make way for those of the new rule. */
async function regenerate(tx: TDbOrTx, target: TEventRow, selected: TEventRow[], seriesId: number, start: string, rule: TRecurrence, m: TEventMerged, now: Date): Promise<number[]> {
  assertRule(start, rule);
  await enqueueDeletes(
    tx,
    target.userId,
    selected.map((o) => o.id),
  );
  await tx.delete(events).where(
    inArray(
      events.id,
      selected.map((o) => o.id),
    ),
  );
  await tx.update(eventSeries).set({ rule }).where(eq(eventSeries.id, seriesId));
  return insertOccurrences(tx, target, m, expandRecurrence(start, rule), seriesId, now);
}

async function insertOccurrences(tx: TDbOrTx, target: TEventRow, m: TEventMerged, dates: string[], seriesId: number, now: Date): Promise<number[]> {
  if (dates.length === 0) return [];
  const values = eventValues(m);
  const rows = await tx
    .insert(events)
    .values(
      dates.map((date) => ({
        ...values,
        userId: target.userId,
        date,
        seriesId,
        source: target.source,
        externalUid: null,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: events.id });
  return rows.map((r) => r.id);
}

/** A series none of whose occurrences is left goes too. */
export async function dropEmptySeries(tx: TDbOrTx, seriesId: number): Promise<void> {
  await tx.delete(eventSeries).where(
    and(
      eq(eventSeries.id, seriesId),
      notExists(
        tx
          .select({ one: sql`1` })
          .from(events)
          .where(eq(events.seriesId, seriesId)),
      ),
    ),
  );
}
