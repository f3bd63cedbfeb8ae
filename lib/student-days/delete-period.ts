import "server-only";
import { eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { periods } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { shortTime } from "./rules";
import { ownPeriod } from "./save-period";
import type { TPeriodJson } from "./schemas";

/** Removes a period; with none left the day falls back to the default 08:00-16:00. A secretary may not (403). */
export async function deletePeriod(db: TDbOrTx, actor: TActor, id: number): Promise<TPeriodJson> {
  const row = await ownPeriod(db, actor, id);
  await db.delete(periods).where(eq(periods.id, id));
  return { id: row.id, period: row.period, start: shortTime(row.start), end: shortTime(row.end) };
}
