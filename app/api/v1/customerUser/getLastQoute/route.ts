import { getLastQuote, ZLastQuoteBody } from "@/lib/billing/renewal-quote";
import { withApi } from "@/lib/http/with-api";

// POST /api/v1/customerUser/getLastQoute – the user's last valid quote (quoteID, null when none) and the user: the user themself, their manager or an admin
export const POST = withApi({ access: "user", license: "renewal", body: ZLastQuoteBody }, async ({ db, actor, body, now }) => {
  const { quoteID, user } = await getLastQuote(db, actor, body.user_id, now);
  return { status_code: 200, quoteID, user };
});
