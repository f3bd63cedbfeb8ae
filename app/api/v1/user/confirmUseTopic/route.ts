import { withApi } from "@/lib/http/with-api";
import { confirmUseTopic } from "@/lib/users/switch-edition";

// POST /api/v1/user/confirmUseTopic – turn Topics on for the caller
export const POST = withApi({ access: "account.write" }, async ({ db, actor, now }) => {
  const user = await confirmUseTopic(db, actor, now);
  return { data: { showTopics: user.showTopics ? 1 : 0, message: "You have enabled Topics." } };
});
