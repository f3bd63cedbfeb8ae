import { expect, test } from "@playwright/test";

// The kiosk (/AppointmentTap?counselor=…) starts over by itself 20 seconds after a request is sent,
// with nothing of the last person's answers left, and the first step's heading focused.

test("the kiosk wizard starts over by itself 20 seconds after a request is sent, empty", async ({ page }) => {
  await page.clock.install();
  await page.goto("/AppointmentTap?counselor=counselor");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Request an appointment with Casey Morgan");

  await page.getByRole("radio", { name: "Parent or guardian" }).check();
  await page.getByLabel("Your name").fill("Kiosk Parent");
  await page.getByLabel("Student's name").fill("Kiosk Student");
  await page.getByLabel("Student's grade").selectOption("7");
  await page.getByLabel("Phone").fill("555 0102");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Step 2 of 3: When" })).toBeFocused();
  await page.locator("label:has(input[name=date]:enabled)").first().click();
  await page.getByLabel("Time").selectOption("10:30");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByLabel("What would you like to talk about?").fill("A question about the kiosk.");
  await page.getByRole("button", { name: "Send my request" }).click();
  await expect(page.getByRole("heading", { name: "Your request was sent" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Start a new request" })).toBeVisible();

  // Just before 20 seconds the confirmation is still there; just after, the empty first step.
  await page.clock.runFor(19_000);
  await expect(page.getByRole("heading", { name: "Your request was sent" })).toBeVisible();
  await page.clock.runFor(2_000);
  await expect(page.getByRole("heading", { name: "Step 1 of 3: Who you are" })).toBeFocused();
  await expect(page.getByLabel("Your name")).toHaveValue("");
  // The requester is a student again, so the parent's "Student's name" field is gone too.
  await expect(page.getByRole("radio", { name: "Student", exact: true })).toBeChecked();
  await expect(page.getByLabel("Student's name")).toHaveCount(0);
});
