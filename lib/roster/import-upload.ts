import "server-only";
import type { TDb } from "@/db/client";
import { AppError } from "@/lib/http/errors";
import { hitRateLimit, type TRateLimit } from "@/lib/http/rate-limit";
import { MAX_ZIP_BYTES } from "./files";
import { resolveImportDistrict, runOneRosterImport, type TRosterResult } from "./import-oneroster";
import { setProgress } from "./progress";

// The upload use-case: who may import for which district, the size bound and the rate limit, the
// progress the page polls, then the import (or its preview).

/** Per importing user: each upload unzips and checks up to tens of megabytes. */
export const ROSTER_IMPORT_LIMIT: TRateLimit = { scope: "roster_import", max: 30, windowMinutes: 60 };

export async function importOneRoster(
  db: TDb,
  actor: { id: number; roleId: number },
  input: { district?: string; dryRun: boolean; run?: string; bytes: Uint8Array; now: Date; origin: string | null },
): Promise<TRosterResult & { district: string }> {
  const leaid = await resolveImportDistrict(db, actor, input.district);
  if (input.bytes.byteLength === 0) throw new AppError("file_required", "Choose a OneRoster zip file.", 422, "file");
  if (input.bytes.byteLength > MAX_ZIP_BYTES) throw new AppError("file_too_large", `The zip may be at most ${MAX_ZIP_BYTES / 1024 / 1024} MB.`, 413, "file");
  await hitRateLimit(db, ROSTER_IMPORT_LIMIT, `user:${actor.id}`, input.now);
  const run = input.run;
  const report = (done: number, total: number, step: string, finished = false) => {
    if (run) setProgress(actor.id, run, { done, total, step, finished }, Date.now());
  };
  report(0, 7, "upload");
  try {
    const result = await runOneRosterImport(db, actor.id, { leaid, bytes: input.bytes, dryRun: input.dryRun, now: input.now, origin: input.origin, onProgress: (d, t, s) => report(d, t, s) });
    return { ...result, district: leaid };
  } finally {
    report(7, 7, "done", true);
  }
}
