import "server-only";
import type { TDbOrTx } from "@/db/client";
import { countPbisRecords } from "./queries";

/** The /app/re hub's status of PBIS: how many records the counselor has. The caller checks who may see it. */
export async function pbisStatus(db: TDbOrTx, ownerId: number): Promise<{ count: number }> {
  return { count: await countPbisRecords(db, ownerId) };
}
