import { expect, test } from "@playwright/test";
import { logIn } from "./helpers";

// Help content: the administrator files a documentation topic under a new three-level
// category path; a counselor finds it with /app/findDocumentationTopic and reads it; the counselor
// opens a video tutorial.

const stamp = Date.now().toString(36);
const names = { cat: `Caseload ${stamp}`, sub: `Scheduling ${stamp}`, subsub: `Bus duty ${stamp}` };
const title = `Swapping bus duty ${stamp}`;

async function addCategory(page: import("@playwright/test").Page, name: string, parent?: string) {
  await page.getByRole("button", { name: "Add category" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a category" });
  if (parent) await dialog.getByLabel("Under", { exact: true }).selectOption({ label: parent });
  await dialog.getByLabel("Name (English)", { exact: true }).fill(name);
  await dialog.getByRole("button", { name: "Add category" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("cell", { name, exact: true })).toBeVisible();
}

test("the admin files a topic under three category levels; a counselor finds and reads it, then watches a video tutorial", async ({ browser }) => {
  const admin = await browser.newPage();
  await logIn(admin, "admin");
  await expect(admin).toHaveURL(/\/app\//);
  await admin.goto("/app/documentationTopics");
  await expect(admin.getByRole("heading", { level: 1, name: "Documentation topics" })).toBeVisible();
  await addCategory(admin, names.cat);
  await addCategory(admin, names.sub, names.cat);
  await addCategory(admin, names.subsub, `${names.cat} › ${names.sub}`);

  await admin.getByRole("link", { name: "New topic" }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "New documentation topic" })).toBeVisible();
  await admin.getByLabel("Category", { exact: true }).selectOption({ label: names.cat });
  await admin.getByLabel("Sub-category", { exact: true }).selectOption({ label: names.sub });
  await admin.getByLabel("Sub-sub-category", { exact: true }).selectOption({ label: names.subsub });
  await admin.getByLabel("Title (English)", { exact: true }).fill(title);
  await admin.getByRole("textbox", { name: "Text (English)", exact: true }).fill("Ask the office two days ahead; the swap shows in both calendars.");
  await admin.getByRole("button", { name: "Create topic" }).click();
  await expect(admin).toHaveURL(/\/app\/documentationTopics$/);
  await expect(admin.getByRole("link", { name: title, exact: true })).toBeVisible();
  await admin.close();

  const counselor = await browser.newPage();
  await logIn(counselor, "counselor");
  await expect(counselor).toHaveURL(/\/app\//);
  await counselor.goto("/app/findDocumentationTopic");
  await counselor.getByLabel("Words", { exact: true }).fill(`swapping bus ${stamp}`);
  await counselor.getByLabel("Category", { exact: true }).selectOption({ label: names.cat });
  await counselor.getByRole("button", { name: "Search", exact: true }).click();
  await expect(counselor).toHaveURL(/q=swapping/);
  const hit = counselor.getByRole("link", { name: title, exact: true });
  await expect(hit).toBeVisible();
  await hit.click();
  await expect(counselor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(counselor.getByText("Ask the office two days ahead")).toBeVisible();
  await expect(counselor.getByText(`${names.cat} › ${names.sub} › ${names.subsub}`)).toBeVisible();

  await counselor.goto("/app/videoTutorials");
  await expect(counselor.getByRole("heading", { level: 1, name: "Video tutorials" })).toBeVisible();
  await counselor.getByLabel("Search the videos", { exact: true }).fill("calendar");
  await counselor.getByRole("button", { name: "Watch Planning your week in the calendar" }).click();
  const dialog = counselor.getByRole("dialog", { name: "Planning your week in the calendar" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Open the video in a new tab" })).toHaveAttribute("href", "/videos/calendar.mp4");
  await counselor.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await counselor.close();
});
