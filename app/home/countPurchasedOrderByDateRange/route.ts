import { ZCountPurchasedQuery } from "@/lib/billing/schemas";
import { mayReadPurchases, purchasedOrderCounts } from "@/lib/billing/user-details";
import { notFound } from "@/lib/http/errors";
import { withApi } from "@/lib/http/with-api";

// GET /home/countPurchasedOrderByDateRange?expires&user_id – seats the user already holds through `expires` (the user, their manager, an admin or a quote link only)
export const GET = withApi({ access: "public", query: ZCountPurchasedQuery }, async ({ db, actor, query, now }) => {
  const user = await mayReadPurchases(db, { actor, linkToken: query.k }, query.user_id, now);
  if (!user) throw notFound("This user does not exist or you may not see their orders.");
  return { status_code: 200, order: await purchasedOrderCounts(db, user.id, query.expires) };
});
