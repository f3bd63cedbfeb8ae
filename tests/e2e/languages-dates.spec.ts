import { expect, test, type Page } from "@playwright/test";
import { logIn } from "./helpers";

// An Italian and a German reader see dates in their own format on the
// dashboard, billing and home page, and no English grade names, promotion or conference text.

async function readIn(page: Page, locale: "en" | "it" | "de") {
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: locale, url: test.info().project.use.baseURL as string }]);
}

/** "11/23/26" → "23/11/26" (Italian) or "23.11.26" (German). */
function reorder(us: string, sep: "/" | "."): string {
  return us.replace(/(\d{2})\/(\d{2})\/(\d{2})/g, (_, m, d, y) => `${d}${sep}${m}${sep}${y}`);
}

const expiryOnDashboard = (page: Page) => page.locator('section[aria-labelledby="licence-title"] dd').nth(1);
const weekRange = (page: Page) => page.getByTestId("period-card-week").locator("span.text-xs.text-slate-500");
const expiryOnBilling = (page: Page) => page.locator('section[aria-labelledby="licence-heading"] span[class="font-semibold"]');

test("US dates in Italian and German: the dashboard cards and the billing expiry follow the reader's language", async ({ page }) => {
  await logIn(page, "counselor");
  await page.waitForURL("**/app/dashboard");
  await readIn(page, "en");
  await page.goto("/app/dashboard");
  const usRange = (await weekRange(page).textContent()) ?? "";
  const usExpiry = (await expiryOnDashboard(page).textContent()) ?? "";
  expect(usRange).toMatch(/\d{2}\/\d{2}\/\d{2} – \d{2}\/\d{2}\/\d{2}/);
  expect(usExpiry).toMatch(/^\d{2}\/\d{2}\/\d{2}$/);
  await page.goto("/app/user/billing");
  const usBilling = (await expiryOnBilling(page).textContent()) ?? "";
  expect(usBilling).toBe(usExpiry);

  await readIn(page, "it");
  await page.goto("/app/dashboard");
  await expect(page.locator("html")).toHaveAttribute("lang", "it");
  await expect(weekRange(page)).toHaveText(reorder(usRange, "/"));
  await expect(expiryOnDashboard(page)).toHaveText(reorder(usExpiry, "/"));

  await readIn(page, "de");
  await page.goto("/app/user/billing");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(expiryOnBilling(page)).toHaveText(reorder(usExpiry, "."));
  await page.goto("/app/dashboard");
  await expect(weekRange(page)).toHaveText(reorder(usRange, "."));
});

test("grade names on Students are not English for an Italian or German reader", async ({ page }) => {
  await logIn(page, "counselor");
  await page.waitForURL("**/app/dashboard");
  await readIn(page, "it");
  await page.goto("/app/studentsGroups/students");
  const table = page.getByRole("table");
  await expect(table.getByText("Classe 10").first()).toBeVisible();
  await expect(table).not.toContainText(/Grade \d|Kindergarten/);
  await readIn(page, "de");
  await page.goto("/app/studentsGroups/students");
  await expect(page.getByRole("table").getByText("Klasse 10").first()).toBeVisible();
  await expect(page.getByRole("table")).not.toContainText(/Grade \d/);
});

test.describe("the home page at a frozen clock (Friday 27 November 2026)", () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(new Date("2026-11-27T17:00:00Z"));
    await page.route(
      (url) => url.pathname === "/getServerTime",
      (route) => route.fulfill({ json: { serverTime: "2026-11-27T17:00:00Z" } }),
    );
  });

  test("'mercoledì 12/02/26' (read as 12 February) is 'mercoledì 02/12/26', and the carousel is Italian", async ({ page }) => {
    await readIn(page, "it");
    await page.goto("/");
    await expect(page.getByTestId("live-training-banner-text")).toHaveText("Formazione gratuita dal vivo mercoledì 02/12/26: mancano 5 giorni");
    await expect(page.getByText("Prova SCUTA GRATIS").first()).toBeVisible();
    await expect(page.locator("body")).not.toContainText("Try SCUTA for FREE");
    await expect(page.locator("body")).not.toContainText("License expires");
  });

  test("a German reader sees 'Mittwoch, 02.12.26' and a German carousel", async ({ page }) => {
    await readIn(page, "de");
    await page.goto("/");
    await expect(page.getByTestId("live-training-banner-text")).toHaveText("Kostenlose Live-Schulung am Mittwoch, 02.12.26: noch 5 Tage");
    await expect(page.getByText("SCUTA KOSTENLOS testen").first()).toBeVisible();
    await expect(page.locator("body")).not.toContainText("Try SCUTA for FREE");
  });
});

test("conference texts ('20% off for ASCA 2027 attendees') and dates are in the reader's language on /conferences", async ({ page }) => {
  await readIn(page, "it");
  await page.goto("/conferences");
  await expect(page.getByText("Sconto del 20% per i partecipanti ad ASCA 2027")).toBeVisible();
  await expect(page.getByText(/10\/07\/27/)).toBeVisible();
  await expect(page.locator("main")).not.toContainText("20% off");
  await readIn(page, "de");
  await page.goto("/conferences");
  await expect(page.getByText("20 % Rabatt für Teilnehmende der ASCA 2027")).toBeVisible();
  await expect(page.getByText(/10\.07\.27/)).toBeVisible();
});
