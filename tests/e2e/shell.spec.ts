import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, expectPath, logIn } from "./helpers";

test("the language switch shows the shell in Italian and German, and back in English", async ({ page }) => {
  await logIn(page, "counselor");
  await expectPath(page, "/app/dashboard");
  const nav = page.getByRole("navigation", { name: "Main" }).first();
  await expect(nav.getByRole("link", { name: "Calendar" })).toBeVisible();

  await page.getByLabel("Language").selectOption({ label: "Italiano" });
  await expect(page.locator("html")).toHaveAttribute("lang", "it");
  await expect(page.getByRole("link", { name: "Calendario" }).first()).toBeVisible();

  await page.getByLabel("Language").selectOption({ label: "Deutsch" });
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("link", { name: "Kalender" }).first()).toBeVisible();

  // The choice is kept for the user: it survives a reload.
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");

  await page.getByLabel("Language").selectOption({ label: "English" });
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(nav.getByRole("link", { name: "Calendar" })).toBeVisible();
});

test("the confidentiality eye persists across reloads", async ({ page }) => {
  await logIn(page, "manager");
  await expectPath(page, "/app/dashboard");
  const eye = page.getByRole("button", { name: "Hide confidential information" });
  await expect(eye).toHaveAttribute("aria-pressed", "false");
  await eye.click();
  await expect(eye).toHaveAttribute("aria-pressed", "true");
  await expect(eye).not.toHaveAttribute("aria-busy", "true");
  await page.reload();
  await expect(page.getByRole("button", { name: "Hide confidential information" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Hide confidential information" }).click();
  await expect(page.getByRole("button", { name: "Hide confidential information" })).not.toHaveAttribute("aria-busy", "true");
  await page.reload();
  await expect(page.getByRole("button", { name: "Hide confidential information" })).toHaveAttribute("aria-pressed", "false");
});

test("the breadcrumb starts with Home linking to the dashboard", async ({ page }) => {
  await logIn(page, "counselor");
  await expectPath(page, "/app/dashboard");
  await page.goto("/app/user/overview");
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/app/dashboard");
  await expect(crumbs).toContainText("Profile");
});

test("the question panel stores a question and shows 'Question saved.'", async ({ page }) => {
  await logIn(page, "counselor");
  await expectPath(page, "/app/dashboard");
  await page.getByRole("button", { name: "Ask a question" }).click();
  const panel = page.getByRole("dialog", { name: "Ask a question" });
  await expect(panel.getByLabel("Topic")).toBeVisible();
  await panel.getByLabel("Your question", { exact: true }).fill("How do I export my logs for my principal?");
  await panel.getByRole("button", { name: "Send question" }).click();
  await expect(panel.getByRole("status")).toHaveText("Question saved.", { timeout: 20_000 });
});

test("the video tutorial icon appears on a page with a configured video", async ({ page }) => {
  await logIn(page, "counselor");
  await expectPath(page, "/app/dashboard");
  await expect(page.getByRole("button", { name: "Watch the video tutorial for this page" })).toBeVisible();
});

test("switching a PRO license to MAX does not grant MAX: it offers the upgrade in billing", async ({ page, request }) => {
  // The licence's end, read through the API: the upgrade runs to exactly that day.
  const login = await request.post("/api/v1/login", { data: { username: "renewer", password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  const { user } = (await login.json()) as { user: { expires: string } };

  await logIn(page, "renewer"); // a PRO license, MAX never bought
  await expectPath(page, "/app/dashboard");
  await page.getByLabel("Edition").selectOption({ label: "MAX" });
  const dialog = page.getByRole("dialog", { name: "Upgrade to MAX?" });
  await expect(dialog).toBeVisible();
  await expect(page.getByLabel("Edition")).toHaveValue("1");
  await dialog.getByRole("link", { name: "Upgrade in Billing" }).click();
  await expectPath(page, "/app/user/billing?upgrade=max");

  // Billing opens the "Renew or buy" dialog on the upgrade: MAX from today to the current expiry, at the $70.00 upgrade price.
  const billing = page.getByRole("dialog", { name: "Renew or buy a license" });
  await expect(billing).toBeVisible();
  const table = billing.getByRole("table");
  await expect(table.getByLabel("Choose SCUTA MAX")).toBeChecked({ timeout: 20_000 });
  await expect(billing.getByLabel("End date")).toHaveValue(user.expires);
  const maxRow = table.getByRole("row", { name: /^SCUTA MAX/ });
  await expect(maxRow.getByRole("cell").nth(1)).toContainText("$70.00");
  await expect(maxRow).toContainText("Upgrade price from PRO");
});

test("the edition switch to MAX asks about Topics when they are off", async ({ page }) => {
  await logIn(page, "admin"); // an administrator holds no license and may look at either edition; Topics off
  await expectPath(page, "/app/training");
  // The switch to PRO reloads the page once the server has it; MAX is chosen on the reloaded page.
  await page.waitForLoadState("load");
  await Promise.all([page.waitForEvent("load"), page.getByLabel("Edition").selectOption({ label: "PRO" })]);
  await expect(page.getByLabel("Edition")).toHaveValue("1", { timeout: 10_000 });
  await page.getByLabel("Edition").selectOption({ label: "MAX" });
  const dialog = page.getByRole("dialog", { name: "Enable Topics?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Enable Topics" }).click();
  await expect(page.getByText("You have enabled Topics.")).toBeVisible();
  await expect(page.getByLabel("Edition")).toHaveValue("2", { timeout: 10_000 });
});

test("A 401 shows a warning with a 'Go to login' button that logs out and goes to '/'", async ({ page }) => {
  await logIn(page, "director");
  await expectPath(page, "/app/dashboard");
  // The session is revoked behind the page's back (as a logout elsewhere or a password change would).
  const res = await page.request.post("/api/v1/logout");
  expect(res.status()).toBe(200);
  await page.getByRole("button", { name: "Hide confidential information" }).click();
  // A failed call shows a "warning alert titled with the server message" (a revoked session: token_invalid).
  const warning = page.getByRole("dialog", { name: "Your session is no longer valid. Please sign in again." });
  await expect(warning).toBeVisible();
  await warning.getByRole("button", { name: "Go to login" }).click();
  await expectPath(page, "/");
});

test("the question topic is derived from the page", async ({ page }) => {
  await logIn(page, "counselor");
  await expectPath(page, "/app/dashboard");
  await page.goto("/app/logs");
  await page.getByRole("button", { name: "Ask a question" }).click();
  const panel = page.getByRole("dialog", { name: "Ask a question" });
  await expect(panel.getByLabel("Topic").locator("option:checked")).toHaveText("Logging activities and after-hours time");
});

test("maintenance mode: an admin turns it on, a counselor sees the maintenance notice, the admin turns it off", async ({ browser }) => {
  const admin = await browser.newPage();
  await logIn(admin, "admin");
  await expectPath(admin, "/app/training");
  await admin.goto("/app/settings");
  await admin.getByLabel("Maintenance mode").check();
  await admin.getByLabel("Message shown during maintenance").fill("Back at 6 PM Eastern.");
  await admin.getByRole("button", { name: "Save settings" }).click();
  await expect(admin.getByText("Settings saved.")).toBeVisible();
  expect(await (await admin.request.get("/home/maintenanceMode")).json()).toMatchObject({ inMaintenanceMode: 1 });

  const counselor = await browser.newPage();
  await logIn(counselor, "counselor");
  await expect(counselor.getByRole("heading", { name: "We are improving SCUTA" })).toBeVisible();
  await expect(counselor.getByText("Back at 6 PM Eastern.")).toBeVisible();

  await admin.getByLabel("Maintenance mode").uncheck();
  await admin.getByRole("button", { name: "Save settings" }).click();
  await expect(admin.getByText("Settings saved.")).toBeVisible();
  // "Settings saved." may still be the first save's: wait for the second one to land.
  await expect.poll(async () => ((await (await admin.request.get("/home/maintenanceMode")).json()) as { inMaintenanceMode: number }).inMaintenanceMode).toBe(0);
  await counselor.reload();
  await expect(counselor.getByRole("heading", { name: "Welcome, Casey" })).toBeVisible();
});

test("the admin reads the email outbox, where emails wait without an email key", async ({ page }) => {
  await logIn(page, "admin");
  await expectPath(page, "/app/training");
  // A question is emailed to the administrators.
  const res = await page.request.post("/api/v1/question/store", { data: { question: "Where do I see my invoices?", pageUrl: "/app/user/billing" } });
  expect(res.status()).toBe(200);
  await page.goto("/app/admin/outbox");
  await expect(page.getByRole("heading", { name: "Email outbox" })).toBeVisible();
  await expect(page.getByText(/Question #\d+ from admin/).first()).toBeVisible();
});
