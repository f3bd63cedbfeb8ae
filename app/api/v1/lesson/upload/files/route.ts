import { NextResponse } from "next/server";
import { readForm, withApi } from "@/lib/http/with-api";
import { AppError, errorBody, issuesToEntries } from "@/lib/http/errors";
import { cancelUpload } from "@/lib/files/cancel-upload";
import { UPLOAD_DEFAULTS } from "@/lib/files/rules";
import { ZChunkParams } from "@/lib/files/schemas";
import { hasLessonChunk, receiveLessonChunk } from "@/lib/lessons/files";
import { ZLessonCancelQuery, ZLessonChunkQuery, ZLessonUploadQuery } from "@/lib/lessons/files-schemas";

// The chunked uploader's protocol (as /api/v1/files/upload) for a file attached to one of the caller's lessons.

// GET /api/v1/lesson/upload/files?lesson_id&flowChunkNumber&… – test request: 200 when the chunk is stored, 204 when it must be sent
export const GET = withApi({ access: "lesson.read", query: ZLessonChunkQuery }, async ({ db, actor, query, now }) => {
  const { lesson_id, ...params } = query;
  if (await hasLessonChunk(db, actor, lesson_id, params, now)) return { status_code: 200, data: { chunk: params.flowChunkNumber, present: true } };
  return new Response(null, { status: 204 });
});

// POST /api/v1/lesson/upload/files?lesson_id – one chunk (multipart: flow* fields and "file"); the last one stores the file and links it to the lesson
export const POST = withApi({ access: "lesson.write", query: ZLessonUploadQuery }, async ({ req, db, actor, query, now }) => {
  if (!(req.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
    throw new AppError("invalid_body", "Send the chunk as multipart/form-data.", 400);
  }
  const form = await readForm(req);
  const fields = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string"));
  const parsed = ZChunkParams.safeParse(fields);
  if (!parsed.success) return NextResponse.json(errorBody(422, issuesToEntries(parsed.error.issues)), { status: 422 });
  const chunk = form.get(UPLOAD_DEFAULTS.fileParameterName);
  if (!(chunk instanceof Blob)) {
    throw new AppError("invalid_file", `The chunk's bytes are missing: send them in the field '${UPLOAD_DEFAULTS.fileParameterName}'.`, 422, "file");
  }
  return { status_code: 200, data: await receiveLessonChunk(db, actor, query.lesson_id, parsed.data, chunk, now) };
});

// DELETE /api/v1/lesson/upload/files?lesson_id&flowIdentifier – give up an upload in progress (the uploader's Cancel)
export const DELETE = withApi({ access: "lesson.write", query: ZLessonCancelQuery }, async ({ db, actor, query }) => {
  return { status_code: 200, data: await cancelUpload(db, actor, query.flowIdentifier) };
});
