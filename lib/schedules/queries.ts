import "server-only";
import { asc, count, eq, sql } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { scheduleItemEvents, scheduleItems, useOfTimeCategories } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { readableScheduleItem, scheduleReadSubject } from "./access";
import type { TScheduleItemJson } from "./schemas";

const EVENTS = sql<number>`(select count(*)::int from ${scheduleItemEvents} where ${scheduleItemEvents.scheduleItemId} = ${scheduleItems.id})`;

function select(db: TDbOrTx) {
  return db.select({ item: scheduleItems, category: useOfTimeCategories.name, events: EVENTS }).from(scheduleItems).leftJoin(useOfTimeCategories, eq(useOfTimeCategories.id, scheduleItems.categoryId));
}

function toJson(r: { item: typeof scheduleItems.$inferSelect; category: string | null; events: number }): TScheduleItemJson {
  const i = r.item;
  return {
    id: i.id,
    user_id: i.userId,
    title: i.title,
    category_id: i.categoryId,
    category: r.category,
    frequency: i.frequency,
    weekday: i.weekday,
    day_of_month: i.dayOfMonth,
    month: i.month,
    start_time: i.startTime.slice(0, 5),
    end_time: i.endTime.slice(0, 5),
    start_date: i.startDate,
    end_date: i.endDate,
    notes: i.notes,
    pushed_at: i.pushedAt ? i.pushedAt.toISOString() : null,
    events: Number(r.events),
  };
}

/** The master schedule of the actor or of a counselor they manage (read-only), by start date. */
export async function listScheduleItems(db: TDbOrTx, actor: TActor, userId?: number | null): Promise<{ own: boolean; data: TScheduleItemJson[] }> {
  const subject = await scheduleReadSubject(db, actor, userId);
  const rows = await select(db).where(eq(scheduleItems.userId, subject.userId)).orderBy(asc(scheduleItems.startDate), asc(scheduleItems.startTime), asc(scheduleItems.id));
  return { own: subject.isSelf, data: rows.map(toJson) };
}

export async function getScheduleItem(db: TDbOrTx, actor: TActor, id: number): Promise<TScheduleItemJson & { own: boolean }> {
  const { own } = await readableScheduleItem(db, actor, id);
  const [row] = await select(db).where(eq(scheduleItems.id, id)).limit(1);
  return { ...toJson(row), own };
}

export async function countScheduleItems(db: TDbOrTx, ownerId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(scheduleItems).where(eq(scheduleItems.userId, ownerId));
  return Number(row?.n ?? 0);
}
