import "server-only";
import type { TDbOrTx } from "@/db/client";
import { countScheduleItems } from "./queries";

/** The /app/re hub's status of the master schedule: how many items the counselor has. The caller checks who may see it. */
export async function scheduleStatus(db: TDbOrTx, ownerId: number): Promise<{ count: number }> {
  return { count: await countScheduleItems(db, ownerId) };
}
