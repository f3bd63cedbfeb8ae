import { ZDocId, ZJsonBody } from "@/lib/help-docs/schemas";
import { withApi } from "@/lib/http/with-api";
import { routeParam } from "@/lib/signup/request";
import { deleteVideo, saveVideo } from "@/lib/videos/save";

// PUT /api/v1/videoTutorial/{id} – updates a video tutorial, the whole of it as in POST: a hosted video
// sent without hostedCaptions: true is hidden from readers again (admins; audited)
export const PUT = withApi({ access: "help.content.write", body: ZJsonBody }, async ({ db, actor, params, body, now }) => {
  const row = await saveVideo(db, actor, body, routeParam(ZDocId, params.id, "id"), now);
  return { status_code: 200, data: row, message: "Saved." };
});

// DELETE /api/v1/videoTutorial/{id} – deletes a video tutorial (admins; audited)
export const DELETE = withApi({ access: "help.content.write" }, async ({ db, actor, params, now }) => {
  await deleteVideo(db, actor, routeParam(ZDocId, params.id, "id"), now);
  return { status_code: 200, message: "Deleted." };
});
