import "server-only";
import { and, eq } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { uploads } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { removeChunks } from "./chunk-store";
import { UPLOAD_STATUS } from "./queries";

/**
 * Gives up the caller's upload in progress under this flowIdentifier (the uploader's Cancel):
 * drops its row and chunks. A file already assembled is kept; cancelling nothing is not an error.
 */
export async function cancelUpload(db: TDb, actor: TActor, identifier: string): Promise<{ cancelled: number }> {
  const rows = await db
    .delete(uploads)
    .where(and(eq(uploads.userId, actor.user.id), eq(uploads.identifier, identifier), eq(uploads.status, UPLOAD_STATUS.uploading)))
    .returning({ id: uploads.id });
  await Promise.all(rows.map((r) => removeChunks(r.id)));
  return { cancelled: rows.length };
}
