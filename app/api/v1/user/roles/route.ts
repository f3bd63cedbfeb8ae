import { rolesList } from "@/lib/admin-users/roles";
import { withApi } from "@/lib/http/with-api";

// GET /api/v1/user/roles – the roles the caller may give a new user, and the default role
export const GET = withApi({ access: "users.list" }, async ({ actor }) => rolesList(actor.user));
