import { exchangeActivationCode } from "@/lib/account/exchange-activation-code";
import { ZActivateCode } from "@/lib/account/schemas";
import { clientIp } from "@/lib/auth/ip";
import { withApi } from "@/lib/http/with-api";

// POST /api/v1/activateCode – exchange the 6-digit code of an email for a short-lived activation or reset token
export const POST = withApi({ access: "public", body: ZActivateCode }, async ({ req, db, body, now }) => {
  const data = await exchangeActivationCode(db, body, { ip: clientIp(req.headers), now });
  return { status_code: 200, data };
});
