import { deleteClient } from "@/lib/clients/delete-client";
import { getClient } from "@/lib/clients/queries";
import { ZClientId, ZUserQuery } from "@/lib/clients/schemas";
import { notFound } from "@/lib/http/errors";
import { withApi } from "@/lib/http/with-api";

function clientId(params: Record<string, unknown>): number {
  const parsed = ZClientId.safeParse(params);
  if (!parsed.success) throw notFound();
  return parsed.data.id;
}

// GET /api/v1/client/{id}?user_id= – one student or group of the caller (or of a managed counselor)
export const GET = withApi({ access: "user", query: ZUserQuery }, async ({ db, actor, query, params }) => ({
  status_code: 200,
  data: await getClient(db, actor, clientId(params), query.user_id),
}));

// DELETE /api/v1/client/{id} – deletes one of the caller's students or groups; its events keep their history
export const DELETE = withApi({ access: "user" }, async ({ db, actor, params, now }) => ({
  status_code: 200,
  data: await deleteClient(db, actor, clientId(params), now),
}));
