import { deleteClient } from "@/lib/clients/delete-client";
import { getClient } from "@/lib/clients/queries";
import { ZClientId, ZUserQuery } from "@/lib/clients/schemas";
import { notFound } from "@/lib/http/errors";
import { withApi } from "@/lib/http/with-api";
import { logStudentAccess } from "@/lib/privacy/access-log";

function clientId(params: Record<string, unknown>): number {
  const parsed = ZClientId.safeParse(params);
  if (!parsed.success) throw notFound();
  return parsed.data.id;
}

// GET /api/v1/client/{id}?user_id= – one student or group of the caller (or of a managed counselor)
export const GET = withApi({ access: "student.read", query: ZUserQuery }, async ({ db, actor, query, params, now }) => {
  const client = await getClient(db, actor, clientId(params), query.user_id);
  // A student's record read through the API goes to the student's access log.
  if (client.type === "student")
    logStudentAccess(db, [{ clientId: client.id, ownerId: query.user_id ?? actor.user.id, readerId: actor.user.id, channel: "api", detail: "GET /api/v1/client/{id}" }], now);
  return { status_code: 200, data: client };
});

// DELETE /api/v1/client/{id} – deletes one of the caller's students or groups; its events keep their history
export const DELETE = withApi({ access: "student.write" }, async ({ db, actor, params, now }) => ({
  status_code: 200,
  data: await deleteClient(db, actor, clientId(params), now),
}));
