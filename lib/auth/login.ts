import type { TDb } from "@/db/client";
import type { TUserRow } from "@/db/schema";
import { env } from "@/lib/env";
import { redirectFacts } from "@/lib/users/current-user";
import { authenticate } from "./authenticate";
import { postLoginRedirect } from "./rules";
import type { TLogin } from "./schemas";
import { createSession, type TSessionKind } from "./sessions";

export type TLoginResult = { user: TUserRow; token: string; sessionId: string; expiresAt: Date; redirect: string };

/** Sign-in use-case shared by the login page and POST /api/v1/login. */
export async function login(db: TDb, input: TLogin, ctx: { kind: TSessionKind; ip: string; userAgent: string | null; now: Date; developmentHost?: boolean }): Promise<TLoginResult> {
  const user = await authenticate(db, { ...input, ip: ctx.ip, now: ctx.now });
  const e = env();
  const ttlMs = ctx.kind === "api" ? e.API_TOKEN_TTL_HOURS * 3_600_000 : user.keepSigned ? e.KEEP_SIGNED_TTL_DAYS * 86_400_000 : e.BROWSER_SESSION_TTL_HOURS * 3_600_000;
  const session = await createSession(db, { userId: user.id, kind: ctx.kind, ttlMs, userAgent: ctx.userAgent, now: ctx.now });
  return {
    user,
    token: session.token,
    sessionId: session.id,
    expiresAt: session.expiresAt,
    redirect: postLoginRedirect(redirectFacts(user, ctx.now), { developmentHost: ctx.developmentHost }),
  };
}
