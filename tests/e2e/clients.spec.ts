import { expect, test, type Page } from "@playwright/test";
import { logIn } from "./helpers";

// Students and groups: a group's assigned students compute its counts and lock the inputs,
// a roster CSV is previewed with per-row errors and imports all rows or none, the eye hides names,
// and a manager reads a counselor's list without being able to change it.

const HEADER = "name,student_number,grade,gender,esl,frl,iep,ada,race";

/** Signs in as the demo counselor and opens a page with names shown (the eye is stored per user). */
async function asCounselor(page: Page, path: string) {
  await logIn(page, "counselor");
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(path);
  const eye = page.getByTestId("confidential-toggle");
  // Retried: a click before the page is interactive is lost.
  await expect(async () => {
    if ((await eye.getAttribute("aria-pressed")) === "true") await eye.click();
    await expect(eye).toHaveAttribute("aria-pressed", "false", { timeout: 2_000 });
  }).toPass();
}

test("assigned students compute a group's counts and lock its inputs; the group shows as a small group", async ({ page }) => {
  await asCounselor(page, "/app/studentsGroups/new/groups");
  await expect(page.getByRole("heading", { name: "New group", level: 1 })).toBeVisible();
  // Typed counts add up (count = male + female); retried until the form is interactive.
  await expect(async () => {
    await page.getByLabel("Male", { exact: true }).fill("20");
    await expect(page.getByTestId("count-total")).toHaveText("20", { timeout: 2_000 });
  }).toPass();
  await page.getByLabel("Group name").fill("E2E lunch bunch");

  const list = page.getByRole("list", { name: "Your students" });
  await list.getByRole("checkbox", { name: /Maya Patel/ }).check();
  await list.getByRole("checkbox", { name: /Diego Ramos/ }).check();
  await expect(page.getByTestId("counts-locked")).toBeVisible();
  // Maya (female, Asian, ESL) and Diego (male, Hispanic, IEP): 1 + 1, whatever was typed.
  await expect(page.getByTestId("count-total")).toHaveText("2");
  await expect(page.getByLabel("Male", { exact: true })).toHaveAttribute("readonly", "");
  await expect(page.getByLabel("English learner (ESL)")).toHaveValue("1");

  await page.getByTestId("client-save").click();
  await expect(page).toHaveURL(/\/app\/studentsGroups\/groups$/);
  const row = page.getByTestId("client-row").filter({ hasText: "E2E lunch bunch" });
  await expect(row).toContainText("2");
  await expect(row.getByTestId("small-group-badge")).toBeVisible();
});

test("a roster with a bad row is refused with the line at fault; a good roster imports every row", async ({ page }) => {
  await asCounselor(page, "/app/studentsGroups/students");
  const dialog = page.getByRole("dialog", { name: "Import a student roster" });
  // Retried: a click before the page is interactive is lost.
  await expect(async () => {
    if (!(await dialog.isVisible())) await page.getByTestId("roster-import-open").click();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await expect(dialog.getByTestId("roster-header")).toHaveText(HEADER);

  await dialog.getByTestId("roster-file").setInputFiles({
    name: "bad.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`${HEADER}\nE2E Good,E2E-1,9,M,0,0,0,0,WH\nE2E Bad,E2E-2,9,X,0,0,0,0,\n`),
  });
  const errors = dialog.getByTestId("roster-errors");
  await expect(errors).toContainText("3");
  await expect(errors).toContainText("gender");
  await expect(errors).toContainText("The gender must be M or F.");
  await expect(dialog.getByTestId("roster-import-commit")).toBeDisabled();

  await dialog.getByTestId("roster-file").setInputFiles({
    name: "good.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`${HEADER}\nE2E Good,E2E-1,9,M,0,0,0,0,WH\n"Rossi, Giulia",E2E-2,K,F,1,1,0,0,HI\n`),
  });
  await expect(dialog.getByTestId("roster-ok")).toContainText("2 new students");
  await dialog.getByTestId("roster-import-commit").click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("client-row").filter({ hasText: "Rossi, Giulia" })).toContainText("Kindergarten");
  await expect(page.getByTestId("client-row").filter({ hasText: "E2E Good" })).toContainText("E2E-1");
});

test("the confidentiality eye hides student names on the list", async ({ page }) => {
  await asCounselor(page, "/app/studentsGroups/students");
  const eye = page.getByTestId("confidential-toggle");
  await expect(page.getByText("Avery Kim")).toBeVisible();
  await eye.click();
  await expect(eye).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("Avery Kim")).toHaveCount(0);
  await eye.click();
  await expect(page.getByText("Avery Kim")).toBeVisible();
});

test("a manager reads a managed counselor's students but cannot change them", async ({ page }) => {
  await logIn(page, "manager");
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto("/app/studentsGroups/students");
  await page.getByLabel("Counselor").selectOption({ label: "Casey Morgan" });
  await expect(page).toHaveURL(/\?user=\d+$/);
  await expect(page.getByText("The students and groups of Casey Morgan.")).toBeVisible();
  await expect(page.getByText("Avery Kim")).toBeVisible();
  await expect(page.getByTestId("client-edit")).toHaveCount(0);
  await expect(page.getByTestId("client-new")).toHaveCount(0);
  await expect(page.getByTestId("roster-import-open")).toHaveCount(0);
});

test("the Students 'Programs' column shows the student's programmes by name, never ethnicity codes", async ({ page }) => {
  await asCounselor(page, "/app/studentsGroups/students");
  const table = page.getByTestId("client-table");
  const programs = table.locator("thead th").filter({ hasText: "Programs" });
  await expect(programs).toBeVisible();
  const column = (await table.locator("thead th").allTextContents()).findIndex((h) => h.trim() === "Programs");
  const cell = (name: string) => table.getByTestId("client-row").filter({ hasText: name }).locator("td").nth(column);
  // The demo: Diego Ramos is Hispanic and on an IEP, Maya Patel Asian and an English learner,
  // Jordan Lee Asian with free or reduced lunch, Avery Kim Asian with no programme.
  await expect(cell("Diego Ramos")).toHaveText("IEP");
  await expect(cell("Maya Patel")).toHaveText("English learner");
  await expect(cell("Jordan Lee")).toHaveText("Free or reduced lunch");
  await expect(cell("Avery Kim")).toHaveText("—");
  const texts = await table
    .getByTestId("client-row")
    .locator(`td:nth-child(${column + 1})`)
    .allTextContents();
  expect(texts.join(" ")).not.toMatch(/\b(AM|AS|HI|BL|WH|HP|TR)\b/);
});
