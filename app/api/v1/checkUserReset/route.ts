import { checkUserReset } from "@/lib/account/reset-password";
import { ZCheckUserReset } from "@/lib/account/schemas";
import { withApi } from "@/lib/http/with-api";

// POST /api/v1/checkUserReset?token=&username= – whether a reset link is valid for this username or email
export const POST = withApi({ access: "public", query: ZCheckUserReset }, async ({ db, query, now }) => {
  const result = await checkUserReset(db, query, now);
  return { status_code: 200, ...result };
});
