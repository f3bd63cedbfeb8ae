import { withApi } from "@/lib/http/with-api";
import { getPbisRecord } from "@/lib/pbis/queries";
import { deletePbisRecord, updatePbisRecord } from "@/lib/pbis/save-record";
import { ZPbisId, ZPbisInput } from "@/lib/pbis/schemas";

const idOf = (params: Record<string, string | string[] | undefined>) => ZPbisId.parse({ id: params.id }).id;

// GET /api/v1/pbis/{id} – one PBIS record (own, or a managed counselor's)
export const GET = withApi({ access: "program.read" }, async ({ db, actor, params }) => {
  return { status_code: 200, data: await getPbisRecord(db, actor, idOf(params)) };
});

// PUT /api/v1/pbis/{id} – change one of the counselor's records (all fields)
export const PUT = withApi({ access: "program.write", body: ZPbisInput }, async ({ db, actor, body, params, now }) => {
  return { status_code: 200, data: await updatePbisRecord(db, actor, idOf(params), body, now) };
});

// DELETE /api/v1/pbis/{id} – delete one of the counselor's records
export const DELETE = withApi({ access: "program.write" }, async ({ db, actor, params }) => {
  return { status_code: 200, data: await deletePbisRecord(db, actor, idOf(params)) };
});
