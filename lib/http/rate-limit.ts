import { and, count, eq, gt, lt, sql } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { rateLimitHits } from "@/db/schema";
import { sha256 } from "@/lib/auth/crypto";
import { AppError } from "./errors";

export type TRateLimit = { scope: string; max: number; windowMinutes: number };

/** Public endpoints' limits (per client address): every call a visitor can make that writes or sends email has one. */
export const RATE_LIMITS = {
  // A school network or a conference booth shares one address: room for a room full of sign-ups.
  signup: { scope: "signup", max: 40, windowMinutes: 60 },
  contact: { scope: "contact", max: 5, windowMinutes: 60 },
  demoRequest: { scope: "demo_request", max: 5, windowMinutes: 60 },
  emailCheck: { scope: "email_check", max: 30, windowMinutes: 10 },
  forgot: { scope: "forgot", max: 5, windowMinutes: 60 },
  appointment: { scope: "appointment", max: 10, windowMinutes: 60 },
  survey: { scope: "survey", max: 20, windowMinutes: 60 },
  // Students answering a lesson survey: a whole school behind one address, pre and post for every class.
  surveyAnswer: { scope: "survey_answer", max: 600, windowMinutes: 60 },
  // Quote emails (per signed-in user, else per address): each one sends a PDF to any address.
  quoteEmail: { scope: "quote_email", max: 10, windowMinutes: 60 },
  // Quotes saved by visitors without an account or link (per address).
  quoteSave: { scope: "quote_save", max: 30, windowMinutes: 60 },
  // Visitors' prices with a coupon entered (a coupon's validity shows in the answer); loose, as the page reprices as one types.
  quotePriceCoupon: { scope: "quote_price_coupon", max: 300, windowMinutes: 10 },
  // Quotes re-saved by visitors through a quote link (per address).
  quoteLinkSave: { scope: "quote_link_save", max: 60, windowMinutes: 60 },
  // PDF links made by callers who are not signed in (quote, funding letter, invoice): each renders a PDF and writes a link.
  pdfLink: { scope: "pdf_link", max: 20, windowMinutes: 60 },
  // Removing PDF links after opening them (cheap, but a write).
  pdfRemove: { scope: "pdf_remove", max: 120, windowMinutes: 10 },
  // Purchases by visitors with a quote link (per address).
  purchase: { scope: "purchase", max: 20, windowMinutes: 60 },
  // Setting a password with an activation or reset link.
  activate: { scope: "activate", max: 10, windowMinutes: 60 },
  reset: { scope: "reset", max: 10, windowMinutes: 60 },
  // Signing in with an emailed login link.
  loginLink: { scope: "login_link", max: 20, windowMinutes: 10 },
  // Clicks on the live training's join link.
  liveTrainingClick: { scope: "live_training_click", max: 30, windowMinutes: 10 },
  // Visitors' feedback after a conference (a room of attendees may share one address).
  conferenceFeedback: { scope: "conference_feedback", max: 60, windowMinutes: 60 },
  // Per signed-in user (else per address): every PDF rendered (report, RAMP pack, analysis, a PDF link opened).
  pdfRender: { scope: "pdf_render", max: 30, windowMinutes: 10 },
  // Per signed-in user: questions sent from the question panel (each stores a screenshot and e-mails the administrators).
  question: { scope: "question", max: 10, windowMinutes: 60 },
  // Invoices e-mailed again: per caller, and per order (so nobody's inbox is flooded with one invoice).
  invoiceEmail: { scope: "invoice_email", max: 10, windowMinutes: 60 },
  invoiceEmailPerOrder: { scope: "invoice_email_order", max: 3, windowMinutes: 60 },
  // E-mail address changes per user (each one e-mails the old address).
  emailChange: { scope: "email_change", max: 5, windowMinutes: 60 },
} as const satisfies Record<string, TRateLimit>;

// Advisory-lock namespaces (the first of the two int4 keys); user ids, which other locks put there, stay far below.
export const LOCK_NAMESPACE = { rateLimit: 0x72617465, login: 0x6c6f6769, uploadQuota: 0x71756f74 } as const;

/** A signed 32-bit key from any text (its SHA-256), for pg_advisory_xact_lock(int4, int4). */
export function lockKeyOf(text: string): number {
  return Number.parseInt(sha256(text).slice(0, 8), 16) | 0;
}

/**
 * Takes a transaction-scoped advisory lock on (namespace, key): whoever holds it counts and writes
 * alone, so parallel requests are counted one after the other (PostgreSQL and PGlite alike). It is
 * released when the surrounding transaction ends, after its rows are committed.
 */
export async function lockCounter(tx: TDbOrTx, namespace: number, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${namespace}::int4, ${lockKeyOf(key)}::int4)`);
}

export const tooManyRequests = (limit: TRateLimit) =>
  Object.assign(new AppError("too_many_requests", `Too many requests. Please try again in ${limit.windowMinutes} minutes.`, 429), {
    retryAfterSeconds: limit.windowMinutes * 60,
  });

/**
 * Counts a hit for `key` (usually the client address) BEFORE the work it guards, and throws 429
 * once the window's limit is used up. Count and insert run under one advisory lock per (scope,
 * key), so 50 parallel calls against a limit of 40 let exactly 40 through. Kept in the database so
 * the limit holds across app instances; the key is hashed.
 */
export async function hitRateLimit(db: TDbOrTx, limit: TRateLimit, key: string, now: Date): Promise<void> {
  const keyHash = sha256(`${limit.scope}:${key}`);
  const since = new Date(now.getTime() - limit.windowMinutes * 60_000);
  const allowed = await db.transaction(async (tx) => {
    await lockCounter(tx, LOCK_NAMESPACE.rateLimit, keyHash);
    const [{ n }] = await tx
      .select({ n: count() })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.scope, limit.scope), eq(rateLimitHits.keyHash, keyHash), gt(rateLimitHits.createdAt, since)));
    if (n >= limit.max) return false;
    await tx.insert(rateLimitHits).values({ scope: limit.scope, keyHash, createdAt: now });
    return true;
  });
  if (!allowed) throw tooManyRequests(limit);
  // Old hits are of no use: drop them now and then.
  if (Math.random() < 0.02) await db.delete(rateLimitHits).where(lt(rateLimitHits.createdAt, new Date(now.getTime() - 24 * 3_600_000)));
}
