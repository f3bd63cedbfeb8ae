import { withApi } from "@/lib/http/with-api";
import { grantMembership } from "@/lib/memberships/grant-membership";
import { activeMembers, pendingRequests, type TMembershipView } from "@/lib/memberships/queries";
import { ZGrantMembership, ZMembershipList } from "@/lib/memberships/schemas";

function view(m: TMembershipView) {
  return {
    id: m.id,
    user_id: m.userId,
    first_name: m.firstName,
    last_name: m.lastName,
    email: m.email,
    role_id: m.roleId,
    state: m.state,
    leaid: m.leaid,
    district: m.districtName,
    ncessch: m.ncessch,
    school: m.schoolName,
    status: m.status,
    source: m.source,
    requested_at: m.requestedAt.toISOString(),
    decided_at: m.decidedAt?.toISOString() ?? null,
  };
}

// GET /api/v1/memberships?status=pending|active&leaid= – the requests (or members) of the caller's districts; every district's for an administrator
export const GET = withApi({ access: "membership.read", query: ZMembershipList }, async ({ db, actor, query }) => {
  const rows = query.status === "active" ? await activeMembers(db, actor.user, { leaid: query.leaid }) : await pendingRequests(db, actor.user, { leaid: query.leaid });
  return { status_code: 200, data: rows.map(view) };
});

// POST /api/v1/memberships – grants a membership (an administrator any place; a manager or director their district)
export const POST = withApi({ access: "membership.grant", body: ZGrantMembership }, async ({ db, actor, body, now }) => {
  const row = await grantMembership(db, actor, body, now);
  return { status_code: 200, data: { id: row.id, user_id: row.userId, state: row.state, leaid: row.leaid, ncessch: row.ncessch, status: row.status, source: row.source } };
});
