import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "./helpers";

// A district signs its staff in with its own OpenID Connect provider: a real one runs on this
// machine for the test (oidc-provider, its own login and consent pages; no network). The
// administrator connects it to the demo district for the domain demo.scuta.app; a rostered
// counselor types their e-mail in the login dialog, gets the district's button, signs in at the
// provider and lands in the app, signed in as themselves, in their district. A stranger from the
// domain comes back to the login page as a pending request to join, with no session.

const CLIENT_ID = "scuta-e2e";
const CLIENT_SECRET = "e2e-client-secret-not-for-production";
const DEMO_LEAID = "5307710";
const LABEL = "Seattle Schools ID";
// The provider's port follows the suite's (E2E_PORT + 9: the servers take E2E_PORT … + 7, the
// database-down spec + 8, the multi-instance spec + 11 … + 13), so two runs with different E2E_PORT do not meet.
const OIDC_PORT = Number(process.env.E2E_SSO_PORT ?? Number(process.env.E2E_PORT ?? 3310) + 9);
const ISSUER = `http://127.0.0.1:${OIDC_PORT}`;
const ACCOUNTS = {
  hscounselor: { email: "hscounselor@demo.scuta.app", email_verified: true, given_name: "Harper", family_name: "Sato" },
  newperson: { email: "newperson@demo.scuta.app", email_verified: true, given_name: "New", family_name: "Person" },
};

let oidc: ChildProcess | null = null;
let setUp: Promise<{ auth: Record<string, string> }> | null = null;

function startProvider(redirectUri: string): Promise<ChildProcess> {
  const script = path.join(process.cwd(), "tests/e2e/oidc-provider-server.mjs");
  const child = spawn(process.execPath, [script, String(OIDC_PORT), CLIENT_ID, CLIENT_SECRET, redirectUri, JSON.stringify(ACCOUNTS)], { stdio: ["ignore", "pipe", "pipe"] });
  return new Promise((resolve, reject) => {
    let out = "";
    let err = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("oidc-ready")) resolve(child);
    });
    child.stderr!.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.once("exit", (code) => reject(new Error(`the OpenID provider stopped (${code}): ${err.slice(-2000)}`)));
  });
}

async function adminAuth(request: APIRequestContext): Promise<Record<string, string>> {
  const res = await request.post("/api/v1/login", { data: { username: "admin", password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  return { authorization: `Bearer ${(await res.json()).token as string}` };
}

/** Once per file: the administrator connects the provider to the demo district (the secret is write-only), then the provider starts with the app's redirect URI. */
function districtWithSso(request: APIRequestContext, baseURL: string) {
  setUp ??= (async () => {
    const auth = await adminAuth(request);
    const saved = await request.put("/api/v1/sso/providers", {
      headers: auth,
      data: { leaid: DEMO_LEAID, kind: "oidc", label: LABEL, issuer: ISSUER, client_id: CLIENT_ID, client_secret: CLIENT_SECRET, domains: "demo.scuta.app", enabled: true },
    });
    expect(saved.status()).toBe(200);
    const body = await saved.json();
    const provider = body.data as { provider_id: string; client_secret_set: boolean };
    expect(provider.client_secret_set).toBe(true);
    expect(JSON.stringify(body)).not.toContain(CLIENT_SECRET);
    oidc = await startProvider(`${baseURL}/api/auth/callback/${provider.provider_id}`);
    return { auth };
  })();
  return setUp;
}

test.afterAll(async () => {
  oidc?.kill("SIGTERM");
});

/** From the login dialog through the provider's login and consent pages, as `login`. */
async function signInAtProvider(page: Page, email: string, login: string) {
  await page.goto("/login");
  await page.getByLabel("Username or email").fill(email);
  const button = page.getByRole("button", { name: `Sign in with ${LABEL}` });
  await expect(button).toBeVisible();
  await button.click();
  await expect(page).toHaveURL(new RegExp(`^${ISSUER}/`));
  await page.locator("input[name=login]").fill(login);
  await page.locator("input[name=password]").fill("any");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
}

test("a rostered counselor signs in through the district's OpenID Connect provider and lands in their district", async ({ page, request, baseURL }) => {
  await districtWithSso(request, baseURL!);
  await signInAtProvider(page, "hscounselor@demo.scuta.app", "hscounselor");

  // Back in the app, signed in as the counselor, inside their district.
  await expect(page).toHaveURL((url) => url.origin === baseURL && url.pathname.startsWith("/app/"));
  const session = await page.request.get("/api/auth/session");
  expect((await session.json()).claims.uid).toBeGreaterThan(0);
  await page.goto("/app/user/school");
  await expect(page.getByText("You are a member of Alan T. Sugiyama High School (Seattle School District No. 1).")).toBeVisible();
});

test("a stranger from the district's domain comes back to the login page as a pending request, not inside the district", async ({ page, request, baseURL }) => {
  const { auth } = await districtWithSso(request, baseURL!);
  await signInAtProvider(page, "newperson@demo.scuta.app", "newperson");

  await expect(page).toHaveURL((url) => url.origin === baseURL && url.pathname === "/login" && url.searchParams.get("sso") === "pending");
  await expect(page.getByRole("alert").filter({ hasText: "Your district has your request to join." })).toBeVisible();
  // No session: the app's pages send them back to the login page.
  const session = await page.request.get("/api/auth/session");
  expect((await session.json())?.claims?.uid ?? null).toBeNull();
  await page.goto("/app/user/school");
  await expect(page).toHaveURL((url) => url.pathname === "/login");

  // The district's managers see the request (source: the domain); the person is no member.
  const pending = await request.get(`/api/v1/memberships?status=pending&leaid=${DEMO_LEAID}`, { headers: auth });
  expect(pending.status()).toBe(200);
  const requests = (await pending.json()).data as { email: string; source: string; status: string }[];
  expect(requests.filter((r) => r.email === "newperson@demo.scuta.app")).toEqual([expect.objectContaining({ source: "domain", status: "pending" })]);
  const active = await request.get(`/api/v1/memberships?status=active&leaid=${DEMO_LEAID}`, { headers: auth });
  expect(((await active.json()).data as { email: string }[]).some((m) => m.email === "newperson@demo.scuta.app")).toBe(false);
});

test("turned off, the district's sign-in is no longer offered for its domain", async ({ request, baseURL }) => {
  const { auth } = await districtWithSso(request, baseURL!);
  const off = await request.put("/api/v1/sso/providers", {
    headers: auth,
    data: { leaid: DEMO_LEAID, kind: "oidc", label: LABEL, issuer: ISSUER, client_id: CLIENT_ID, domains: "demo.scuta.app", enabled: false },
  });
  expect(off.status()).toBe(200);
  const lookup = await request.get("/api/v1/sso/lookup?domain=demo.scuta.app");
  expect((await lookup.json()).data).toEqual({ sso: false });
});
