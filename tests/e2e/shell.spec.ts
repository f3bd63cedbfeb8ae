import { expect, test } from "@playwright/test";
import { expectPath, logIn } from "./helpers";

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

test("the question panel stores a question and shows 'Saved with success !!!'", async ({ page }) => {
  await logIn(page, "counselor");
  await expectPath(page, "/app/dashboard");
  await page.getByRole("button", { name: "Ask a question" }).click();
  const panel = page.getByRole("dialog", { name: "Ask a question" });
  await expect(panel.getByLabel("Topic")).toBeVisible();
  await panel.getByLabel("Your question").fill("How do I export my logs for my principal?");
  await panel.getByRole("button", { name: "Send question" }).click();
  await expect(panel.getByRole("status")).toHaveText("Saved with success !!!", { timeout: 20_000 });
});

test("the video tutorial icon appears on a page with a configured video", async ({ page }) => {
  await logIn(page, "counselor");
  await expectPath(page, "/app/dashboard");
  await expect(page.getByRole("button", { name: "Watch the video tutorial for this page" })).toBeVisible();
});

test("the edition switch to MAX asks about Topics when they are off", async ({ page }) => {
  await logIn(page, "renewer"); // a PRO licence with Topics off
  await expectPath(page, "/app/dashboard");
  await page.getByLabel("Edition").selectOption({ label: "MAX" });
  const dialog = page.getByRole("dialog", { name: "Enable Topics?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Enable Topics" }).click();
  await expect(page.getByText("You have enabled Topics.")).toBeVisible();
  await expect(page.getByLabel("Edition")).toHaveValue("2", { timeout: 10_000 });
});
