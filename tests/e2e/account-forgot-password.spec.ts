import { expect, test, type Browser, type Page } from "@playwright/test";
import { DEMO_PASSWORD, expectPath, logIn } from "./helpers";

// Forgot password end to end: the request from the login form, the link read from the admin's
// outbox (the email's HTML is the iframe's srcdoc), the new password, a login with it, and the
// demo password set back the same way so later specs find the account as it was.

const USERNAME = "statemanager";
const EMAIL = "statemanager@demo.scuta.app";
const TEMPORARY_PASSWORD = "e2e-reset-pass-2026";

async function requestReset(page: Page) {
  await page.goto("/login");
  await page.getByRole("button", { name: "Forgot password?" }).click();
  const dialog = page.getByRole("dialog", { name: "Reset your password" });
  await dialog.getByLabel("Email").fill(EMAIL);
  await dialog.getByRole("button", { name: "Send link" }).click();
  await expect(dialog.getByRole("status")).toContainText("If an account uses this email, we have sent it a link");
}

/** The newest reset link emailed to EMAIL, as a path, read by an administrator in another browser context. */
async function resetLinkFromOutbox(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  try {
    const admin = await context.newPage();
    await logIn(admin, "admin");
    await expectPath(admin, "/app/training");
    await admin.goto("/app/admin/outbox");
    const email = admin.getByRole("listitem").filter({ hasText: "Reset your SCUTA password" }).filter({ hasText: EMAIL }).first();
    const html = (await email.locator("iframe").getAttribute("srcdoc")) ?? "";
    const match = /https?:\/\/[^"'\s<]+(\/forgot\/[A-Za-z0-9_-]+)/.exec(html);
    expect(match, "a /forgot/{token} link in the email").not.toBeNull();
    return match![1];
  } finally {
    await context.close();
  }
}

async function setPasswordWithLink(page: Page, path: string, password: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await page.getByLabel("Username or email").fill(USERNAME);
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("Confirm new password").fill(password);
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("Your password was changed.");
}

test("forgot password: the emailed link sets a new password that logs in, and works only once", async ({ page, browser }) => {
  await requestReset(page);
  const link = await resetLinkFromOutbox(browser);
  await setPasswordWithLink(page, link, TEMPORARY_PASSWORD);

  // The old password no longer works; the new one does.
  await logIn(page, USERNAME);
  await expect(page.getByText("The username or password is incorrect.")).toBeVisible();
  await logIn(page, USERNAME, { password: TEMPORARY_PASSWORD });
  await expectPath(page, "/app/dashboard");

  // A link works once.
  await page.goto(link);
  await expect(page.getByRole("main").getByRole("alert")).toContainText("already been used");

  // Back to the demo password, the same way.
  await page.context().clearCookies();
  await requestReset(page);
  await setPasswordWithLink(page, await resetLinkFromOutbox(browser), DEMO_PASSWORD);
  await logIn(page, USERNAME);
  await expectPath(page, "/app/dashboard");
});

test("an unknown reset link says so and offers a new link at once", async ({ page }) => {
  await page.goto("/forgot/not-a-real-token-0000000000000000000");
  await expect(page.getByRole("main").getByRole("alert")).toContainText("This password-reset link is not valid");
  await expect(page.getByRole("button", { name: "Send link" })).toBeVisible();
});

test("the forgot dialog answers the same for an email without an account", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Forgot password?" }).click();
  const dialog = page.getByRole("dialog", { name: "Reset your password" });
  await dialog.getByRole("button", { name: "Send link" }).click();
  // Empty: the field is flagged and focused, nothing is sent.
  await expect(dialog.getByLabel("Email")).toBeFocused();
  await expect(dialog.getByText("Enter your email.")).toBeVisible();
  await dialog.getByLabel("Email").fill("nobody-at-all@example.com");
  await dialog.getByRole("button", { name: "Send link" }).click();
  await expect(dialog.getByRole("status")).toContainText("If an account uses this email, we have sent it a link");
});
