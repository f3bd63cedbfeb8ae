// A real OpenID Connect provider on this machine for the district sign-in test (node_modules/oidc-provider):
// one client for the app (its redirect URI given by the test), accounts whose claims the test names,
// the package's own login and consent pages. Prints "oidc-ready <issuer>" once it listens.
// Usage: node oidc-provider-server.mjs <port> <client_id> <client_secret> <redirect_uri> <accounts JSON>
import Provider from "oidc-provider";

const [port, clientId, clientSecret, redirectUri, accountsJson] = process.argv.slice(2);
const issuer = `http://127.0.0.1:${port}`;
const accounts = JSON.parse(accountsJson);

const provider = new Provider(issuer, {
  clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri], grant_types: ["authorization_code"], response_types: ["code"] }],
  claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["given_name", "family_name"] },
  // The ID token carries the e-mail claims itself (the app reads the signed token, not userinfo).
  conformIdTokenClaims: false,
  features: { devInteractions: { enabled: true } },
  pkce: { required: () => true },
  cookies: { keys: ["e2e-oidc-cookie-key-0123456789"] },
  async findAccount(_ctx, sub) {
    const claims = accounts[sub];
    if (!claims) return undefined;
    return { accountId: sub, claims: async () => ({ sub, ...claims }) };
  },
});
// Loopback over plain http: the provider's own "secure" checks are for deployments behind TLS.
provider.proxy = false;
const server = provider.listen(Number(port), "127.0.0.1", () => console.log(`oidc-ready ${issuer}`));
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => server.close(() => process.exit(0)));
