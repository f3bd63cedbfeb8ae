"use server";

import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { getDb } from "@/db/client";
import { actionError } from "@/lib/http/action";
import type { TErrorEntry } from "@/lib/http/errors";
import { LOCALE_COOKIE } from "@/lib/i18n/locales";
import { getActor } from "./current-user";
import { clientIp } from "./ip";
import { login } from "./login";
import { safeCallbackPath } from "./rules";
import { ZLogin } from "./schemas";
import { revokeSession } from "./sessions";
import { signIn, signOut } from "./next-auth";

export type TLoginState = { error: TErrorEntry[]; code?: string; username?: string } | null;

/** The login form: checks the credentials, opens a session and lands where spec 1 section 2 says. */
export async function loginAction(_prev: TLoginState, form: FormData): Promise<TLoginState> {
  let destination: string;
  try {
    const input = ZLogin.parse({
      username: form.get("username") ?? "",
      password: form.get("password") ?? "",
      timeZone: form.get("timeZone") || undefined,
      reNew: form.get("reNew") || 0,
      keepSigned: form.get("keepSigned") === "on",
    });
    const h = await headers();
    const db = await getDb();
    const result = await login(db, input, { kind: "browser", ip: clientIp(h), userAgent: h.get("user-agent"), now: new Date(), developmentHost: isDevelopmentHost(h.get("host")) });
    await signIn("session", { secret: result.token, redirect: false });
    (await cookies()).set(LOCALE_COOKIE, result.user.language, { path: "/", sameSite: "lax", maxAge: 365 * 86_400 });
    destination = safeCallbackPath(String(form.get("callbackUrl") ?? "")) ?? result.redirect;
  } catch (error) {
    const failure = actionError(error);
    return { error: failure.error, code: failure.error[0]?.code, username: String(form.get("username") ?? "").slice(0, 254) };
  }
  redirect(destination);
}

function isDevelopmentHost(host: string | null): boolean {
  return !!host && /^(dev\.|development\.)/.test(host);
}

/** Logout revokes this session, clears the cookie and goes to '/'. */
export async function logoutAction(): Promise<void> {
  const actor = await getActor();
  if (actor) await revokeSession(await getDb(), actor.sessionId, new Date());
  await signOut({ redirect: false });
  redirect("/");
}
