import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectPath, logIn } from "./helpers";

// The calendar page: drag to create a weekly repeating event on the week
// view, move one occurrence with "This event", and the confidentiality eye hiding student names.
// Dates come from the grid itself, so the test holds whatever day it runs on.

const TITLE = "Anxiety support group";

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function openCalendar(page: Page) {
  await logIn(page, "counselor");
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto("/app/calendar");
  await expect(page.getByRole("heading", { name: "Calendar", level: 1 })).toBeVisible();
  await expect(page.locator(".fc-timeGridWeek-view")).toBeVisible();
}

/** The dates of the week the grid shows, Monday first (weeks start on Monday). */
async function shownWeek(page: Page): Promise<string[]> {
  const cols = page.locator("td.fc-timegrid-col[data-date]");
  await expect(cols).toHaveCount(7);
  return cols.evaluateAll((tds) => tds.map((td) => td.getAttribute("data-date") as string));
}

async function box(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  const b = await locator.boundingBox();
  if (!b) throw new Error("not on screen");
  return b;
}

/** Drags with the mouse down the day's column from one slot to the end of another (both "HH:mm:ss"). */
async function dragRange(page: Page, date: string, from: string, lastSlot: string) {
  const first = page.locator(`td.fc-timegrid-slot-lane[data-time="${from}"]`);
  await first.scrollIntoViewIfNeeded();
  const col = await box(page.locator(`td.fc-timegrid-col[data-date="${date}"]`));
  const a = await box(first);
  const b = await box(page.locator(`td.fc-timegrid-slot-lane[data-time="${lastSlot}"]`));
  const x = col.x + col.width / 2;
  await page.mouse.move(x, a.y + 3);
  await page.mouse.down();
  await page.mouse.move(x, b.y + b.height / 2, { steps: 8 });
  await page.mouse.move(x, b.y + b.height - 3, { steps: 4 });
  await page.mouse.up();
}

const eventIn = (page: Page, date: string) => page.locator(`td.fc-timegrid-col[data-date="${date}"] .fc-timegrid-event`, { hasText: TITLE });

test("a counselor drags on the week view to create a weekly event on Monday and Wednesday for four weeks, and moves one occurrence with 'This event'", async ({ page }) => {
  await openCalendar(page);
  // Next week, so the drag lands on days without the demo week's afternoon.
  await page.getByRole("button", { name: "Next week" }).click();
  const week = await shownWeek(page);
  const [monday, , wednesday, thursday] = week;

  // Drag 4:00-5:00 PM on Monday: the quick add opens with an hour prefilled.
  await dragRange(page, monday, "16:00:00", "16:30:00");
  const quick = page.getByRole("dialog", { name: "New event" });
  await expect(quick).toBeVisible();
  await expect(quick.getByLabel("Duration (minutes)", { exact: true })).toHaveValue("60");
  await quick.getByLabel("Title", { exact: true }).fill(TITLE);
  await quick.getByLabel("Use-of-time category").selectOption({ label: "Counseling" });
  await quick.getByRole("button", { name: "More options" }).click();

  // The full form keeps what was typed and the dragged time.
  const form = page.getByRole("dialog", { name: "New event" });
  await expect(form.getByLabel("Title", { exact: true })).toHaveValue(TITLE);
  await expect(form.getByLabel("Date", { exact: true })).toHaveValue(monday);
  await expect(form.getByLabel("Hour", { exact: true })).toHaveValue("4");
  await expect(form.getByLabel("Minute", { exact: true })).toHaveValue("0");
  await expect(form.getByLabel("AM or PM", { exact: true })).toHaveValue("PM");
  await expect(form.getByLabel("Duration (minutes)", { exact: true })).toHaveValue("60");
  await form.getByLabel("Repeats", { exact: true }).selectOption("weekly");
  await expect(form.getByRole("checkbox", { name: "Monday" })).toBeChecked();
  await form.getByRole("checkbox", { name: "Wednesday" }).check();
  await form.getByLabel("Until").fill(addDays(monday, 28));
  await form.getByRole("button", { name: "Save" }).click();

  // Mondays and Wednesdays of four weeks, and the Monday the repeat ends on: 9 events.
  await expect(page.getByText("9 events saved.")).toBeVisible();
  await expect(form).toBeHidden();
  await expect(eventIn(page, monday)).toHaveCount(1);
  await expect(eventIn(page, wednesday)).toHaveCount(1);
  await expect(page.locator(".fc-timegrid-event", { hasText: TITLE })).toHaveCount(2);
  // Shown in the category's colour (Counseling, #16a34a).
  await expect(eventIn(page, monday)).toHaveCSS("background-color", "rgb(22, 163, 74)");

  // The occurrences of the following weeks are there too.
  await page.getByRole("button", { name: "Next week" }).click();
  const week2 = await shownWeek(page);
  await expect(eventIn(page, week2[0])).toHaveCount(1);
  await expect(eventIn(page, week2[2])).toHaveCount(1);
  await page.getByRole("button", { name: "Previous week" }).click();
  await expect.poll(() => shownWeek(page)).toEqual(week);

  // Drag Wednesday's occurrence to Thursday: the page asks which events the change applies to.
  // Only the target column's x matters; measure the event last, so scrolling cannot leave its box stale.
  const target = await box(page.locator(`td.fc-timegrid-col[data-date="${thursday}"]`));
  const source = await box(eventIn(page, wednesday));
  await page.mouse.move(source.x + source.width / 2, source.y + 6);
  await eventIn(page, wednesday).hover();
  await page.mouse.move(source.x + source.width / 2, source.y + 6);
  await page.mouse.down();
  await page.mouse.move(source.x + source.width / 2 + 10, source.y + 6, { steps: 3 });
  await page.mouse.move(target.x + target.width / 2, source.y + 6, { steps: 10 });
  await page.mouse.up();
  const scope = page.getByRole("dialog", { name: "Change a repeating event" });
  await expect(scope).toBeVisible();
  await expect(scope.getByRole("radio", { name: "This event" })).toBeChecked();
  await scope.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Event moved.")).toBeVisible();

  // Only that occurrence moved.
  await expect(eventIn(page, thursday)).toHaveCount(1);
  await expect(eventIn(page, wednesday)).toHaveCount(0);
  await expect(eventIn(page, monday)).toHaveCount(1);
  await page.getByRole("button", { name: "Next week" }).click();
  await expect(eventIn(page, week2[2])).toHaveCount(1);
  await expect(eventIn(page, week2[3])).toHaveCount(0);
});

test("the confidentiality eye hides the student names of the calendar's events", async ({ page }) => {
  await openCalendar(page);
  // The list view is the accessible alternative to the grid: the demo week names Jordan Lee.
  await page.getByRole("button", { name: "List" }).click();
  const calendar = page.getByTestId("calendar");
  await expect(calendar.locator(".fc-list-event", { hasText: "Individual counseling" }).first()).toBeVisible();
  await expect(calendar.getByText("Jordan Lee").first()).toBeVisible();

  const eye = page.getByTestId("confidential-toggle");
  await eye.click();
  await expect(eye).toHaveAttribute("aria-pressed", "true");
  // The choice is saved per user: wait for it to be stored.
  await expect(eye).toHaveAttribute("aria-busy", "false");
  await expect(calendar.getByText("Jordan Lee")).toHaveCount(0);
  await expect(calendar.getByRole("img", { name: /hidden/i }).first()).toBeVisible();

  // The event's details mask the student too.
  await calendar.locator(".fc-list-event", { hasText: "Individual counseling" }).first().click();
  const details = page.getByRole("dialog", { name: "Individual counseling" });
  await expect(details).toBeVisible();
  await expect(details.getByText("Jordan Lee")).toHaveCount(0);
  await details.getByRole("button", { name: "Close" }).first().click();

  // Open again: the names come back (and the setting is restored for the other tests).
  await eye.click();
  await expect(eye).toHaveAttribute("aria-pressed", "false");
  await expect(eye).toHaveAttribute("aria-busy", "false");
  await expect(calendar.getByText("Jordan Lee").first()).toBeVisible();
});

test("/app/calendar/{date} opens the day view on that date, and a manager is sent to the dashboard", async ({ page, browser }) => {
  await logIn(page, "counselor");
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto("/app/calendar/2026-03-04");
  await expect(page.locator(".fc-timeGridDay-view")).toBeVisible();
  await expect(page.locator("td.fc-timegrid-col[data-date]")).toHaveAttribute("data-date", "2026-03-04");

  const other = await browser.newPage();
  await logIn(other, "manager");
  await expect(other).not.toHaveURL(/\/login/);
  await other.goto("/app/calendar");
  await expectPath(other, "/app/dashboard");
  await other.close();
});
