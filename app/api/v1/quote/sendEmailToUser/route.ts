import { clientIp } from "@/lib/auth/ip";
import { emailQuote } from "@/lib/billing/email-quote";
import { ZSendQuoteEmailBody } from "@/lib/billing/schemas";
import { withApi } from "@/lib/http/with-api";

// POST /api/v1/quote/sendEmailToUser – emails a saved quote with its PDF to an address ('Quote emailed to: {address}')
export const POST = withApi({ access: "public", body: ZSendQuoteEmailBody }, async ({ req, db, actor, body, now }) => {
  const { message } = await emailQuote(db, { actor, linkToken: body.linkToken }, { quoteId: body.quoteID, email: body.email }, now, {
    origin: req.nextUrl.origin,
    clientIp: clientIp(req.headers),
  });
  return { status_code: 200, message };
});
