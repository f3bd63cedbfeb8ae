import { withApi } from "@/lib/http/with-api";
import { deleteFile } from "@/lib/files/delete-file";
import { getOwnUpload } from "@/lib/files/queries";
import { contentDisposition } from "@/lib/files/rules";
import { storageFor } from "@/lib/files/storage";

// GET /api/v1/files/{id} – download one of the caller's own files (always as an attachment)
export const GET = withApi({ access: "file.read" }, async ({ db, actor, params }) => {
  const row = await getOwnUpload(db, actor, String(params.id ?? ""), { completeOnly: true });
  const body = await storageFor(row.storage).get(row.storageKey ?? "");
  return new Response(body, {
    status: 200,
    headers: {
      "content-type": row.mimeType,
      "content-length": String(row.totalSize),
      "content-disposition": contentDisposition(row.filename),
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
      ...(row.sha256 ? { etag: `"${row.sha256}"` } : {}),
    },
  });
});

// DELETE /api/v1/files/{id} – delete one of the caller's own files (or an upload in progress)
export const DELETE = withApi({ access: "file.write" }, async ({ db, actor, params }) => {
  return { status_code: 200, data: await deleteFile(db, actor, String(params.id ?? "")) };
});
