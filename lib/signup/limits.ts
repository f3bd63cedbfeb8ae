import type { TRateLimit } from "@/lib/http/rate-limit";

// Limits of the sign-up calls that lib/http/rate-limit.ts does not list (per client address).
export const SIGNUP_LIMITS = {
  /** POST /api/v1/registerEmail: resending the password email. */
  resendEmail: { scope: "register_email", max: 5, windowMinutes: 60 },
  /** The same account's password email, whoever asks. */
  resendEmailPerUser: { scope: "register_email_user", max: 3, windowMinutes: 60 },
  /** Coupon look-ups by visitors who are not signed in (codes must not be guessable by brute force). */
  couponLookup: { scope: "coupon_lookup", max: 60, windowMinutes: 10 },
} as const satisfies Record<string, TRateLimit>;
