import { clientIp } from "@/lib/auth/ip";
import { defaultPayments } from "@/lib/billing/payment";
import { purchaseLicence } from "@/lib/billing/purchase";
import { PURCHASE_MESSAGES, ZIdempotencyKey, ZPurchaseBody } from "@/lib/billing/purchase-schemas";
import { AppError } from "@/lib/http/errors";
import { hitRateLimit, RATE_LIMITS } from "@/lib/http/rate-limit";
import { withApi } from "@/lib/http/with-api";
import { siteOrigin } from "@/lib/pages/origin";

// POST /api/v1/users/billing/add – buy the licence of a quote draft by card or purchase order (idempotent per key)
export const POST = withApi({ access: "public", body: ZPurchaseBody }, async ({ req, db, actor, body, now }) => {
  if (!actor) await hitRateLimit(db, RATE_LIMITS.purchase, clientIp(req.headers), now);
  const key = ZIdempotencyKey.safeParse(body.idempotencyKey ?? req.headers.get("idempotency-key") ?? undefined);
  if (!key.success) throw new AppError("invalid_idempotencyKey", PURCHASE_MESSAGES.idempotencyKey, 422, "idempotencyKey");
  const result = await purchaseLicence(db, { actor }, { ...body, idempotencyKey: key.data }, now, { payments: defaultPayments(siteOrigin(req.headers)) });
  return { status_code: 200, data: { order: { id: result.orderId, invoiceNumber: result.invoiceNumber, status: result.status }, ...result } };
});
