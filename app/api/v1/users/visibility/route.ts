import { visibility } from "@/lib/admin-users/roles";
import { withApi } from "@/lib/http/with-api";

// GET /api/v1/users/visibility – which users the caller sees and what they may do with them
export const GET = withApi({ access: "users.list" }, async ({ actor }) => ({ data: { visibility: visibility(actor.user) } }));
