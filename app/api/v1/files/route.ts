import { withApi } from "@/lib/http/with-api";
import { listFiles } from "@/lib/files/queries";

// GET /api/v1/files – the caller's uploaded files, newest first
export const GET = withApi({ access: "file.read" }, async ({ db, actor }) => {
  return { status_code: 200, data: await listFiles(db, actor) };
});
