import { withApi } from "@/lib/http/with-api";
import { refuseMembership } from "@/lib/memberships/refuse-membership";
import { ZDecisionNote } from "@/lib/memberships/schemas";

// POST /api/v1/memberships/{id}/refuse – refuses a pending request (e-mails the requester)
export const POST = withApi({ access: "membership.approve", body: ZDecisionNote }, async ({ db, actor, params, body, now }) => {
  const row = await refuseMembership(db, actor, params.id, body, now);
  return { status_code: 200, data: { id: row.id, status: row.status } };
});
