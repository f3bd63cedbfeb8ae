import "server-only";
import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { and, eq } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { uploads, type TUploadRow } from "@/db/schema";
import { AppError } from "@/lib/http/errors";
import { logError } from "@/lib/http/log";
import { readChunks, removeChunks } from "./chunk-store";
import { UPLOAD_STATUS } from "./queries";
import { defaultStorage } from "./storage";

/**
 * Joins the chunks of an upload in "assembling" state into one stored file, hashing it on the way,
 * and marks the upload complete. Storage writes the file under a temporary name and renames it, so
 * no reader ever sees a partial file. On failure the upload is dropped (the client starts over).
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
  try {
    storedKey = await storage.put(`${row.userId}/${row.id}`, Readable.from(hashed()), { filename: row.filename, mimeType: row.mimeType });
    if (size !== row.totalSize) throw new Error("The assembled file is not the size announced.");
    const [done] = await db
      .update(uploads)
      .set({ status: UPLOAD_STATUS.complete, storage: storage.name, storageKey: storedKey, sha256: hash.digest("hex"), completedAt: now })
      .where(and(eq(uploads.id, row.id), eq(uploads.status, UPLOAD_STATUS.assembling)))
      .returning();
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
