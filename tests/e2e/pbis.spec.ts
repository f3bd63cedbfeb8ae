import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { logIn } from "./helpers";

// The PBIS and master-schedule journey: a counselor records three PBIS incidents that then
// appear on the frequency charts (and their tables), and a master-schedule item put on the calendar
// shows there. Only this spec writes PBIS records; the schedule item has a unique title.

test.setTimeout(240_000);

const ITEM = `Lunch bunch ${Date.now().toString(36)}`;

/** The pages of this journey pass the axe-core audit (WCAG 2.2 AA) the accessibility spec runs on every page. */
async function audit(page: Page, what: string) {
  // The success toast (0.8 s) is audited when it is gone, not while it fades.
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .options({ resultTypes: ["violations"] })
    .analyze();
  const found = violations.flatMap((v) => v.nodes.map((n) => `${v.id}  ${n.target.join(" > ")}  ${v.help}`));
  expect.soft(found, `axe violations on ${what}:\n${found.join("\n")}`).toEqual([]);
}

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

test("three PBIS incidents appear on the frequency charts, and a schedule item put on the calendar shows there", async ({ page, browser }) => {
  await logIn(page, "counselor");
  await expect(page).not.toHaveURL(/\/login/, { timeout: 60_000 });

  // 1. Three incidents, recorded with the student picker on /pbis.
  await page.goto("/app/pbis");
  await expect(page.getByRole("heading", { name: "PBIS", level: 1 })).toBeVisible();
  await recordIncident(page, "Defiance / non-compliance", "Classroom");
  await recordIncident(page, "Defiance / non-compliance", "Classroom");
  await recordIncident(page, "Fighting", "Cafeteria");
  await expect(page.getByTestId("pbis-table")).toContainText("Fighting");
  await audit(page, "/app/pbis");

  // The student's record (linked from the incidents): chosen with the picker, three incidents, and their timeline.
  await page.getByRole("navigation", { name: "PBIS pages" }).getByRole("link", { name: "Student record" }).click();
  await expect(page.getByText("Choose a student to see their PBIS record.")).toBeVisible();
  await page.getByTestId("pbis-filter-student").selectOption({ index: 1 });
  await page.getByTestId("pbis-filter-apply").click();
  await expect(page.getByTestId("pbis-student-incidents")).toHaveText("3");
  await expect(page.getByTestId("pbis-student-recognitions")).toHaveText("0");
  await audit(page, "/app/pbis/pbisStudent");
  await page.getByRole("link", { name: "See this student's timeline" }).click();
  await expect(page).toHaveURL(/\/app\/pbis\/timeline\?client_id=\d+/);
  await expect(page.getByTestId("pbis-timeline-table").locator("tbody tr")).toHaveCount(1);
  await expect(page.getByTestId("pbis-timeline-table").locator("tbody tr td").first()).toHaveText("3");
  await audit(page, "/app/pbis/timeline");

  // The counselor's manager reads the records through the users dropdown and changes nothing.
  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await logIn(manager, "manager");
  await expect(manager).not.toHaveURL(/\/login/, { timeout: 60_000 });
  await manager.goto("/app/pbis");
  await manager.getByLabel("Whose days").selectOption({ label: "Casey Morgan" });
  await expect(manager).toHaveURL(/\/app\/pbis\?user=\d+/);
  await expect(manager.getByTestId("pbis-row")).toHaveCount(3);
  await expect(manager.getByText("You are reading these records: only the counselor records or changes them.")).toBeVisible();
  await expect(manager.getByTestId("pbis-new")).toHaveCount(0);
  await expect(manager.getByTestId("pbis-edit")).toHaveCount(0);
  await managerContext.close();

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
  await audit(page, "/app/pbis/frequencyDistribution");
  await page.goto("/app/documentationPbis");
  await expect(page.getByRole("heading", { name: "The three tiers", level: 2 })).toBeVisible();
  await audit(page, "/app/documentationPbis");

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
  await audit(page, "/app/schedule/new");
  await page.getByTestId("schedule-save").click();
  await expect(page).toHaveURL(/\/app\/schedule$/);
  const row = page.getByTestId("schedule-row").filter({ hasText: ITEM });
  await expect(row).toContainText(`Every ${weekday}`);
  await expect(row.getByTestId("schedule-calendar-status")).toHaveText("Not yet");
  await audit(page, "/app/schedule");
  await row.getByTestId("schedule-push").click();
  await expect(row.getByTestId("schedule-calendar-status")).toContainText(/\d+ events? \(put on/);

  // 4. The calendar shows today's occurrence.
  await page.goto("/app/calendar");
  await expect(page.getByRole("heading", { name: "Calendar", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "List" }).click();
  await expect(page.getByTestId("calendar").locator(".fc-list-event", { hasText: ITEM }).first()).toBeVisible();
});
