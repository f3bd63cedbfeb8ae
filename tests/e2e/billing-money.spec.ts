import { expect, test, type Locator, type Page } from "@playwright/test";
import { logIn } from "./helpers";

// Money on the billing and quote pages, and the quote pages' header, as a counselor, a manager
// and a conference attendee meet them: what the page shows is what the server charges.

const today = () => new Date().toISOString().slice(0, 10);
/** The 31 July that ends the current license year (the demo licenses' expiry). */
const licenceYearEnd = () => {
  const [y, m] = today().split("-").map(Number);
  return `${m >= 8 ? y + 1 : y}-07-31`;
};
const dayAfterExpiry = () => `${Number(licenceYearEnd().slice(0, 4))}-08-01`;
const yearLater = (iso: string) => `${Number(iso.slice(0, 4)) + 1}${iso.slice(4)}`;
const englishDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(2, 4)}`;

const quoteTable = (scope: Page | Locator) => scope.getByRole("table", { name: "Products, quantities and prices of this quote" });
const amountDue = (table: Locator) => table.getByRole("row", { name: /^Amount due/ }).getByRole("cell");

async function openBilling(page: Page, username: string) {
  await logIn(page, username);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto("/app/user/billing");
  await expect(page.getByRole("heading", { name: "License and billing", level: 1 })).toBeVisible();
}

async function fillTestCard(scope: Page | Locator) {
  await scope.getByLabel("Card number").fill("4242 4242 4242 4242");
  await scope.getByLabel("Expiry (MM/YY)").fill("12/35");
  await scope.getByLabel("Security code (CVC)").fill("123");
}

test("'Renew or buy' on Billing starts the day after the current license ends, and its total equals the quote page's", async ({ page }) => {
  await openBilling(page, "counselor");
  await page.getByRole("button", { name: "Renew or buy" }).click();
  const dialog = page.getByRole("dialog", { name: "Renew or buy a license" });
  // MAX until 07/31 of this license year: the renewal is 08/01 → 07/31 a year later, 1 year, $199.00 — not today → 2 years, $398.00.
  await expect(dialog.getByLabel("Start date")).toHaveValue(dayAfterExpiry());
  await expect(dialog.getByLabel("End date")).toHaveValue(yearLater(licenceYearEnd()));
  await expect(dialog.getByText("1 year billed")).toBeVisible();
  const inDialog = (await amountDue(quoteTable(dialog)).innerText()).trim();
  expect(inDialog).toBe("$199.00");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await page.getByRole("link", { name: "Open the quote page" }).click();
  await expect(page.getByLabel("Start date")).toHaveValue(dayAfterExpiry());
  await expect(amountDue(quoteTable(page))).toHaveText(inDialog);
  // Without ?date= the quote page opens on the same renewal.
  await page.goto("/newLicense/counselor/0");
  await expect(page.getByLabel("Start date")).toHaveValue(dayAfterExpiry());
  await expect(amountDue(quoteTable(page))).toHaveText(inDialog);
});

test("a manager who holds a seat changes the end date, then pays: the confirmation lists lines, period and discounts, and the charge is what the page showed", async ({ page }) => {
  test.setTimeout(90_000);
  await openBilling(page, "manager");
  await page.getByRole("button", { name: "Renew or buy" }).click();
  const dialog = page.getByRole("dialog", { name: "Renew or buy a license" });
  const table = quoteTable(dialog);
  await expect(table).toBeVisible();

  // From today to this license year's end the manager already holds MAX seats (the seeded one, and any
  // an earlier spec bought): asking for two more than that bills exactly 2.
  // "Today" is the first start choice, in the buyer's own zone (not the test runner's UTC date).
  const startToday = (await dialog.getByLabel("Start date").locator("option").first().getAttribute("value")) ?? today();
  await dialog.getByLabel("Start date").selectOption(startToday);
  await dialog.getByLabel("End date").selectOption(licenceYearEnd());
  const maxRow = table.getByRole("row", { name: /^SCUTA MAX/ });
  await table.getByLabel("Quantity of SCUTA MAX").fill("1");
  await expect(table.getByLabel("Quantity of SCUTA MAX")).toHaveValue("1");
  const ownedNote = maxRow.getByText(/already owned for this period/);
  // "A product already purchased (count of 1) with no next-year period is set to 0":
  // the seeded seat alone counts as none; seats an earlier spec bought make the count 2 or more.
  const readOwned = async () => ((await ownedNote.count()) ? Number((await ownedNote.innerText()).match(/(\d+) already owned/)?.[1]) : 0);
  const owned = await readOwned();
  expect(owned === 0 || owned >= 2).toBe(true);
  await table.getByLabel("Quantity of SCUTA MAX").fill(String(owned + 2));
  if (owned > 0) await expect(maxRow.getByText(`${owned} already owned for this period, 2 billed`)).toBeVisible();
  else await expect(ownedNote).toHaveCount(0);

  // A later end: the seeded seat ends before it, so fewer are owned for the longer period and the page
  // re-counts at once, for 2 years.
  await dialog.getByLabel("End date").selectOption(yearLater(licenceYearEnd()));
  await expect(dialog.getByText("2 years billed")).toBeVisible();
  if (owned > 0) await expect(maxRow.getByText(`${owned} already owned for this period`)).toHaveCount(0);
  const ownedLater = await readOwned();
  expect(ownedLater).toBeLessThanOrEqual(owned);
  const billed = owned + 2 - ownedLater;
  const lineTotal = `$${(billed * 199 * 2).toLocaleString("en-US")}.00`;
  await expect(maxRow.getByRole("cell").last()).toHaveText(lineTotal);
  const discount = table.getByRole("row", { name: /^Quantity discount/ });
  const discountText = (await discount.count()) ? (await discount.getByRole("cell").last().innerText()).trim() : null;
  const shown = (await amountDue(table).innerText()).trim();

  await fillTestCard(dialog);
  await dialog.getByRole("button", { name: `Pay ${shown}` }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm your purchase" });
  const lines = confirm.getByRole("table", { name: "What you are buying" });
  await expect(lines.getByRole("row", { name: /^SCUTA MAX/ })).toContainText(`${billed} × $199.00 × 2 years`);
  await expect(lines.getByRole("row", { name: /^SCUTA MAX/ })).toContainText(lineTotal);
  // The confirmation lists a discount only when there is one (fewer licence-years than 5 have none).
  if (discountText && discountText !== "$0.00") await expect(lines.getByRole("row", { name: /^Quantity discount/ })).toContainText(discountText);
  await expect(lines.getByRole("row", { name: /^Amount due/ })).toContainText(shown);
  await expect(confirm).toContainText(`${englishDate(startToday)} – ${englishDate(yearLater(licenceYearEnd()))} (2 years billed)`);
  await confirm.getByRole("button", { name: "Confirm and pay" }).click();
  await expect(dialog.getByText("Thank you! Your license is active.")).toBeVisible({ timeout: 20_000 });

  // The order the server recorded charges exactly what the page showed.
  await page.keyboard.press("Escape");
  const history = page.getByRole("table", { name: /Your orders and invoices/ });
  await expect(history.getByRole("row").nth(1)).toContainText(shown);
});

test("a conference's coupon (1-99) is applied as its percent on the buy panel's quote page", async ({ page }) => {
  const email = `asca-attendee.${Date.now()}@example.org`;
  await page.goto("/asca2027");
  const panel = page.getByRole("dialog", { name: /buy/i });
  await expect(panel).toBeVisible();
  await panel.getByLabel("I am a").selectOption({ label: "School counselor" });
  await panel.getByLabel("Email", { exact: true }).fill(email);
  await panel.getByLabel("Email", { exact: true }).press("Tab");
  await panel.getByLabel("Confirm email").fill(email);
  await panel.getByLabel("First name").fill("Avery");
  await panel.getByLabel("Last name").fill("Stone");
  await panel.getByLabel("Zip code").fill("98118");
  await panel.getByLabel("School", { exact: true }).selectOption({ label: "Aki Kurose Middle School" });
  // The assign-school confirmation dialog.
  await panel.page().getByRole("dialog", { name: "Assign this school?" }).getByRole("button", { name: "Assign school" }).click();
  await panel.getByRole("button", { name: "Get my quote" }).click();
  const success = page.getByRole("dialog", { name: "Welcome to SCUTA!" });
  await expect(success).toBeVisible();
  await success.getByRole("button", { name: "Skip" }).click();

  await expect(page).toHaveURL((url) => url.pathname.startsWith("/newLicense/") && !!url.searchParams.get("k"));
  await expect(page.getByText("ASCA Annual Conference 2027: attendees get 20% off their purchase.")).toBeVisible();
  const table = quoteTable(page);
  // MAX $199.00 (the appointment add-on the trial's plan includes: $0.00); 20% off replaces the prorated discount.
  await expect(table.getByRole("row", { name: /^Total amount/ }).getByRole("cell")).toHaveText("$199.00");
  await expect(table.getByRole("row", { name: /^ASCA Annual Conference 2027 discount \(20%\)/ }).getByRole("cell")).toHaveText("-$39.80");
  await expect(amountDue(table)).toHaveText("$159.20");
  await expect(page.getByRole("button", { name: "Pay $159.20" })).toBeVisible();
});

test("'Included with this plan' costs nothing, and a signed-out visitor is told why the price differs", async ({ page }) => {
  await page.goto("/newLicense/counselor/0");
  const table = quoteTable(page);
  const appointment = table.getByRole("row", { name: /^Appointment/ });
  await expect(appointment).toContainText("Included with this plan");
  await expect(appointment.getByRole("cell").last()).toHaveText("$0.00");
  await expect(page.getByText(/You are not signed in as Casey Morgan, so this is the price of a new license starting today/)).toBeVisible();
});

test("a signed-in user sees their own account links on a quote page, not 'Log in / Try for free'", async ({ page }) => {
  await page.goto("/newLicense/counselor/0");
  const nav = page.getByRole("navigation", { name: "Site" });
  await expect(nav.getByRole("link", { name: "Log in" })).toBeVisible();

  await logIn(page, "counselor");
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto("/newLicense/counselor/0");
  await expect(nav.getByRole("link", { name: "Open the app" })).toHaveAttribute("href", "/app");
  await expect(nav.getByRole("button", { name: "Log out" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Log in" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Try for free" })).toHaveCount(0);
  await nav.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
});

test("a signed-in user sees their own account links on the cached quote pages too (/getaquote, /buy), not 'Log in / Try for free'", async ({ page }) => {
  await logIn(page, "counselor");
  await expect(page).not.toHaveURL(/\/login/);
  for (const path of ["/getaquote", "/buy"]) {
    await page.goto(path);
    const nav = page.getByRole("navigation", { name: "Site" });
    await expect(nav.getByRole("link", { name: "Open the app" })).toHaveAttribute("href", "/app");
    await expect(nav.getByRole("link", { name: "Log in" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Try for free" })).toHaveCount(0);
  }
});

test.describe("at 390×844", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the billing dialog fits the screen: nothing clipped, no sideways scroll", async ({ page }) => {
    await openBilling(page, "manager");
    await page.getByRole("button", { name: "Renew or buy" }).click();
    const dialog = page.getByRole("dialog", { name: "Renew or buy a license" });
    const table = quoteTable(dialog);
    await expect(table).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    const overflow = await dialog.evaluate((el) => ({ dialog: el.scrollWidth - el.clientWidth, page: document.documentElement.scrollWidth - window.innerWidth }));
    expect(overflow).toEqual({ dialog: 0, page: 0 });
    // The total column: the amount due is on screen, not clipped by the table's box.
    const due = amountDue(table);
    await due.scrollIntoViewIfNeeded();
    const dueBox = await due.boundingBox();
    expect(dueBox!.x + dueBox!.width).toBeLessThanOrEqual(box!.x + box!.width);
    const tableScroll = await table.evaluate((el) => el.parentElement!.scrollWidth - el.parentElement!.clientWidth);
    expect(tableScroll).toBe(0);
  });
});
