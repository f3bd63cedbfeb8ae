import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/env";

// A short-lived signed link to a user's quote page, handed out right after sign-up
// (/newLicense/{username}/…?k=<token>): it lets the visitor see their own contact and buy.
export const QUOTE_LINK_TTL_MS = 2 * 60 * 60 * 1000;

// A saved quote without an account is reached through a token signed over this subject, which no
// username can equal (usernames never contain "#").
export const quoteSubject = (quoteId: number) => `#quote/${quoteId}`;

function signature(subject: string, expiresMs: number): string {
  return createHmac("sha256", authSecret()).update(`quote-link:${subject}.${expiresMs}`).digest("base64url");
}

/** `${expiresMs}.${base64url HMAC-SHA256(username.expiresMs)}`, valid for ttlMs (default 2 hours). */
export function signQuoteLink(username: string, now: Date, ttlMs: number = QUOTE_LINK_TTL_MS): string {
  const expiresMs = now.getTime() + ttlMs;
  return `${expiresMs}.${signature(username, expiresMs)}`;
}

/** True when the token was signed for this username and has not expired. Compared in constant time. */
export function verifyQuoteLink(username: string, token: string | null | undefined, now: Date): boolean {
  if (!username || typeof token !== "string" || token.length > 200) return false;
  const match = /^(\d{1,16})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const expiresMs = Number(match[1]);
  if (!Number.isSafeInteger(expiresMs) || expiresMs <= now.getTime()) return false;
  const expected = Buffer.from(signature(username, expiresMs));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
