"use server";

import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { getDb } from "@/db/client";
import { calendarImportNotice, needsManagerRenewal, TOKEN_TTL_MS, type TCalendarNotice } from "@/lib/account/rules";
import { findUserByIdentifier, issueToken } from "@/lib/account/tokens";
import { actionError } from "@/lib/http/action";
import { AppError, type TErrorEntry } from "@/lib/http/errors";
import { LOCALE_COOKIE } from "@/lib/i18n/locales";
import { getActor } from "./current-user";
import { clientIp } from "./ip";
import { login } from "./login";
import { renewModeAfterFailure } from "./login-state";
import { ROLE } from "./roles";
import { safeCallbackPath } from "./rules";
import { ZLogin, type TLogin } from "./schemas";
import { revokeSession } from "./sessions";
import { signIn, signOut } from "./next-auth";
import { syncOnLogin } from "@/lib/calendar/sync";

/**
 * What the login form shows next. `renewal`: the role 44 renewal dialog, with a single-use ticket
 * when the licence has expired (the user is then not signed in) or the destination after the
 * dialog when it ends within 7 days (signed in). `calendarNotice`: the calendar-import warning,
 * signed in, before going on to `destination`.
 */
export type TLoginState = {
  error: TErrorEntry[];
  code?: string;
  username?: string;
  /** The form is (still) in "Log in to renew" mode: its next attempt sends reNew=1. */
  renew?: boolean;
  renewal?: { ticket: string | null; expired: boolean; destination: string | null };
  calendarNotice?: TCalendarNotice;
  destination?: string;
  /** Signed in: the form opens this page after the 800 ms two-link delay. */
  go?: string;
} | null;

/** The login form: checks the credentials, opens a session and lands where postLoginRedirect (lib/auth/rules.ts) says. */
export async function loginAction(_prev: TLoginState, form: FormData): Promise<TLoginState> {
  let destination: string;
  let input: TLogin | null = null;
  try {
    input = ZLogin.parse({
      username: form.get("username") ?? "",
      password: form.get("password") ?? "",
      timeZone: form.get("timeZone") || undefined,
      reNew: form.get("reNew") || 0,
      keepSigned: form.get("keepSigned") === "on",
    });
    const h = await headers();
    const db = await getDb();
    const now = new Date();
    const result = await login(db, input, { kind: "browser", ip: clientIp(h), userAgent: h.get("user-agent"), now, developmentHost: isDevelopmentHost(h.get("host")) });
    await signIn("session", { secret: result.token, redirect: false });
    (await cookies()).set(LOCALE_COOKIE, result.user.language, { path: "/", sameSite: "lax", maxAge: 365 * 86_400 });
    const callback = safeCallbackPath(String(form.get("callbackUrl") ?? ""));
    destination = callback ?? result.redirect;
    // updateGoogleOnLogin/updateOutlookOnLogin (only when its OAuth keys are configured): a stored
    // connection syncs on the server after this answer; one not connected yet goes through consent first.
    destination = (await syncOnLogin(db, result.user, destination, fetch)) ?? destination;
    if (needsManagerRenewal(result.user, now)) {
      // "instead of renewing directly": the dialog, then on to the app rather than to billing.
      const after = callback ?? (result.redirect === "/app/user/billing" ? "/app/dashboard" : result.redirect);
      return { error: [], renewal: { ticket: null, expired: false, destination: after } };
    }
    const notice = calendarImportNotice(result.user);
    if (notice) return { error: [], calendarNotice: notice, destination };
    // "After an existing-user or login flow, a two-link navigation has an 800 ms delay": the form
    // navigates (useNavigateAfterLogin); without JavaScript the form is never interactive anyway.
    return { error: [], go: destination };
  } catch (error) {
    const failure = actionError(error);
    const username = String(form.get("username") ?? "").slice(0, 254);
    const renewal = input ? await renewalTicket(error, input) : null;
    const code = failure.error[0]?.code;
    const renew = renewModeAfterFailure({ code, submittedReNew: form.get("reNew") === "1", managerRenewal: !!renewal });
    return { error: failure.error, code, username, ...(renew ? { renew } : {}), ...(renewal ? { renewal } : {}) };
  }
}

/**
 * An expired renewing user (role 44) asks their manager instead of renewing: accountExpires is
 * answered only after the password, network and account checks passed, so the answer may carry a
 * short single-use ticket for that one request. It never signs them in.
 */
async function renewalTicket(error: unknown, input: TLogin): Promise<NonNullable<TLoginState>["renewal"] | null> {
  if (!(error instanceof AppError) || error.code !== "accountExpires") return null;
  try {
    const db = await getDb();
    const user = await findUserByIdentifier(db, input.username);
    if (!user || user.roleId !== ROLE.renewer) return null;
    const ticket = await issueToken(db, { userId: user.id, purpose: "renew_request", ttlMs: TOKEN_TTL_MS.renew_request, now: new Date(), replace: true });
    return { ticket, expired: true, destination: null };
  } catch (e) {
    actionError(e); // logged; the form falls back to the usual renewal mode
    return null;
  }
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
