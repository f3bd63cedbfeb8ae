import { expect, test } from "@playwright/test";

test("a signed-out visitor of a non-public page is sent to /login, keeping where they were going", async ({ page }) => {
  await page.goto("/app/logs?from=2026-09-01");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fapp%2Flogs%3Ffrom%3D2026-09-01$/);
  await page.getByLabel("Username or email").fill("counselor");
  await page.getByLabel("Password").fill("demo-pass-2026");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/app\/logs\?from=2026-09-01$/);
});

test("the public landing page renders signed out", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("counseling time");
  await expect(page.getByRole("link", { name: "Try for free" }).first()).toBeVisible();
});

test("the login page has labelled inputs and a Log in button", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByLabel("Username or email")).toBeVisible();
  await expect(page.getByLabel("Password")).toBeVisible();
  await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();
});

test("API calls without a token answer 401 token_not_provided, not a login redirect", async ({ request }) => {
  const res = await request.get("/api/v1/user");
  expect(res.status()).toBe(401);
  expect(await res.json()).toEqual({ status_code: 401, error: [{ code: "token_not_provided", message: "You are not signed in." }] });
});
