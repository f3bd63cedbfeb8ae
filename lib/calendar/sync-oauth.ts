import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { safeCallbackPath } from "@/lib/auth/rules";
import { authSecret, env } from "@/lib/env";
import { AppError, notFound } from "@/lib/http/errors";
import { postForm, readJson, str, SyncFailure, type TFetch } from "./sync-http";
import type { TProvider, TProviders } from "./sync-types";

// OAuth 2.0 with Google and Microsoft identity: the consent URL, the code exchange and the refresh
// grant. Only when the app's keys are configured (GOOGLE_CLIENT_ID/SECRET, MS_CLIENT_ID/SECRET);
// otherwise every sync control is hidden and every sync route answers 404.

export function syncProviders(): TProviders {
  const e = env();
  return { google: !!(e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET), outlook: !!(e.MS_CLIENT_ID && e.MS_CLIENT_SECRET) };
}

export function assertConfigured(provider: TProvider): { clientId: string; clientSecret: string } {
  const e = env();
  const clientId = provider === "google" ? e.GOOGLE_CLIENT_ID : e.MS_CLIENT_ID;
  const clientSecret = provider === "google" ? e.GOOGLE_CLIENT_SECRET : e.MS_CLIENT_SECRET;
  if (!clientId || !clientSecret) throw notFound();
  return { clientId, clientSecret };
}

/** Our own route a provider's consent returns to (registered as the OAuth redirect URI). */
export const SYNC_ROUTES: Record<TProvider, string> = {
  google: "/api/v1/calendar/importExportGoogle",
  outlook: "/api/v1/calendar/importExportOutlook",
};

// calendar.events is read and write of events only (not the calendar list or settings); openid
// email names the account on the calendar page. Microsoft's offline_access is what yields a
// refresh token.
const OAUTH = {
  google: {
    authorize: "https://accounts.google.com/o/oauth2/v2/auth",
    token: "https://oauth2.googleapis.com/token",
    revoke: "https://oauth2.googleapis.com/revoke",
    scope: "openid email https://www.googleapis.com/auth/calendar.events",
  },
  outlook: {
    authorize: "https://login.microsoftonline.com/common/oauth2/v2.0/authorize",
    token: "https://login.microsoftonline.com/common/oauth2/v2.0/token",
    revoke: null,
    scope: "openid email offline_access Calendars.ReadWrite",
  },
} as const;

// ---- the signed OAuth state: who asked, into which category, where to go back ----------------

const STATE_TTL_MS = 15 * 60_000;

export type TSyncState = { userId: number; categoryId: number; next: string };

function sign(payload: string): string {
  return createHmac("sha256", authSecret()).update(`calendar-sync:${payload}`).digest("base64url");
}

export function signSyncState(s: TSyncState, now: Date): string {
  const payload = [s.userId, s.categoryId, now.getTime() + STATE_TTL_MS, Buffer.from(s.next).toString("base64url")].join(".");
  return `${payload}.${sign(payload)}`;
}

export function verifySyncState(state: string | null | undefined, now: Date): TSyncState | null {
  const parts = (state ?? "").split(".");
  if (parts.length !== 5) return null;
  const payload = parts.slice(0, 4).join(".");
  const a = Buffer.from(sign(payload));
  const b = Buffer.from(parts[4]);
  if (a.length !== b.length || !timingSafeEqual(a, b)) return null;
  const [userId, categoryId, expires] = parts.slice(0, 3).map(Number);
  if (!(expires > now.getTime())) return null;
  return { userId, categoryId, next: safeNext(Buffer.from(parts[3], "base64url").toString("utf8")) };
}

/** Where to go after a sync: a same-site page, or the other provider's sync (the on-login chain). */
export function safeNext(path: string | null | undefined): string {
  const value = path ?? "";
  for (const route of Object.values(SYNC_ROUTES)) {
    if ((value === route || value.startsWith(`${route}?`)) && !/[\u0000-\u001f\u007f\\]/.test(value)) return value;
  }
  return safeCallbackPath(value) ?? "/app/calendar";
}

// ---- consent, code exchange, refresh -----------------------------------------------------------

/**
 * The consent URL. Google returns a refresh token only with access_type=offline, and only on a
 * consent screen actually shown: we come here only when there is no usable refresh token, so
 * prompt=consent is asked every time we do.
 */
export function connectUrl(provider: TProvider, opts: { redirectUri: string; state: string; loginHint?: string }): string {
  const { clientId } = assertConfigured(provider);
  const url = new URL(OAUTH[provider].authorize);
  url.searchParams.set("client_id", clientId);
  url.searchParams.set("redirect_uri", opts.redirectUri);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("scope", OAUTH[provider].scope);
  url.searchParams.set("state", opts.state);
  if (provider === "google") {
    url.searchParams.set("access_type", "offline");
    url.searchParams.set("prompt", "consent");
    url.searchParams.set("include_granted_scopes", "true");
  } else {
    url.searchParams.set("response_mode", "query");
  }
  if (opts.loginHint) url.searchParams.set("login_hint", opts.loginHint);
  return url.toString();
}

export type TTokenGrant = { accessToken: string; refreshToken: string | null; expiresIn: number; accountEmail: string };

const refused = () => new AppError("sync_failed", "The calendar provider did not grant access. Please try again.", 502);

/** The account's email from the id_token the token endpoint itself returned (display only). */
function emailOf(idToken: string | undefined): string {
  const payload = idToken?.split(".")[1];
  if (!payload) return "";
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
    return (str(claims.email) ?? str(claims.preferred_username) ?? "").slice(0, 254);
  } catch {
    return "";
  }
}

function grantOf(json: Record<string, unknown>): TTokenGrant | null {
  const accessToken = str(json.access_token);
  if (!accessToken) return null;
  const expiresIn = Number(json.expires_in);
  return { accessToken, refreshToken: str(json.refresh_token) ?? null, expiresIn: Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn : 3600, accountEmail: emailOf(str(json.id_token)) };
}

/** Exchanges the authorization code for tokens (authorization_code grant). */
export async function exchangeCode(provider: TProvider, opts: { code: string; redirectUri: string }, fetchFn: TFetch): Promise<TTokenGrant> {
  const { clientId, clientSecret } = assertConfigured(provider);
  const form: Record<string, string> = { client_id: clientId, client_secret: clientSecret, code: opts.code, redirect_uri: opts.redirectUri, grant_type: "authorization_code" };
  if (provider === "outlook") form.scope = OAUTH.outlook.scope;
  const res = await postForm(fetchFn, OAUTH[provider].token, form).catch(() => null);
  const grant = res?.ok ? grantOf(await readJson(res)) : null;
  if (!grant) throw refused();
  return grant;
}

/**
 * A fresh access token from the refresh token. invalid_grant (revoked, expired, password changed)
 * is SyncFailure('reauth_required'): only a new consent helps; anything else is worth a retry.
 */
export async function refreshGrant(provider: TProvider, refreshToken: string, fetchFn: TFetch): Promise<TTokenGrant> {
  const { clientId, clientSecret } = assertConfigured(provider);
  const form: Record<string, string> = { client_id: clientId, client_secret: clientSecret, refresh_token: refreshToken, grant_type: "refresh_token" };
  if (provider === "outlook") form.scope = OAUTH.outlook.scope;
  const res = await postForm(fetchFn, OAUTH[provider].token, form);
  const json = await readJson(res);
  if (res.ok) {
    const grant = grantOf(json);
    if (grant) return grant;
    throw new SyncFailure("provider_error", res.status);
  }
  if (str(json.error) === "invalid_grant") throw new SyncFailure("reauth_required", res.status);
  throw new SyncFailure(res.status === 429 ? "rate_limited" : "provider_error", res.status);
}

/** Best effort: tells Google the refresh token is no longer wanted (Microsoft has no such call). */
export async function revokeGrant(provider: TProvider, refreshToken: string, fetchFn: TFetch): Promise<void> {
  const url = OAUTH[provider].revoke;
  if (!url || !refreshToken) return;
  await postForm(fetchFn, url, { token: refreshToken }).catch(() => null);
}
