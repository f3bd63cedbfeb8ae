import "server-only";
import { and, eq, gte, lte } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { ratings } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { resolveSubject } from "@/lib/calendar/scope";
import { ratingStatistics } from "./rules";
import { ZDateRange, type TRatingStatistics } from "./schemas";

/** POST /api/v1/rating/statistics: count per value, average and per month of the ratings in a date range. */
export async function ratingStatisticsFor(db: TDbOrTx, actor: TActor, input: unknown): Promise<TRatingStatistics> {
  const v = ZDateRange.parse(input);
  const subject = await resolveSubject(db, actor, v.user_id);
  const rows = await db
    .select({ date: ratings.date, value: ratings.value })
    .from(ratings)
    .where(and(eq(ratings.userId, subject.userId), gte(ratings.date, v.start), lte(ratings.date, v.end)));
  return ratingStatistics(rows, { start: v.start, end: v.end });
}
