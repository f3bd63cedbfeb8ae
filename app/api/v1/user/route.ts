import { getHelpData } from "@/lib/help/queries";
import { withApi } from "@/lib/http/with-api";
import { toCurrentUser } from "@/lib/users/current-user";

// GET /api/v1/user – the current user (spec 1 section 3)
export const GET = withApi({ access: "user" }, async ({ db, actor, now }) => ({
  data: toCurrentUser(actor.user, await getHelpData(db), now),
}));
