import { NextResponse } from "next/server";
import { z } from "zod";
import { readImportRequest } from "@/lib/calendar/import-request";
import { commitImport, previewImport } from "@/lib/calendar/ics-import";
import { errorBody, issuesToEntries } from "@/lib/http/errors";
import { withApi } from "@/lib/http/with-api";

// POST /api/v1/calendar/import – previews (mode=preview, the default) or imports (mode=commit, category_id, uids) an .ics file, sent as multipart "file" or as a text/calendar body
export const POST = withApi({ access: "calendar.event.write" }, async ({ req, db, actor, now }) => {
  const r = await readImportRequest(req);
  try {
    if (r.mode === "commit") return { status_code: 200, data: await commitImport(db, actor, r.text, { category_id: r.categoryId, uids: r.uids }, now) };
    return { status_code: 200, data: await previewImport(db, actor, r.text, now) };
  } catch (error) {
    // The use-case checks its input with zod: the same 422 error list withApi gives a bad body.
    if (error instanceof z.ZodError) return NextResponse.json(errorBody(422, issuesToEntries(error.issues)), { status: 422 });
    throw error;
  }
});
