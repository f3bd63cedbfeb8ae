import { and, count, eq, gt, lt } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { rateLimitHits } from "@/db/schema";
import { sha256 } from "@/lib/auth/crypto";
import { AppError } from "./errors";

export type TRateLimit = { scope: string; max: number; windowMinutes: number };

/** Public endpoints' limits (per client address). */
export const RATE_LIMITS = {
  // A school network or a conference booth shares one address: room for a room full of sign-ups.
  signup: { scope: "signup", max: 40, windowMinutes: 60 },
  contact: { scope: "contact", max: 5, windowMinutes: 60 },
  demoRequest: { scope: "demo_request", max: 5, windowMinutes: 60 },
  emailCheck: { scope: "email_check", max: 30, windowMinutes: 10 },
  forgot: { scope: "forgot", max: 5, windowMinutes: 60 },
  appointment: { scope: "appointment", max: 10, windowMinutes: 60 },
  survey: { scope: "survey", max: 20, windowMinutes: 60 },
  // Quote emails (per signed-in user, else per address): each one sends a PDF to any address.
  quoteEmail: { scope: "quote_email", max: 10, windowMinutes: 60 },
  // Quotes saved by visitors without an account or link (per address).
  quoteSave: { scope: "quote_save", max: 30, windowMinutes: 60 },
  // Visitors' prices with a coupon entered (a coupon's validity shows in the answer); loose, as the page reprices as one types.
  quotePriceCoupon: { scope: "quote_price_coupon", max: 300, windowMinutes: 10 },
} as const satisfies Record<string, TRateLimit>;

/**
 * Counts a hit for `key` (usually the client address) and throws 429 once the limit of the window
 * is passed. Kept in the database so the limit holds across app instances; the key is hashed.
 */
export async function hitRateLimit(db: TDbOrTx, limit: TRateLimit, key: string, now: Date): Promise<void> {
  const keyHash = sha256(`${limit.scope}:${key}`);
  const since = new Date(now.getTime() - limit.windowMinutes * 60_000);
  const [{ n }] = await db
    .select({ n: count() })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.scope, limit.scope), eq(rateLimitHits.keyHash, keyHash), gt(rateLimitHits.createdAt, since)));
  if (n >= limit.max) {
    throw new AppError("too_many_requests", `Too many requests. Please try again in ${limit.windowMinutes} minutes.`, 429);
  }
  await db.insert(rateLimitHits).values({ scope: limit.scope, keyHash, createdAt: now });
  // Old hits are of no use: drop them now and then.
  if (Math.random() < 0.02) await db.delete(rateLimitHits).where(lt(rateLimitHits.createdAt, new Date(now.getTime() - 24 * 3_600_000)));
}
