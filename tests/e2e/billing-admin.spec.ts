import { expect, test, type Page } from "@playwright/test";
import { DEMO_PASSWORD, logIn } from "./helpers";

// The billing back office: prices, coupons and orders, as an administrator.

/** Today in the seller's zone, and 31 July ending its license year (1 August - 31 July). */
function licencePeriod(): { start: string; end: string } {
  const start = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
  const [y, m] = start.split("-").map(Number);
  const licenceYear = m >= 8 ? y : y - 1;
  return { start, end: `${licenceYear + 1}-07-31` };
}

async function setProPrice(page: Page, dollars: string) {
  await page.goto("/app/admin/prices");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Prices and discounts");
  await page.getByLabel("Price per year of PRO license, in dollars").fill(dollars);
  await page.getByRole("button", { name: "Save prices" }).click();
  await expect(page.getByText("Prices saved.")).toBeVisible();
}

test("the admin edits the PRO price and the quote page shows it", async ({ page }) => {
  await logIn(page, "admin");
  await expect(page).toHaveURL(/\/app\//);
  try {
    await setProPrice(page, "89");
    // Saved in cents, shown back with two decimals.
    await expect(page.getByLabel("Price per year of PRO license, in dollars")).toHaveValue("89.00");
    await page.goto("/newLicense/counselor/0");
    // (The narrow-screen copy of each unit price under the product name is hidden at desktop size.)
    await expect(page.getByText("$89.00").filter({ visible: true }).first()).toBeVisible();
  } finally {
    // Other specs price quotes at the seeded $99.00.
    await setProPrice(page, "99.00");
  }
});

test("a bad amount is refused next to its input and nothing is saved", async ({ page }) => {
  await logIn(page, "admin");
  await expect(page).toHaveURL(/\/app\//);
  await page.goto("/app/admin/prices");
  const price = page.getByLabel("Price per year of SW license, in dollars");
  await price.fill("12.345");
  await page.getByRole("button", { name: "Save prices" }).click();
  await expect(page.getByText("Enter an amount in dollars from 0 to 100,000 with at most 2 decimals.")).toBeVisible();
  await expect(price).toHaveAttribute("aria-invalid", "true");
  await expect(price).toBeFocused();
  await page.reload();
  await expect(page.getByLabel("Price per year of SW license, in dollars")).toHaveValue("149.00");
});

test("the admin creates a coupon; a coupon with both a percent and a price is refused", async ({ page }) => {
  const code = `E2E${Date.now() % 1_000_000}`;
  await logIn(page, "admin");
  await expect(page).toHaveURL(/\/app\//);
  await page.goto("/app/admin/coupons");
  await page.getByRole("button", { name: "New coupon" }).click();
  const dialog = page.getByRole("dialog", { name: "New coupon" });
  await dialog.getByLabel("Code").fill(code.toLowerCase());
  await dialog.getByLabel("Discount (%)").fill("15");
  await dialog.getByLabel("Fixed price").fill("10");
  await dialog.getByRole("button", { name: "Save coupon" }).click();
  await expect(dialog.getByText("A coupon has either a percent discount or a fixed price, not both: set one of them to 0.")).toBeVisible();
  await dialog.getByLabel("Fixed price").fill("0");
  await dialog.getByLabel("Comment").fill("Created by the end-to-end test");
  await dialog.getByRole("button", { name: "Save coupon" }).click();
  await expect(page.getByText(`Coupon ${code} created.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole("row").filter({ hasText: code });
  await expect(row).toContainText("15%");
  await expect(row).toContainText("Created by the end-to-end test");
  await expect(row).toContainText("Active");
});

test("a purchase order bought through the API is marked paid on the orders page", async ({ page, request }) => {
  const login = await request.post("/api/v1/login", { data: { username: "manager", password: DEMO_PASSWORD, timeZone: "America/Chicago" } });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const { start, end } = licencePeriod();
  const bought = await request.post("/api/v1/users/billing/add", {
    headers: { authorization: `Bearer ${token}` },
    data: { start, end, quantities: { max: 25 }, payment: { method: "po", poNumber: "PO-1" }, idempotencyKey: `e2e-admin-po-${Date.now()}` },
  });
  expect(bought.status()).toBe(200);
  const { data } = (await bought.json()) as { data: { order: { id: number; invoiceNumber: number; status: string } } };
  expect(data.order.status).toBe("awaiting_po");

  await logIn(page, "admin");
  await expect(page).toHaveURL(/\/app\//);
  await page.goto("/app/admin/orders");
  await page.getByLabel("Search", { exact: true }).fill("PO-1");
  await page.getByLabel("Status").selectOption("awaiting_po");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const row = page.locator(`tr[data-order-id="${data.order.id}"]`);
  await expect(row).toContainText(`Invoice ${data.order.invoiceNumber}`);
  await expect(row).toContainText("Awaiting PO payment");
  await expect(row).toContainText("PO PO-1");

  await row.getByRole("button", { name: `Mark paid: invoice ${data.order.invoiceNumber}` }).click();
  const confirm = page.getByRole("dialog", { name: `Mark invoice ${data.order.invoiceNumber} paid?` });
  await confirm.getByRole("button", { name: "Mark paid" }).click();
  await expect(page.getByText(`Marked paid: invoice ${data.order.invoiceNumber}.`)).toBeVisible();

  await page.goto(`/app/admin/orders?q=${data.order.invoiceNumber}`);
  const paid = page.locator(`tr[data-order-id="${data.order.id}"]`);
  await expect(paid).toContainText("Paid");
  await expect(paid).toContainText(/Paid on \d{2}\/\d{2}\/\d{2}/);
  await expect(paid.getByRole("button", { name: /^Mark paid/ })).toHaveCount(0);
});

test("a counselor may not open the billing admin pages: the area table sends her home", async ({ page }) => {
  await logIn(page, "counselor");
  await expect(page).toHaveURL(/\/app\/dashboard/);
  for (const path of ["/app/admin/prices", "/app/admin/coupons", "/app/admin/partners", "/app/admin/orders"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(page.getByRole("heading", { name: /Prices|Coupons|Partners|Orders/ })).toHaveCount(0);
  }
});
