import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { logIn } from "./helpers";

// The licence quote page, end to end.
// Every run signs up a new visitor with a unique email, so it does not depend on other specs' state;
// the declined-card spec only reads the demo counselor's licence, which a decline never changes.

const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}@example.org`;

/** The quote pages show their dates MM/DD/YY in every language, as the quote PDF: '07/31/27'. */
const englishDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(2, 4)}`;

/** The amount in the billing table's "Amount due" row. */
const amountDue = (table: Locator) => table.getByRole("row", { name: /^Amount due/ }).getByRole("cell");

/** Signs up from the quote panel of /getaquote as a school counselor; returns the new username. */
async function signUpFromQuotePanel(page: Page, email: string): Promise<string> {
  await page.goto("/getaquote");
  const panel = page.getByRole("dialog", { name: /quote/i });
  await expect(panel).toBeVisible();
  await panel.getByLabel("I am a").selectOption({ label: "School counselor" });
  await panel.getByLabel("Email", { exact: true }).fill(email);
  await panel.getByLabel("Email", { exact: true }).press("Tab");
  await panel.getByLabel("Confirm email").fill(email);
  await panel.getByLabel("First name").fill("Jordan");
  await panel.getByLabel("Last name").fill("Quimby");
  await panel.getByLabel("Zip code").fill("98118");
  await panel.getByLabel("School", { exact: true }).selectOption({ label: "Aki Kurose Middle School" });
  await panel.getByRole("button", { name: "Get my quote" }).click();

  const success = page.getByRole("dialog", { name: "Welcome to SCUTA!" });
  await expect(success).toBeVisible();
  const username = /your username is (\S+?)\./.exec(await success.innerText())?.[1] ?? "";
  expect(username).toMatch(/^quimbyj\d*$/);
  await success.getByRole("button", { name: "Skip" }).click();
  return username;
}

/** The admin's outbox lists one message to `to` whose summary matches `subject`. */
async function expectInOutbox(browser: Browser, to: string, subject: RegExp) {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await logIn(admin, "admin");
  await expect(admin).toHaveURL(/\/app\//);
  // An invoice's e-mail is written by the job queue's worker a moment after the payment: the page is read again until it is there.
  await expect(async () => {
    await admin.goto("/app/admin/outbox");
    await expect(admin.getByRole("listitem").filter({ hasText: to }).filter({ hasText: subject })).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await context.close();
}

test("a new user from sign-up quotes, applies SAVE25, gets the quote PDF and email, pays with the test card and gets the invoice", async ({ page, browser }) => {
  // Sign-up, quote, PDF, email, payment and two outbox checks as the admin: a long journey.
  test.setTimeout(120_000);
  const email = uniqueEmail("quote-buyer");
  const quoteTo = uniqueEmail("district-office");
  const username = await signUpFromQuotePanel(page, email);

  // "reachable right after sign-up through a short-lived signed link"
  await expect(page).toHaveURL((url) => url.pathname === `/newLicense/${username}/quote` && !!url.searchParams.get("k"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("License quote for Jordan Quimby");
  // The signed link shows the new user's own contact and lets them buy.
  await expect(page.getByRole("group", { name: "Billing contact" }).getByLabel("Email")).toHaveValue(email);
  await expect(page.getByRole("tab", { name: "Card" })).toBeVisible();
  // The pay button is enabled once the form runs in the browser (before that a click would submit natively).
  await expect(page.getByRole("button", { name: /^Pay \$/ })).toBeEnabled();

  const table = page.getByRole("table", { name: "Products, quantities and prices of this quote" });
  // "a trial user (AppID 0) with none chosen gets MAX"
  await expect(table.getByLabel("Choose SCUTA MAX")).toBeChecked();

  // Quantities: PRO instead of MAX, plus the Outlook calendar; the table recomputes at once.
  await table.getByLabel("Choose SCUTA PRO").check();
  await table.getByLabel("Include Outlook calendar").check();
  await expect(table.getByRole("row", { name: /^SCUTA PRO/ })).toContainText("$99.00");
  await expect(
    table
      .getByRole("row", { name: /^SCUTA MAX/ })
      .getByRole("cell")
      .last(),
  ).toHaveText("$0.00");

  // The end date: the last 31 July offered is years away ("a partial first year is billed as a whole year").
  const end = page.getByLabel("End date");
  const ends = await end.locator("option").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  expect(ends.length).toBeGreaterThanOrEqual(3);
  await end.selectOption(ends[ends.length - 1]);
  await expect(page.getByText(/^[3-5] years billed$/)).toBeVisible();

  // "a span of more than 366 days clears the coupon": SAVE25 is voided on a multi-year period…
  await page.getByLabel("Coupon code").fill("SAVE25");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Coupon SAVE25 does not apply to a license period longer than one year.", { exact: false })).toBeVisible();
  await expect(table.getByRole("row", { name: /^Quantity discount/ })).toBeVisible();
  // …and applies again on one year: "a percent coupon replaces the quantity and prorated discounts".
  await end.selectOption(ends[0]);
  await expect(page.getByText("1 year billed")).toBeVisible();
  const couponRow = table.getByRole("row", { name: /^Coupon SAVE25 \(25%\)/ });
  await expect(couponRow).toBeVisible();
  await expect(table.getByRole("row", { name: /^Prorated discount/ })).toHaveCount(0);
  // (99.00 + 19.00 + 0.00: the appointment add-on a trial's plan includes costs nothing) × 1 year = 118.00; 25% = 29.50.
  await expect(
    table
      .getByRole("row", { name: /^Appointment/ })
      .getByRole("cell")
      .last(),
  ).toHaveText("$0.00");
  await expect(table.getByRole("row", { name: /^Total amount/ }).getByRole("cell")).toHaveText("$118.00");
  await expect(couponRow.getByRole("cell")).toHaveText("-$29.50");
  await expect(amountDue(table)).toHaveText("$88.50");
  const due = (await amountDue(table).innerText()).trim();

  // The quote PDF: saved, opened in a new tab, its text holds the amount due shown on the page.
  const captured: { pdf: Buffer | null } = { pdf: null };
  await page.context().route("**/api/v1/pdf/**", async (route) => {
    const response = await route.fetch();
    captured.pdf = await response.body();
    await route.fulfill({ response });
  });
  await page.getByRole("tab", { name: "Quote" }).click();
  const popup = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Download quote PDF" }).click();
  await popup;
  await expect.poll(() => captured.pdf !== null, { timeout: 15_000 }).toBe(true);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(captured.pdf!)), { mergePages: true });
  expect(text).toContain(due);
  expect(text).toContain("SAVE25");

  // The quote email: 'Quote emailed to: {address}'.
  await page.getByLabel("Email the quote to").fill(quoteTo);
  await page.getByRole("button", { name: "Email quote" }).click();
  await expect(page.getByText(`Quote emailed to: ${quoteTo}`)).toBeVisible();

  // Pay with the test card: the confirmation shows the user, the cost and the new licence-until date.
  await page.getByRole("tab", { name: "Card" }).click();
  await expect(page.getByText("Test mode: use card 4242 4242 4242 4242")).toBeVisible();
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/35");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByLabel("Name on card").fill("Jordan Quimby");
  await page.getByRole("button", { name: `Pay ${due}` }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm your purchase" });
  await expect(confirm).toContainText(`Jordan Quimby (${username})`);
  await expect(confirm).toContainText(due);
  await expect(confirm).toContainText(englishDate(ends[0]));
  // "A double click … never charges or creates an order twice."
  await confirm.getByRole("button", { name: "Confirm and pay" }).dblclick();

  await expect(page.getByText(`Invoice emailed to: ${email}`)).toBeVisible({ timeout: 20_000 });
  await expect(confirm).toBeHidden();
  await expect(page.getByText(`Your license now runs until ${englishDate(ends[0])}.`)).toBeVisible();
  await expect(page.getByRole("region", { name: "Current license" })).toContainText(englishDate(ends[0]));
  await expect(page.getByRole("region", { name: "Current license" })).toContainText("PRO");
  await expect(page.getByRole("link", { name: "See your orders and invoices" })).toHaveAttribute("href", "/app/user/billing");

  // The invoice email is in the outbox, once; the quote email went to the address typed.
  await expectInOutbox(browser, email, /invoice/i);
  await expectInOutbox(browser, quoteTo, /quote/i);
});

test("a declined card shows the error alert, closes the confirmation and keeps the license unchanged", async ({ page }) => {
  await logIn(page, "counselor");
  await expect(page).toHaveURL(/\/app\//);
  await page.goto("/newLicense/counselor/0");
  const license = page.getByRole("region", { name: "Current license" });
  await expect(license).toBeVisible();
  const before = (await license.textContent()) ?? "";
  expect(before).toMatch(/License until/);
  const pay = page.getByRole("button", { name: /^Pay \$/ });
  await expect(pay).toBeEnabled();

  await page.getByLabel("Card number").fill("4000 0000 0000 0002");
  await page.getByLabel("Expiry (MM/YY)").fill("12/35");
  await page.getByLabel("Security code (CVC)").fill("123");
  await pay.click();
  const confirm = page.getByRole("dialog", { name: "Confirm your purchase" });
  await confirm.getByRole("button", { name: "Confirm and pay" }).click();

  // "On failure the error alert shows the first error message, the modal closes and the pay button is enabled again."
  const failure = page.getByRole("dialog", { name: "The payment did not go through" });
  await expect(failure.getByRole("alert")).toHaveText("Your card was declined.");
  await expect(confirm).toBeHidden();
  await failure.getByRole("button", { name: "Close" }).last().click();
  await expect(failure).toBeHidden();
  await expect(pay).toBeEnabled();
  await expect(page.getByText(/Invoice emailed to:/)).toHaveCount(0);

  await expect(license).toHaveText(before);
  await page.reload();
  await expect(page.getByRole("region", { name: "Current license" })).toHaveText(before);
});
