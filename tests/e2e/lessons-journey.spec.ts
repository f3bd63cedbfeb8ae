import { expect, test, type Browser, type Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { logIn } from "./helpers";

// The lessons journey, end to end: a counselor creates a shared lesson with two standards (a third is
// refused) and a file, schedules it on the calendar, a student answers the pre and then the post
// survey on the QR pages in a second browser context, and the counselor sees the results chart and the
// results PDF with the change %. Another counselor comments on the shared lesson and the owner hides it.
// Everything this test reads it creates itself (a unique lesson name), so earlier specs do not matter.

test.setTimeout(300_000);

const LESSON = `Peer conflict resolution ${Date.now().toString(36)}`;
// A one-page PDF small enough to write inline: the lesson's file.
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

async function signedIn(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, username);
  await expect(page).not.toHaveURL(/\/login/, { timeout: 60_000 });
  return page;
}

/** A student on a phone answers one QR page, moving every slider `steps` to the right of the default step 3. */
async function answer(browser: Browser, href: string, steps: number, phase: string) {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const student = await phone.newPage();
  await student.goto(href);
  await expect(student.getByText(phase)).toBeVisible();
  const sliders = student.getByTestId("likert-slider");
  await expect(sliders.first()).toHaveValue("3");
  for (let i = 0; i < (await sliders.count()); i++) {
    await sliders.nth(i).focus();
    for (let s = 0; s < Math.abs(steps); s++) await student.keyboard.press(steps > 0 ? "ArrowRight" : "ArrowLeft");
  }
  await student.getByTestId("survey-submit").click();
  await expect(student.getByRole("heading", { name: "Thank you!" })).toBeVisible();
  await phone.close();
}

test("a counselor's lesson from creation to its pre/post results, and a colleague's comment the owner hides", async ({ browser }) => {
  const page = await signedIn(browser, "counselor");

  // 1. The lesson: two standards, a third refused with the 'Save Lesson' alert; the demo survey; shared.
  await page.goto("/app/lessons/new");
  await expect(page.getByRole("heading", { name: "New lesson", level: 1 })).toBeVisible();
  await expect(async () => {
    await page.getByLabel("Lesson name").fill(LESSON);
    await expect(page.getByLabel("Lesson name")).toHaveValue(LESSON, { timeout: 1000 });
  }).toPass();
  await page.getByLabel("Lesson number").selectOption("4");
  await page.getByRole("checkbox", { name: "Social/emotional", exact: true }).check();
  await page.getByRole("checkbox", { name: "Grade 7", exact: true }).check();
  await page.getByTestId("standard-B-SS 2").check();
  await page.getByTestId("standard-B-SMS 7").check();
  await page.getByTestId("standard-M 1").click();
  const alert = page.getByRole("dialog", { name: "Save Lesson" });
  await expect(alert).toContainText("Select Mindsets & Behaviors or State standards that are STRONGLY linked to the outcome. Focusing on ONE is preferred. (No more than two)");
  await alert.getByRole("button", { name: "OK" }).click();
  await expect(page.getByTestId("standard-M 1")).not.toBeChecked();
  await page.getByLabel("Survey", { exact: true }).selectOption({ label: "Test anxiety check-in" });
  await page.getByRole("checkbox", { name: "Share this lesson with other counselors" }).check();
  await page.getByRole("button", { name: "Create lesson" }).click();
  await expect(page).toHaveURL(/\/app\/lessons$/);
  const row = page.getByTestId("lesson-row").filter({ hasText: LESSON });
  await expect(row).toContainText("B-SS 2");
  await row.getByTestId("lesson-edit").click();
  await expect(page).toHaveURL(/\/app\/lesson\/edit\/\d+$/);
  const lessonId = /edit\/(\d+)/.exec(page.url())![1];

  // 2. A file on the Files tab.
  await page.getByRole("tab", { name: "Files" }).click();
  const files = page.getByRole("tabpanel", { name: "Files" });
  await files.locator('input[type="file"]').setInputFiles({ name: "conflict-steps.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(files.getByRole("link", { name: "Open conflict-steps.pdf" })).toBeVisible({ timeout: 30_000 });

  // 3. Scheduled on the calendar: a new event that delivers the lesson.
  await page.goto("/app/calendar");
  await page.getByRole("button", { name: "New event" }).click();
  const form = page.getByRole("dialog", { name: "New event" });
  await form.getByLabel("Title", { exact: true }).fill(`${LESSON} — Grade 7`);
  await form.getByLabel("Use-of-time category").selectOption({ label: "Instruction" });
  const more = form.getByRole("button", { name: "More options" });
  if (await more.isVisible()) await more.click();
  const full = page.getByRole("dialog", { name: "New event" });
  await full.getByLabel("Lesson", { exact: true }).selectOption({ label: LESSON });
  await full.getByRole("button", { name: "Save" }).click();
  await expect(full).toBeHidden();

  // 4. The Results tab lists the delivery; the trainer dialog gives the pre and post QR links.
  await page.goto(`/app/lesson/edit/${lessonId}-1`);
  const results = page.getByRole("tabpanel", { name: "Results" });
  const picker = results.getByLabel("Lesson event");
  await expect(picker.locator("option", { hasText: LESSON })).toHaveCount(1);
  await picker.selectOption({ label: (await picker.locator("option", { hasText: LESSON }).textContent())!.trim() });
  await results.getByRole("button", { name: "Trainer QR codes" }).click();
  const dialog = page.getByRole("dialog", { name: "Pre and post survey QR codes" });
  // The lesson has one delivery: one pair of links.
  const preHref = (await dialog.getByRole("link", { name: "Pre survey" }).first().getAttribute("href"))!;
  const postHref = (await dialog.getByRole("link", { name: "Post survey" }).first().getAttribute("href"))!;
  expect(preHref).toMatch(/\/qrNew\/p\d+\/\d+$/);
  expect(postHref).toMatch(/\/qrNew\/t\d+\/\d+$/);
  await page.keyboard.press("Escape");

  // 5. A student answers before (one step below the middle) and after (one step above).
  await answer(browser, new URL(preHref, page.url()).pathname, -1, "Before the lesson");
  await answer(browser, new URL(postHref, page.url()).pathname, 1, "After the lesson");

  // 6. The chart and the change: pre 2, post 4 on every statement → 100.0 % both ways.
  await page.reload();
  await picker.selectOption({ label: (await picker.locator("option", { hasText: LESSON }).textContent())!.trim() });
  await expect(results.getByRole("img", { name: /Average answer per statement/ })).toBeVisible();
  await expect(results.getByTestId("event-change")).toHaveText("100.0%");
  await expect(results.getByTestId("lesson-change")).toHaveText("100.0%");
  const popup = page.waitForEvent("popup");
  await results.getByRole("button", { name: "Results PDF" }).click();
  const tab = await popup;
  await tab.waitForURL(/\/api\/v1\/pdf\//);
  await tab.close();
  // The same document through the API the button calls (the browser's viewer keeps the bytes to itself).
  const eventId = await picker.inputValue();
  const origin = new URL(page.url()).origin;
  const made = await page.request.post("/api/v1/lesson_results/pdf", { data: { lesson: Number(lessonId), event: Number(eventId) }, headers: { origin } });
  expect(made.status()).toBe(200);
  const { link } = (await made.json()) as { link: string };
  const pdf = await page.request.get(link);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.body())), { mergePages: true });
  expect(text).toContain(LESSON);
  expect(text).toContain("100.0%");

  // 7. A colleague comments on the shared lesson; the owner hides the comment; the colleague no longer sees it.
  const colleague = await signedIn(browser, "hscounselor");
  await colleague.goto(`/app/lessonComment/edit/${lessonId}`);
  await colleague.getByLabel("Add a comment").fill("Our seventh graders loved the role play.");
  await colleague.getByRole("button", { name: "Add comment" }).click();
  await expect(colleague.getByText("Comment added.")).toBeVisible();
  await expect(colleague.getByText("Our seventh graders loved the role play.")).toBeVisible();

  await page.goto(`/app/lesson/edit/${lessonId}`);
  await page.getByRole("tab", { name: "Comments" }).click();
  const comments = page.getByRole("tabpanel", { name: "Comments" });
  const comment = comments.getByRole("row").filter({ hasText: "Our seventh graders loved the role play." });
  await comment.getByRole("button", { name: "Hide" }).click();
  await expect(page.getByText("Comment hidden.")).toBeVisible();
  await expect(comment.getByText("Hidden")).toBeVisible();

  await colleague.reload();
  await expect(colleague.getByText("Our seventh graders loved the role play.")).toHaveCount(0);
  await colleague.context().close();
  await page.context().close();
});
