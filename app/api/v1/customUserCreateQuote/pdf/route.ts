import { linkQuotePdf } from "@/lib/billing/pdf-links";
import { createRenewalQuote, renewalHolder, ZRenewalQuoteBody, ZRenewalQuoteQuery } from "@/lib/billing/renewal-quote";
import { hitRateLimit, RATE_LIMITS } from "@/lib/http/rate-limit";
import { withApi } from "@/lib/http/with-api";

// POST /api/v1/customUserCreateQuote/pdf[?onlyCreateQoute=1] – a renewal quote (targetID 17) for the user: its quoteID, and without onlyCreateQoute a link to its PDF
export const POST = withApi({ access: "user", license: "renewal", body: ZRenewalQuoteBody, query: ZRenewalQuoteQuery }, async ({ db, actor, body, query, now }) => {
  const holder = await renewalHolder(db, actor, body.user_id);
  await hitRateLimit(db, RATE_LIMITS.pdfLink, `user:${actor.user.id}`, now);
  const quoteID = await createRenewalQuote(db, actor, holder, now);
  if (query.onlyCreateQoute === "1") return { status_code: 200, quoteID };
  const { link } = await linkQuotePdf(db, { actor }, { quoteId: quoteID, kind: "quote" }, now);
  return { status_code: 200, quoteID, link };
});
