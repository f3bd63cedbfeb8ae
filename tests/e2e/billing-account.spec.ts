import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { DEMO_PASSWORD, expectPath, logIn } from "./helpers";

// /app/user/billing, the manager billing dialog, /app/user/dates and the API error alerts, the renew
// link and the order_id redirect.

const today = () => new Date().toISOString().slice(0, 10);
/** The 31 July that ends the current license year. */
const licenceYearEnd = () => {
  const [y, m] = today().split("-").map(Number);
  return `${m >= 8 ? y + 1 : y}-07-31`;
};
const nextAugust = () => `${Number(licenceYearEnd().slice(0, 4))}-08-01`;

async function bearer(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post("/api/v1/login", { data: { username, password: DEMO_PASSWORD } });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { token: string }).token;
}

/** A purchase-order order for the user through the API (it gets an invoice at once). */
async function purchaseOrderFor(request: APIRequestContext, username: string): Promise<number> {
  const token = await bearer(request, username);
  const res = await request.post("/api/v1/users/billing/add", {
    headers: { authorization: `Bearer ${token}` },
    data: {
      start: today(),
      end: licenceYearEnd(),
      quantities: { max: 1 },
      idempotencyKey: `e2e-billing-account-${Date.now()}`,
      payment: { method: "po", poNumber: "PO-E2E-7" },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { order: { id: number } } }).data.order.id;
}

async function openBilling(page: Page, username: string, query = "", opts: { dialogOpens?: boolean } = {}) {
  await logIn(page, username);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`/app/user/billing${query}`);
  // A dialog that opens with the page makes the rest of it inert (hidden from the accessibility tree).
  if (!opts.dialogOpens) await expect(page.getByRole("heading", { name: "License and billing", level: 1 })).toBeVisible();
}

test("a counselor sees the current license, the renew link to the quote page and an empty order list", async ({ page }) => {
  await openBilling(page, "counselor");
  const license = page.getByRole("region", { name: "Current license" });
  await expect(license.getByText("MAX", { exact: true })).toBeVisible();
  await expect(license.getByText(/\d+ days left/)).toBeVisible();
  await expect(license.getByText("No add-ons")).toBeVisible();
  // The renew link is "/app/{url}/{next year}-08-01" for a licence holder; {url} is the quote page.
  await expect(page.getByRole("link", { name: "Open the quote page" })).toHaveAttribute("href", `/newLicense/counselor/0?date=${nextAugust()}`);
  await expect(page.getByRole("heading", { name: "Orders and invoices" })).toBeVisible();
  // A counselor has no user picker.
  await expect(page.getByLabel("License and orders of")).toHaveCount(0);
  // The quote page accepts the link: the quote starts on the next 1 August.
  await page.getByRole("link", { name: "Open the quote page" }).click();
  await expect(page).toHaveURL(new RegExp(`/newLicense/counselor/0\\?date=${nextAugust()}$`));
  await expect(page.getByLabel("Start date")).toHaveValue(nextAugust());
});

test("'Renew or buy' opens the quote in a dialog for the counselor's own license", async ({ page }) => {
  await openBilling(page, "counselor");
  await page.getByRole("button", { name: "Renew or buy" }).click();
  const dialog = page.getByRole("dialog", { name: "Renew or buy a license" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Buy for")).toHaveCount(0);
  await expect(dialog.getByRole("table")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Renew or buy" })).toBeFocused();
});

test("the manager billing dialog has a picker of the users the manager manages and loads each user's quote", async ({ page }) => {
  await openBilling(page, "manager");
  // Managers see their seats.
  await expect(page.getByRole("region", { name: "Current license" }).getByText("Seats", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Renew or buy" }).click();
  const dialog = page.getByRole("dialog", { name: "Renew or buy a license" });
  const picker = dialog.getByLabel("Buy for");
  await expect(picker).toHaveValue("manager");
  // Ordered by last name; the set is what the picker must offer.
  expect((await picker.locator("option").allInnerTexts()).sort()).toEqual(["Casey Morgan (counselor)", "Erin Holt (expired)", "Evan Walsh (expiring)", "Me (manager)", "Riley Chen (renewer)"]);
  await picker.selectOption("expired");
  await expect(dialog.getByRole("table")).toBeVisible();
  await expect(dialog.getByRole("alert")).toHaveCount(0);
});

test("?renewFor= (the renewal email of a managed user) opens the dialog preset for that user and shows their license", async ({ page }) => {
  await openBilling(page, "manager", "?renewFor=renewer", { dialogOpens: true });
  const dialog = page.getByRole("dialog", { name: "Renew or buy a license" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Buy for")).toHaveValue("renewer");
  await expect(dialog.getByRole("table")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/app\/user\/billing\?for=renewer$/);
  await expect(page.getByRole("region", { name: "Current license" }).getByText("Riley Chen")).toBeVisible();
});

test("?renewFor= for a user the manager does not manage shows their own license and says so", async ({ page }) => {
  await openBilling(page, "manager", "?renewFor=quoteuser");
  await expect(page.getByRole("alert").filter({ hasText: "you do not manage them" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("a renewing user (role 44) asks the manager for a renewal quote instead of buying", async ({ page }) => {
  await openBilling(page, "renewer");
  await expect(page.getByRole("button", { name: "Renew or buy" })).toHaveCount(0);
  await page.getByRole("button", { name: "Ask my manager for a renewal quote" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
});

test("an expired license signed in to renew lands on billing, sees how long ago it expired and the renew link", async ({ page }) => {
  await logIn(page, "expired");
  await expect(page.getByText("Your license has expired")).toBeVisible();
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Log in to renew" }).click();
  await expectPath(page, "/app/user/billing");
  await expect(page.getByText(/expired \d+ days? ago/)).toBeVisible();
  // An expired license renews from today (in the holder's US zone, which may still be yesterday in UTC): nothing already paid lies ahead.
  const href = (await page.getByRole("link", { name: "Open the quote page" }).getAttribute("href")) ?? "";
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  expect([`/newLicense/expired/0?date=${today()}`, `/newLicense/expired/0?date=${yesterday}`]).toContain(href);
});

test("?order_id= highlights the invoice's row and scrolls to it; its PDF opens and it can be emailed again", async ({ page, request }) => {
  const orderId = await purchaseOrderFor(request, "quoteuser");
  await openBilling(page, "quoteuser", `?order_id=${orderId}`);
  const row = page.locator(`tr[data-order-id="${orderId}"]`);
  await expect(row).toHaveAttribute("aria-current", "true");
  await expect(row).toBeInViewport();
  await expect(row.getByText("Awaiting purchase order")).toBeVisible();
  await expect(row.getByText("PO PO-E2E-7")).toBeVisible();
  await expect(page.locator('tr[aria-current="true"]')).toHaveCount(1);

  const popup = page.waitForEvent("popup");
  await row.getByRole("button", { name: /^Invoice PDF/ }).click();
  const tab = await popup;
  await tab.waitForURL(/\/api\/v1\/pdf\//);
  await tab.close();

  await row.getByRole("button", { name: /^Email invoice/ }).click();
  await expect(page.getByText("Invoice emailed to: quoteuser@demo.scuta.app")).toBeVisible();
});

test("/app/user/dates: the school year defaults to 1 August – 31 July, refuses an end before the start, and saves", async ({ page }) => {
  await logIn(page, "counselor");
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto("/app/user/dates");
  await expect(page.getByRole("heading", { name: "School year", level: 1 })).toBeVisible();
  await expect(page.getByText("counts only the days of this school year", { exact: false })).toBeVisible();
  const start = page.getByLabel("First day of the school year");
  const end = page.getByLabel("Last day of the school year");
  await start.fill(`${Number(licenceYearEnd().slice(0, 4)) - 1}-08-20`);
  await end.fill(`${Number(licenceYearEnd().slice(0, 4)) - 1}-08-10`);
  await page.getByRole("button", { name: "Save school year" }).click();
  await expect(page.getByText("The last day must come after the first day.")).toBeVisible();
  await expect(end).toHaveAttribute("aria-invalid", "true");
  await end.fill(`${licenceYearEnd().slice(0, 4)}-06-15`);
  await page.getByRole("button", { name: "Save school year" }).click();
  await expect(page.getByText("School year saved.")).toBeVisible();
  await page.reload();
  await expect(end).toHaveValue(`${licenceYearEnd().slice(0, 4)}-06-15`);
  await page.getByRole("button", { name: "Use 1 August – 31 July" }).click();
  await page.getByRole("button", { name: "Save school year" }).click();
  await expect(page.getByText("School year saved.")).toBeVisible();
});

// The API error alerts, raised the way handleApiError raises them for a failed call. The listener
// is attached once the shell has hydrated, and it cancels the event it takes: the alert is raised
// again until one is taken (an event no listener heard is lost, so it is never shown twice).
async function raise(page: Page, detail: Record<string, unknown>) {
  await expect
    .poll(() => page.evaluate((d) => !window.dispatchEvent(new CustomEvent("scuta:api-error", { detail: d, cancelable: true })), detail), { message: "the shell takes the alert" })
    .toBe(true);
}

test("'404 with code EOSYExpired: error alert with the message and Yes and No buttons; Yes goes to /app/user/dates'", async ({ page }) => {
  await logIn(page, "counselor");
  await expectPath(page, "/app/dashboard");
  await raise(page, { kind: "eosyExpired", message: "The school year of your analysis ended on 07/31." });
  const alert = page.getByRole("dialog", { name: "Your school year has ended" });
  await expect(alert.getByText("The school year of your analysis ended on 07/31.")).toBeVisible();
  await expect(alert.getByRole("button", { name: "Yes" })).toBeFocused();
  await alert.getByRole("button", { name: "No" }).click();
  await expect(alert).toBeHidden();
  await expectPath(page, "/app/dashboard");
  await raise(page, { kind: "eosyExpired", message: "Ended." });
  await page.getByRole("button", { name: "Yes" }).click();
  await expectPath(page, "/app/user/dates");
});

test("'404 with code relevantReq: error alert titled 'Save Goal', message as HTML, Ok button' — and no script runs", async ({ page }) => {
  await logIn(page, "counselor");
  await expectPath(page, "/app/dashboard");
  await raise(page, { kind: "relevantReq", html: 'Add a <b>baseline</b> first. <a href="/app/smartGoal">Goals</a><img src="x" onerror="window.__pwned = 1">' });
  const alert = page.getByRole("dialog", { name: "Save Goal" });
  await expect(alert.locator("b")).toHaveText("baseline");
  await expect(alert.getByRole("link", { name: "Goals" })).toHaveAttribute("href", "/app/smartGoal");
  await expect(alert.locator("img")).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await alert.getByRole("button", { name: "Ok" }).click();
  await expect(alert).toBeHidden();
});

test("'Other 404: error alert titled with the message and a Close button'", async ({ page }) => {
  await logIn(page, "counselor");
  await expectPath(page, "/app/dashboard");
  await raise(page, { kind: "notFound", code: "not_found", message: "This order does not exist or you may not see it." });
  const alert = page.getByRole("dialog", { name: "This order does not exist or you may not see it." });
  await expect(alert).toBeVisible();
  await alert.getByRole("button", { name: "Close" }).last().click();
  await expect(alert).toBeHidden();
});
