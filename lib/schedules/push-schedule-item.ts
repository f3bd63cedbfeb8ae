import "server-only";
import { and, eq, gte, inArray, lte } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { eventSeries, events, scheduleItemEvents, scheduleItems, specialDates } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { schoolYearFor } from "@/lib/analysis/rules";
import { checkReferences, eventValues } from "@/lib/calendar/create-event";
import { ZEventInput } from "@/lib/calendar/schemas";
import { resolveSubject } from "@/lib/calendar/scope";
import { enqueueDeletes, enqueueUpserts } from "@/lib/calendar/sync-queue";
import { AppError } from "@/lib/http/errors";
import { todayIn } from "@/lib/users/rules";
import { ownScheduleItem } from "./access";
import { pushRange, scheduleDates } from "./rules";
import { SCHEDULE_MESSAGES } from "./schemas";

export type TPushResult = { id: number; created: number; replaced: number; kept: number; from: string; to: string; series_id: number | null };

/**
 * "Put on my calendar": the item becomes calendar events, one per date it falls on from today (or
 * its start) to its end within the school year, leaving out the days the school is closed (days
 * closed, lib/student-days). The events are made as the calendar makes them (the same validation,
 * category check and sync to a connected Google/Outlook calendar); a weekly item is one series of
 * the calendar (edit or delete "this, following, all" there). Pushing again replaces the events
 * still planned; those marked done or cancelled are the counselor's record and stay, and their
 * dates are not booked twice. All in one transaction.
 */
export async function pushScheduleItem(db: TDbOrTx, actor: TActor, id: number, now: Date): Promise<TPushResult> {
  return db.transaction(async (tx) => {
    const item = await ownScheduleItem(tx, actor, id);
    if (item.categoryId === null) throw new AppError("no_category", SCHEDULE_MESSAGES.noCategory, 422, "category_id");
    const subject = await resolveSubject(tx, actor, null);
    const today = todayIn(subject.timezone, now);
    const year = schoolYearFor(item.startDate > today ? item.startDate : today, { startOfSy: actor.user.startOfSy ?? null, endOfSy: actor.user.endOfSy ?? null });
    const range = pushRange(item, today, year);

    const linked = await tx
      .select({ id: events.id, date: events.date, status: events.status, seriesId: events.seriesId })
      .from(scheduleItemEvents)
      .innerJoin(events, eq(events.id, scheduleItemEvents.eventId))
      .where(eq(scheduleItemEvents.scheduleItemId, item.id));
    const replaced = linked.filter((e) => e.status === "planned");
    const kept = linked.filter((e) => e.status !== "planned");
    if (replaced.length > 0) {
      const ids = replaced.map((e) => e.id);
      await enqueueDeletes(tx, subject.userId, ids);
      await tx.delete(events).where(inArray(events.id, ids));
      const seriesIds = [...new Set(replaced.map((e) => e.seriesId).filter((s): s is number => s !== null))];
      for (const s of seriesIds) {
        const [left] = await tx.select({ id: events.id }).from(events).where(eq(events.seriesId, s)).limit(1);
        if (!left) await tx.delete(eventSeries).where(eq(eventSeries.id, s));
      }
    }

    const closedRows = await tx
      .select({ date: specialDates.date })
      .from(specialDates)
      .where(and(eq(specialDates.userId, subject.userId), eq(specialDates.kind, "closed"), gte(specialDates.date, range.from), lte(specialDates.date, range.to)));
    const skip = new Set([...closedRows.map((r) => r.date), ...kept.map((e) => e.date)]);
    const dates = scheduleDates({ frequency: item.frequency, weekday: item.weekday, dayOfMonth: item.dayOfMonth, month: item.month }, range.from, range.to, skip);
    if (dates.length === 0) throw new AppError("no_dates", SCHEDULE_MESSAGES.noDates, 422);

    // The calendar's own validation of an event (title, time window, category), on the first date.
    const v = ZEventInput.parse({ title: item.title, date: dates[0], time: item.startTime.slice(0, 5), end: item.endTime.slice(0, 5), category_id: item.categoryId, notes: item.notes });
    await checkReferences(tx, actor, subject, { category_id: v.category_id });
    let seriesId: number | null = null;
    if (item.frequency === "weekly" && item.weekday !== null && dates.length > 1) {
      const [series] = await tx
        .insert(eventSeries)
        .values({ userId: subject.userId, rule: { freq: "weekly", interval: 1, weekdays: [item.weekday], until: dates[dates.length - 1] }, createdAt: now })
        .returning({ id: eventSeries.id });
      seriesId = series.id;
    }
    const base = eventValues(v);
    const rows = await tx
      .insert(events)
      .values(dates.map((date) => ({ ...base, userId: subject.userId, date, seriesId, source: "event", createdAt: now, updatedAt: now })))
      .returning({ id: events.id });
    await tx.insert(scheduleItemEvents).values(rows.map((r) => ({ scheduleItemId: item.id, eventId: r.id })));
    await enqueueUpserts(
      tx,
      subject.userId,
      rows.map((r) => r.id),
    );
    await tx.update(scheduleItems).set({ pushedAt: now }).where(eq(scheduleItems.id, item.id));
    return { id: item.id, created: rows.length, replaced: replaced.length, kept: kept.length, from: range.from, to: range.to, series_id: seriesId };
  });
}
