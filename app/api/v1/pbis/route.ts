import { withApi } from "@/lib/http/with-api";
import { listPbisRecords } from "@/lib/pbis/queries";
import { createPbisRecord } from "@/lib/pbis/save-record";
import { ZPbisInput, ZPbisListQuery } from "@/lib/pbis/schemas";

// GET /api/v1/pbis?user=&client_id=&type=&from=&to= – PBIS records, newest first (the counselor's own, or a managed counselor's: read-only)
export const GET = withApi({ access: "program.read", query: ZPbisListQuery }, async ({ db, actor, query }) => {
  const list = await listPbisRecords(db, actor, query);
  return { status_code: 200, data: list.data };
});

// POST /api/v1/pbis – record an incident or a recognition of one of the counselor's students
export const POST = withApi({ access: "program.write", body: ZPbisInput }, async ({ db, actor, body, now }) => {
  return { status_code: 200, data: await createPbisRecord(db, actor, body, now) };
});
