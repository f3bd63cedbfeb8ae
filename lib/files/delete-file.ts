import "server-only";
import { and, eq } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { uploads } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { notFound } from "@/lib/http/errors";
import { logError } from "@/lib/http/log";
import { removeChunks } from "./chunk-store";
import { getOwnUpload } from "./queries";
import { storageFor } from "./storage";

/**
 * Deletes one of the caller's files (or uploads in progress): the row first, so the file
 * disappears from every list at once, then the stored bytes and any chunks left.
 */
export async function deleteFile(db: TDb, actor: TActor, id: string): Promise<{ id: string }> {
  const row = await getOwnUpload(db, actor, id);
  const [deleted] = await db
    .delete(uploads)
    .where(and(eq(uploads.id, row.id), eq(uploads.userId, actor.user.id)))
    .returning();
  if (!deleted) throw notFound("No such file.");
  await removeChunks(deleted.id);
  if (deleted.storage && deleted.storageKey) {
    // The row is gone: a file left behind by a storage failure is unreachable, so it is only logged.
    await storageFor(deleted.storage)
      .delete(deleted.storageKey)
      .catch((e: unknown) => logError("files.delete", e));
  }
  return { id: deleted.id };
}
