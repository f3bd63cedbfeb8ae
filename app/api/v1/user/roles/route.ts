import { USER_LIST_ROLES } from "@/lib/admin-users/queries";
import { rolesList } from "@/lib/admin-users/roles";
import { withApi } from "@/lib/http/with-api";

// GET /api/v1/user/roles – the roles the caller may give a new user, and the default role (spec 3 §6)
export const GET = withApi({ access: USER_LIST_ROLES }, async ({ actor }) => rolesList(actor.user));
