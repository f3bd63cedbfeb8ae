import "server-only";
import type { Provider } from "next-auth/providers";
import Google from "next-auth/providers/google";
import MicrosoftEntraID from "next-auth/providers/microsoft-entra-id";
import type { TLoadedSsoProvider } from "./queries";
import { issuerOf, ssoProviderId } from "./rules";

export type TSsoProfile = (claims: Record<string, unknown>, tokens: { id_token?: string }) => Promise<{ id: string } & Record<string, unknown>>;

/**
 * The Auth.js provider of one district's identity provider, built per request from its row: Google
 * (with the hosted domain asked for), Microsoft Entra ID on the district's tenant, or a generic
 * OpenID Connect provider on the district's issuer. Authorization code with PKCE, state and nonce;
 * `profile` receives the token response and decides (lib/auth/login-sso.ts).
 */
export function authProviderOf(p: TLoadedSsoProvider, profile: TSsoProfile): Provider {
  const common = {
    id: ssoProviderId(p.id),
    name: p.label,
    clientId: p.clientId,
    clientSecret: p.clientSecret ?? "",
    checks: ["pkce", "state", "nonce"] as ("pkce" | "state" | "nonce")[],
    profile: (claims: Record<string, unknown>, tokens: { id_token?: string }) => profile(claims, tokens),
  };
  if (p.kind === "google") {
    return Google({ ...common, authorization: { params: { scope: "openid email profile", hd: p.hostedDomain ?? "", prompt: "select_account" } } });
  }
  if (p.kind === "microsoft") {
    return MicrosoftEntraID({ ...common, issuer: issuerOf(p), authorization: { params: { scope: "openid email profile" } } } as unknown as Parameters<typeof MicrosoftEntraID>[0]);
  }
  return { ...common, type: "oidc", issuer: issuerOf(p), authorization: { params: { scope: "openid email profile" } } };
}
