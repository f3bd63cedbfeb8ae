import { ZSwitchEdition } from "@/lib/auth/schemas";
import { getHelpData } from "@/lib/help/queries";
import { withApi } from "@/lib/http/with-api";
import { toCurrentUser } from "@/lib/users/current-user";
import { switchEdition } from "@/lib/users/switch-edition";

// POST /api/v1/user/swithProMax – switch the caller between PRO (AppID 1) and MAX (AppID 2)
export const POST = withApi({ access: "edition.switch", body: ZSwitchEdition }, async ({ db, actor, body, now }) => {
  const result = await switchEdition(db, actor, body, now);
  return { data: { token: result.token, askTopics: result.askTopics, user: toCurrentUser(result.user, await getHelpData(db), now) } };
});
