"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getDb } from "@/db/client";
import { clientIp } from "@/lib/auth/ip";
import { SSO_LANDING, ssoAuth } from "@/lib/auth/next-auth";
import { loadEnabledSsoProvider } from "./queries";
import { parseSsoProviderId, ssoProviderId } from "./rules";

/**
 * The login dialog's "Sign in with <district's provider>": starts Auth.js's authorization request
 * (state, PKCE, nonce cookies) and sends the browser to the provider. Public, as signing in is: it
 * names a provider only, and an unknown or switched-off one goes back to the login page, as does
 * any provider on a server without its public address (APP_URL) in production.
 */
export async function ssoSignInAction(form: FormData): Promise<void> {
  const id = parseSsoProviderId(String(form.get("provider") ?? ""));
  const provider = id ? await loadEnabledSsoProvider(await getDb(), id) : null;
  if (!provider) redirect("/login?sso=unavailable");
  const h = await headers();
  await ssoAuth(provider, { ip: clientIp(h), userAgent: h.get("user-agent") }).signIn(ssoProviderId(provider.id), SSO_LANDING);
}
