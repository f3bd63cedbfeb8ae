import "server-only";
import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { and, eq } from "drizzle-orm";
import type { TDb, TDbOrTx } from "@/db/client";
import { uploads, type TUploadRow } from "@/db/schema";
import { AppError } from "@/lib/http/errors";
import { logError } from "@/lib/http/log";
import { readChunks, removeChunks } from "./chunk-store";
import { UPLOAD_STATUS } from "./queries";
import { assertFitsQuota } from "./quota";
import { defaultStorage } from "./storage";

/**
 * Joins the chunks of an upload in "assembling" state into one stored file, hashing it on the way,
 * and marks the upload complete. Storage writes the file under a temporary name and renames it, so
 * no reader ever sees a partial file. On failure the upload is dropped (the client starts over);
 * a file that no longer fits the user's storage quota is refused with 413.
 */
export async function assembleUpload(db: TDb, row: TUploadRow, now: Date): Promise<TUploadRow> {
  const storage = defaultStorage();
  const hash = createHash("sha256");
  let size = 0;
  async function* hashed() {
    for await (const part of readChunks(row.id, row.totalChunks)) {
      hash.update(part);
      size += part.length;
      yield part;
    }
  }

  let storedKey: string | null = null;
  const userId = row.userId ?? 0;
  const fits = (tx: TDbOrTx) => assertFitsQuota(tx, userId, row.totalSize, { now, reserved: false, excludeId: row.id });
  try {
    // The quota is checked again at assembly (it may have been lowered, or files added, since the
    // start): first before writing anything, then under the lock that completes the file.
    await db.transaction(fits);
    storedKey = await storage.put(`${row.userId}/${row.id}`, Readable.from(hashed()), { filename: row.filename, mimeType: row.mimeType });
    if (size !== row.totalSize) throw new Error("The assembled file is not the size announced.");
    const key = storedKey;
    const done = await db.transaction(async (tx) => {
      await fits(tx);
      const [updated] = await tx
        .update(uploads)
        .set({ status: UPLOAD_STATUS.complete, storage: storage.name, storageKey: key, sha256: hash.digest("hex"), completedAt: now })
        .where(and(eq(uploads.id, row.id), eq(uploads.status, UPLOAD_STATUS.assembling)))
        .returning();
      return updated;
    });
    if (!done) throw new AppError("not_found", "This upload was cancelled.", 404);
    await removeChunks(row.id);
    return done;
  } catch (error) {
    if (storedKey) await storage.delete(storedKey).catch((e: unknown) => logError("files.assemble.cleanup", e));
    await db.delete(uploads).where(and(eq(uploads.id, row.id), eq(uploads.status, UPLOAD_STATUS.assembling)));
    await removeChunks(row.id);
    if (error instanceof AppError) throw error;
    logError("files.assemble", error);
    throw new AppError("assembly_failed", "The file could not be put together. Please upload it again.", 500);
  }
}
