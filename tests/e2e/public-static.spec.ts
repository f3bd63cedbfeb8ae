import { expect, test } from "@playwright/test";
import { routeTable } from "../support/route-table.mjs";
import { logIn } from "./helpers";

// "The public marketing and information pages, /coupons/{code} and the conference pages
// /{dinamic} are prerendered at build time or on first request and then served from the cache,
// once per language", with the public URLs unchanged.

/** The public pages that must never be rendered per request, as routes of the build. */
const STATIC_PUBLIC_ROUTES = [
  "/[locale]",
  ...["privacy", "terms-of-use", "accessibility", "jobs", "ambassador", "ambassadors", "evangelist", "partnership", "conferenceshirts", "verticals", "questions", "landing-page/welcome"],
  ...["trainings", "conferences", "funding", "feedback", "forgot", "activateCode", "scheduleDemo", "scheduleTraining"],
  // The entry routes that only open a dialog, the partner page, coupons, promotions and conferences.
  ...["TryForFree", "TryForFree2", "tryforfreefb", "login", "getaquote", "quote", "demo", "buy", "free2019", "tryRAMP", "register", "tradeshow"],
  ...["nsclc", "nsclc10", "hatch", "train", "step2quote", "step3quote", "step2quoteCoupon", "buyWihCode", "partner", "coupons/[code]", "promo/[url]", "[dinamic]"],
].map((r) => (r.startsWith("/") ? r : `/[locale]/${r}`));

test("'prerendered at build time or on first request': no listed public route is built as dynamic", () => {
  const { marks } = routeTable(process.cwd());
  const notStatic = STATIC_PUBLIC_ROUTES.filter((r) => marks[r] !== "○" && marks[r] !== "●").map((r) => `${r}: ${marks[r] ?? "missing"}`);
  expect(notStatic).toEqual([]);
  // "The signed-in area stays dynamic."
  for (const r of ["/app/dashboard", "/app/calendar", "/app/user/billing"]) expect(marks[r], r).toBe("ƒ");
});

test("a public page is served from the cache in the visitor's language, at its spec URL", async ({ request }) => {
  for (const [path, lang, heading] of [
    ["/privacy", "it-IT,it;q=0.9", "Informativa sulla privacy"],
    ["/privacy", "de-DE,de;q=0.9", "Datenschutzerklärung"],
    ["/coupons/SAVE25", "de", "Ihr Gutschein SAVE25"],
  ] as const) {
    await request.get(path, { headers: { "accept-language": lang } });
    const res = await request.get(path, { headers: { "accept-language": lang } });
    expect(res.status()).toBe(200);
    expect(res.headers()["x-nextjs-cache"], `${path} in ${lang}`).toBe("HIT");
    const html = await res.text();
    expect(html).toContain(`<html lang="${lang.slice(0, 2)}"`);
    expect(html).toContain(heading);
  }
  // The language cookie (the Language control) wins over the browser's language.
  const res = await request.get("/privacy", { headers: { "accept-language": "it", cookie: "NEXT_LOCALE=de" } });
  expect(await res.text()).toContain('<html lang="de"');
});

test.describe("an Italian visitor", () => {
  test.use({ locale: "it-IT" });

  test("of /coupons/SAVE25 sees the Italian page with the coupon applied", async ({ page }) => {
    await page.goto("/coupons/SAVE25");
    await expect(page.locator("html")).toHaveAttribute("lang", "it");
    await expect(page.getByRole("heading", { level: 1, name: "Il tuo coupon SAVE25" })).toBeVisible();
    const panel = page.getByRole("dialog");
    await expect(panel).toBeVisible();
    await expect(panel.getByText("Coupon SAVE25: sconto del 25%.")).toBeVisible();
    await expect(page).toHaveURL(/\/coupons\/SAVE25$/);
  });
});

test("the admin changes a coupon's percent and the cached public page shows it", async ({ page, browser }) => {
  const code = `STATIC${Date.now() % 1_000_000}`;
  await logIn(page, "admin");
  await expect(page).toHaveURL(/\/app\//);
  await page.goto("/app/admin/coupons");
  await page.getByRole("button", { name: "New coupon" }).click();
  const create = page.getByRole("dialog", { name: "New coupon" });
  await create.getByLabel("Code").fill(code);
  await create.getByLabel("Discount (%)").fill("30");
  await create.getByRole("button", { name: "Save coupon" }).click();
  await expect(create).toBeHidden();

  // A visitor's first look renders and caches the page; the second comes from the cache.
  const visitor = await browser.newContext();
  const v = await visitor.newPage();
  await v.goto(`/coupons/${code}`);
  await expect(v.getByRole("dialog").getByText(`Coupon ${code}: 30% off.`)).toBeVisible();
  const cached = await v.request.get(`/coupons/${code}`);
  expect(cached.headers()["x-nextjs-cache"]).toBe("HIT");

  await page.getByRole("button", { name: `Edit coupon ${code}` }).click();
  const edit = page.getByRole("dialog", { name: `Edit coupon ${code}` });
  await edit.getByLabel("Discount (%)").fill("35");
  await edit.getByRole("button", { name: "Save coupon" }).click();
  await expect(page.getByText(`Coupon ${code} saved.`)).toBeVisible();

  await v.goto(`/coupons/${code}`);
  await expect(v.getByRole("dialog").getByText(`Coupon ${code}: 35% off.`)).toBeVisible();
  await visitor.close();
});

test("the partner page reads the visitor's host in the browser: branding and quote mode 2", async ({ page }) => {
  await page.goto("/partner?partnerHost=academy.localhost");
  const panel = page.getByRole("dialog", { name: /partner/i });
  await expect(panel).toBeVisible();
  // The cached page is the same for every host: without a partner host nothing opens.
  await page.goto("/partner");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("security headers: a cached public page and a page rendered per request each carry their Content-Security-Policy", async ({ page, request }) => {
  const pub = await request.get("/privacy");
  const publicPolicy = pub.headers()["content-security-policy"] ?? "";
  expect(publicPolicy).toContain("frame-ancestors 'none'");
  expect(publicPolicy).toMatch(/script-src 'self' 'unsafe-inline'/);
  expect(pub.headers()["x-content-type-options"]).toBe("nosniff");
  expect(pub.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(pub.headers()["permissions-policy"]).toContain("camera=()");

  // The signed-in area: a fresh nonce per answer, on Next's own scripts too; the page still works under it.
  await logIn(page, "counselor");
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  const first = await page.request.get("/app/dashboard");
  const second = await page.request.get("/app/dashboard");
  const nonceOf = (policy: string) => /'nonce-([^']+)'/.exec(policy)?.[1];
  const a = nonceOf(first.headers()["content-security-policy"] ?? "");
  expect(a).toBeTruthy();
  expect(nonceOf(second.headers()["content-security-policy"] ?? "")).not.toBe(a);
  expect(first.headers()["content-security-policy"]).toContain("'strict-dynamic'");
  expect(await first.text()).toContain(`nonce="${a}"`);
  await expect(page.getByRole("navigation").first()).toBeVisible();
});
