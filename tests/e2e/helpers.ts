import { expect, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "demo-pass-2026";

export async function logIn(page: Page, username: string, opts: { keepSigned?: boolean; password?: string } = {}) {
  await page.goto("/login");
  await page.getByLabel("Username or email").fill(username);
  await page.getByLabel("Password").fill(opts.password ?? DEMO_PASSWORD);
  if (opts.keepSigned) await page.getByLabel("Keep me signed in").check();
  await page.getByRole("button", { name: "Log in" }).click();
}

export async function expectPath(page: Page, path: string) {
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
}

/**
 * A student's appointment request to the demo counselor through the public wizard (/appointment/counselor): the
 * first open day at 11:00, with `reason` as what they would like to talk about. Resolves once it is sent.
 */
export async function requestAppointment(page: Page, request: { name: string; email: string; reason: string }) {
  await page.goto("/appointment/counselor");
  await page.getByRole("radio", { name: "Student" }).check();
  await page.getByLabel("Your name").fill(request.name);
  await page.getByLabel("Email").fill(request.email);
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.locator("label:has(input[name=date]:enabled)").first().click();
  await page.getByLabel("Time").selectOption("11:00");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByLabel("What would you like to talk about?").fill(request.reason);
  await page.getByRole("button", { name: "Send my request" }).click();
  await expect(page.getByRole("heading", { name: "Your request was sent" })).toBeVisible();
}
