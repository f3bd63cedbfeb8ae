import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { expectPath, logIn } from "./helpers";

// Sign-up and quote entry routes. Every run signs up new visitors with
// unique emails, so it does not depend on other specs' state.

const NEW_PASSWORD = "a-Strong-pass-2026!";
const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}@example.org`;

/** Fills the registration form of a dialog: role, email (checked), then the other inputs. */
async function signUp(dialog: Locator, email: string, names: { first: string; last: string }) {
  await dialog.getByLabel("I am a").selectOption({ label: "School counselor" });
  await dialog.getByLabel("Email", { exact: true }).fill(email);
  await dialog.getByLabel("Email", { exact: true }).press("Tab");
  await dialog.getByLabel("Confirm email").fill(email);
  await dialog.getByLabel("First name").fill(names.first);
  await dialog.getByLabel("Last name").fill(names.last);
  await dialog.getByLabel("Zip code").fill("98118");
  await dialog.getByLabel("School", { exact: true }).selectOption({ label: "Aki Kurose Middle School" });
  // The assign-school confirmation dialog.
  await dialog.page().getByRole("dialog", { name: "Assign this school?" }).getByRole("button", { name: "Assign school" }).click();
  await dialog.getByRole("button", { name: "Sign up" }).click();
}

/** Reads the password email from the admin's outbox and returns the path of its activation link. */
async function activationPath(browser: Browser, email: string): Promise<string> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await logIn(admin, "admin");
  await expectPath(admin, "/app/training");
  await admin.goto("/app/admin/outbox");
  const item = admin.getByRole("listitem").filter({ hasText: email });
  await expect(item).toHaveCount(1);
  await item.locator("summary").click();
  const html = (await item.locator("iframe").getAttribute("srcdoc")) ?? "";
  await context.close();
  const href = /href="([^"]*\/activate\/[^"]+)"/.exec(html)?.[1];
  expect(href, "the password email links to /activate/{token}/{username}").toBeTruthy();
  return new URL(href!.replace(/&amp;/g, "&")).pathname;
}

/** The activation page (account area): set a password, then log in with it. */
async function activateAndLogIn(page: Page, path: string, username: string) {
  await page.goto(path);
  await page.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByRole("button", { name: "Set password" })).toBeHidden({ timeout: 15_000 });
  // Whether the page signed the user in or sent them to /login, a fresh login must work.
  await page.context().clearCookies();
  await logIn(page, username, { password: NEW_PASSWORD });
  await expect(page).toHaveURL(/\/app\/(dashboard|user\/billing)$/);
}

test("a visitor signs up from /TryForFree, gets the password email, activates the account and logs in", async ({ page, browser }) => {
  await page.goto("/TryForFree");
  const dialog = page.getByRole("dialog", { name: "Sign up" });
  await expect(dialog).toBeVisible();
  const email = uniqueEmail("tryforfree");
  await signUp(dialog, email, { first: "Harper", last: "Whitfield" });

  const success = page.getByRole("dialog", { name: "Welcome to SCUTA!" });
  await expect(success).toBeVisible();
  await expect(success.getByText("Account type: User")).toBeVisible();
  const username = /your username is (\S+?)\./.exec(await success.innerText())?.[1] ?? "";
  expect(username).toMatch(/^whitfieldh\d*$/);
  // The survey after registration.
  await success.getByLabel("A colleague").check();
  await success.getByLabel("Prepare a RAMP application").check();
  await success.getByLabel("Which level do you work with?").selectOption({ label: "High school" });
  await success.getByRole("button", { name: "Send my answers" }).click();
  await expect(success.getByText("Thank you for your answers!")).toBeVisible();
  await success.getByRole("button", { name: "Continue" }).click();
  await expect(success).toBeHidden();
  // "Redirects after sign-up … Otherwise: /newLicense/{username}/0", with the signed quote link.
  await expect(page).toHaveURL((url) => url.pathname === `/newLicense/${username}/0` && url.searchParams.has("k"));

  await activateAndLogIn(page, await activationPath(browser, email), username);
});

test("the 100% coupon link /coupons/FREE100 opens registration with the coupon; the new account activates", async ({ page, browser }) => {
  await page.goto("/coupons/FREE100");
  const dialog = page.getByRole("dialog", { name: "Sign up" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Coupon FREE100: your license is free.")).toBeVisible();
  const email = uniqueEmail("free100");
  await signUp(dialog, email, { first: "Rowan", last: "Ellery" });
  const success = page.getByRole("dialog", { name: "Welcome to SCUTA!" });
  await expect(success).toBeVisible();
  const username = /your username is (\S+?)\./.exec(await success.innerText())?.[1] ?? "";
  await success.getByRole("button", { name: "Skip" }).click();
  await expect(success).toBeHidden();
  // "… /newLicense/{username}/{couponCode …}": the quote page with the coupon.
  await expect(page).toHaveURL((url) => url.pathname === `/newLicense/${username}/FREE100` && url.searchParams.has("k"));

  await activateAndLogIn(page, await activationPath(browser, email), username);
});

test("a 25% coupon link opens quote mode 4: the panel is named after the quote and the coupon", async ({ page }) => {
  await page.goto("/coupons/SAVE25");
  const panel = page.getByRole("dialog", { name: /quote/i });
  await expect(panel).toBeVisible();
  await expect(panel).toHaveAccessibleName(/coupon/i);
  await expect(panel.getByText("Coupon SAVE25: 25% off.")).toBeVisible();
});

test("an unknown coupon lands on the home page", async ({ page }) => {
  await page.goto("/coupons/NO-SUCH-COUPON");
  await expectPath(page, "/");
});

test("a conference with a 1-99 coupon (/asca2027) opens quote mode 2 with the conference", async ({ page }) => {
  await page.goto("/asca2027");
  const panel = page.getByRole("dialog", { name: /quote/i });
  await expect(panel).toBeVisible();
  await expect(panel).toHaveAccessibleName(/conference/i);
  await expect(panel.getByText("ASCA Annual Conference 2027")).toBeVisible();
});

test("an unknown conference shows the plain view and no dialog", async ({ page }) => {
  // The page's own dialog opens 1 second after the page has hydrated; the test's clock passes that
  // second (and more) once React has taken over the heading, so a dialog would surely be open by then.
  await page.clock.install();
  await page.goto("/no-such-conference-2099");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForFunction(() => {
    const heading = document.querySelector("h1");
    return !!heading && Object.keys(heading).some((k) => k.startsWith("__reactFiber"));
  });
  await page.clock.runFor(5_000);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("role 21 with an email that does not end in .edu shows the exact message and resets the role", async ({ page }) => {
  await page.goto("/register");
  const dialog = page.getByRole("dialog", { name: "Sign up" });
  await dialog.getByLabel("I am a").selectOption("21");
  await dialog.getByLabel("Email", { exact: true }).fill("gina.student@gmail.com");
  await dialog.getByLabel("Email", { exact: true }).press("Tab");
  await expect(dialog.getByRole("alert")).toHaveText("Graduate Student emails must end in .edu");
  await expect(dialog.getByRole("alert").locator("br")).toHaveCount(1);
  await expect(dialog.getByLabel("I am a")).toHaveValue("0");
  // "role_id 0 hides the other inputs"
  await expect(dialog.getByLabel("Email", { exact: true })).toHaveCount(0);
});

test("a dialog is URL-addressable: a link reopens registration with its coupon", async ({ page }) => {
  await page.goto("/register?dialog=register&coupon=FREE100");
  const dialog = page.getByRole("dialog", { name: "Sign up" });
  await expect(dialog.getByText("Coupon FREE100: your license is free.")).toBeVisible();
  await page.goto("/TryForFree?dialog=quote&mode=3");
  await expect(page.getByRole("dialog", { name: /quote/i })).toHaveAccessibleName(/demo/i);
});

test("registering with an email that has an account answers 406: login opens prefilled", async ({ page }) => {
  await page.goto("/TryForFree");
  const dialog = page.getByRole("dialog", { name: "Sign up" });
  await dialog.getByLabel("I am a").selectOption({ label: "School counselor" });
  await dialog.getByLabel("Email", { exact: true }).fill("counselor@demo.scuta.app");
  await dialog.getByLabel("Email", { exact: true }).press("Tab");
  const login = page.getByRole("dialog", { name: "Log in" });
  await expect(login).toBeVisible();
  await expect(login.getByText("An account with this email already exists. Please log in.")).toBeVisible();
  await expect(login.getByLabel("Username or email")).toHaveValue("counselor@demo.scuta.app");
});

test("the quote panel with an existing email shows the existing-user dialog, then the login prompt", async ({ page }) => {
  await page.goto("/getaquote");
  const panel = page.getByRole("dialog", { name: /quote/i });
  await panel.getByLabel("I am a").selectOption({ label: "Manager of school counselors (school or district)" });
  await panel.getByLabel("Email", { exact: true }).fill("manager@demo.scuta.app");
  await panel.getByLabel("Email", { exact: true }).press("Tab");
  await expect(page.getByRole("dialog", { name: "You already have an account" })).toBeVisible();
  const login = page.getByRole("dialog", { name: "Log in" });
  await expect(login).toBeVisible();
  await expect(login.getByLabel("Username or email")).toHaveValue("manager@demo.scuta.app");
  await login.getByLabel("Password").fill("demo-pass-2026");
  await login.getByRole("button", { name: "Log in" }).click();
  await expectPath(page, "/app/dashboard");
});

test("/login opens the login dialog; /trainSchedule sends a visitor to /train, which opens the training panel", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("dialog", { name: "Log in" })).toBeVisible();
  await page.goto("/trainSchedule");
  await expectPath(page, "/train");
  await expect(page.getByRole("dialog", { name: /quote/i })).toHaveAccessibleName(/train/i);
});

test("the partner page shows the partner's branding and opens quote mode 2 with its discount", async ({ page }) => {
  await page.goto("/partner?partnerHost=academy.localhost");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("SCUTA for Counselor Academy members");
  const panel = page.getByRole("dialog", { name: /quote/i });
  await expect(panel).toHaveAccessibleName(/partner/i);
  await expect(panel.getByText("Counselor Academy: 15% off")).toBeVisible();
});
