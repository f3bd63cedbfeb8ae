import { readFile } from "node:fs/promises";
import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { DEMO_PASSWORD, expectVisibleFocus, focusedIndicator, logIn } from "./helpers";

// The five daily tasks done with the keyboard alone (WCAG 2.1.1, 2.4.3, 2.4.7): log a contact,
// create an event, answer a survey as a student, read a report, buy a license. Every step is a key
// press (Tab, Shift+Tab, Enter, Space, arrows, typed text); no mouse and no click. After each Tab the
// element that took the focus must draw a visible focus indicator (an outline, or a box-shadow
// that is not transparent), and each task's result is checked on the server's side afterwards.

/**
 * Presses Tab (or Shift+Tab) until the target has the focus, checking the focus indicator of every
 * element passed on the way; fails, listing them, when the target is not reached in `max` presses.
 */
async function tabTo(page: Page, target: Locator, { back = false, max = 150 }: { back?: boolean; max?: number } = {}) {
  await expect(target).toBeVisible();
  const passed: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    await expectVisibleFocus(page);
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) return;
    passed.push((await focusedIndicator(page)).what);
  }
  throw new Error(`not reached with ${back ? "Shift+Tab" : "Tab"} in ${max} presses; focus went through:\n${passed.join("\n")}`);
}

/**
 * Presses a key on the focused control until what it opens is there: a key pressed before React
 * runs in the browser does nothing (the control has no handler yet), and is pressed again.
 */
async function pressUntil(page: Page, key: string, opened: Locator) {
  await expect(async () => {
    if (!(await opened.isVisible())) await page.keyboard.press(key);
    await expect(opened).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

/** Opens a page and waits until it has loaded its data (and React runs in it). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("h1").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
}

/** Signs in from the login dialog with the keyboard: Tab to each field, type, Enter. */
async function keyboardLogIn(page: Page, username: string) {
  await page.goto("/login");
  const dialog = page.getByRole("dialog", { name: "Log in" });
  await expect(dialog).toBeVisible();
  // The Log in button is enabled once React runs: what is typed before could be lost.
  await expect(dialog.getByRole("button", { name: "Log in" })).toBeEnabled();
  await tabTo(page, dialog.getByLabel("Username or email"));
  await page.keyboard.type(username);
  await tabTo(page, dialog.getByLabel("Password"));
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/app\//, { timeout: 30_000 });
}

/** Chooses an option of the focused native select by typing its label (the select's type-ahead). */
async function typeOption(page: Page, select: Locator, label: string) {
  await expect(select).toBeFocused();
  await page.keyboard.type(label);
  await expect(select.locator("option:checked")).toHaveText(label);
}

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test("log a contact with the keyboard only: the dialog opens, its fields are filled and saved, and the contact is in the logs after a reload", async ({ page }) => {
  const note = `keyboard-kingfisher-${Date.now()}`;
  await keyboardLogIn(page, "counselor");
  await open(page, "/app/logs");
  await expect(page.getByRole("heading", { name: "Logs", level: 1 })).toBeVisible();

  await tabTo(page, page.getByRole("button", { name: "Log a contact" }));
  const dialog = page.getByRole("dialog", { name: "Log a contact" });
  await pressUntil(page, "Enter", dialog);

  const category = dialog.getByLabel("Use-of-time category");
  await tabTo(page, category);
  await typeOption(page, category, "Consultation");
  await tabTo(page, dialog.getByLabel("Notes"));
  await page.keyboard.type(note);
  const save = dialog.getByRole("button", { name: "Save contact" });
  await tabTo(page, save);
  // Shift+Tab goes back to Cancel, before Save in the focus order; Tab returns to Save.
  await page.keyboard.press("Shift+Tab");
  await expectVisibleFocus(page);
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(save).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Contact logged.")).toBeVisible();

  // The server has it: after a reload the free-text search finds one row.
  await page.reload();
  await page.waitForLoadState("networkidle");
  await tabTo(page, page.getByLabel("Search"));
  await page.keyboard.type(note);
  await expect(page.getByTestId("log-row")).toHaveCount(1);
  await expect(page.getByTestId("log-row").first()).toContainText("Contact: Consultation");
});

test("create an event with the keyboard only: New event, title, category, Save; the event is on the server and opens from the grid with Enter", async ({ page }) => {
  const title = `Keyboard check-in ${Date.now()}`;
  await keyboardLogIn(page, "counselor");
  await open(page, "/app/calendar");
  await expect(page.getByTestId("calendar").locator(".fc-view")).toBeVisible();

  await tabTo(page, page.getByRole("button", { name: "New event" }));
  const dialog = page.getByRole("dialog", { name: "New event" });
  await pressUntil(page, "Enter", dialog);
  // The title takes the focus when the dialog opens.
  await expect(dialog.getByLabel("Title", { exact: true })).toBeFocused();
  await page.keyboard.type(title);
  const category = dialog.getByLabel("Use-of-time category");
  await tabTo(page, category);
  await typeOption(page, category, "Counseling");
  await tabTo(page, dialog.getByRole("button", { name: "Save", exact: true }));
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Event saved.")).toBeVisible();

  const events = (await (await page.request.get(`/api/v1/calendar?start=${isoDay(-1)}&end=${isoDay(2)}`)).json()) as { data: { title: string }[] };
  expect(events.data.map((e) => e.title)).toContain(title);

  // The new event is a tab stop of the grid; Enter opens its details.
  const event = page.getByTestId("calendar").locator(".fc-event", { hasText: title });
  await tabTo(page, event);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog").getByText(title).first()).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

/** The demo lesson's survey and the event that delivered it, and its post answers counted so far. */
async function demoSurvey(page: Page) {
  const surveys = (await (await page.request.get("/api/v1/survey")).json()) as { data: { id: number; name: string }[] };
  const surveyId = surveys.data.find((s) => s.name === "Test anxiety check-in")!.id;
  const events = (await (await page.request.get(`/api/v1/calendar?start=${isoDay(-21)}&end=${isoDay(0)}`)).json()) as { data: { id: number; title: string }[] };
  const eventId = events.data.find((e) => e.title.startsWith("Calm before the test"))!.id;
  const postCount = async () => {
    const avg = (await (await page.request.get(`/api/v1/survey/reportsSurvey/getSurveyAvgEvent?survey_id=${surveyId}&event_id=${eventId}`)).json()) as {
      data: { questionList_avg_post: { n: number }[] };
    };
    return avg.data.questionList_avg_post[0]?.n ?? 0;
  };
  return { surveyId, eventId, postCount };
}

async function answerAsStudent(browser: Browser, path: string) {
  const context = await browser.newContext();
  const student = await context.newPage();
  try {
    await student.goto(path);
    await expect(student.getByRole("heading", { level: 1 })).toBeVisible();
    // The send button is enabled once React runs: an answer given before would be lost.
    await expect(student.getByTestId("survey-submit")).toBeEnabled();
    const sliders = student.getByTestId("likert-slider");
    await expect(sliders).toHaveCount(4);
    // Each statement: Tab to its slider, an arrow key answers it (Right: Agree, Left: Disagree).
    for (let i = 0; i < 4; i++) {
      await tabTo(student, sliders.nth(i));
      await student.keyboard.press(i % 2 === 0 ? "ArrowRight" : "ArrowLeft");
      await expect(sliders.nth(i)).toHaveAttribute("aria-valuetext", i % 2 === 0 ? /^Agree/ : /^Disagree/);
    }
    await tabTo(student, student.getByTestId("survey-submit"));
    await student.keyboard.press("Enter");
    const thanks = student.getByRole("heading", { name: "Thank you!" });
    await expect(thanks).toBeFocused();
  } finally {
    await context.close();
  }
}

test("answer a survey as a student with the keyboard only: Tab to each statement's slider, arrows to answer, Enter to send; the server counts the answer", async ({ page, browser }) => {
  test.setTimeout(150_000);
  await logIn(page, "counselor");
  await expect(page).toHaveURL(/\/app\//);
  // The post survey: the pre survey's count is another spec's to check.
  const { surveyId, eventId, postCount } = await demoSurvey(page);
  const before = await postCount();
  await answerAsStudent(browser, `/qrNew/t${surveyId}/${eventId}`);
  expect(await postCount()).toBe(before + 1);
});

test("read a report with the keyboard only: from the list to the monthly report, its chart named and its data in a table, and the CSV downloaded with Enter", async ({ page }) => {
  await keyboardLogIn(page, "counselor");
  await open(page, "/app/reports");
  await expect(page.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();
  await tabTo(page, page.getByRole("link", { name: "Monthly use-of-time analysis" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Monthly use-of-time analysis", level: 1 })).toBeVisible();
  await expect(page.getByRole("img", { name: /Share of time by group, week by week/ })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Category" })).toBeVisible();

  const csv = page.getByRole("link", { name: "Download CSV" });
  await tabTo(page, csv);
  const [download] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
  const text = (await readFile((await download.path()) as string, "utf8")).replace(/^\uFEFF/, "");
  expect(text.trim().split(/\r?\n/).length).toBeGreaterThan(1);
});

test("buy a license with the keyboard only: Renew or buy, the card, Pay, Confirm and pay; the order is in the history after a reload", async ({ page }) => {
  test.setTimeout(120_000);
  // A counselor no other spec buys for, so the license dates other specs read stay as seeded.
  await keyboardLogIn(page, "dunlapcounselor");
  await open(page, "/app/user/billing");
  await expect(page.getByRole("heading", { name: "License and billing", level: 1 })).toBeVisible();

  await tabTo(page, page.getByRole("button", { name: "Renew or buy" }));
  const dialog = page.getByRole("dialog", { name: "Renew or buy a license" });
  await pressUntil(page, "Enter", dialog);
  const table = dialog.getByRole("table", { name: "Products, quantities and prices of this quote" });
  await expect(table).toBeVisible();
  const shown = (
    await table
      .getByRole("row", { name: /^Amount due/ })
      .getByRole("cell")
      .innerText()
  ).trim();

  await tabTo(page, dialog.getByLabel("Card number"));
  await page.keyboard.type("4242 4242 4242 4242");
  await tabTo(page, dialog.getByLabel("Expiry (MM/YY)"));
  await page.keyboard.type("12/35");
  await tabTo(page, dialog.getByLabel("Security code (CVC)"));
  await page.keyboard.type("123");
  await tabTo(page, dialog.getByRole("button", { name: `Pay ${shown}` }));
  await page.keyboard.press("Enter");

  const confirm = page.getByRole("dialog", { name: "Confirm your purchase" });
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm.getByRole("button", { name: "Confirm and pay" }));
  await page.keyboard.press("Enter");
  await expect(dialog.getByText("Thank you! Your license is active.")).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await page.reload();
  const history = page.getByRole("table", { name: /Your orders and invoices/ });
  await expect(history.getByRole("row").nth(1)).toContainText(shown);
});
