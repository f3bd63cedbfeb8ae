import { and, eq, isNull } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { authSessions, users } from "@/db/schema";
import { newToken, sha256 } from "./crypto";

export type TSessionKind = "browser" | "api";

/** Creates a sign-in session; the returned token is shown once and stored only as a hash. */
export async function createSession(
  db: TDbOrTx,
  input: { userId: number; kind: TSessionKind; ttlMs: number; userAgent?: string | null; now: Date },
): Promise<{ id: string; token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(input.now.getTime() + input.ttlMs);
  const [row] = await db
    .insert(authSessions)
    .values({
      userId: input.userId,
      kind: input.kind,
      tokenHash: sha256(token),
      userAgent: input.userAgent?.slice(0, 300) ?? null,
      createdAt: input.now,
      expiresAt,
    })
    .returning({ id: authSessions.id });
  return { id: row.id, token, expiresAt };
}

export type TSessionCheck = { ok: true; userId: number; sessionId: string; locked: boolean } | { ok: false; reason: "token_invalid" | "token_expired" | "token_absent" };

function check(row: { id: string; userId: number; expiresAt: Date; revokedAt: Date | null; lockedAt: Date | null; active: boolean | null } | undefined, now: Date): TSessionCheck {
  if (!row) return { ok: false, reason: "token_invalid" };
  if (row.revokedAt) return { ok: false, reason: "token_invalid" };
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: "token_expired" };
  if (!row.active) return { ok: false, reason: "token_absent" };
  return { ok: true, userId: row.userId, sessionId: row.id, locked: row.lockedAt !== null };
}

const sessionColumns = {
  id: authSessions.id,
  userId: authSessions.userId,
  expiresAt: authSessions.expiresAt,
  revokedAt: authSessions.revokedAt,
  lockedAt: authSessions.lockedAt,
  active: users.active,
};

/** Resolves an API bearer token. */
export async function checkBearer(db: TDbOrTx, token: string, now: Date): Promise<TSessionCheck> {
  if (!/^[A-Za-z0-9_-]{20,200}$/.test(token)) return { ok: false, reason: "token_invalid" };
  const [row] = await db
    .select(sessionColumns)
    .from(authSessions)
    .leftJoin(users, eq(users.id, authSessions.userId))
    .where(and(eq(authSessions.tokenHash, sha256(token)), eq(authSessions.kind, "api")))
    .limit(1);
  return check(row, now);
}

/** Resolves the session id carried inside the browser's next-auth JWT. */
export async function checkBrowserSession(db: TDbOrTx, sessionId: string, now: Date): Promise<TSessionCheck> {
  if (!/^[0-9a-f-]{36}$/i.test(sessionId)) return { ok: false, reason: "token_invalid" };
  const [row] = await db
    .select(sessionColumns)
    .from(authSessions)
    .leftJoin(users, eq(users.id, authSessions.userId))
    .where(and(eq(authSessions.id, sessionId), eq(authSessions.kind, "browser")))
    .limit(1);
  return check(row, now);
}

/**
 * Binds a fresh browser session to the next-auth JWT exactly once: the secret handed from the
 * login action to the credentials provider cannot be replayed.
 */
export async function bindBrowserSession(db: TDbOrTx, secret: string, now: Date): Promise<{ sessionId: string; userId: number } | null> {
  const [row] = await db
    .update(authSessions)
    .set({ boundAt: now })
    .where(and(eq(authSessions.tokenHash, sha256(secret)), eq(authSessions.kind, "browser"), isNull(authSessions.boundAt), isNull(authSessions.revokedAt)))
    .returning({ id: authSessions.id, userId: authSessions.userId, createdAt: authSessions.createdAt });
  if (!row || now.getTime() - row.createdAt.getTime() > 60_000) return null;
  return { sessionId: row.id, userId: row.userId };
}

export async function revokeSession(db: TDbOrTx, sessionId: string, now: Date): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

/** Logout everywhere, and what a password change does. */
export async function revokeAllSessions(db: TDbOrTx, userId: number, now: Date): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
}
