import "server-only";
import { and, eq, ne } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { periods } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { resolveWritableSubject } from "@/lib/calendar/scope";
import { AppError, notFound } from "@/lib/http/errors";
import { periodsOverlap, shortTime } from "./rules";
import { ZPeriodInput, type TPeriodJson } from "./schemas";

/**
 * Finds a period of the actor (or a user they manage) to change or remove: its owner, or a 404; a
 * 403 for a secretary, who reads a counselor's periods but does not write them.
 */
export async function ownPeriod(db: TDbOrTx, actor: TActor, id: number) {
  const [row] = await db.select().from(periods).where(eq(periods.id, id)).limit(1);
  if (!row) throw notFound();
  await resolveWritableSubject(db, actor, row.userId, "days");
  return row;
}

/**
 * Adds a period of the school day (or changes one, with `id`): the end comes after the start
 * (schema) and no two periods of a user overlap.
 */
export async function savePeriod(db: TDbOrTx, actor: TActor, input: unknown, id?: number): Promise<TPeriodJson> {
  const v = ZPeriodInput.parse(input);
  const userId = id === undefined ? (await resolveWritableSubject(db, actor, v.user_id, "days")).userId : (await ownPeriod(db, actor, id)).userId;
  return db.transaction(async (tx) => {
    const others = await tx
      .select()
      .from(periods)
      .where(and(eq(periods.userId, userId), id === undefined ? undefined : ne(periods.id, id)));
    const clash = others.find((o) => periodsOverlap(o, v));
    if (clash) {
      throw new AppError("period_overlap", `This period overlaps period ${clash.period} (${shortTime(clash.start)}-${shortTime(clash.end)}).`, 422, "start");
    }
    const values = { period: v.period, start: v.start, end: v.end };
    const [row] =
      id === undefined
        ? await tx
            .insert(periods)
            .values({ userId, ...values })
            .returning()
        : await tx.update(periods).set(values).where(eq(periods.id, id)).returning();
    return { id: row.id, period: row.period, start: shortTime(row.start), end: shortTime(row.end) };
  });
}
