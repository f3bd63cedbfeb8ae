import { withApi } from "@/lib/http/with-api";
import { approveMembership } from "@/lib/memberships/approve-membership";

// POST /api/v1/memberships/{id}/approve – approves a pending request (e-mails the requester)
export const POST = withApi({ access: "membership.approve" }, async ({ db, actor, params, now }) => {
  const row = await approveMembership(db, actor, params.id, now);
  return { status_code: 200, data: { id: row.id, status: row.status } };
});
