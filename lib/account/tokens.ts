import "server-only";
import { randomInt } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { userTokens, users, type TUserRow } from "@/db/schema";
import { newToken, sha256 } from "@/lib/auth/crypto";
import { AppError } from "@/lib/http/errors";
import { isTokenShape, tokenStatus, type TTokenPurpose, type TTokenStatus } from "./rules";

// Single-use tokens in user_tokens: only the SHA-256 of the raw value is stored, so a database
// leak does not hand out working links. A used (or revoked) token has used_at set.

const LINK_ERRORS: Record<Exclude<TTokenStatus, "valid">, AppError> = {
  invalid: new AppError("link_invalid", "This link is not valid. Check that you opened the whole link from the email.", 404),
  expired: new AppError("link_expired", "This link has expired. Ask for a new one.", 410),
  used: new AppError("link_used", "This link has already been used.", 410),
};

export function linkError(status: Exclude<TTokenStatus, "valid">): AppError {
  const e = LINK_ERRORS[status];
  return new AppError(e.code, e.message, e.status);
}

/** Issues a link token; with `replace`, earlier unused tokens of that purpose stop working. */
export async function issueToken(db: TDbOrTx, input: { userId: number; purpose: TTokenPurpose; ttlMs: number; now: Date; replace?: boolean }): Promise<string> {
  if (input.replace) await revokeTokens(db, input.userId, input.purpose, input.now);
  const raw = newToken();
  await db.insert(userTokens).values({
    userId: input.userId,
    purpose: input.purpose,
    tokenHash: sha256(raw),
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + input.ttlMs),
  });
  return raw;
}

/** Marks every unused token of a purpose used: "revocable" links and "one link at a time". */
export async function revokeTokens(db: TDbOrTx, userId: number, purpose: TTokenPurpose, now: Date): Promise<void> {
  await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
}

export type TTokenLookup = { status: TTokenStatus; user: TUserRow | null };

/** Reads a token without using it: its status and its user. */
export async function inspectToken(db: TDbOrTx, purpose: TTokenPurpose, raw: string, now: Date): Promise<TTokenLookup> {
  if (!isTokenShape(raw)) return { status: "invalid", user: null };
  const [row] = await db
    .select({ expiresAt: userTokens.expiresAt, usedAt: userTokens.usedAt, user: users })
    .from(userTokens)
    .innerJoin(users, eq(users.id, userTokens.userId))
    .where(and(eq(userTokens.tokenHash, sha256(raw)), eq(userTokens.purpose, purpose)))
    .limit(1);
  const status = tokenStatus(row, now);
  return { status, user: row ? row.user : null };
}

/**
 * Uses a token exactly once: the update succeeds for one caller only, even when two requests race.
 * Throws link_invalid / link_expired / link_used otherwise.
 */
export async function consumeToken(db: TDbOrTx, purpose: TTokenPurpose, raw: string, now: Date): Promise<number> {
  if (!isTokenShape(raw)) throw linkError("invalid");
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.tokenHash, sha256(raw)), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt), gt(userTokens.expiresAt, now)))
    .returning({ userId: userTokens.userId });
  if (row) return row.userId;
  const { status } = await inspectToken(db, purpose, raw, now);
  throw linkError(status === "valid" ? "used" : status);
}

// ---- 6-digit activation codes ---------------------------------------------------------------

/** A code's hash includes the user, so equal codes of two users never collide. */
const codeHash = (userId: number, code: string) => sha256(`activation_code:${userId}:${code}`);

/** Issues a fresh 6-digit code for the user; any earlier code of theirs stops working. */
export async function issueActivationCode(db: TDbOrTx, input: { userId: number; ttlMs: number; now: Date }): Promise<string> {
  await db.delete(userTokens).where(and(eq(userTokens.userId, input.userId), eq(userTokens.purpose, "activation_code")));
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await db.insert(userTokens).values({
    userId: input.userId,
    purpose: "activation_code",
    tokenHash: codeHash(input.userId, code),
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + input.ttlMs),
  });
  return code;
}

/** Uses the user's code once; false when it is wrong, used or expired (the caller says which only vaguely). */
export async function consumeActivationCode(db: TDbOrTx, userId: number, code: string, now: Date): Promise<boolean> {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.tokenHash, codeHash(userId, code)), eq(userTokens.purpose, "activation_code"), isNull(userTokens.usedAt), gt(userTokens.expiresAt, now)))
    .returning({ id: userTokens.id });
  return !!row;
}

/** The user a typed username or email names (case-insensitive), or null. */
export async function findUserByIdentifier(db: TDbOrTx, identifier: string): Promise<TUserRow | null> {
  const v = identifier.trim().toLowerCase();
  if (!v) return null;
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${v} or lower(${users.email}) = ${v}`)
    .limit(1);
  return user ?? null;
}
