import { z } from "zod";
import { ZChunkParams } from "@/lib/files/schemas";
import { zText } from "@/lib/http/text";

// Inputs of the lesson files calls (POST /api/v1/lesson/upload/files?lesson_id, POST
// /api/v1/lesson/remove/files, GET /api/v1/lesson/files/{id}).

const ZId = (what: string) =>
  z.coerce.number(`Give the ${what} as a number.`).int(`Give the ${what} as a whole number.`).positive(`Give the ${what} as a positive number.`).max(2_147_483_647, `This ${what} does not exist.`);

/** The lesson a chunk belongs to, in the query of every upload call. */
export const ZLessonUploadQuery = z.object({ lesson_id: ZId("lesson id") });

/** The test request: the lesson and the chunk's flow parameters, all in the query. */
export const ZLessonChunkQuery = ZChunkParams.extend({ lesson_id: ZId("lesson id") });

/** The uploader's Cancel: the upload given up (the lesson id may come along). */
export const ZLessonCancelQuery = z.object({
  lesson_id: ZId("lesson id").optional(),
  flowIdentifier: zText({ min: 1, max: 255 }).regex(/^[0-9A-Za-z_-]{1,255}$/),
});

/** POST /api/v1/lesson/remove/files {id}: the lesson file to remove. */
export const ZRemoveLessonFile = z.object({ id: ZId("file id") });

/** A lesson file as lists and the upload answer show it. */
export type TLessonFileJson = {
  id: number;
  lessonId: number;
  name: string;
  uploadedFileName: string;
  size: number;
  mimeType: string;
  createdAt: string;
  /** A lesson file downloads from /uploads/lesson_files/ by its uploaded name, or by its id. */
  url: string;
  downloadUrl: string;
};
