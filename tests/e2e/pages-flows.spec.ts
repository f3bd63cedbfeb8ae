import { expect, test } from "@playwright/test";
import { logIn } from "./helpers";

test("scheduleDemo creates a request the admin sees on /app/admin/demo-requests", async ({ page }) => {
  const name = `Demo Visitor ${Date.now() % 100000}`;
  await page.goto("/scheduleDemo");
  await expect(page.getByText(/Date and time are in your time zone/)).toBeVisible();
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("Email").fill("demo.visitor@example.org");
  const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel("Preferred date").fill(date);
  await page.getByLabel("Preferred time").fill("14:30");
  await page.getByRole("textbox", { name: "Anything we should know?" }).fill("Two counselors, middle school.");
  await page.getByRole("button", { name: "Request my demo" }).click();
  await expect(page.getByRole("heading", { name: "Thank you! Your demo request is in." })).toBeVisible();

  await logIn(page, "admin");
  await expect(page).toHaveURL(/\/app\//);
  await page.goto("/app/admin/demo-requests");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Demo and training requests");
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("demo.visitor@example.org");
  await expect(row).toContainText("Demo");
  await expect(row).toContainText("Two counselors, middle school.");
});

test("a counselor may not open the demo requests: the area table sends her home", async ({ page }) => {
  await logIn(page, "counselor");
  await expect(page).toHaveURL(/\/app\/dashboard/);
  await page.goto("/app/admin/demo-requests");
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Demo and training requests" })).toHaveCount(0);
});

test("the appointment wizard for 'counselor' creates a pending request and emails the counselor", async ({ page }) => {
  await page.goto("/appointment");
  await page.getByLabel("Counselor's username").fill("counselor");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/appointment\/counselor$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Request an appointment with Casey Morgan");

  // Step 1: who. Leaving the name empty is caught before moving on.
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByText("Write your name (at least 2 characters).")).toBeVisible();
  await page.getByRole("radio", { name: "Parent or guardian" }).check();
  await page.getByLabel("Your name").fill("Alex Rivera");
  await page.getByLabel("Student's name").fill("Sam Rivera");
  await page.getByLabel("Student's grade").selectOption("7");
  await page.getByLabel("Phone").fill("555 0101");
  await page.getByRole("button", { name: "Next", exact: true }).click();

  // Step 2: when — school days only, weeks from Monday.
  await expect(page.getByRole("heading", { name: "Step 2 of 3: When" })).toBeFocused();
  const firstWeek = page.getByRole("group", { name: /^Week of/ }).first();
  await expect(firstWeek.getByRole("radio")).toHaveCount(5);
  await expect(firstWeek.getByRole("radio").first()).toHaveAccessibleName(/^Mon/);
  await page.locator("label:has(input[name=date]:enabled)").first().click();
  await page.getByLabel("Time").selectOption("10:30");
  await page.getByRole("button", { name: "Next", exact: true }).click();

  // Step 3: why. Going back keeps what was typed.
  await page.getByLabel("What would you like to talk about?").fill("Sam is worried about changing classes.");
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByLabel("Time")).toHaveValue("10:30");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByLabel("What would you like to talk about?")).toHaveValue("Sam is worried about changing classes.");
  await page.getByRole("button", { name: "Send my request" }).click();
  await expect(page.getByRole("heading", { name: "Your request was sent" })).toBeVisible();
  // Nothing the requester typed ends up in the address.
  expect(page.url()).not.toMatch(/Rivera|Sam|worried/);

  // The pending request reached the counselor by email, with no student name in the subject.
  await logIn(page, "admin");
  await expect(page).toHaveURL(/\/app\//);
  await page.goto("/app/admin/outbox");
  const mail = page.locator("summary").filter({ hasText: "New appointment request" }).filter({ hasText: "counselor@demo.scuta.app" });
  await expect(mail.first()).toBeVisible();
  await expect(mail.first()).not.toContainText("Sam");
});

test("an unknown counselor username shows 'Counselor not found'", async ({ page }) => {
  const res = await page.goto("/dropin/nobody");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Counselor not found" })).toBeVisible();
  await expect(page.getByLabel("Counselor's username")).toBeVisible();
});

test("/qrSCWesite/nobody redirects to /; a counselor's QR page has a labelled code, a PNG download and Print", async ({ page }) => {
  await page.goto("/qrSCWesite/nobody");
  await expect(page).toHaveURL((url) => url.pathname === "/");

  await page.goto("/qrcode/dropin/counselor");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Drop in to see Casey Morgan");
  await expect(page.getByRole("img", { name: /^QR code that opens http.*\/dropin\/counselor$/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
  const download = page.getByRole("link", { name: "Download PNG" });
  const res = await page.request.get((await download.getAttribute("href")) as string);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("image/png");

  const bad = await page.goto("/qrcode/calendar/counselor");
  expect(bad?.status()).toBe(404);
});

test("/funding with zip 98118 shows a school, its Title I allocation and its district", async ({ page }) => {
  await page.goto("/funding");
  await page.getByLabel("School zip code").fill("9811");
  await expect(page.getByRole("status")).toHaveText("Type the 5-digit zip code of the school.");
  await page.getByLabel("School zip code").fill("98118");
  await expect(page.getByRole("status")).toHaveText("4 schools in 98118.");
  await page.getByLabel("School", { exact: true }).selectOption({ label: "Aki Kurose Middle School (Seattle)" });
  const result = page.getByRole("region", { name: "Aki Kurose Middle School" });
  await expect(result).toContainText("$426,150.00");
  await expect(result).toContainText("Seattle School District No. 1");
});

test("feedback is validated, then sent", async ({ page }) => {
  await page.goto("/feedback");
  await page.getByRole("button", { name: "Send feedback" }).click();
  await expect(page.getByText("Choose what your feedback is about.")).toBeVisible();
  await page.getByRole("radio", { name: "An idea" }).check();
  await page.getByLabel("Your name").fill("Robin Feedback");
  await page.getByLabel("Email").fill("robin@example.org");
  await page.getByRole("textbox", { name: "Your feedback" }).fill("A weekly summary email would help me a lot.");
  await page.getByRole("button", { name: "Send feedback" }).click();
  await expect(page.getByRole("heading", { name: "Thank you for your feedback" })).toBeVisible();
});
