import { withApi } from "@/lib/http/with-api";
import { listPbisOptions } from "@/lib/pbis/queries";

// GET /api/v1/pbis/options – the reference lists (behaviour, location, motivation, action) with their codes
export const GET = withApi({ access: "program.read" }, async ({ db }) => {
  return { status_code: 200, data: await listPbisOptions(db) };
});
