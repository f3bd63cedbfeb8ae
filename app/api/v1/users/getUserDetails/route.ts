import { ZUserDetailsQuery } from "@/lib/billing/schemas";
import { userDetailsForQuote } from "@/lib/billing/user-details";
import { withApi } from "@/lib/http/with-api";

// GET /api/v1/users/getUserDetails?username&step2quote=1&dialogType – the quote page's user details, prices and dates (email/phone only when allowed)
export const GET = withApi({ access: "user", query: ZUserDetailsQuery }, async ({ db, actor, query, now }) => {
  const data = await userDetailsForQuote(db, { actor, linkToken: query.k }, query, now);
  return { status_code: 200, data };
});
