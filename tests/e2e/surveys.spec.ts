import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { logIn } from "./helpers";

/** Signs in as the demo counselor; retried, as a click before the login form is interactive is lost. */
async function signIn(page: Page) {
  await logIn(page, "counselor");
  await expect(async () => {
    if (new URL(page.url()).pathname === "/login") await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/app\//, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

// Surveys: a counselor creates and edits a survey; a student answers the demo lesson's
// pre survey on a phone through its QR page, without signing in; broken links say so in the visitor's language.

/** The demo counselor's survey and the event that delivered its lesson (last week), read through the API with the session. */
async function demoAdministration(page: Page): Promise<{ surveyId: number; eventId: number }> {
  const surveys = (await (await page.request.get("/api/v1/survey")).json()) as { data: { id: number; name: string }[] };
  const surveyId = surveys.data.find((s) => s.name === "Test anxiety check-in")!.id;
  const end = new Date().toISOString().slice(0, 10);
  const start = new Date(Date.now() - 21 * 86_400_000).toISOString().slice(0, 10);
  const events = (await (await page.request.get(`/api/v1/calendar?start=${start}&end=${end}`)).json()) as { data: { id: number; title: string }[] };
  const eventId = events.data.find((e) => e.title.startsWith("Calm before the test"))!.id;
  return { surveyId, eventId };
}

test("a counselor creates a survey (back to the list with 'Created.'), then edits it in place ('Saved.')", async ({ page }) => {
  await signIn(page);
  await page.goto("/app/survey/new");
  await expect(page.getByRole("heading", { name: "New survey", level: 1 })).toBeVisible();
  await expect(async () => {
    await page.getByLabel("Survey name").fill("E2E friendship check");
    await expect(page.getByLabel("Survey name")).toHaveValue("E2E friendship check", { timeout: 2_000 });
  }).toPass();
  await page.getByLabel("Number of steps").selectOption("3");
  await expect(page.getByLabel("Step 3")).toHaveAttribute("placeholder", "Agree");
  await expect(page.getByLabel("Step 4")).toHaveCount(0);
  await expect(page.getByTestId("likert-slider")).toHaveValue("3");
  await page.getByLabel("New statement").fill("I have a friend at school.");
  await page.getByTestId("statement-add").click();
  await page.getByLabel("New statement").fill("I know how to make a new friend.");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Move up Statement 2" }).click();
  await expect(page.getByTestId("statement").first()).toContainText("I know how to make a new friend.");
  await page.getByTestId("survey-save").click();
  // The success toast shows for 0.8 s: looked for first.
  await expect(page.getByText("Created.")).toBeVisible();
  await expect(page).toHaveURL(/\/app\/surveys$/);
  const row = page.getByTestId("survey-row").filter({ hasText: "E2E friendship check" });
  await expect(row).toContainText("3 steps");
  await expect(row.getByRole("cell").nth(1)).toHaveText("2");

  await row.getByRole("link", { name: "E2E friendship check", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Edit survey", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Edit Statement 1" }).click();
  await page.getByLabel("Statement 1").fill("I know how to make new friends.");
  await page.getByRole("button", { name: "Done" }).click();
  await page.getByRole("button", { name: "Remove Statement 2" }).click();
  await page.getByTestId("survey-save").click();
  await expect(page.getByText("Saved.")).toBeVisible();
  await expect(page).toHaveURL(/\/app\/survey\/edit\/\d+$/);
  await expect(page.getByTestId("statement")).toHaveCount(1);
});

test("a student answers the pre survey on a phone through the QR page: an untouched statement is not sent as neutral, the thank-you comes into view, and a repeat replaces the answers", async ({
  page,
  browser,
}) => {
  await signIn(page);
  const { surveyId, eventId } = await demoAdministration(page);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const student = await phone.newPage();
  const sent: { answers: { question_id: number; value: number }[] }[] = [];
  student.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === "/home/surveyAnswer") sent.push(r.postDataJSON());
  });
  await student.goto(`/qrNew/p${surveyId}/${eventId}`);
  await expect(student.getByRole("heading", { name: "Test anxiety check-in", level: 1 })).toBeVisible();
  await expect(student.getByText("Before the lesson")).toBeVisible();

  // Every slider starts unanswered: nothing chosen, "Not answered yet" announced.
  const statements = student.getByTestId("survey-statement");
  const sliders = student.getByTestId("likert-slider");
  await expect(sliders).toHaveCount(4);
  for (const slider of await sliders.all()) await expect(slider).toHaveAttribute("aria-valuetext", "Not answered yet");
  await sliders.first().focus();
  await student.keyboard.press("ArrowRight");
  await expect(sliders.first()).toHaveAttribute("aria-valuetext", "Agree (step 4 of 5)");
  await expect(statements.first().getByTestId("survey-chosen")).toHaveText("Your answer: Agree");

  // Sending with three statements untouched sends nothing: they are marked, named, and the first takes the focus.
  await student.getByTestId("survey-submit").click();
  await expect(student.getByTestId("survey-unanswered")).toContainText("3 statements are not answered yet:");
  await expect(student.getByTestId("survey-unanswered").getByRole("button")).toHaveText(["Statement 2 of 4", "Statement 3 of 4", "Statement 4 of 4"]);
  await expect(sliders.nth(1)).toBeFocused();
  await expect(sliders.nth(1)).toHaveAttribute("aria-invalid", "true");
  await expect(sliders.nth(1)).toHaveAccessibleDescription("Choose an answer for this statement.");
  await expect(statements.first()).not.toHaveAttribute("data-unanswered");
  expect(sent, "nothing was sent").toHaveLength(0);

  // The middle answer is chosen on purpose: its legend, or a tap on the slider where no thumb is drawn yet.
  await statements.nth(1).getByTestId("likert-legend").nth(2).click();
  await expect(sliders.nth(1)).toHaveAttribute("aria-valuetext", "Not sure (step 3 of 5)");
  await expect(statements.nth(1)).not.toHaveAttribute("data-unanswered");
  await sliders.nth(2).tap();
  await expect(sliders.nth(2)).toHaveAttribute("aria-valuetext", "Not sure (step 3 of 5)");
  await sliders.nth(3).focus();
  await student.keyboard.press("ArrowLeft");
  await expect(sliders.nth(3)).toHaveAttribute("aria-valuetext", "Disagree (step 2 of 5)");
  await expect(student.getByTestId("survey-unanswered")).toBeEmpty();

  await student.getByTestId("survey-submit").click();
  // The thank-you replaces the form far down the page: it is brought into view and focused.
  const thanks = student.getByRole("heading", { name: "Thank you!" });
  await expect(thanks).toBeInViewport({ ratio: 1 });
  await expect(thanks).toBeFocused();
  expect(sent).toHaveLength(1);
  expect(sent[0].answers.map((a) => a.value)).toEqual([4, 3, 3, 2]);

  await student.getByRole("button", { name: "Change my answers" }).click();
  await student.getByTestId("survey-submit").click();
  await expect(thanks).toBeInViewport({ ratio: 1 });
  expect(sent).toHaveLength(2);

  // Both phases open: /surveyNew asks which one.
  await student.goto(`/surveyNew/${surveyId}/${eventId}`);
  await expect(student.getByRole("heading", { name: "Which survey are you answering?" })).toBeVisible();
  await student.getByRole("link", { name: "After the lesson" }).click();
  await expect(student).toHaveURL(new RegExp(`/qrNew/t${surveyId}/${eventId}$`));
  await phone.close();

  // 20 demo answers before, plus this phone's one (its repeat replaced it).
  const avg = (await (await page.request.get(`/api/v1/survey/reportsSurvey/getSurveyAvgEvent?survey_id=${surveyId}&event_id=${eventId}`)).json()) as {
    data: { questionList_avg_pre: { n: number }[] };
  };
  expect(avg.data.questionList_avg_pre[0].n).toBe(21);
});

test("a malformed or unknown QR link is a 404 page that says so, in the visitor's language", async ({ browser }) => {
  const context = await browser.newContext({ locale: "it-IT", extraHTTPHeaders: { "accept-language": "it" } });
  const page = await context.newPage();
  const res = await page.goto("/qrNew/x12/abc");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Questionario non trovato" })).toBeVisible();
  const unknown = await page.goto("/surveyNew/999999/999999");
  expect(unknown?.status()).toBe(404);
  await expect(page.getByTestId("survey-unknown")).toBeVisible();
  await context.close();
});

test("the survey pages pass the axe audit (WCAG 2.2 AA): list, form, the students' choice and answer pages", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const audit = async (p: Page, path: string) => {
    await p.goto(path);
    await expect(p.locator("h1").first()).toBeVisible();
    const { violations } = await new AxeBuilder({ page: p }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
    expect
      .soft(
        violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(" > ")).join(", ")}`),
        path,
      )
      .toEqual([]);
  };
  await signIn(page);
  const { surveyId, eventId } = await demoAdministration(page);
  for (const path of ["/app/surveys", "/app/survey/new", `/app/survey/edit/${surveyId}`]) await audit(page, path);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const student = await phone.newPage();
  for (const path of [`/surveyNew/${surveyId}/${eventId}`, `/qrNew/p${surveyId}/${eventId}`, "/qrNew/x1/2"]) await audit(student, path);
  await phone.close();
});

test("the students' survey page is a minimal page: no site header, footer or links, only the language switch; in Italian its legends keep their words whole at 390 px", async ({ page, browser }) => {
  await signIn(page);
  const { surveyId, eventId } = await demoAdministration(page);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const student = await phone.newPage();
  await student.goto(`/qrNew/p${surveyId}/${eventId}`);
  await expect(student.getByTestId("survey-answer-form")).toBeVisible();
  await expect(student.getByRole("contentinfo")).toHaveCount(0);
  await expect(student.getByRole("navigation")).toHaveCount(0);
  await expect(student.getByRole("link")).toHaveCount(0);
  const language = student.getByTestId("student-header").getByRole("combobox");
  await expect(language).toHaveAccessibleName("Language");

  await language.selectOption("it");
  await expect(student.locator("html")).toHaveAttribute("lang", "it");
  await expect(student.getByText("Prima della lezione")).toBeVisible();
  await expect(student.getByTestId("likert-slider").first()).toHaveAttribute("aria-valuetext", "Nessuna risposta");
  expect(await student.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // A legend wraps only between words, and fits its box.
  for (const legend of await student.getByTestId("likert-legend").all()) {
    const fit = await legend.evaluate((el) => ({ wrap: getComputedStyle(el).overflowWrap, wordBreak: getComputedStyle(el).wordBreak, over: el.scrollWidth - el.clientWidth }));
    expect(fit).toEqual({ wrap: "normal", wordBreak: "normal", over: 0 });
  }
  await phone.close();
});
