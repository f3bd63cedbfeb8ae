import { z } from "zod";
import { clientIp } from "@/lib/auth/ip";
import { zText } from "@/lib/http/text";
import { RATE_LIMITS, hitRateLimit } from "@/lib/http/rate-limit";
import { withApi } from "@/lib/http/with-api";
import { isLocale } from "@/lib/i18n/locales";
import { loadEntryContext, partnerInfo } from "@/lib/signup/entry";
import { bareHost, findPartnerByHost } from "@/lib/signup/queries";

const ZCode = zText({ max: 64 }).optional();
const ZEntryContextQuery = z.object({ coupon: ZCode, conf: ZCode, promo: ZCode, host: zText({ max: 255 }).optional(), lang: z.string().optional() });

// GET /home/entryContext?coupon&conf&promo&host – what a cached sign-up or quote page's dialog is
// about when the visitor's URL names it (?dialog=quote&coupon=…, ?code=…, a partner's host): the
// page itself is the same for everyone, so this part is read in the browser.
export const GET = withApi({ access: "public", query: ZEntryContextQuery }, async ({ req, db, query, now }) => {
  // A coupon's validity shows in the answer: the same loose limit as a visitor's priced coupon.
  if (query.coupon) await hitRateLimit(db, RATE_LIMITS.quotePriceCoupon, clientIp(req.headers), now);
  const partner = query.host ? await findPartnerByHost(db, query.host) : null;
  const dialog = { kind: "quote" as const, mode: "1" as const, coupon: query.coupon, conf: query.conf, promo: query.promo };
  const context = await loadEntryContext(db, [dialog], {
    now,
    locale: isLocale(query.lang) ? query.lang : "en",
    partner: partner && query.host ? partnerInfo(partner, bareHost(query.host)) : null,
  });
  return { status_code: 200, context };
});
