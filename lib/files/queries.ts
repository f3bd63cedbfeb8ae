import "server-only";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { uploads, type TUploadRow } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { notFound } from "@/lib/http/errors";
import { isStaleUpload } from "./rules";
import { ZFileId, type TChunkParamsValue, type TFileSummary } from "./schemas";

export const UPLOAD_STATUS = { uploading: "uploading", assembling: "assembling", complete: "complete" } as const;

export function toFileSummary(row: TUploadRow): TFileSummary {
  return {
    id: row.id,
    filename: row.filename,
    size: row.totalSize,
    mimeType: row.mimeType,
    sha256: row.sha256 ?? "",
    createdAt: row.createdAt.toISOString(),
    completedAt: (row.completedAt ?? row.createdAt).toISOString(),
  };
}

/** The caller's upload in progress under this flowIdentifier, if any. */
export async function findActiveUpload(db: TDbOrTx, userId: number, identifier: string): Promise<TUploadRow | null> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.userId, userId), eq(uploads.identifier, identifier), inArray(uploads.status, [UPLOAD_STATUS.uploading, UPLOAD_STATUS.assembling])))
    .orderBy(desc(uploads.createdAt))
    .limit(1);
  return row ?? null;
}

/** Whether the upload row was started for the same file as these chunk parameters. */
export function sameFile(row: TUploadRow, p: TChunkParamsValue): boolean {
  return row.totalSize === p.flowTotalSize && row.chunkSize === p.flowChunkSize && row.totalChunks === p.flowTotalChunks && row.filename === p.flowFilename;
}

/**
 * The test request: whether the server already holds this chunk of the caller's upload. A file
 * being assembled holds all of them; an abandoned upload holds none (the next chunk restarts it).
 */
export async function hasChunk(db: TDbOrTx, actor: TActor, p: TChunkParamsValue, now: Date): Promise<boolean> {
  const row = await findActiveUpload(db, actor.user.id, p.flowIdentifier);
  if (!row || !sameFile(row, p) || isStaleUpload(row.createdAt, now)) return false;
  return row.status === UPLOAD_STATUS.assembling || row.receivedChunks.includes(p.flowChunkNumber);
}

/** The caller's completed files, newest first. */
export async function listFiles(db: TDbOrTx, actor: TActor): Promise<TFileSummary[]> {
  const rows = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.userId, actor.user.id), eq(uploads.status, UPLOAD_STATUS.complete)))
    .orderBy(desc(uploads.completedAt), desc(uploads.createdAt));
  return rows.map(toFileSummary);
}

/** One of the caller's own uploads; anyone else's is "not found", so ids reveal nothing. */
export async function getOwnUpload(db: TDbOrTx, actor: TActor, id: string, opts: { completeOnly?: boolean } = {}): Promise<TUploadRow> {
  if (!ZFileId.safeParse(id).success) throw notFound("No such file.");
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.userId, actor.user.id)))
    .limit(1);
  if (!row || (opts.completeOnly && row.status !== UPLOAD_STATUS.complete)) throw notFound("No such file.");
  return row;
}
