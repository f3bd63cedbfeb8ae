// Constants of the billing back office the forms share with the server (pure, no imports).

/** What a fixed coupon price applies to; none (null) = PRO, or SW and MAX, as the quote's AppID says. */
export const COUPON_PRODUCTS = [1, 2, 111, 222, 333, 444, 666] as const;
export type TCouponProduct = (typeof COUPON_PRODUCTS)[number];

/** Partner id 1111 means "no partner state": its state is never applied. */
export const NO_STATE_PARTNER_ID = 1111;
