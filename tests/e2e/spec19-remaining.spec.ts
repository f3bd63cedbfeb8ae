import { expect, test } from "@playwright/test";
import { expectPath, logIn } from "./helpers";

// The shell's and billing's remaining behaviours that a browser shows. Each test makes its own data
// (a new sign-up, a new renewal request found by its quote number), so it depends on no other spec
// nor on the date.

test("'Role 44 … asks the manager for a renewal quote': the manager's email in the outbox carries the quote PDF", async ({ page, browser }) => {
  await logIn(page, "renewer");
  await expect(page).toHaveURL(/\/app\//);
  await page.goto("/app/user/billing");
  await page.getByRole("button", { name: "Ask my manager for a renewal quote" }).click();
  const dialog = page.getByRole("dialog", { name: "Renew your license" });
  await dialog.getByRole("button", { name: "Ask my manager for a renewal quote" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Your manager has been asked for a renewal quote.");

  const context = await browser.newContext();
  try {
    const admin = await context.newPage();
    await logIn(admin, "admin");
    await expectPath(admin, "/app/training");
    const item = admin.getByRole("listitem").filter({ hasText: "Riley Chen asks for a license renewal quote" }).filter({ hasText: "manager@demo.scuta.app" }).first();
    // The job queue's worker renders the quote's PDF and writes the e-mail a moment after the request: the page is read again until it is there.
    await expect(async () => {
      await admin.goto("/app/admin/outbox");
      await expect(item).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await item.locator("summary").first().click();
    // The plain-text part names the attached renewal quote PDF.
    await expect(item.locator("pre")).toContainText(/\[Attachments: SCUTA-quote-\d+\.pdf\]/);
    await expect(item.locator("pre")).toContainText(/The renewal quote no\. \d+ is attached to this email as a PDF\./);
  } finally {
    await context.close();
  }
});

test("'Train sign-up: role 2 logs straight in': a manager signing up for the live training lands signed in", async ({ page }) => {
  const email = `train-manager.${Date.now()}@example.org`;
  await page.goto("/train");
  const panel = page.getByRole("dialog", { name: /train/i });
  await expect(panel).toBeVisible();
  await panel.getByLabel("I am a").selectOption({ label: "Manager of school counselors (school or district)" });
  await panel.getByLabel("Email", { exact: true }).fill(email);
  await panel.getByLabel("Email", { exact: true }).press("Tab");
  await panel.getByLabel("Confirm email").fill(email);
  await panel.getByLabel("First name").fill("Morgan");
  await panel.getByLabel("Last name").fill("Trainee");
  await panel.getByLabel("Zip code").fill("98118");
  await panel.getByLabel("School", { exact: true }).selectOption({ label: "Aki Kurose Middle School" });
  await page.getByRole("dialog", { name: "Assign this school?" }).getByRole("button", { name: "Assign school" }).click();
  await panel.getByRole("button", { name: "Sign up for the live training" }).click();
  // No success dialog: signed in, on to the training schedule after the 800 ms delay.
  await expectPath(page, "/trainSchedule");
  // Signed in: the app opens instead of the login page.
  await page.goto("/app/dashboard");
  await expectPath(page, "/app/dashboard");
  await expect(page.getByRole("button", { name: "Open the user menu" })).toBeAttached();
});

test("/auth and /promoSettings are real public pages: the login view, and the current promotions", async ({ page }) => {
  await page.goto("/auth");
  await expect(page.getByRole("dialog", { name: "Log in" })).toBeVisible();
  await page.goto("/promoSettings");
  await expect(page.getByRole("heading", { level: 1, name: "Current promotions" })).toBeVisible();
  await expect(page.locator("[data-promo='nsclc']")).toBeVisible();
  await page.goto("/promoSettings?urlName=hatch");
  await expect(page.locator("[data-promo]")).toHaveCount(1);
  await expect(page.locator("[data-promo='hatch']")).toBeVisible();
});

test("the quickstart tutorial video opens in a new tab", async ({ page }) => {
  await logIn(page, "counselor");
  await expectPath(page, "/app/dashboard");
  await page.getByRole("button", { name: "Open the user menu" }).click();
  const link = page.getByRole("link", { name: /Quickstart video tutorial/ });
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", /noopener/);
});

test("'warning style within 10 characters of the limit, error style at the limit; further typing is blocked except backspace'", async ({ page }) => {
  await page.goto("/feedback");
  const message = page.locator("#feedback-message");
  await message.fill("x".repeat(3989));
  await expect(message).toHaveAttribute("data-length-state", "ok");
  await message.fill("x".repeat(3990));
  await expect(message).toHaveAttribute("data-length-state", "warning");
  await message.fill("x".repeat(4000));
  await expect(message).toHaveAttribute("data-length-state", "error");
  await message.press("End");
  await message.press("y");
  await expect(message).toHaveValue("x".repeat(4000));
  await message.press("Backspace");
  await expect(message).toHaveValue("x".repeat(3999));
  await expect(message).toHaveAttribute("data-length-state", "warning");
});

test("'A min-max number rule forces non-numbers to 0 and values below the minimum up to the minimum': a numeric field below its minimum is raised to it", async ({ page }) => {
  await logIn(page, "admin");
  await expectPath(page, "/app/training");
  await page.goto("/app/settings");
  const days = page.getByLabel("Default trial length (days)", { exact: true });
  await days.fill("-3");
  await days.blur();
  await expect(days).toHaveValue("1");
  await days.fill("");
  await days.blur();
  // A required numeric field left empty is a non-number: 0, then the minimum.
  await expect(days).toHaveValue("1");
});

test("the dashboard's pre and post surveys come from the home response: links open in a new tab, and in QR mode the trainer's dialog shows the codes", async ({ page }) => {
  await logIn(page, "counselor");
  await expectPath(page, "/app/dashboard");
  const section = page.getByRole("region", { name: "Pre and post surveys" });
  await expect(section).toBeVisible();
  const pre = section.getByRole("link", { name: /^Pre survey/ }).first();
  await expect(pre).toHaveAttribute("target", "_blank");
  await expect(pre).toHaveAttribute("href", /\/qrNew\/p\d+\/\d+$/);
  await expect(section.getByRole("link", { name: /^Post survey/ }).first()).toHaveAttribute("href", /\/qrNew\/t\d+\/\d+$/);
  // "Surveys use QR mode when prePostSurveyID is greater than 2."
  const surveyId = Number((await pre.getAttribute("href"))?.match(/\/qrNew\/p(\d+)\//)?.[1]);
  const button = section.getByRole("button", { name: "Trainer QR codes" });
  if (surveyId > 2) {
    await button.click();
    const dialog = page.getByRole("dialog", { name: "Pre and post survey QR codes" });
    await expect(dialog.getByRole("img", { name: /QR code of the pre survey/ }).first()).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).first().click();
  } else {
    await expect(button).toHaveCount(0);
  }
});

test("'a purchase tracking event for the total cost is sent': the admin's monthly report counts the purchase events", async ({ page }) => {
  await logIn(page, "admin");
  await expectPath(page, "/app/training");
  await page.goto("/app/admin/orders");
  const report = page.getByRole("region", { name: "Purchases by month" });
  await expect(report.getByRole("table")).toBeVisible();
  // The demo's paid orders are tracked purchases.
  await expect(report.getByRole("row")).not.toHaveCount(1);
});

test("'Quote save … failures: error stored for display (quote save also closes the dialog)': a quote that cannot be saved closes the billing dialog and its error stays on the page", async ({
  page,
}) => {
  await logIn(page, "counselor");
  await expectPath(page, "/app/dashboard");
  await page.goto("/app/user/billing");
  await page.getByRole("button", { name: "Renew or buy" }).click();
  const dialog = page.getByRole("dialog", { name: "Renew or buy a license" });
  await expect(dialog.getByRole("table")).toBeVisible();
  await dialog.getByRole("tab", { name: "Quote" }).click();
  await dialog.getByLabel("Email the quote to").fill("principal@example.org");
  // From here the server's answers are lost: saving the quote fails.
  await page.route("**/app/user/billing**", (route) => (route.request().method() === "POST" && route.request().headers()["next-action"] ? route.abort() : route.continue()));
  await dialog.getByRole("button", { name: "Email quote" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("alert").filter({ hasText: "We could not save the quote." })).toBeVisible();
});
