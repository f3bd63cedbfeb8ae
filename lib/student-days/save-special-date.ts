import "server-only";
import { and, eq, inArray, ne } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { specialDates } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { resolveWritableSubject } from "@/lib/calendar/scope";
import { AppError } from "@/lib/http/errors";
import { getSpecialDate } from "./queries";
import { isWeekend, planSpecialDates } from "./rules";
import { ZSpecialDateCreate, ZSpecialDateOne, ZSpecialDateUpdate, type TSaveSpecialDatesResult, type TSpecialDateJson, type TSpecialDateKind } from "./schemas";

const weekendError = (dates: string[], field = "dates") => new AppError("weekend_date", `Weekends cannot be picked: ${dates.join(", ")}. Choose a day from Monday to Friday.`, 422, field);
const duplicateError = (dates: string[], field = "date") => new AppError("duplicate_date", `${dates.join(", ")} is already in the list.`, 409, field);

type TSaveOptions = {
  /** "ignore" (the pickers and POST /special-date): reported back; "refuse": a 409 and nothing written. */
  duplicates?: "ignore" | "refuse";
  /** The request field the dates came in, named by the errors. */
  field?: "date" | "dates";
};

/**
 * Adds days closed or tags, several dates at once. A weekend refuses the whole request (nothing is
 * written); dates already there are ignored and reported back as duplicates, or refused with
 * `duplicates: "refuse"`. A secretary may not write a counselor's days (403).
 */
export async function saveSpecialDates(db: TDbOrTx, actor: TActor, input: unknown, opts: TSaveOptions = {}): Promise<TSaveSpecialDatesResult> {
  const v = ZSpecialDateCreate.parse(input);
  const field = opts.field ?? "dates";
  const subject = await resolveWritableSubject(db, actor, v.user_id, "days");
  const weekends = v.dates.filter(isWeekend);
  if (weekends.length) throw weekendError(weekends, field);
  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ date: specialDates.date })
      .from(specialDates)
      .where(and(eq(specialDates.userId, subject.userId), eq(specialDates.kind, v.kind), inArray(specialDates.date, v.dates)));
    const plan = planSpecialDates(
      v.dates,
      existing.map((e) => e.date),
    );
    if (opts.duplicates === "refuse" && plan.duplicates.length) throw duplicateError(plan.duplicates, field);
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
    const duplicates = v.dates.filter((d) => !createdDates.has(d));
    // Refusing throws inside the transaction, so a race lost to another tab writes nothing either.
    if (opts.duplicates === "refuse" && duplicates.length) throw duplicateError(duplicates, field);
    return { created, duplicates };
  });
}

/**
 * Adds one day closed or tag (POST /api/v1/tags and /api/v1/daysclosed): the same
 * path as saveSpecialDates, but a date already in the list is a 409 rather than ignored.
 */
export async function addSpecialDate(db: TDbOrTx, actor: TActor, kind: TSpecialDateKind, input: unknown): Promise<TSpecialDateJson> {
  const v = ZSpecialDateOne.parse(input);
  const { created } = await saveSpecialDates(db, actor, { kind, date: v.date, label: v.label, user_id: v.user_id }, { duplicates: "refuse", field: "date" });
  return created[0];
}

/** Moves a day closed or a tag to another date, or renames its label. */
export async function updateSpecialDate(db: TDbOrTx, actor: TActor, id: number, input: unknown): Promise<TSpecialDateJson> {
  const v = ZSpecialDateUpdate.parse(input);
  const current = await getSpecialDate(db, actor, id);
  await resolveWritableSubject(db, actor, current.userId, "days");
  if (v.date !== undefined && isWeekend(v.date)) throw weekendError([v.date]);
  return db.transaction(async (tx) => {
    if (v.date !== undefined && v.date !== current.date) {
      const [clash] = await tx
        .select({ id: specialDates.id })
        .from(specialDates)
        .where(and(eq(specialDates.userId, current.userId), eq(specialDates.kind, current.kind), eq(specialDates.date, v.date), ne(specialDates.id, id)))
        .limit(1);
      if (clash) throw duplicateError([v.date]);
    }
    const [row] = await tx
      .update(specialDates)
      .set({ ...(v.date !== undefined ? { date: v.date } : {}), ...(v.label !== undefined ? { label: v.label } : {}) })
      .where(eq(specialDates.id, id))
      .returning();
    return { id: row.id, kind: row.kind, date: row.date, label: row.label };
  });
}
