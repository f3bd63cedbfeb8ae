import { clientIp } from "@/lib/auth/ip";
import { notFound } from "@/lib/http/errors";
import { hitRateLimit } from "@/lib/http/rate-limit";
import { withApi } from "@/lib/http/with-api";
import { SIGNUP_LIMITS } from "@/lib/signup/limits";
import { findCouponById } from "@/lib/signup/queries";
import { isCouponUsable } from "@/lib/signup/rules";
import { todayIn } from "@/lib/users/rules";

// GET /api/v1/coupon/{id} – a coupon's discount and expires0731 flag (never its code: ids are guessable)
export const GET = withApi({ access: "public" }, async ({ req, db, actor, params, now }) => {
  if (!actor) await hitRateLimit(db, SIGNUP_LIMITS.couponLookup, clientIp(req.headers), now);
  const id = String(params.id ?? "");
  const coupon = /^\d{1,9}$/.test(id) ? await findCouponById(db, Number(id)) : null;
  if (!coupon || !isCouponUsable(coupon, todayIn("America/New_York", now))) throw notFound("No such coupon.");
  return { status_code: 200, data: { id: coupon.id, discount: coupon.discount, expires0731: coupon.expires0731 ? 1 : 0 } };
});
