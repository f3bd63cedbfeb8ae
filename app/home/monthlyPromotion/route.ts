import { withApi } from "@/lib/http/with-api";
import { listMonthlyDiscounts, listPromotions } from "@/lib/training/queries";
import { ZMonthlyPromotionQuery } from "@/lib/training/schemas";

// GET /home/monthlyPromotion – the carousel's promotions, current month first ({data:[{month, title, message,
// licenseExpires, fancyboxList}]}); with getApiV1monthlyPromotion=1 the discounts ({data:[{month, discount, prorated}]})
export const GET = withApi({ access: "public", query: ZMonthlyPromotionQuery }, async ({ db, query, now }) => {
  if (query.getApiV1monthlyPromotion === "1") return { status_code: 200, data: await listMonthlyDiscounts(db) };
  return { status_code: 200, data: await listPromotions(db, now) };
});
