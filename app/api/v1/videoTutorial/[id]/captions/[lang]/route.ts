import { ZDocId } from "@/lib/help-docs/schemas";
import { AppError } from "@/lib/http/errors";
import { readForm, withApi } from "@/lib/http/with-api";
import { routeParam } from "@/lib/signup/request";
import { deleteCaption, readCaption, saveCaption } from "@/lib/videos/captions";
import { CAPTION_MAX_BYTES, CAPTION_MESSAGES, ZCaptionLang } from "@/lib/videos/captions-rules";

// A tutorial video's captions in one language (en, it, de), as WebVTT.

// GET /api/v1/videoTutorial/{id}/captions/{lang} – the captions file (text/vtt), for whoever may watch the video
export const GET = withApi({ access: "help.content.read" }, async ({ db, actor, params }) => {
  const body = await readCaption(db, actor, routeParam(ZDocId, params.id, "id"), routeParam(ZCaptionLang, params.lang, "lang"));
  return new Response(body, {
    status: 200,
    headers: { "content-type": "text/vtt; charset=utf-8", "cache-control": "private, no-cache", "x-content-type-options": "nosniff" },
  });
});

// A multipart body's own fields and boundary take a little room beyond the file.
const FORM_OVERHEAD = 16 * 1024;

// PUT /api/v1/videoTutorial/{id}/captions/{lang} – attaches or replaces the captions (multipart: the field "file", a WebVTT file of at most 512 KB; admins; audited)
export const PUT = withApi({ access: "help.content.write" }, async ({ req, db, actor, params, now }) => {
  if (!(req.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
    throw new AppError("invalid_body", "Send the captions file as multipart/form-data in the field 'file'.", 400);
  }
  // A body announced larger than any captions file is refused before it is read.
  if (Number(req.headers.get("content-length") ?? 0) > CAPTION_MAX_BYTES + FORM_OVERHEAD) throw new AppError("file_too_large", CAPTION_MESSAGES.size, 413, "file");
  const id = routeParam(ZDocId, params.id, "id");
  const form = await readForm(req);
  const file = form.get("file");
  if (!(file instanceof Blob)) throw new AppError("invalid_file", CAPTION_MESSAGES.empty, 422, "file");
  return { status_code: 200, data: await saveCaption(db, actor, id, routeParam(ZCaptionLang, params.lang, "lang"), file, now), message: "Saved." };
});

// DELETE /api/v1/videoTutorial/{id}/captions/{lang} – removes the captions in that language (admins; audited)
export const DELETE = withApi({ access: "help.content.write" }, async ({ db, actor, params, now }) => {
  await deleteCaption(db, actor, routeParam(ZDocId, params.id, "id"), routeParam(ZCaptionLang, params.lang, "lang"), now);
  return { status_code: 200, message: "Deleted." };
});
