import "server-only";
import type { TDbOrTx } from "@/db/client";
import type { THubStatus } from "./hub";

// The status functions the other program-planning areas export (issue 15: lib/<area>/status.ts,
// each `(db, userId) => { count }`). An area whose function is not here shows its link without a status.

type TStatusFn = (db: TDbOrTx, userId: number) => Promise<{ count: number }>;

export const AREA_STATUS: Record<string, TStatusFn> = {};

export async function areaStatus(db: TDbOrTx, key: string, userId: number): Promise<THubStatus> {
  const fn = AREA_STATUS[key];
  if (!fn) return null;
  return { kind: "count", count: (await fn(db, userId)).count };
}
