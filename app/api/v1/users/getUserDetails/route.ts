import { assertMayUse } from "@/lib/auth/license";
import { ZUserDetailsQuery } from "@/lib/billing/schemas";
import { userDetailsForQuote } from "@/lib/billing/user-details";
import { verifyQuoteLink } from "@/lib/billing/quote-link";
import { unauthorized } from "@/lib/http/errors";
import { withApi } from "@/lib/http/with-api";

// GET /api/v1/users/getUserDetails?username&step2quote=1&dialogType[&k] – the quote page's user details, prices and dates
// (email/phone only when allowed): for a signed-in user, or a visitor holding a valid signed quote link (?k=) for that username, and only them
export const GET = withApi({ access: "public", query: ZUserDetailsQuery }, async ({ db, actor, query, now }) => {
  if (actor) assertMayUse(actor.user, "renewal", now);
  else if (!query.username || !verifyQuoteLink(query.username, query.k, now)) throw unauthorized("token_not_provided");
  const data = await userDetailsForQuote(db, { actor, linkToken: query.k }, query, now);
  return { status_code: 200, data };
});
