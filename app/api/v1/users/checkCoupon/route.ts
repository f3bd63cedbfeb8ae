import { clientIp } from "@/lib/auth/ip";
import { hitRateLimit } from "@/lib/http/rate-limit";
import { withApi } from "@/lib/http/with-api";
import { SIGNUP_LIMITS } from "@/lib/signup/limits";
import { findCouponByCode } from "@/lib/signup/queries";
import { isCouponUsable } from "@/lib/signup/rules";
import { ZCheckCoupon } from "@/lib/signup/schemas";
import { todayIn } from "@/lib/users/rules";

// POST /api/v1/users/checkCoupon – whether a coupon exists, is active and has not expired (pricing applies it elsewhere)
export const POST = withApi({ access: "public", body: ZCheckCoupon }, async ({ req, db, actor, body, now }) => {
  if (!actor) await hitRateLimit(db, SIGNUP_LIMITS.couponLookup, clientIp(req.headers), now);
  const coupon = await findCouponByCode(db, body.coupon);
  if (!coupon || !isCouponUsable(coupon, todayIn("America/New_York", now))) {
    return { status_code: 200, coupon: null, price: 0, price_cents: 0, comment: "", discount: 0, couponNotValid: 1 };
  }
  return {
    status_code: 200,
    coupon: { code: coupon.code, product: coupon.product, end: coupon.expires, discount: coupon.discount, expires0731: coupon.expires0731 ? 1 : 0 },
    price: coupon.priceCents / 100,
    price_cents: coupon.priceCents,
    comment: coupon.comment,
    discount: coupon.discount,
    couponNotValid: 0,
  };
});
