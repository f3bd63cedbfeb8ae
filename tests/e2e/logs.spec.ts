import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { expectPath, logIn } from "./helpers";

// /app/logs and the category screens: a counselor logs a contact
// without opening the calendar, filters the table, exports the filtered rows as a CSV download;
// the eye hides names and notes; a manager adds a sub-category the counselor then uses.

/** Signs in and opens a page with names shown (the eye is stored per user). */
async function open(page: Page, username: string, path: string) {
  await logIn(page, username);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(path);
  const eye = page.getByTestId("confidential-toggle");
  // Retried: a click before the page is interactive is lost.
  await expect(async () => {
    if ((await eye.getAttribute("aria-pressed")) === "true") await eye.click();
    await expect(eye).toHaveAttribute("aria-pressed", "false", { timeout: 2_000 });
  }).toPass();
}

const totals = (page: Page) => page.getByTestId("logs-totals");
const rows = (page: Page) => page.getByTestId("log-row");

test("a counselor logs a contact, finds it with the free text and exports the filtered rows as CSV", async ({ page }) => {
  await open(page, "counselor", "/app/logs");
  await expect(page.getByRole("heading", { name: "Logs", level: 1 })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  const before = Number(await totals(page).locator("dd").first().innerText());
  expect(before).toBeGreaterThan(0);

  await page.getByRole("button", { name: "Log a contact" }).click();
  const dialog = page.getByRole("dialog", { name: "Log a contact" });
  // Quick entry: today, done, 15 minutes.
  await expect(dialog.getByLabel("Date")).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await expect(dialog.getByLabel("Duration (minutes)")).toHaveValue("15");
  await expect(dialog.getByLabel("Status")).toHaveValue("done");
  // Without a category nothing is saved, and the dialog says why.
  await dialog.getByRole("button", { name: "Save contact" }).click();
  await expect(dialog.getByText("Choose a category.")).toBeVisible();

  await dialog.getByLabel("Use-of-time category").selectOption({ label: "Consultation" });
  await dialog.getByLabel("Student or group").selectOption({ label: "Avery Kim" });
  await expect(dialog.getByLabel("Number of students")).toHaveValue("1");
  await dialog.getByLabel("Notes").fill("Called her mother about attendance, e2e-kestrel");
  await dialog.getByRole("button", { name: "Save contact" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Contact logged.")).toBeVisible();
  await expect(totals(page).locator("dd").first()).toHaveText(String(before + 1));

  // Free text over the notes; it stays out of the address bar.
  await page.getByLabel("Search").fill("kestrel");
  await expect(rows(page)).toHaveCount(1);
  const row = rows(page).first();
  await expect(row).toContainText("Contact: Consultation");
  await expect(row).toContainText("Contact log");
  await expect(row).toContainText("Avery Kim");
  await expect(row).toContainText("15 min");
  await expect(totals(page)).toContainText("0 h 15 min");
  expect(page.url()).not.toContain("kestrel");

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^logs-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(download.url()).toMatch(/^blob:/);
  const csv = (await readFile((await download.path()) as string, "utf8")).replace(/^\uFEFF/, "");
  const lines = csv.trim().split("\r\n");
  expect(lines[0]).toBe("Date,Time,Duration (minutes),Title,Category,Sub-category,Group,Student or group,Students,Male,Female,Location,Status,Source,Notes");
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(
    /^\d{4}-\d{2}-\d{2},\d{2}:\d{2},15,Contact: Consultation,Consultation,,Indirect student services,Avery Kim,1,0,0,,Done,Contact log,"?Called her mother about attendance, e2e-kestrel"?$/,
  );
});

test("the logs sort by a column, page, and filter by category and status", async ({ page }) => {
  await open(page, "counselor", "/app/logs");
  await page.getByRole("button", { name: "Duration" }).click();
  await expect(page.getByRole("columnheader", { name: "Duration" })).toHaveAttribute("aria-sort", "descending");
  await expect(rows(page).first()).toContainText("120 min");
  await page.getByRole("button", { name: "Duration" }).click();
  await expect(page.getByRole("columnheader", { name: "Duration" })).toHaveAttribute("aria-sort", "ascending");
  await expect(rows(page).first()).not.toContainText("120 min");

  await page.getByRole("navigation", { name: "Pages of the logs" }).getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();

  await page.getByLabel("Category", { exact: true }).selectOption({ label: "Testing coordination" });
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await expect(rows(page).first()).toContainText("State testing coordination");
  for (const text of await rows(page).allInnerTexts()) expect(text).toContain("Testing coordination");
  await page.getByLabel("Status").selectOption({ label: "Cancelled" });
  await expect(page.getByText("No activities match these filters.")).toBeVisible();
  await expect(totals(page).locator("dd").first()).toHaveText("0");
  await page.getByRole("button", { name: "Reset filters" }).click();
  await expect(rows(page).first()).toBeVisible();
});

test("the confidentiality eye hides the student names and notes of the logs", async ({ page }) => {
  await open(page, "counselor", "/app/logs");
  const table = page.getByRole("table", { name: "Recorded activities" });
  await expect(table.getByText("Jordan Lee").first()).toBeVisible();
  const eye = page.getByTestId("confidential-toggle");
  await eye.click();
  await expect(eye).toHaveAttribute("aria-pressed", "true");
  await expect(eye).toHaveAttribute("aria-busy", "false");
  await expect(table.getByText("Jordan Lee")).toHaveCount(0);
  await expect(table.getByRole("img", { name: /hidden/i }).first()).toBeVisible();
  // The student filter shows initials only.
  await expect(page.getByLabel("Student or group").locator("option", { hasText: "J. L." })).toHaveCount(1);
  await eye.click();
  await expect(eye).toHaveAttribute("aria-pressed", "false");
  await expect(eye).toHaveAttribute("aria-busy", "false");
  await expect(table.getByText("Jordan Lee").first()).toBeVisible();
});

test("a manager adds a sub-category the counselor then finds in the logs; a counselor may not open the category screens", async ({ page, browser }) => {
  await open(page, "manager", "/app/categories");
  await expect(page.getByRole("heading", { name: "Use-of-time categories", level: 1 })).toBeVisible();
  await expect(page.getByText(/Teaching the school counseling curriculum/)).toBeVisible();
  await page.getByRole("button", { name: "Add a sub-category to Counseling" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a sub-category" });
  await dialog.getByLabel("Name").fill("E2E grief group");
  await dialog.getByRole("button", { name: "Use #7c3aed" }).click();
  await expect(dialog.getByLabel("Colour code (#rrggbb)")).toHaveValue("#7c3aed");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("list", { name: "Sub-categories of Counseling" }).getByText("E2E grief group")).toBeVisible();

  // A second one by the same name is refused next to the name.
  await page.getByRole("button", { name: "Add a sub-category to Counseling" }).click();
  await dialog.getByLabel("Name").fill("e2e GRIEF group");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("This category already has a sub-category with this name.")).toBeVisible();
  await page.keyboard.press("Escape");

  await page.getByRole("link", { name: "Category colours" }).click();
  await expect(page.getByRole("heading", { name: "Category colours", level: 1 })).toBeVisible();
  // A manager's colours of the ASCA categories are their district's own.
  await expect(page.getByText(/The colours you choose here are your district's own/)).toBeVisible();
  await expect(page.getByTestId("color-row-3").getByRole("button", { name: "Save colour" })).toBeDisabled();

  const counselor = await browser.newPage();
  await open(counselor, "counselor", "/app/logs");
  await expect(counselor.getByLabel("Category", { exact: true }).locator("option", { hasText: "E2E grief group" })).toHaveCount(1);
  await counselor.goto("/app/categories");
  await expectPath(counselor, "/app/dashboard");
  await counselor.goto("/app/categoryColor");
  await expectPath(counselor, "/app/dashboard");
  await counselor.close();
});
