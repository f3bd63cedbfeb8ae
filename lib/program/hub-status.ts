import "server-only";
import type { TDbOrTx } from "@/db/client";
import { companiesStatus } from "@/lib/companies/status";
import { curriculumStatus } from "@/lib/curriculum/status";
import { pbisStatus } from "@/lib/pbis/status";
import { scheduleStatus } from "@/lib/schedules/status";
import type { THubStatus } from "./hub";

// The status functions the other program-planning areas export (lib/<area>/status.ts,
// each `(db, userId) => { count }`). An area whose function is not here shows its link without a status.

type TStatusFn = (db: TDbOrTx, userId: number) => Promise<{ count: number }>;

export const AREA_STATUS: Record<string, TStatusFn> = {
  curriculum: curriculumStatus,
  schedule: scheduleStatus,
  companies: companiesStatus,
  pbis: pbisStatus,
};

export async function areaStatus(db: TDbOrTx, key: string, userId: number): Promise<THubStatus> {
  const fn = AREA_STATUS[key];
  if (!fn) return null;
  return { kind: "count", count: (await fn(db, userId)).count };
}
