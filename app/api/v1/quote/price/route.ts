import { clientIp } from "@/lib/auth/ip";
import { priceForClient } from "@/lib/billing/price-draft";
import { ZQuotePriceBody } from "@/lib/billing/schemas";
import { withApi } from "@/lib/http/with-api";

// POST /api/v1/quote/price – prices a quote on the server, amounts in dollars; any client total is ignored
export const POST = withApi({ access: "public", body: ZQuotePriceBody }, async ({ req, db, actor, body, now }) => {
  const priced = await priceForClient(db, { actor, linkToken: body.linkToken }, body, now, clientIp(req.headers));
  return { status_code: 200, ...priced };
});
