import { expect, test } from "@playwright/test";
import { expectPath, logIn } from "./helpers";

// The generated password is copied to the clipboard and read back.
test.use({ permissions: ["clipboard-read", "clipboard-write"] });

// The contact-us dialog of the site footer, the calendar login link, and the activation of an
// account registered for this test (its password email read from the admin's outbox).

test("contact us: 'checked in order email, name, phone, then message', then 'Sent with success.' and the dialog closes by itself", async ({ page }) => {
  await page.goto("/privacy");
  await page.getByRole("contentinfo").getByRole("button", { name: "Contact us" }).click();
  const dialog = page.getByRole("dialog", { name: "Contact us" });
  const fields: [string, string, string][] = [
    ["Your email", "Enter your email.", "e2e-visitor@example.com"],
    ["Your name", "Enter your name.", "E2E Visitor"],
    ["Your phone", "Enter your phone number.", "555-0199"],
    ["Message", "Write your message.", "A question from the end-to-end test."],
  ];
  for (const [label, error, value] of fields) {
    await dialog.getByRole("button", { name: "Send" }).click();
    // The first empty field, and only it, gets the error flag and the focus.
    const input = dialog.getByLabel(label);
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByText(error)).toBeVisible();
    await expect(dialog.locator('[aria-invalid="true"]')).toHaveCount(1);
    await input.fill(value);
  }
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Sent with success.");
  await expect(dialog).toBeHidden({ timeout: 5_000 });
});

test("/user/calendar/{token} with a bad token lands on /login?e=loginWithToken", async ({ page }) => {
  await page.goto("/user/calendar/bad-token");
  await expectPath(page, "/login?e=loginWithToken");
});

test("a registered account is activated from its password email: 'Set password', the success dialog, then the app", async ({ page, browser, request }) => {
  const stamp = Date.now().toString(36);
  const email = `e2e.activate.${stamp}@example.org`;
  const registered = await request.post("/api/v1/register", {
    data: { role_id: 1, first_name: "Ava", last_name: `Activate`, email, confirmEmail: email, zipcode: "98118", NCESSCH: "1" },
  });
  expect(registered.status()).toBe(200);
  const username = ((await registered.json()) as { data: { user: { username: string } } }).data.user.username;

  const context = await browser.newContext();
  let link: string;
  try {
    const admin = await context.newPage();
    await logIn(admin, "admin");
    await expectPath(admin, "/app/training");
    await admin.goto("/app/admin/outbox");
    const html = (await admin.getByRole("listitem").filter({ hasText: email }).first().locator("iframe").getAttribute("srcdoc")) ?? "";
    const match = /https?:\/\/[^"'\s<]+(\/activate\/[A-Za-z0-9_-]+\/[^"'\s<]+)/.exec(html);
    expect(match, "an /activate/{token}/{username} link in the email").not.toBeNull();
    link = match![1];
  } finally {
    await context.close();
  }

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Activate your account" })).toBeVisible();
  // "Password confirmation compares two values."
  await page.getByLabel("Password", { exact: true }).fill("e2e-first-pass-2026");
  await page.getByLabel("Confirm password").fill("e2e-other-pass-2026");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByText("The passwords do not match.")).toBeVisible();
  await expect(page.getByLabel("Confirm password")).toBeFocused();

  // A generated strong password fills both fields and is copied: 'Password Copied'.
  await page.getByRole("button", { name: "Generate a strong password" }).click();
  await expect(page.getByText("Password Copied")).toBeVisible();
  await expect(page.getByText("To paste, right-click and select Paste or press CTRL+V.")).toBeVisible();
  const password = await page.getByLabel("Password", { exact: true }).inputValue();
  expect(password.length).toBeGreaterThanOrEqual(10);
  await expect(page.getByLabel("Confirm password")).toHaveValue(password);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);
  await page.getByRole("button", { name: "Set password" }).click();
  const success = page.getByRole("dialog", { name: "Your account is active" });
  await expect(success).toBeVisible();
  await success.getByRole("button", { name: "Continue" }).click();
  // A new 30-day trial lands on the dashboard, signed in.
  await expectPath(page, "/app/dashboard");

  // The link worked once; the new password logs in.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByRole("main").getByRole("alert")).toContainText("Your account is already active");
  await logIn(page, username, { password });
  await expectPath(page, "/app/dashboard");
});

test("after one mistyped password the expired user's 'Log in to renew' stays, and one more login opens billing", async ({ page }) => {
  await logIn(page, "expired");
  await expect(page.getByText("Your license has expired")).toBeVisible();
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Log in to renew" }).click();
  await expect(page.getByText("The username or password is incorrect.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Log in to renew" })).toBeVisible();
  await page.getByLabel("Password").fill("demo-pass-2026");
  await page.getByRole("button", { name: "Log in to renew" }).click();
  await expectPath(page, "/app/user/billing");
});
