import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, or, type SQL } from "drizzle-orm";
import type { TDb, TDbOrTx } from "@/db/client";
import { lessonFiles, lessons, uploads, type TUploadRow } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { deleteFile } from "@/lib/files/delete-file";
import { hasChunk, UPLOAD_STATUS } from "@/lib/files/queries";
import { receiveChunk, type TChunkReceipt } from "@/lib/files/receive-chunk";
import { contentMatchesType } from "@/lib/files/rules";
import type { TChunkParamsValue } from "@/lib/files/schemas";
import { storageFor } from "@/lib/files/storage";
import { AppError, notFound } from "@/lib/http/errors";
import { logError } from "@/lib/http/log";
import { can } from "@/lib/auth/permissions";
import { openableLesson, ownLesson } from "./access";
import { isStoredLessonFileName, LESSON_FILE_MESSAGES, lessonFileDisposition, lessonFileMimeType, lessonFileProblem, storedLessonFileName } from "./files-rules";
import type { TLessonFileJson } from "./files-schemas";

/** Who reads a lesson's files: the signed-in user (their id and role). */

// A lesson's attached files: the bytes are an upload of the lesson's owner (the chunked uploader's
// store, counted in their storage quota); lesson_files links it to the lesson under a unique random
// name. Only the owner attaches and removes; whoever may read the lesson (owner, or any signed-in
// user when it is shared) reads its files; anyone else gets the lesson's 404.

export const LESSON_FILE_NOT_FOUND = "This file does not exist or is not shared with you.";

type TLinked = { file: typeof lessonFiles.$inferSelect; upload: TUploadRow };

function toJson({ file, upload }: TLinked): TLessonFileJson {
  return {
    id: file.id,
    lessonId: file.lessonId,
    name: file.name,
    uploadedFileName: file.uploadedFileName,
    size: upload.totalSize,
    mimeType: lessonFileMimeType(file.name),
    createdAt: file.createdAt.toISOString(),
    url: `/uploads/lesson_files/${file.uploadedFileName}`,
    downloadUrl: `/api/v1/lesson/files/${file.id}`,
  };
}

/** A lesson's files, oldest first, for an actor who may read the lesson (their role is part of the rule of opening it). */
export async function listLessonFiles(db: TDbOrTx, actor: TActor, lessonId: number): Promise<TLessonFileJson[]> {
  await openableLesson(db, actor.user, lessonId);
  const rows = await db
    .select({ file: lessonFiles, upload: uploads })
    .from(lessonFiles)
    .innerJoin(uploads, eq(uploads.id, lessonFiles.uploadId))
    .where(and(eq(lessonFiles.lessonId, lessonId), eq(uploads.status, UPLOAD_STATUS.complete)))
    .orderBy(lessonFiles.createdAt, lessonFiles.id);
  return rows.map(toJson);
}

/** Refuses a file the lesson cannot take: 422 with the reason, before any byte is stored. */
function assertLessonFile(p: TChunkParamsValue): void {
  const problem = lessonFileProblem({ filename: p.flowFilename, totalSize: p.flowTotalSize });
  if (problem) throw new AppError(problem.code, problem.message, 422, "file");
}

/** The test request of a chunk sent to a lesson: only the lesson's owner uploads to it. */
export async function hasLessonChunk(db: TDb, actor: TActor, lessonId: number, p: TChunkParamsValue, now: Date): Promise<boolean> {
  await ownLesson(db, actor.user.id, lessonId);
  assertLessonFile(p);
  return hasChunk(db, actor, p, now);
}

export type TLessonChunkReceipt = TChunkReceipt & { lessonFile: TLessonFileJson | null };

/**
 * One chunk of a file for a lesson the actor owns. Every chunk is checked against the lesson's
 * rules (type, 20 MB), the first one's magic bytes too; the chunk then goes to the uploader, and the
 * request that completes the file links it to the lesson under a new random name. Should the link
 * fail (the lesson deleted meanwhile), the stored file is deleted again.
 */
export async function receiveLessonChunk(db: TDb, actor: TActor, lessonId: number, p: TChunkParamsValue, chunk: Blob, now: Date): Promise<TLessonChunkReceipt> {
  await ownLesson(db, actor.user.id, lessonId);
  assertLessonFile(p);
  if (p.flowChunkNumber === 1 && !contentMatchesType(p.flowFilename, new Uint8Array(await chunk.slice(0, 4096).arrayBuffer()))) {
    throw new AppError("file_content_mismatch", LESSON_FILE_MESSAGES.content, 422, "file");
  }
  const receipt = await receiveChunk(db, actor, p, chunk, now);
  if (!receipt.complete || !receipt.file) return { ...receipt, lessonFile: null };
  const uploadId = receipt.file.id;
  try {
    const linked = await db.transaction(async (tx) => {
      await ownLesson(tx, actor.user.id, lessonId);
      const [file] = await tx
        .insert(lessonFiles)
        .values({ lessonId, uploadId, name: receipt.file!.filename, uploadedFileName: storedLessonFileName(receipt.file!.filename, randomBytes(16).toString("hex")), createdAt: now })
        .returning();
      const [upload] = await tx.select().from(uploads).where(eq(uploads.id, uploadId));
      return { file, upload };
    });
    return { ...receipt, lessonFile: toJson(linked) };
  } catch (error) {
    await deleteFile(db, actor, uploadId).catch((e: unknown) => logError("lessons.files.unlink", e));
    throw error;
  }
}

/** Removes a file from a lesson the actor owns: the link and the stored bytes. */
export async function removeLessonFile(db: TDb, actor: TActor, fileId: number): Promise<{ id: number }> {
  const [row] = await db.select().from(lessonFiles).where(eq(lessonFiles.id, fileId)).limit(1);
  if (!row) throw notFound(LESSON_FILE_NOT_FOUND);
  await ownLesson(db, actor.user.id, row.lessonId).catch((error: unknown) => {
    // A file of a lesson the actor may read but not change is a 403; any other is unknown to them.
    throw error instanceof AppError && error.status === 403 ? error : notFound(LESSON_FILE_NOT_FOUND);
  });
  // The upload row goes first (the file vanishes from every list), and the link with it (cascade).
  await deleteFile(db, actor, row.uploadId);
  return { id: row.id };
}

/** A lesson file by id or by its stored name, if the reader may open its lesson (openableLesson's rule); else a 404 that reveals nothing. */
export async function readableLessonFile(db: TDbOrTx, actor: TActor, by: { id: number } | { name: string }): Promise<TLinked> {
  const reader = actor.user;
  if ("name" in by && !isStoredLessonFileName(by.name)) throw notFound(LESSON_FILE_NOT_FOUND);
  // The role's part of the rule; the query below applies its own-or-shared part.
  if (!can(reader, "lesson.read")) throw notFound(LESSON_FILE_NOT_FOUND);
  const userId = reader.id;
  const which: SQL = "id" in by ? eq(lessonFiles.id, by.id) : eq(lessonFiles.uploadedFileName, by.name);
  const [row] = await db
    .select({ file: lessonFiles, upload: uploads })
    .from(lessonFiles)
    .innerJoin(lessons, eq(lessons.id, lessonFiles.lessonId))
    .innerJoin(uploads, eq(uploads.id, lessonFiles.uploadId))
    .where(and(which, or(eq(lessons.userId, userId), eq(lessons.share, true)), eq(uploads.status, UPLOAD_STATUS.complete)))
    .limit(1);
  if (!row) throw notFound(LESSON_FILE_NOT_FOUND);
  return row;
}

/** The file's bytes as a download: PDFs inline as application/pdf, the rest as attachments; never sniffed, never cached by others. */
export async function lessonFileResponse({ file, upload }: TLinked): Promise<Response> {
  const body = await storageFor(upload.storage).get(upload.storageKey ?? "");
  return new Response(body, {
    status: 200,
    headers: {
      "content-type": lessonFileMimeType(file.name),
      "content-length": String(upload.totalSize),
      "content-disposition": lessonFileDisposition(file.name),
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
      // Opened by mistake in the browser, a non-PDF file runs nothing (a sandbox would also stop the PDF viewer).
      ...(file.name.toLowerCase().endsWith(".pdf") ? {} : { "content-security-policy": "default-src 'none'; sandbox" }),
      ...(upload.sha256 ? { etag: `"${upload.sha256}"` } : {}),
    },
  });
}
