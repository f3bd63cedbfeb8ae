import "server-only";
import { cache } from "react";
import { eq } from "drizzle-orm";
import { headers as nextHeaders } from "next/headers";
import { redirect } from "next/navigation";
import { getDb } from "@/db/client";
import { users, type TUserRow } from "@/db/schema";
import { AppError, unauthorized } from "@/lib/http/errors";
import { auth } from "./next-auth";
import { checkBearer, checkBrowserSession } from "./sessions";

export type TActor = { user: TUserRow; sessionId: string; via: "bearer" | "cookie" };

/** A browser session on the lock screen (/lock): kept, but it opens nothing until the password is given again. */
export const sessionLocked = () => new AppError("session_locked", "This session is locked. Enter your password to unlock it.", 423);

/**
 * The one function that resolves the current user, from an `Authorization: Bearer` token or the
 * browser's session cookie. Throws a 401 AppError with the spec's token_* code.
 */
export async function resolveActor(requestHeaders: Headers, now = new Date(), opts: { allowLocked?: boolean } = {}): Promise<TActor> {
  // Add-on expiry and the access-log retention are scheduled jobs (lib/jobs), not work of a sign-in.
  const db = await getDb();
  const authorization = requestHeaders.get("authorization");
  if (authorization) {
    const match = /^Bearer\s+(.+)$/i.exec(authorization.trim());
    if (!match) throw unauthorized("token_invalid");
    const result = await checkBearer(db, match[1].trim(), now);
    if (!result.ok) throw unauthorized(result.reason);
    return { user: await loadUser(result.userId), sessionId: result.sessionId, via: "bearer" };
  }
  // Outside a Next request (scripts, tests) there is no cookie store: no session.
  const session = await Promise.resolve()
    .then(() => auth())
    .catch(() => null);
  const sid = session?.claims?.sid;
  if (!sid) throw unauthorized("token_not_provided");
  const result = await checkBrowserSession(db, sid, now);
  if (!result.ok) throw unauthorized(result.reason);
  if (result.locked && !opts.allowLocked) throw sessionLocked();
  return { user: await loadUser(result.userId), sessionId: result.sessionId, via: "cookie" };
}

async function loadUser(id: number): Promise<TUserRow> {
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!user || !user.active) throw unauthorized("token_absent");
  return user;
}

/** For server components and actions: the signed-in actor, resolved once per request. */
const actorState = cache(async (): Promise<{ actor: TActor | null; locked: boolean }> => {
  try {
    return { actor: await resolveActor(await nextHeaders()), locked: false };
  } catch (error) {
    // Not signed in (a 401) is "no actor"; a database that does not answer is not, and reaches the
    // error boundary (the maintenance page) instead of sending a signed-in user to /login.
    if (error instanceof AppError && error.status === 401) return { actor: null, locked: false };
    // A locked session (the lock screen) is no actor either; pages send it to /lock.
    if (error instanceof AppError && error.code === "session_locked") return { actor: null, locked: true };
    throw error;
  }
});

export const getActor = cache(async (): Promise<TActor | null> => (await actorState()).actor);

/** For pages: the actor, or a redirect to /login keeping where the visitor was going. */
export async function requireActor(): Promise<TActor> {
  const { actor, locked } = await actorState();
  if (!actor) {
    const path = (await nextHeaders()).get("x-pathname");
    if (locked) redirect(path ? `/lock?callbackUrl=${encodeURIComponent(path)}` : "/lock");
    redirect(path ? `/login?callbackUrl=${encodeURIComponent(path)}` : "/login");
  }
  return actor;
}
