import { readFile } from "node:fs/promises";
import { expect as baseExpect, test } from "@playwright/test";
import { logIn } from "./helpers";

// Goal surveys: a counselor's SMART goal with a pre/post statement (made through the API), the owner gives
// the goal's survey at an event on the survey report, a student answers /survey/{id} from a second browser
// context that is not signed in, the report shows the average and downloads its CSV, the projector's QR page
// prints the short address, and the goal PDF opens. (smart-goals.spec.ts proves the stars rising.)

const expect = baseExpect.configure({ timeout: 30_000 });
test.setTimeout(240_000);

test("goal survey: give it at an event, a student answers /survey/{id}, the report shows the average and its CSV, QR and PDF", async ({ browser }) => {
  const page = await browser.newPage();
  await logIn(page, "counselor");
  await expect(page).not.toHaveURL(/\/login/);
  const origin = new URL(page.url()).origin;
  const stamp = Date.now().toString(36);
  const statement = `I come to school on time ${stamp}`;

  const created = await page.request.post("/api/v1/smartgoals", { data: { target: `days late ${stamp}`, baselineValue: "20", targetValue: "10" }, headers: { origin } });
  expect(created.status()).toBe(201);
  const goalId = ((await created.json()) as { data: { id: number } }).data.id;
  expect((await page.request.post(`/api/v1/smartgoals/addQuestions?smart_goal_id=${goalId}`, { data: { questions: [statement] }, headers: { origin } })).status()).toBe(200);
  // A session on the calendar (not made from the goal's screen, which would give the goal's survey at once).
  const ev = await page.request.post("/api/v1/calendar", {
    data: { title: `Goal session ${stamp}`, date: "2027-07-29", time: "10:00", duration: 30, category_id: 3 },
    headers: { origin },
  });
  expect(ev.status()).toBeLessThan(300);

  // The goal's survey is given at no event yet: the public page says so, clearly.
  const student = await (await browser.newContext()).newPage();
  await student.goto(`/survey/${goalId}`);
  await expect(student.getByRole("heading", { name: "Survey not open yet" })).toBeVisible();

  // The owner gives it at the session from the goal's survey report (reached from the SMART goal list).
  await page.goto("/app/smartgoals");
  await page
    .getByRole("link", { name: new RegExp(`^Survey report – .*`) })
    .first()
    .waitFor();
  await page.goto(`/app/smartGoalSurveyReport?id=${goalId}`);
  await expect(page.getByTestId("report-no-events")).toBeVisible();
  const select = page.getByLabel("Give the goal's survey at this event");
  await select.selectOption({ label: (await select.locator("option", { hasText: `Goal session ${stamp}` }).textContent())!.trim() });
  await page.getByTestId("goal-event-link").click();
  await expect(page.getByText("Saved.")).toBeVisible();
  await expect(page.getByTestId("report-overall")).toContainText("0 before, 0 after");

  // A student, not signed in, answers before the lesson with the slider (step 3 of 3 by default, one step down).
  await student.goto(`/survey/${goalId}`);
  await expect(student.getByTestId("survey-choose")).toBeVisible();
  await student.getByRole("link", { name: "Before the lesson" }).click();
  await expect(student).toHaveURL(new RegExp(`/survey/${goalId}\\?phase=pre$`));
  await expect(student.getByText(statement)).toBeVisible();
  const slider = student.getByRole("slider").first();
  await slider.focus();
  await slider.press("ArrowLeft");
  await student.getByTestId("survey-submit").click();
  await expect(student.getByRole("heading", { name: "Thank you!" })).toBeVisible();
  // Another counselor's student, or an unknown one, on the student page: a clear page.
  await student.goto(`/surveyEventStudent/${goalId}/1/2000000001`);
  await expect(student.getByTestId("goal-survey-problem")).toBeVisible();

  // The report shows the average (2.0 from the one answer), the chart and its CSV.
  await page.reload();
  const overall = page.getByTestId("report-overall");
  await expect(overall).toContainText("1 before, 0 after");
  await expect(overall.getByTestId("report-statement")).toContainText(statement);
  await expect(overall.getByTestId("report-statement")).toContainText("2.0 (1)");
  await expect(overall.getByRole("img", { name: /Averages before and after/ })).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByTestId("report-csv").click();
  const file = await (await download).path();
  const csv = await readFile(file!);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(csv.toString("utf8")).toContain(`${statement},2,1,0,0,0`);

  // The projector's QR page prints the short address.
  await student.goto(`/qr/${goalId}`);
  await expect(student.getByTestId("goal-survey-qr-url")).toHaveText(new RegExp(`/survey/${goalId}$`));
  await expect(student.getByRole("img", { name: /QR code of/ })).toBeVisible();

  // The SMART goal screen links back to the report, and its PDF opens.
  await page.goto(`/app/smartGoal?id=${goalId}`);
  await expect(page.getByTestId("sg-survey-report")).toBeVisible();
  const popup = page.waitForEvent("popup");
  await page.getByTestId("smart-goal-pdf").click();
  const tab = await popup;
  await tab.waitForURL(/\/api\/v1\/pdf\//);
  await tab.close();
});
