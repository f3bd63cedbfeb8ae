import "server-only";
import { and, eq, inArray, ne } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { specialDates } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { resolveSubject } from "@/lib/calendar/scope";
import { AppError } from "@/lib/http/errors";
import { getSpecialDate } from "./queries";
import { isWeekend, planSpecialDates } from "./rules";
import { ZSpecialDateCreate, ZSpecialDateUpdate, type TSaveSpecialDatesResult, type TSpecialDateJson } from "./schemas";

const weekendError = (dates: string[]) =>
  new AppError("weekend_date", `Weekends cannot be picked: ${dates.join(", ")}. Choose a day from Monday to Friday.`, 422, "dates");

/**
 * Adds days closed or tags, several dates at once. A weekend refuses the whole request (nothing is
 * written); dates already there are ignored and reported back as duplicates.
 */
export async function saveSpecialDates(db: TDbOrTx, actor: TActor, input: unknown): Promise<TSaveSpecialDatesResult> {
  const v = ZSpecialDateCreate.parse(input);
  const subject = await resolveSubject(db, actor, v.user_id);
  const weekends = v.dates.filter(isWeekend);
  if (weekends.length) throw weekendError(weekends);
  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ date: specialDates.date })
      .from(specialDates)
      .where(and(eq(specialDates.userId, subject.userId), eq(specialDates.kind, v.kind), inArray(specialDates.date, v.dates)));
    const plan = planSpecialDates(
      v.dates,
      existing.map((e) => e.date),
    );
    const rows = plan.toAdd.length
      ? await tx
          .insert(specialDates)
          .values(plan.toAdd.map((date) => ({ userId: subject.userId, kind: v.kind, date, label: v.label })))
          // A date added meanwhile by another tab is a duplicate too, not an error.
          .onConflictDoNothing()
          .returning()
      : [];
    const created: TSpecialDateJson[] = rows.map((r) => ({ id: r.id, kind: r.kind, date: r.date, label: r.label }));
    const createdDates = new Set(created.map((c) => c.date));
    return { created, duplicates: v.dates.filter((d) => !createdDates.has(d)) };
  });
}

/** Moves a day closed or a tag to another date, or renames its label. */
export async function updateSpecialDate(db: TDbOrTx, actor: TActor, id: number, input: unknown): Promise<TSpecialDateJson> {
  const v = ZSpecialDateUpdate.parse(input);
  const current = await getSpecialDate(db, actor, id);
  if (v.date !== undefined && isWeekend(v.date)) throw weekendError([v.date]);
  return db.transaction(async (tx) => {
    if (v.date !== undefined && v.date !== current.date) {
      const [clash] = await tx
        .select({ id: specialDates.id })
        .from(specialDates)
        .where(and(eq(specialDates.userId, current.userId), eq(specialDates.kind, current.kind), eq(specialDates.date, v.date), ne(specialDates.id, id)))
        .limit(1);
      if (clash) throw new AppError("duplicate_date", `${v.date} is already in the list.`, 409, "date");
    }
    const [row] = await tx
      .update(specialDates)
      .set({ ...(v.date !== undefined ? { date: v.date } : {}), ...(v.label !== undefined ? { label: v.label } : {}) })
      .where(eq(specialDates.id, id))
      .returning();
    return { id: row.id, kind: row.kind, date: row.date, label: row.label };
  });
}
