import "server-only";
import { eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { scheduleItems } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { assertUsableCategory } from "@/lib/categories/queries";
import { toDbTime } from "@/lib/calendar/rules";
import { ownScheduleItem } from "./access";
import { getScheduleItem } from "./queries";

/** The item as the API answers it (without the reader's own flag). */
async function itemJson(tx: TDbOrTx, actor: TActor, id: number): Promise<TScheduleItemJson> {
  const { own, ...item } = await getScheduleItem(tx, actor, id);
  void own;
  return item;
}
import { ZScheduleInput, type TScheduleInput, type TScheduleItemJson } from "./schemas";

function values(v: TScheduleInput) {
  return {
    title: v.title,
    categoryId: v.category_id,
    frequency: v.frequency,
    weekday: v.weekday,
    dayOfMonth: v.day_of_month,
    month: v.month,
    startTime: toDbTime(v.start_time),
    endTime: toDbTime(v.end_time),
    startDate: v.start_date,
    endDate: v.end_date,
    notes: v.notes,
  };
}

/** Adds an item to the actor's own master schedule (a category they may record time in). */
export async function createScheduleItem(db: TDbOrTx, actor: TActor, input: unknown, now: Date): Promise<TScheduleItemJson> {
  const v = ZScheduleInput.parse(input);
  return db.transaction(async (tx) => {
    await assertUsableCategory(tx, actor, v.category_id);
    const [row] = await tx
      .insert(scheduleItems)
      .values({ ...values(v), userId: actor.user.id, createdAt: now, updatedAt: now })
      .returning({ id: scheduleItems.id });
    return itemJson(tx, actor, row.id);
  });
}

/** Changes one of the actor's items (all fields). Events already put on the calendar stay until it is pushed again. */
export async function updateScheduleItem(db: TDbOrTx, actor: TActor, id: number, input: unknown, now: Date): Promise<TScheduleItemJson> {
  const v = ZScheduleInput.parse(input);
  return db.transaction(async (tx) => {
    await ownScheduleItem(tx, actor, id);
    await assertUsableCategory(tx, actor, v.category_id);
    await tx
      .update(scheduleItems)
      .set({ ...values(v), updatedAt: now })
      .where(eq(scheduleItems.id, id));
    return itemJson(tx, actor, id);
  });
}

/** Deletes one of the actor's items. The events it put on the calendar stay there: they are the counselor's calendar now. */
export async function deleteScheduleItem(db: TDbOrTx, actor: TActor, id: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    await ownScheduleItem(tx, actor, id);
    await tx.delete(scheduleItems).where(eq(scheduleItems.id, id));
    return { id };
  });
}
