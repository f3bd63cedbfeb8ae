import { activateAccount } from "@/lib/account/activate-account";
import { ZActivate } from "@/lib/account/schemas";
import { withApi } from "@/lib/http/with-api";

// POST /api/v1/activate – set the first password with the registration link and activate the account
export const POST = withApi({ access: "public", body: ZActivate }, async ({ db, body, now }) => {
  const { message } = await activateAccount(db, body, now);
  return { status_code: 200, data: { message } };
});
