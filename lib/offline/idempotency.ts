import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { and, eq, lt } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { idempotencyKeys } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { AppError } from "@/lib/http/errors";

/** How long a write's first answer is kept for a resend of the same key. */
export const IDEMPOTENCY_TTL_MS = 7 * 24 * 60 * 60 * 1000;

// A key is one opaque token the device made (a UUID); anything else is refused before it is stored.
const KEY = /^[A-Za-z0-9_-]{8,128}$/;

type TCtx = { req: NextRequest; db: TDb; actor: TActor; now: Date };

/**
 * Wraps a withApi handler of a write so that a request carrying an `Idempotency-Key` header runs at
 * most once per user and key: the first successful answer is stored, and a resend of that key (the
 * offline queue retrying after a lost answer) gets the same answer back without writing again. A
 * key is the user's own: another user sending the same key is a new request of theirs. A write that
 * failed stores nothing, so the same key may be tried again. Without the header the handler runs as before.
 */
export function idempotent<C extends TCtx>(handler: (ctx: C) => Promise<unknown> | unknown): (ctx: C) => Promise<unknown> {
  return async (ctx) => {
    const key = ctx.req.headers.get("idempotency-key");
    if (key === null) return handler(ctx);
    if (!KEY.test(key)) throw new AppError("invalid_idempotency_key", "The Idempotency-Key header must be 8 to 128 letters, digits, '-' or '_'.", 400);
    const { db, actor, now } = ctx;
    const userId = actor.user.id;
    const request = `${ctx.req.method.toUpperCase()} ${ctx.req.nextUrl.pathname}`.slice(0, 300);
    // Expired keys of this user go first, so an old key is free again and the table stays small.
    await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), lt(idempotencyKeys.expiresAt, now)));
    const reserved = await db
      .insert(idempotencyKeys)
      .values({ userId, key, request, createdAt: now, expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS) })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (reserved.length === 0) return replay(db, userId, key, request);

    let result: unknown;
    try {
      result = await handler(ctx);
    } catch (error) {
      await release(db, userId, key);
      throw error;
    }
    let status = 200;
    let body: unknown = result ?? { status_code: 200 };
    if (result instanceof Response) {
      status = result.status;
      body = await result
        .clone()
        .json()
        .catch(() => null);
      // An answer that is not JSON (a file) or not a success is not kept: the key is free again.
      if (body === null || status >= 300) {
        await release(db, userId, key);
        return result;
      }
    }
    await db
      .update(idempotencyKeys)
      .set({ status, response: body })
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    return result;
  };
}

async function release(db: TDb, userId: number, key: string) {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

async function replay(db: TDb, userId: number, key: string, request: string): Promise<Response> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
    .limit(1);
  // Released between our insert and this read: the first request failed, so this one may be tried again.
  if (!row) throw new AppError("idempotency_retry", "The first request with this key failed; send it again.", 409);
  if (row.request !== request) throw new AppError("idempotency_key_reused", "This Idempotency-Key was used for another request.", 422);
  if (row.status === null) throw new AppError("idempotency_in_progress", "A request with this Idempotency-Key is still being processed.", 409);
  return NextResponse.json(row.response, { status: row.status, headers: { "idempotent-replayed": "true" } });
}
