import { NextResponse } from "next/server";
import { readForm, withApi } from "@/lib/http/with-api";
import { AppError, errorBody, issuesToEntries } from "@/lib/http/errors";
import { cancelUpload } from "@/lib/files/cancel-upload";
import { hasChunk } from "@/lib/files/queries";
import { assertChunkParams, receiveChunk } from "@/lib/files/receive-chunk";
import { UPLOAD_DEFAULTS } from "@/lib/files/rules";
import { ZCancelUpload, ZChunkParams } from "@/lib/files/schemas";

// GET /api/v1/files/upload?flowChunkNumber&… – the test request: 200 when the chunk is already stored (skip it), 204 when it is not (send it)
export const GET = withApi({ access: "file.write", query: ZChunkParams }, async ({ db, actor, query, now }) => {
  assertChunkParams(query);
  if (await hasChunk(db, actor, query, now)) return { status_code: 200, data: { chunk: query.flowChunkNumber, present: true } };
  return new Response(null, { status: 204 });
});

// POST /api/v1/files/upload – one chunk (multipart: the flow* parameters and the field "file"); the last one assembles the file
export const POST = withApi({ access: "file.write" }, async ({ req, db, actor, now }) => {
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
  const receipt = await receiveChunk(db, actor, parsed.data, chunk, now);
  return { status_code: 200, data: receipt };
});

// DELETE /api/v1/files/upload?flowIdentifier= – give up an upload in progress (the uploader's Cancel)
export const DELETE = withApi({ access: "file.write", query: ZCancelUpload }, async ({ db, actor, query }) => {
  return { status_code: 200, data: await cancelUpload(db, actor, query.flowIdentifier) };
});
