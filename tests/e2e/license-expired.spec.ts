import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, expectPath, logIn } from "./helpers";

// "An expired licence is enforced only on full page loads: an expired user reaches
// Logs and the calendar through the side nav, logs a contact (saved: the manager's dashboard shows
// it), then gets a blank page. Enforce the licence on every server action and API write, and in
// client navigation; the expired user is sent to Billing with a clear message, and nothing is written."

const RENEW = "/app/user/billing?notice=license_expired";
const CONTACT = { title: "Expired check-in", date: "2030-02-04", time: "09:00", duration: 30, category_id: 3, students: 1, status: "done" };

test("an expired user who logs in to renew and clicks Logs in the side nav lands on Billing with the message, and cannot log a contact", async ({ page }) => {
  await logIn(page, "expired");
  // The first answer is accountExpires: the form switches to "Log in to renew".
  await expect(page.getByRole("button", { name: "Log in to renew" })).toBeVisible();
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Log in to renew" }).click();
  await expectPath(page, "/app/user/billing");

  // A client navigation (the shared layout does not render again): the page's guard sends them on.
  await page.locator("aside").getByRole("link", { name: "Logs", exact: true }).click();
  await expectPath(page, RENEW);
  const notice = page.getByRole("alert").filter({ has: page.getByRole("heading", { name: "Your license has expired" }) });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("once your license is renewed");
  // Never a blank page: Billing itself, with its renewal card.
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // The calendar by the side nav too, and by a full page load.
  await page.locator("aside").getByRole("link", { name: "Calendar", exact: true }).click();
  await expectPath(page, RENEW);
  await page.goto("/app/logs");
  await expectPath(page, RENEW);

  // Logging a contact through the API with the browser's session: refused, with the code and a message, and nothing is saved.
  const refused = await page.request.post("/api/v1/calendar", { data: CONTACT });
  expect(refused.status()).toBe(402);
  const body = (await refused.json()) as { error: { code: string; message: string }[] };
  expect(body.error[0].code).toBe("license_expired");
  expect(body.error[0].message).toContain("nothing was saved");
  const read = await page.request.get("/api/v1/calendar?start=2030-02-01&end=2030-02-28");
  expect(read.status()).toBe(200);
  expect(JSON.stringify(await read.json())).not.toContain(CONTACT.title);

  // Billing itself opens as before, with the message for as long as the license has lapsed.
  await page.goto("/app/user/billing");
  await expectPath(page, "/app/user/billing");
  await expect(page.getByRole("heading", { name: "Your license has expired" })).toBeVisible();

  // A server action that needs a license in force (switching to MAX) answers with the message and switches nothing.
  await page.getByLabel("Edition").selectOption("2");
  await expect(page.getByRole("alert").filter({ hasText: "nothing was saved" })).toBeVisible();
  await expect(page.getByLabel("Edition")).toHaveValue("1");
  await expectPath(page, "/app/user/billing");
});

test("a counselor whose license is in force opens Logs from the side nav as before", async ({ page }) => {
  await logIn(page, "counselor");
  await expectPath(page, "/app/dashboard");
  await page.locator("aside").getByRole("link", { name: "Logs", exact: true }).click();
  await expectPath(page, "/app/logs");
});
