import { expect, test } from "@playwright/test";
import { expectPath, logIn } from "./helpers";

// "Navigation rules on every route change", enforced on the server.

test("Role 2 going to app.calendar is sent to app.dashboard", async ({ page }) => {
  await logIn(page, "manager");
  await expectPath(page, "/app/dashboard");
  await page.goto("/app/calendar");
  await expectPath(page, "/app/dashboard");
  await expect(page.getByRole("link", { name: "Calendar", exact: true })).toHaveCount(0);
});

test("Role 5 going to app.dashboard is sent to /app/calendarAppointment", async ({ page }) => {
  await logIn(page, "secretary");
  await expectPath(page, "/app/calendarAppointment");
  await page.goto("/app/dashboard");
  await expectPath(page, "/app/calendarAppointment");
});

test("Role 1 going to app.users or app.categories is sent to app.dashboard", async ({ page }) => {
  await logIn(page, "counselor");
  await expectPath(page, "/app/dashboard");
  await page.goto("/app/users");
  await expectPath(page, "/app/dashboard");
  await page.goto("/app/categories");
  await expectPath(page, "/app/dashboard");
});

test("A logged-in user with keepSigned=1 going to index is sent to /app/dashboard", async ({ page }) => {
  await logIn(page, "counselor", { keepSigned: true });
  await expectPath(page, "/app/dashboard");
  await page.goto("/");
  await expectPath(page, "/app/dashboard");
});

test("without keepSigned the index stays the public landing page", async ({ page }) => {
  await logIn(page, "director");
  await expectPath(page, "/app/dashboard");
  await page.goto("/");
  await expectPath(page, "/");
});
