import { NextResponse } from "next/server";
import { listClients } from "@/lib/clients/queries";
import { saveClient } from "@/lib/clients/save-client";
import { ZClientInput, ZClientQuery } from "@/lib/clients/schemas";
import { withApi } from "@/lib/http/with-api";

// GET /api/v1/client?type=students|groups&user_id= – the caller's students and groups (or a managed counselor's, read-only)
export const GET = withApi({ access: "student.read", query: ZClientQuery }, async ({ db, actor, query }) => ({
  status_code: 200,
  data: await listClients(db, actor, { type: query.type, userId: query.user_id }),
}));

// POST /api/v1/client – creates (no id) or updates (id) one of the caller's students or groups; counts default to 0
export const POST = withApi({ access: "student.write", body: ZClientInput }, async ({ db, actor, body, now }) => {
  const data = await saveClient(db, actor, body, now);
  const status = body.id ? 200 : 201;
  return NextResponse.json({ status_code: status, data }, { status });
});
