import "server-only";
import { cookies } from "next/headers";
import type { TDbOrTx } from "@/db/client";
import type { TUserRow } from "@/db/schema";
import { signIn } from "@/lib/auth/next-auth";
import { createSession } from "@/lib/auth/sessions";
import { env } from "@/lib/env";
import { LOCALE_COOKIE } from "@/lib/i18n/locales";

/**
 * Turns a fresh browser session row into the next-auth cookie, the same way loginAction does
 * (the one-time secret is exchanged by the "session" credentials provider), and sets the
 * user's language. Only inside a server action or route handler.
 */
export async function bindBrowserCookie(secret: string, language: string): Promise<void> {
  await signIn("session", { secret, redirect: false });
  (await cookies()).set(LOCALE_COOKIE, language, { path: "/", sameSite: "lax", maxAge: 365 * 86_400 });
}

/** Signs a user in in this browser (after activation): a session row, then the cookie. */
export async function openBrowserSession(db: TDbOrTx, user: TUserRow, ctx: { userAgent: string | null; now: Date }): Promise<void> {
  const e = env();
  const ttlMs = user.keepSigned ? e.KEEP_SIGNED_TTL_DAYS * 86_400_000 : e.BROWSER_SESSION_TTL_HOURS * 3_600_000;
  const session = await createSession(db, { userId: user.id, kind: "browser", ttlMs, userAgent: ctx.userAgent, now: ctx.now });
  await bindBrowserCookie(session.token, user.language);
}
