import { expect, test } from "@playwright/test";
import { expectPath, logIn } from "./helpers";

// "Redirects after login, by priority", for every demo account.
const LANDINGS: [string, string][] = [
  ["counselor", "/app/dashboard"],
  ["manager", "/app/dashboard"],
  ["admin", "/app/training"], // 8. Admin (role 3): /app/training
  ["secretary", "/app/calendarAppointment"], // 1. Secretary (role 5)
  ["quoteuser", "/app/user/billing"], // 7. Role 6
  ["director", "/app/dashboard"],
  ["statemanager", "/app/dashboard"], // 10. Role 12 and everyone else
  ["gradstudent", "/app/dashboard"],
  ["faculty", "/app/dashboard"],
  ["renewer", "/app/dashboard"],
  ["expiring", "/app/user/billing"], // 6. Days until expiry under 7 (non-admin)
];

for (const [username, path] of LANDINGS) {
  test(`${username} logs in through the page and lands on ${path}`, async ({ page }) => {
    await logIn(page, username);
    await expectPath(page, path);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toBeVisible();
  });
}

test("an expired license answers accountExpires and switches the form to renewal mode, which leads to billing", async ({ page }) => {
  await logIn(page, "expired");
  await expect(page.getByText("Your license has expired")).toBeVisible();
  await page.getByLabel("Password").fill("demo-pass-2026");
  await page.getByRole("button", { name: "Log in to renew" }).click();
  await expectPath(page, "/app/user/billing");
  // Signed in to renew: other pages send the user back to billing, saying why.
  await page.goto("/app/dashboard");
  await expectPath(page, "/app/user/billing?notice=license_expired");
});

test("wrong credentials show the server's message and stay on /login", async ({ page }) => {
  await logIn(page, "counselor", { password: "not-the-password" });
  await expect(page.getByText("The username or password is incorrect.")).toBeVisible();
  // The username is kept for the next try.
  await expect(page.getByLabel("Username or email")).toHaveValue("counselor");
  await expect(page).toHaveURL(/\/login$/);
});

test("logout goes to /", async ({ page }) => {
  await logIn(page, "counselor");
  await expectPath(page, "/app/dashboard");
  await page.getByRole("button", { name: "Open the user menu" }).click();
  await page.getByRole("button", { name: "Log out" }).click();
  await expectPath(page, "/");
  await page.goto("/app/dashboard");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fapp%2Fdashboard$/);
});

test("/lock answers on the production build: signed out it leads to /login, an unlocked session goes back to the app", async ({ page }) => {
  const signedOut = await page.goto("/lock");
  expect(signedOut?.status()).toBeLessThan(500);
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, "counselor");
  await expectPath(page, "/app/dashboard");
  const unlocked = await page.goto("/lock?callbackUrl=%2Fapp%2Fcalendar");
  expect(unlocked?.status()).toBeLessThan(500);
  await expectPath(page, "/app/calendar");
});
