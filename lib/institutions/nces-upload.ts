import "server-only";
import type { TDb } from "@/db/client";
import type { TActor } from "@/lib/auth/current-user";
import { getOwnUpload } from "@/lib/files/queries";
import { storageFor } from "@/lib/files/storage";
import { AppError } from "@/lib/http/errors";
import { assertMayEditInstitutions } from "./access";
import { auditImport, checkFile, previewOf, upsertNcesRows, type TNcesPreview, type TNcesResult } from "./nces-import";

// The admin page's import (/app/schools/import): the file arrives through the chunked uploader
// as one of the admin's own uploads; the page asks for a preview, then imports it a slice at a
// time (each slice in batches of 1,000, each batch a transaction) to show the progress.

/** Rows one call imports: a slice takes a few seconds on PostgreSQL. */
export const NCES_SLICE = 10_000;

async function uploadText(db: TDb, actor: TActor, uploadId: string): Promise<string> {
  const upload = await getOwnUpload(db, actor, uploadId, { completeOnly: true });
  if (!/\.csv$/i.test(upload.filename)) throw new AppError("not_csv", "Upload the NCES directory file as .csv.", 422, "file");
  const body = await storageFor(upload.storage).get(upload.storageKey ?? "");
  return new Response(body).text();
}

export async function previewNcesUpload(db: TDb, actor: TActor, uploadId: string): Promise<TNcesPreview> {
  assertMayEditInstitutions(actor.user);
  return previewOf(checkFile(await uploadText(db, actor, uploadId)));
}

export type TNcesSliceResult = { done: number; accepted: number; inserted: number; updated: number; finished: boolean; result: TNcesResult | null };

/**
 * Imports the accepted rows [from, from + NCES_SLICE) of an uploaded file. The counts of earlier
 * slices come back from the page (`sofar`) so the last slice can audit the whole import.
 */
export async function importNcesUploadSlice(db: TDb, actor: TActor, input: { uploadId: string; from: number; sofar: { inserted: number; updated: number } }, now: Date): Promise<TNcesSliceResult> {
  assertMayEditInstitutions(actor.user);
  const check = checkFile(await uploadText(db, actor, input.uploadId));
  const from = Math.max(0, Math.min(Math.trunc(input.from), check.rows.length));
  const to = Math.min(from + NCES_SLICE, check.rows.length);
  const counts = await upsertNcesRows(db, check, { from, to });
  const inserted = input.sofar.inserted + counts.inserted;
  const updated = input.sofar.updated + counts.updated;
  const finished = to >= check.rows.length;
  let result: TNcesResult | null = null;
  if (finished) {
    result = { ...previewOf(check), inserted, updated };
    await auditImport(db, actor, result, now);
  }
  return { done: to, accepted: check.rows.length, inserted, updated, finished, result };
}
