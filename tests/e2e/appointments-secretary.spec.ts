import { expect, test } from "@playwright/test";
import { expectPath, logIn, requestAppointment } from "./helpers";

// A secretary accepts a public appointment request: a student asks for an appointment
// on /appointment/counselor, the secretary (same school) accepts it on /app/calendarAppointment,
// and it appears in the counselor's calendar as "Appointment: {requester}".

test("a public request via /appointment/counselor is accepted by the secretary and appears as an event", async ({ page }) => {
  const name = `Jordan Example ${Date.now() % 100000}`;

  // The public wizard.
  await requestAppointment(page, { name, email: "jordan.example@example.org", reason: "Changing a class." });

  // The secretary lands on the appointment calendar, on the counselor with pending requests.
  await logIn(page, "secretary");
  await expectPath(page, "/app/calendarAppointment");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Appointment calendar");
  await expect(page.getByLabel("Counselor", { exact: true }).locator("option:checked")).toContainText("Casey Morgan");
  const card = page.getByTestId("pending-requests").getByRole("listitem").filter({ hasText: name });
  await expect(card).toContainText("11:00");
  // The reason is the counselor's to read, not the secretary's.
  await expect(card).not.toContainText("Changing a class.");

  await card.getByRole("button", { name: "Accept" }).click();
  const dialog = page.getByRole("dialog", { name: "Accept the request" });
  await expect(dialog.getByLabel("Start time")).toHaveValue("11:00");
  const date = await dialog.getByLabel("Date").inputValue();
  await dialog.getByRole("button", { name: "Accept and book" }).click();
  await expect(page.getByText("Request accepted: the appointment is in the calendar.")).toBeVisible();
  await expect(page.getByTestId("pending-requests").getByRole("listitem").filter({ hasText: name })).toHaveCount(0);
  // The counselor finds it in their calendar on that day.
  await page.context().clearCookies();
  await logIn(page, "counselor");
  await expect(page).toHaveURL(/\/app\//);
  await page.goto(`/app/calendar/${date}`);
  await expect(page.getByTestId("calendar").getByText(`Appointment: ${name}`)).toBeVisible();
});

test("the secretary's counselor picker stays on the counselor after she answers their last request", async ({ page }) => {
  await logIn(page, "secretary");
  await expectPath(page, "/app/calendarAppointment");
  const picker = page.getByLabel("Counselor", { exact: true });
  await expect(picker.locator("option:checked")).toContainText("Casey Morgan");
  const cards = page.getByTestId("pending-requests").getByRole("listitem");
  // Decline every pending request of Casey Morgan, one by one: the last one leaves none waiting.
  for (let left = await cards.count(); left > 0; left--) {
    await cards.first().getByRole("button", { name: "Decline" }).click();
    const dialog = page.getByRole("dialog", { name: "Decline the request" });
    await dialog.getByRole("button", { name: "Decline and email" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(cards).toHaveCount(left - 1);
  }
  await expect(page.getByTestId("no-pending")).toHaveText("No pending requests for Casey Morgan.");
  await expect(picker.locator("option:checked")).toHaveText("Casey Morgan");
  // The URL names her now, so a reload keeps her too.
  await expect(page).toHaveURL(/\/app\/calendarAppointment\?counselor=\d+$/);
  await page.reload();
  await expect(page.getByTestId("no-pending")).toHaveText("No pending requests for Casey Morgan.");
  await expect(picker.locator("option:checked")).toHaveText("Casey Morgan");
});
