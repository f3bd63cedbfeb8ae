import "server-only";
import { and, count, eq, inArray, lt, sql } from "drizzle-orm";
import type { TDb, TDbOrTx } from "@/db/client";
import { uploads, type TUploadRow } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { AppError, notFound } from "@/lib/http/errors";
import { assembleUpload } from "./assemble-upload";
import { removeChunks, writeChunk } from "./chunk-store";
import { findActiveUpload, sameFile, toFileSummary, UPLOAD_STATUS } from "./queries";
import { assertFitsQuota } from "./quota";
import { allChunksReceived, chunkProblem, contentMatchesType, mimeTypeOf, STALE_UPLOAD_HOURS, withChunk } from "./rules";
import type { TChunkParamsValue, TFileSummary } from "./schemas";

/** Uploads a user may have in progress at once; more waits until one finishes. */
export const MAX_ACTIVE_UPLOADS = 20;

export type TChunkReceipt = { chunk: number; complete: boolean; file: TFileSummary | null };

/** Refuses chunk parameters that do not fit together: 415 type, 413 size, 422 otherwise (the storage quota is checked when the upload starts). */
export function assertChunkParams(p: TChunkParamsValue): void {
  const problem = chunkProblem({
    chunkNumber: p.flowChunkNumber,
    chunkSize: p.flowChunkSize,
    currentChunkSize: p.flowCurrentChunkSize,
    totalSize: p.flowTotalSize,
    totalChunks: p.flowTotalChunks,
    filename: p.flowFilename,
  });
  if (problem) throw new AppError(problem.code, problem.message, problem.status);
}

/**
 * Stores one chunk of the caller's upload. The chunk is checked before anything is written (its
 * parameters, its real size, and for the first chunk the file's magic bytes), then written to its
 * own temporary file, then recorded under a row lock. The request that records the last missing
 * chunk moves the upload to "assembling" in that same transaction, so exactly one request
 * assembles the file, however many final chunks arrive at once.
 */
export async function receiveChunk(db: TDb, actor: TActor, p: TChunkParamsValue, chunk: Blob, now: Date): Promise<TChunkReceipt> {
  assertChunkParams(p);
  if (chunk.size !== p.flowCurrentChunkSize) {
    throw new AppError("chunk_size_mismatch", "The chunk received is not the size announced.", 422, "file");
  }
  const bytes = Buffer.from(await chunk.arrayBuffer());
  if (p.flowChunkNumber === 1 && !contentMatchesType(p.flowFilename, bytes)) {
    // The file is refused for good: drop whatever was received of it.
    await cancelActive(db, actor.user.id, p.flowIdentifier);
    throw new AppError("file_content_mismatch", "The file's content does not match its type.", 415);
  }

  const upload = await findOrStartUpload(db, actor, p, now);
  if (upload.status !== UPLOAD_STATUS.uploading) return { chunk: p.flowChunkNumber, complete: false, file: null };

  await writeChunk(upload.id, p.flowChunkNumber, bytes);

  const recorded = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(uploads).where(eq(uploads.id, upload.id)).for("update");
    if (!row) return { state: "gone" as const };
    if (row.status !== UPLOAD_STATUS.uploading) return { state: "settled" as const, row };
    const received = withChunk(row.receivedChunks, p.flowChunkNumber);
    const last = allChunksReceived(received, row.totalChunks);
    const [updated] = await tx
      .update(uploads)
      .set({ receivedChunks: received, ...(last ? { status: UPLOAD_STATUS.assembling } : {}) })
      .where(eq(uploads.id, row.id))
      .returning();
    return { state: last ? ("assemble" as const) : ("stored" as const), row: updated };
  });

  if (recorded.state === "gone") {
    // Cancelled while this chunk was on its way.
    await removeChunks(upload.id);
    throw notFound("This upload was cancelled.");
  }
  if (recorded.state === "settled" && recorded.row.status === UPLOAD_STATUS.complete) {
    // A late copy of a chunk, written after the file was assembled: nothing needs it.
    await removeChunks(upload.id);
  }
  if (recorded.state === "assemble") {
    const done = await assembleUpload(db, recorded.row, now);
    return { chunk: p.flowChunkNumber, complete: true, file: toFileSummary(done) };
  }
  return { chunk: p.flowChunkNumber, complete: false, file: null };
}

/** The caller's upload for this identifier, started if there is none (one per identifier, even under concurrent first chunks). */
async function findOrStartUpload(db: TDb, actor: TActor, p: TChunkParamsValue, now: Date): Promise<TUploadRow> {
  const userId = actor.user.id;
  return db.transaction(async (tx) => {
    // Serialises the chunks of one identifier while the row is looked up or created.
    await tx.execute(sql`select pg_advisory_xact_lock(${userId}, hashtext(${p.flowIdentifier}))`);
    await dropStaleUploads(tx, userId, now);
    const existing = await findActiveUpload(tx, userId, p.flowIdentifier);
    if (existing) {
      if (!sameFile(existing, p)) {
        throw new AppError("upload_mismatch", "Another file is being uploaded under this identifier.", 409);
      }
      return existing;
    }
    const [{ n }] = await tx
      .select({ n: count() })
      .from(uploads)
      .where(and(eq(uploads.userId, userId), eq(uploads.status, UPLOAD_STATUS.uploading)));
    if (n >= MAX_ACTIVE_UPLOADS) {
      throw new AppError("too_many_uploads", "Too many uploads in progress. Please wait for one to finish.", 429);
    }
    // The user's storage quota, with the uploads in progress holding their place.
    await assertFitsQuota(tx, userId, p.flowTotalSize, { now, reserved: true });
    const [row] = await tx
      .insert(uploads)
      .values({
        userId,
        identifier: p.flowIdentifier,
        filename: p.flowFilename,
        relativePath: p.flowRelativePath,
        totalSize: p.flowTotalSize,
        chunkSize: p.flowChunkSize,
        totalChunks: p.flowTotalChunks,
        mimeType: mimeTypeOf(p.flowFilename),
        receivedChunks: [],
        status: UPLOAD_STATUS.uploading,
        createdAt: now,
      })
      .returning();
    return row;
  });
}

/** Drops the user's abandoned uploads (also one whose assembly was cut short by a crash). */
async function dropStaleUploads(tx: TDbOrTx, userId: number, now: Date): Promise<void> {
  const before = new Date(now.getTime() - STALE_UPLOAD_HOURS * 3_600_000);
  const stale = await tx
    .delete(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.status, [UPLOAD_STATUS.uploading, UPLOAD_STATUS.assembling]), lt(uploads.createdAt, before)))
    .returning({ id: uploads.id });
  await Promise.all(stale.map((s) => removeChunks(s.id)));
}

async function cancelActive(db: TDb, userId: number, identifier: string): Promise<void> {
  const row = await findActiveUpload(db, userId, identifier);
  if (!row || row.status !== UPLOAD_STATUS.uploading) return;
  await db.delete(uploads).where(and(eq(uploads.id, row.id), eq(uploads.status, UPLOAD_STATUS.uploading)));
  await removeChunks(row.id);
}
