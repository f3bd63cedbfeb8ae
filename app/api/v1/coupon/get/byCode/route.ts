import { clientIp } from "@/lib/auth/ip";
import { notFound } from "@/lib/http/errors";
import { hitRateLimit } from "@/lib/http/rate-limit";
import { withApi } from "@/lib/http/with-api";
import { SIGNUP_LIMITS } from "@/lib/signup/limits";
import { findCouponByCode } from "@/lib/signup/queries";
import { isCouponUsable } from "@/lib/signup/rules";
import { ZCouponByCodeQuery } from "@/lib/signup/schemas";
import { todayIn } from "@/lib/users/rules";

// GET /api/v1/coupon/get/byCode?code= – a usable coupon by its code
export const GET = withApi({ access: "public", query: ZCouponByCodeQuery }, async ({ req, db, actor, query, now }) => {
  if (!actor) await hitRateLimit(db, SIGNUP_LIMITS.couponLookup, clientIp(req.headers), now);
  const coupon = await findCouponByCode(db, query.code);
  if (!coupon || !isCouponUsable(coupon, todayIn("America/New_York", now))) throw notFound("No such coupon.");
  return {
    status_code: 200,
    data: { id: coupon.id, code: coupon.code, discount: coupon.discount, expires0731: coupon.expires0731 ? 1 : 0, comment: coupon.comment, expires: coupon.expires },
  };
});
