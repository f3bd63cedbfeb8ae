import { expect, test, type Page } from "@playwright/test";
import { logIn } from "./helpers";

// The curriculum journey: a counselor opens Curriculum (the list with type other), creates a
// curriculum action plan with two of their lessons, each with a planned date (a third standard is
// refused), edits it, and saving returns to /app/mbActionPlan/other. Then the old goal form
// computes directive1 = cc + isp + rs + is and directive2 = ppss, and the server stores them.

test.setTimeout(180_000);

const PLAN = `Grade 9 transition ${Date.now().toString(36)}`;

async function planDate(page: Page, index: number) {
  const button = page.getByTestId(`curriculum-lesson-date-${index}`);
  await button.click();
  // A school day of the month shown (a day of the next month would turn the grid to it).
  const grid = page.getByRole("dialog");
  const month = ((await grid.locator('button[data-date][tabindex="0"]').getAttribute("data-date")) ?? "").slice(0, 7);
  await grid.locator(`button[data-date^="${month}"]:not([aria-disabled])`).last().click();
  await expect(button).toHaveAttribute("data-value", /^\d{4}-\d{2}-\d{2}$/);
}

test("a counselor creates a curriculum action plan with two lessons, edits it and returns to the list with type other", async ({ page }) => {
  await logIn(page, "counselor");
  await expect(page).not.toHaveURL(/\/login/, { timeout: 60_000 });

  await page.goto("/app/curriculum");
  await expect(page).toHaveURL(/\/app\/mbActionPlan\/other$/);
  await expect(page.getByRole("heading", { name: "Curriculum action plans", level: 1 })).toBeVisible();
  await page.getByTestId("curriculum-new").click();
  await expect(page).toHaveURL(/\/app\/curriculumNew$/);

  await page.getByLabel("Name", { exact: true }).fill(PLAN);
  await page.getByLabel("Academic", { exact: true }).check();
  await page.locator("#cur-grade-9").check();
  await page.getByLabel("Any grade", { exact: true }).check();
  await page.getByTestId("standard-M 4").check();
  await page.getByTestId("standard-B-SMS 7").check();
  await page.getByTestId("standard-B-SS 1").click();
  const alert = page.getByRole("dialog", { name: "Save Curriculum" });
  await expect(alert).toContainText("No more than two");
  await alert.getByRole("button", { name: "OK" }).click();
  await expect(page.getByTestId("standard-B-SS 1")).not.toBeChecked();

  for (const lesson of ["Calm before the test", "Goal setting for high school"]) {
    await page.getByLabel("Add a lesson", { exact: true }).selectOption({ label: lesson });
    await page.getByRole("button", { name: "Add lesson", exact: true }).click();
  }
  await expect(page.getByTestId("curriculum-lesson")).toHaveCount(2);
  await planDate(page, 0);
  await planDate(page, 1);
  await page.getByLabel("Activity", { exact: true }).fill("Classroom lessons in every grade 9 advisory");
  await page.getByLabel("Process data planned", { exact: true }).fill("6 advisories, 180 students");
  await page.getByTestId("curriculum-save").click();
  await expect(page.getByText("Created.")).toBeVisible();
  await expect(page).toHaveURL(/\/app\/mbActionPlan\/other$/);

  const row = page.getByTestId("curriculum-row").filter({ hasText: PLAN });
  await expect(row).toContainText("M 4");
  await expect(row).toContainText("B-SMS 7");
  await expect(row).toContainText("Any grade");
  await expect(row.getByTestId("curriculum-row-lesson")).toHaveCount(2);
  await expect(row.getByTestId("delivery-status").first()).toBeVisible();
  // The Academic list holds it; the Career list does not.
  await page.getByRole("link", { name: "Academic", exact: true }).click();
  await expect(page).toHaveURL(/\/app\/mbActionPlan\/academic$/);
  await expect(page.getByTestId("curriculum-row").filter({ hasText: PLAN })).toHaveCount(1);
  await page.getByRole("link", { name: "Career", exact: true }).click();
  await expect(page.getByTestId("curriculum-row").filter({ hasText: PLAN })).toHaveCount(0);

  // Edit: drop the second lesson, add the timeline; saving returns to the list with type other.
  await page.goto("/app/mbActionPlan/academic");
  await page.getByTestId("curriculum-row").filter({ hasText: PLAN }).getByTestId("curriculum-edit").click();
  await expect(page).toHaveURL(/\/app\/curriculum\/edit\/\d+$/);
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(PLAN);
  await page.getByRole("button", { name: "Remove Goal setting for high school" }).click();
  await page.getByLabel("Timeline", { exact: true }).fill("November to December");
  await page.getByTestId("curriculum-save").click();
  await expect(page.getByText("Saved.")).toBeVisible();
  await expect(page).toHaveURL(/\/app\/mbActionPlan\/other$/);
  const edited = page.getByTestId("curriculum-row").filter({ hasText: PLAN });
  await expect(edited.getByTestId("curriculum-row-lesson")).toHaveCount(1);
  await expect(edited).toContainText("November to December");
});

test("the old goal form computes directive1 = cc + isp + rs + is and directive2 = ppss, and keeps them", async ({ page }) => {
  await logIn(page, "counselor");
  await expect(page).not.toHaveURL(/\/login/, { timeout: 60_000 });
  await page.goto("/app/goal/edit-old");
  await expect(page.getByRole("heading", { name: "Use-of-time goal", level: 1 })).toBeVisible();
  const values = {
    "School counseling core curriculum": "30",
    "Individual student planning": "25",
    "Responsive services": "20",
    "Indirect student services": "5",
    "Program planning and school support": "15",
  };
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
  await expect(page.getByTestId("old-goal-directive1")).toHaveText("80%");
  await expect(page.getByTestId("old-goal-directive2")).toHaveText("15%");
  await expect(page.getByText("Meets the 80% target.")).toBeVisible();
  await page.getByTestId("old-goal-save").click();
  await expect(page.getByText("Saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Responsive services", { exact: true })).toHaveValue("20");
  await expect(page.getByTestId("old-goal-directive1")).toHaveText("80%");
  // A total over 100% is refused before it is sent.
  await page.getByLabel("Program planning and school support", { exact: true }).fill("40");
  await page.getByTestId("old-goal-save").click();
  await expect(page.getByText("The five shares add up to more than 100%.")).toBeVisible();
});
