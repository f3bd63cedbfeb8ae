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
