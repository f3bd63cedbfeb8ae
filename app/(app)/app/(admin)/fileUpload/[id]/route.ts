import { getAnyUpload } from "@/lib/account-admin/file-uploads";
import { contentDisposition } from "@/lib/files/rules";
import { storageFor } from "@/lib/files/storage";
import { withApi } from "@/lib/http/with-api";

// GET /app/fileUpload/{id} – the administrator downloads any user's uploaded file (always as an attachment)
export const GET = withApi({ access: "file.admin.read" }, async ({ db, actor, params }) => {
  const row = await getAnyUpload(db, actor, String(params.id ?? ""));
  const body = await storageFor(row.storage).get(row.storageKey ?? "");
  return new Response(body, {
    status: 200,
    headers: {
      "content-type": row.mimeType,
      "content-length": String(row.totalSize),
      "content-disposition": contentDisposition(row.filename),
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
    },
  });
});
