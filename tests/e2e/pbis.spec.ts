import { expect, test, type Page } from "@playwright/test";
import { logIn } from "./helpers";

// Issue 15's PBIS and master-schedule journey: a counselor records three PBIS incidents that then
// appear on the frequency charts (and their tables), and a master-schedule item put on the calendar
// shows there. Only this spec writes PBIS records; the schedule item has a unique title.

test.setTimeout(240_000);

const ITEM = `Lunch bunch ${Date.now().toString(36)}`;

async function recordIncident(page: Page, behaviour: string, location: string) {
  const rows = await page.getByTestId("pbis-row").count();
  await page.getByTestId("pbis-new").click();
  const dialog = page.getByRole("dialog", { name: "Record an incident or a recognition" });
  await expect(dialog).toBeVisible();
  await dialog.getByTestId("pbis-student").selectOption({ index: 1 });
  await dialog.getByTestId("pbis-behavior").selectOption({ label: behaviour });
  await dialog.getByTestId("pbis-location").selectOption({ label: location });
  await dialog.getByTestId("pbis-motivation").selectOption({ label: "Avoid task or activity" });
  await dialog.getByTestId("pbis-save").click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("pbis-row")).toHaveCount(rows + 1);
}

test("three PBIS incidents appear on the frequency charts, and a schedule item put on the calendar shows there", async ({ page }) => {
  await logIn(page, "counselor");
  await expect(page).not.toHaveURL(/\/login/, { timeout: 60_000 });

  // 1. Three incidents, recorded with the student picker (spec 3 §2.4 /pbis).
  await page.goto("/app/pbis");
  await expect(page.getByRole("heading", { name: "PBIS", level: 1 })).toBeVisible();
  await recordIncident(page, "Defiance / non-compliance", "Classroom");
  await recordIncident(page, "Defiance / non-compliance", "Classroom");
  await recordIncident(page, "Fighting", "Cafeteria");
  await expect(page.getByTestId("pbis-table")).toContainText("Fighting");

  // 2. The frequency distribution counts them by behaviour, location, hour and weekday.
  await page.getByRole("navigation", { name: "PBIS pages" }).getByRole("link", { name: "Frequency distribution" }).click();
  await expect(page).toHaveURL(/\/app\/pbis\/frequencyDistribution/);
  await expect(page.getByTestId("pbis-frequency-total")).toHaveText("3 incidents in this range.");
  const behaviour = page.getByTestId("pbis-table-behavior");
  await expect(behaviour.getByRole("row", { name: "Defiance / non-compliance 2" })).toBeVisible();
  await expect(behaviour.getByRole("row", { name: "Fighting 1" })).toBeVisible();
  await expect(page.getByTestId("pbis-table-location").getByRole("row", { name: "Classroom 2" })).toBeVisible();
  await expect(page.getByTestId("pbis-table-hour").getByRole("row", { name: "9 AM 3" })).toBeVisible();
  // The charts draw the same figures (Recharts renders one bar per behaviour).
  await expect(page.getByTestId("pbis-chart-behavior").locator(".recharts-bar-rectangle")).toHaveCount(2);

  // 3. A weekly schedule item on today's weekday, put on the calendar. Signing in keeps the browser's
  // time zone as the counselor's, so the browser's today is the server's.
  const weekday = await page.evaluate(() => new Intl.DateTimeFormat("en-US", { weekday: "long" }).format(new Date()));
  await page.goto("/app/schedule/new");
  await expect(page.getByRole("heading", { name: "New schedule item", level: 1 })).toBeVisible();
  await expect(async () => {
    await page.getByTestId("schedule-title").fill(ITEM);
    await expect(page.getByTestId("schedule-title")).toHaveValue(ITEM, { timeout: 1000 });
  }).toPass();
  const category = page.getByLabel("Use-of-time category");
  await category.selectOption({ index: 1 });
  await page.getByTestId("schedule-weekday").selectOption({ label: weekday });
  await page.getByTestId("schedule-save").click();
  await expect(page).toHaveURL(/\/app\/schedule$/);
  const row = page.getByTestId("schedule-row").filter({ hasText: ITEM });
  await expect(row).toContainText(`Every ${weekday}`);
  await expect(row.getByTestId("schedule-calendar-status")).toHaveText("Not yet");
  await row.getByTestId("schedule-push").click();
  await expect(row.getByTestId("schedule-calendar-status")).toContainText(/\d+ events? \(put on/);

  // 4. The calendar shows today's occurrence.
  await page.goto("/app/calendar");
  await expect(page.getByRole("heading", { name: "Calendar", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "List" }).click();
  await expect(page.getByTestId("calendar").locator(".fc-list-event", { hasText: ITEM }).first()).toBeVisible();
});
