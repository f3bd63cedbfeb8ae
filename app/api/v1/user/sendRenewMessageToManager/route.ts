import { emailLinkBase } from "@/lib/account/links";
import { requestRenewalQuote } from "@/lib/account/request-renewal-quote";
import { ZRenewRequest } from "@/lib/account/schemas";
import { withApi } from "@/lib/http/with-api";

// POST /api/v1/user/sendRenewMessageToManager – a renewing user (role 44) asks their managers for a renewal quote
export const POST = withApi({ access: "license.renewal.request", license: "renewal", body: ZRenewRequest }, async ({ req, db, actor, body, now }) => {
  const data = await requestRenewalQuote(db, actor, body, { baseUrl: emailLinkBase(req.nextUrl), now });
  return { status_code: 200, data };
});
