import { withApi } from "@/lib/http/with-api";

// GET /api/v1/user/minimal – the few fields a client needs to label the signed-in user
export const GET = withApi({ access: "account.read" }, ({ actor }) => {
  const u = actor.user;
  return { data: { id: u.id, username: u.username, first_name: u.firstName, last_name: u.lastName, role_id: u.roleId, AppID: u.appId } };
});
