import { expect, test, type Page } from "@playwright/test";
import { logIn } from "./helpers";

// Tags, days closed, periods and ratings: the month grid picks several weekdays at once
// (weeks start on Monday, weekends cannot be picked), a study's public timesheet shows aggregates
// only, periods may not overlap, and a day is rated from -3 to 3. Dates come from the grid itself,
// so the test holds whatever day it runs on.

async function signIn(page: Page) {
  await logIn(page, "counselor");
  await expect(page).not.toHaveURL(/\/login/);
}

/** Opens the picker `months` months ahead (Page Down) and picks the Monday and Tuesday of its second week. */
async function pickTwoWeekdays(page: Page, months: number): Promise<string[]> {
  const grid = page.getByRole("grid");
  await grid.locator('button[tabindex="0"]').focus();
  for (let i = 0; i < months; i++) await page.keyboard.press("PageDown");
  const week = grid.locator("tbody tr").nth(1);
  const monday = week.locator("button").nth(0);
  const saturday = week.locator("button").nth(5);
  // Weeks start on Monday; Saturday is there but cannot be picked.
  await expect(saturday).toHaveAttribute("aria-disabled", "true");
  await saturday.click({ force: true });
  await monday.focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Space");
  const dates = [(await monday.getAttribute("data-date")) as string, (await week.locator("button").nth(1).getAttribute("data-date")) as string];
  await expect(page.getByTestId("picked-dates").locator("time")).toHaveCount(2);
  return dates;
}

test("a counselor closes two school days with the keyboard and finds them in that school year", async ({ page }) => {
  await signIn(page);
  await page.goto("/app/daysclosed/new");
  await expect(page.getByRole("heading", { name: "Add days closed", level: 1 })).toBeVisible();
  const dates = await pickTwoWeekdays(page, 7);
  await page.getByLabel("Reason (optional)").fill("Teacher training");
  await page.getByRole("button", { name: "Add 2 days" }).click();
  await expect(page).toHaveURL(/\/app\/daysclosed$/);
  const [y, m] = dates[0].split("-").map(Number);
  await page.goto(`/app/daysclosed?year=${m >= 8 ? y : y - 1}`);
  for (const d of dates) await expect(page.locator(`tr[data-date="${d}"]`)).toContainText("Teacher training");
});

test("a counselor picks study days and the public timesheet shows aggregates only", async ({ page, browser }) => {
  await signIn(page);
  await page.goto("/app/tags/new");
  await pickTwoWeekdays(page, 8);
  await page.getByLabel("Study name").fill("E2E study");
  await page.getByRole("button", { name: "Add 2 days" }).click();
  await expect(page).toHaveURL(/\/app\/tags$/);
  const study = page.getByRole("region", { name: /E2E study/ });
  await expect(study.locator("tr[data-date]")).toHaveCount(2);
  const href = (await study.getByRole("link", { name: "Open the timesheet" }).getAttribute("href")) as string;
  expect(href).toMatch(/^\/timesheet\/counselor\/\d+$/);

  // Signed out, the timesheet opens; under another username it does not exist.
  const visitor = await browser.newContext();
  const anon = await visitor.newPage();
  await anon.goto(href);
  await expect(anon.getByRole("heading", { name: "Use of time on the study days", level: 1 })).toBeVisible();
  await expect(anon.getByText(/2 school days/)).toBeVisible();
  await expect(anon.getByText("Jordan Lee")).toHaveCount(0);
  const other = await anon.goto(href.replace("/counselor/", "/expiring/"));
  expect(other?.status()).toBe(404);
  await visitor.close();
});

test("periods may not overlap; a free slot is added and removed", async ({ page }) => {
  await signIn(page);
  await page.goto("/app/periods/new");
  // Times are picked with the 12-hour picker (hour, minute in 5-minute steps, AM/PM).
  const pick = async (legend: string, hour: number, minute: number, meridiem: "AM" | "PM") => {
    const group = page.getByRole("group", { name: legend, exact: true });
    await group.getByLabel("Hour").selectOption(String(hour));
    await group.getByLabel("Minute").selectOption(String(minute));
    await group.getByLabel("AM or PM").selectOption(meridiem);
  };
  await pick("Start", 11, 0, "AM");
  await pick("End", 12, 0, "PM");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "overlaps" })).toBeVisible();
  await pick("Start", 11, 45, "AM");
  await pick("End", 12, 30, "PM");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/app\/periods$/);
  const rows = page.getByTestId("period-row");
  await expect(rows).toHaveCount(3);
  await page.getByRole("button", { name: /^Delete period \d+ \(11:45/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(rows).toHaveCount(2);
});

test("a counselor rates today, sees the statistics, and the eye hides the note", async ({ page }) => {
  await signIn(page);
  await page.goto("/app/rating");
  await expect(page.getByRole("heading", { name: "Rating", level: 1 })).toBeVisible();
  const count = page.getByTestId("rating-count");
  const before = (await count.count()) ? Number(await count.textContent()) : 0;
  await page.getByRole("radiogroup").getByText("Good", { exact: true }).click();
  await page.getByLabel("Note (private)").fill("Calm and focused");
  await page.getByRole("button", { name: "Save the rating" }).click();
  await expect(page.getByTestId("rating-count")).toHaveText(String(before + 1));
  const row = page.getByTestId("rating-row").first();
  await expect(row).toContainText("Good");
  await expect(row).toContainText("Calm and focused");
  await page.getByTestId("confidential-toggle").click();
  await expect(row).not.toContainText("Calm and focused");
  await page.getByTestId("confidential-toggle").click();
});
