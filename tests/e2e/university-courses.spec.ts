import { expect, test, type Page } from "@playwright/test";
import { logIn } from "./helpers";

// The faculty's side of the university programme: the demo faculty member sets their
// university's rubric, creates a course (credits default 3) and two assignments (save-and-new stays
// with 'Created.'; the new assignment starts from the rubric), and edits one from the
// course-assignments screen, which the form returns to (the form's page parameter names where it returns).
// Sessions, enrolment and grading are the journey of university-journey.spec.ts.

test.setTimeout(180_000);

const STAMP = Date.now().toString(36).slice(-6).toUpperCase();
const CODE = `RUB ${STAMP}`;
const COURSE = `Rubric course ${STAMP}`;

async function fillHydrated(page: Page, label: string, value: string) {
  await expect(async () => {
    await page.getByLabel(label, { exact: true }).fill(value);
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value, { timeout: 1000 });
  }).toPass();
}

/** Saves the rubric and waits for the server action's answer. */
async function saveRubric(page: Page) {
  const answered = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/app/universityRubric");
  await page.getByRole("button", { name: "Save rubric" }).click();
  await answered;
}

/** The rubric as stored: the page read again until the save has landed. */
async function expectSavedPoints(page: Page, points: string) {
  await expect(async () => {
    await page.reload();
    await expect(page.getByLabel("Points of level 2", { exact: true })).toHaveValue(points, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

test("a faculty member sets the rubric, creates a course with two assignments and edits one", async ({ page }) => {
  await logIn(page, "faculty");
  await expect(page).not.toHaveURL(/\/login/, { timeout: 60_000 });

  // 1. The rubric: level 2 is worth 21 points at this university from now on.
  await page.goto("/app/universityRubric");
  await expect(page.getByRole("heading", { name: "University rubric", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Label of level 1", { exact: true })).toHaveValue("Did Not Submit/ Complete");
  await fillHydrated(page, "Points of level 2", "21");
  await saveRubric(page);
  await expectSavedPoints(page, "21");
  await expect(page.getByText("This university's own rubric.")).toBeVisible();

  // 2. The course: credits default to 3; create returns to the list.
  await page.goto("/app/universityCourse/new");
  await expect(page.getByRole("heading", { name: "New course", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Credits", { exact: true })).toHaveValue("3");
  await expect(page.getByLabel("University", { exact: true })).toHaveValue("132903");
  await fillHydrated(page, "Course code", CODE);
  await page.getByLabel("Course name", { exact: true }).fill(COURSE);
  await page.getByRole("button", { name: "Create course" }).click();
  await expect(page).toHaveURL(/\/app\/universityCourses$/);
  await expect(page.getByRole("cell", { name: COURSE, exact: true })).toBeVisible();

  // The same code again is refused with a clear message on the field.
  await page.goto("/app/universityCourse/new");
  await fillHydrated(page, "Course code", CODE);
  await page.getByLabel("Course name", { exact: true }).fill("Duplicate");
  await page.getByRole("button", { name: "Create course" }).click();
  await expect(page.getByText("This university already has a course with this code.")).toBeVisible();
  await expect(page.getByLabel("Course code", { exact: true })).toHaveAttribute("aria-invalid", "true");

  // 3. Two assignments from the course list's link.
  await page.goto("/app/universityCourses");
  await page.getByRole("link", { name: `0 assignments of ${CODE}` }).click();
  await expect(page).toHaveURL(/\/app\/universityCourseAssignment\/\d+$/);
  const courseId = /universityCourseAssignment\/(\d+)/.exec(page.url())![1];
  await page.getByRole("link", { name: "New assignment" }).click();
  await expect(page.getByRole("heading", { name: "New assignment", level: 1 })).toBeVisible();
  await expect(page.getByText("Labels and points start from the university's rubric.")).toBeVisible();
  await expect(page.getByLabel("Points of level 2", { exact: true })).toHaveValue("21");
  await expect(page.getByLabel("Points of level 3", { exact: true })).toHaveValue("23");
  await fillHydrated(page, "Assignment", "Reflection paper");
  await page.getByRole("button", { name: "Save and new" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Created." })).toBeVisible();
  await expect(page.getByLabel("Assignment", { exact: true })).toHaveValue("");
  await page.getByLabel("Assignment", { exact: true }).fill("Group counseling plan");
  await page.getByRole("button", { name: "Create assignment" }).click();
  // Created from the university-course-assignments screen (page parameter '0'): back to it.
  await expect(page).toHaveURL(new RegExp(`/app/universityCourseAssignment/${courseId}$`));
  const table = page.getByRole("table", { name: `Assignments of ${CODE}` });
  await expect(table.getByRole("cell", { name: "Reflection paper", exact: true })).toBeVisible();
  await expect(table.getByRole("cell", { name: "Group counseling plan", exact: true })).toBeVisible();

  // 4. Edited from the course-assignments screen (page parameter present): the form returns there.
  await page.goto(`/app/courseAssignments/132903/${courseId}`);
  await page.getByRole("link", { name: "Edit Reflection paper" }).click();
  await expect(page.getByRole("heading", { name: "Edit assignment", level: 1 })).toBeVisible();
  await fillHydrated(page, "Points of level 4", "30");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/app/courseAssignments/132903/${courseId}$`));
  await expect(page.getByRole("row", { name: /Reflection paper/ })).toContainText("0 / 21 / 23 / 30 / 0");

  // The rubric back to the standard points, for the specs that follow.
  await page.goto("/app/universityRubric");
  await fillHydrated(page, "Points of level 2", "19");
  await saveRubric(page);
  await expectSavedPoints(page, "19");
});
