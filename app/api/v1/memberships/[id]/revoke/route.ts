import { withApi } from "@/lib/http/with-api";
import { revokeMembership } from "@/lib/memberships/revoke-membership";
import { ZDecisionNote } from "@/lib/memberships/schemas";

// POST /api/v1/memberships/{id}/revoke – ends an active membership
export const POST = withApi({ access: "membership.revoke", body: ZDecisionNote }, async ({ db, actor, params, body, now }) => {
  const row = await revokeMembership(db, actor, params.id, body, now);
  return { status_code: 200, data: { id: row.id, status: row.status } };
});
