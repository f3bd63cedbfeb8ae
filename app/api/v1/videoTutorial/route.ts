import { mayEditHelp } from "@/lib/help-docs/access";
import { ZJsonBody, ZLangQuery } from "@/lib/help-docs/schemas";
import { withApi } from "@/lib/http/with-api";
import { listVideosFor, listVideosForAdmin } from "@/lib/videos/queries";
import { saveVideo } from "@/lib/videos/save";

// GET /api/v1/videoTutorial?lang – the per-page video tutorials the caller may watch (their pages'
// ones, with English captions at least), title in the language, how each plays (youtube, vimeo, file,
// link) and its menu group; the administrator gets every row with all its titles, its captions and
// hiddenFromReaders (why readers do not see it: "no-english-captions", "hosted-unconfirmed"; null: they do)
export const GET = withApi({ access: "help.content.read", query: ZLangQuery }, async ({ db, actor, query }) => {
  if (mayEditHelp(actor.user)) return { status_code: 200, data: await listVideosForAdmin(db) };
  return { status_code: 200, data: await listVideosFor(db, actor.user.roleId, query.lang, () => null) };
});

// POST /api/v1/videoTutorial – adds a video for a page: page path, title (en, it, de), https URL, and
// for a hosted video hostedCaptions: true to state it has English captions there (admins; audited)
export const POST = withApi({ access: "help.content.write", body: ZJsonBody }, async ({ db, actor, body, now }) => {
  const row = await saveVideo(db, actor, body, null, now);
  return { status_code: 200, data: row, message: "Created." };
});
