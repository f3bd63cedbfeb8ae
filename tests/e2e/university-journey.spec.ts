import { expect, test, type Browser, type Page } from "@playwright/test";
import { logIn } from "./helpers";

// The university journey, end to end: the demo faculty member creates a course with two
// assignments (save-and-new, then create), creates a session of it, enrols the demo graduate
// student, grades an assignment; the student signs in and sees the grade at /app/myCourses.
// Everything it reads it creates itself (a unique course code), so earlier specs do not matter.

test.setTimeout(240_000);

const STAMP = Date.now().toString(36).slice(-6).toUpperCase();
const CODE = `E2E ${STAMP}`;
const COURSE = `Practicum journey ${STAMP}`;
const SESSION = `Spring term ${STAMP}`;
const FIRST = "Use-of-time log";
const SECOND = "Case conceptualisation";

async function signedIn(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, username);
  await expect(page).not.toHaveURL(/\/login/, { timeout: 60_000 });
  return page;
}

/** Fills a field once the form has hydrated (a value typed before would be reset). */
async function fillHydrated(page: Page, label: string, value: string) {
  await expect(async () => {
    await page.getByLabel(label, { exact: true }).fill(value);
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value, { timeout: 1000 });
  }).toPass();
}

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test("a faculty member creates a course with two assignments and a session, enrols a graduate student and grades her; she sees the grade", async ({ browser }) => {
  const faculty = await signedIn(browser, "faculty");

  // 1. The course.
  await faculty.goto("/app/universityCourse/new");
  await expect(faculty.getByRole("heading", { name: "New course", level: 1 })).toBeVisible();
  await fillHydrated(faculty, "Course code", CODE);
  await faculty.getByLabel("Course name", { exact: true }).fill(COURSE);
  await faculty.getByRole("button", { name: "Create course" }).click();
  await expect(faculty).toHaveURL(/\/app\/universityCourses$/);
  await faculty.getByRole("link", { name: `0 assignments of ${CODE}` }).click();
  await expect(faculty).toHaveURL(/\/app\/universityCourseAssignment\/\d+$/);
  const courseId = /universityCourseAssignment\/(\d+)/.exec(faculty.url())![1];

  // 2. Two assignments: save-and-new stays on the form with 'Created.', then create returns to the list.
  await faculty.getByRole("link", { name: "New assignment" }).click();
  await expect(faculty.getByRole("heading", { name: "New assignment", level: 1 })).toBeVisible();
  await fillHydrated(faculty, "Assignment", FIRST);
  await faculty.getByRole("button", { name: "Save and new" }).click();
  await expect(faculty.getByRole("status").filter({ hasText: "Created." })).toBeVisible();
  await expect(faculty.getByLabel("Assignment", { exact: true })).toHaveValue("");
  await faculty.getByLabel("Assignment", { exact: true }).fill(SECOND);
  await faculty.getByRole("button", { name: "Create assignment" }).click();
  await expect(faculty).toHaveURL(new RegExp(`/app/universityCourseAssignment/${courseId}$`));
  const assignments = faculty.getByRole("table", { name: `Assignments of ${CODE}` });
  await expect(assignments.getByRole("cell", { name: FIRST, exact: true })).toBeVisible();
  await expect(assignments.getByRole("cell", { name: SECOND, exact: true })).toBeVisible();

  // 3. A session of the course, from its sessions list.
  await faculty.getByRole("link", { name: "Sessions", exact: true }).click();
  await expect(faculty).toHaveURL(new RegExp(`/app/universityCoursesSession/${courseId}(\\?from=[01])?$`));
  await expect(faculty.getByText("This course has no sessions yet.")).toBeVisible();
  await faculty.getByRole("link", { name: "New session" }).click();
  await expect(faculty.getByRole("heading", { name: "New session", level: 1 })).toBeVisible();
  await fillHydrated(faculty, "Session name", SESSION);
  await faculty.getByLabel("Start date", { exact: true }).fill(isoDay(-30));
  // An end before the start is refused on the end date.
  await faculty.getByLabel("End date", { exact: true }).fill(isoDay(-31));
  await faculty.getByRole("button", { name: "Save", exact: true }).click();
  await expect(faculty.getByText("Enter a real end date, not before the start date (empty means today).")).toBeVisible();
  await faculty.getByLabel("End date", { exact: true }).fill(isoDay(60));
  await faculty.getByRole("button", { name: "Save", exact: true }).click();
  await expect(faculty).toHaveURL(new RegExp(`/app/universityCoursesSession/${courseId}(\\?from=[01])?$`));
  const sessions = faculty.getByRole("table", { name: `Sessions of ${COURSE}` });
  // The faculty member who created it is its faculty; no student yet.
  const sessionRow = sessions.getByRole("row", { name: new RegExp(SESSION) });
  await expect(sessionRow.getByRole("cell").nth(3)).toHaveText("0");
  await expect(sessionRow.getByRole("cell").nth(4)).toHaveText("1");
  await sessions.getByRole("link", { name: SESSION, exact: true }).click();
  await expect(faculty.getByRole("heading", { name: `${SESSION} · ${CODE}`, level: 1 })).toBeVisible();

  // 4. Enrol the graduate student.
  const enrol = faculty.getByRole("search", { name: "Enrol graduate students and faculty" });
  await expect(async () => {
    await enrol.getByLabel("Find a graduate student or faculty member", { exact: true }).fill("Gina");
    await enrol.getByRole("button", { name: "Search" }).click();
    await expect(faculty.getByRole("button", { name: "Enrol Gina Lopez" })).toBeVisible({ timeout: 2000 });
  }).toPass();
  await faculty.getByRole("button", { name: "Enrol Gina Lopez" }).click();
  const enrolled = faculty.getByRole("table", { name: "Enrolled" });
  await expect(enrolled.getByRole("row", { name: /Gina Lopez/ })).toContainText("Graduate student");
  await expect(enrolled.getByRole("row", { name: /Frank Ellis/ })).toContainText("Faculty");

  // 5. Grade the first assignment: level 3 on the standard rubric is 'Meets Expectations', 23 points.
  const student = faculty.getByRole("article", { name: "Gina Lopez" });
  // Her hours by ASCA category inside the session's dates: the demo seed's 60 + 45 + 30 minutes of the last weeks.
  const hours = student.getByRole("table", { name: "Logged hours of Gina Lopez by ASCA category" });
  await expect(hours.getByRole("row", { name: /^Instruction/ })).toContainText("Direct student services");
  await expect(hours.getByRole("row", { name: /^Total/ })).toContainText("2.3");
  const grades = student.getByRole("table", { name: "Grades of Gina Lopez" });
  await grades.getByLabel(`Level of Gina Lopez on ${FIRST}`, { exact: true }).selectOption("3");
  await grades.getByLabel(`Comment for Gina Lopez on ${FIRST}`, { exact: true }).fill("Clear categories; add the students served.");
  await grades.getByRole("button", { name: `Save the grade of Gina Lopez on ${FIRST}` }).click();
  await expect(grades.getByRole("row", { name: new RegExp(FIRST) })).toContainText("23");
  await expect(student.getByText("23 of 50 points · 1 of 2 graded")).toBeVisible();
  await faculty.context().close();

  // 6. The student sees the grade at /app/myCourses.
  const gina = await signedIn(browser, "gradstudent");
  await gina.goto("/app/myCourses");
  const course = gina.getByRole("region", { name: `${CODE} ${COURSE}` });
  await expect(course).toContainText(SESSION);
  await expect(course).toContainText("Faculty: Frank Ellis");
  const mine = course.getByRole("table", { name: `My grades in ${CODE} ${COURSE}` });
  const row = mine.getByRole("row", { name: new RegExp(FIRST) });
  await expect(row).toContainText("Meets Expectations");
  await expect(row).toContainText("23");
  await expect(row).toContainText("Clear categories; add the students served.");
  await expect(mine.getByRole("row", { name: new RegExp(SECOND) })).toContainText("Not graded yet");
  await expect(mine.getByRole("row", { name: /Total/ })).toContainText("23 of 50");
  await expect(course.getByRole("table", { name: `My logged hours in ${CODE} ${COURSE} by ASCA category` }).getByRole("row", { name: /^Total/ })).toContainText("2.3");
  await gina.context().close();
});
