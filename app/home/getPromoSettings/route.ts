import { notFound } from "@/lib/http/errors";
import { withApi } from "@/lib/http/with-api";
import { findPromo } from "@/lib/signup/promos";
import { requestLocale } from "@/lib/signup/request";
import { ZPromoQuery } from "@/lib/signup/schemas";
import { todayIn } from "@/lib/users/rules";

// GET /home/getPromoSettings?dialogType&urlName – the label and note of a promotion page
export const GET = withApi({ access: "public", query: ZPromoQuery }, async ({ req, db, query, now }) => {
  const promo = await findPromo(db, query, { today: todayIn("America/New_York", now), locale: requestLocale(req) });
  if (!promo) throw notFound("No such promotion.");
  return { status_code: 200, promoLabel: promo.promoLabel, promoNote: promo.promoNote, urlName: promo.urlName };
});
