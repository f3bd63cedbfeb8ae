import { expect, test, type Page } from "@playwright/test";
import { logIn } from "./helpers";

// Calendar feeds: "each user has a private, revocable iCalendar (.ics) subscription URL
// of their events; .ics files can be imported (with a preview and duplicate detection)", and "an
// .ics ... file that is malformed is rejected with the line at fault and imports nothing".

function isoInDays(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  // A weekday, so the event lands on a school day.
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

const stamp = (date: string, time: string) => `${date.replaceAll("-", "")}T${time.replace(":", "")}00`;

function icsFile(date: string, titles: string[]): string {
  const events = titles.flatMap((title, i) => [
    "BEGIN:VEVENT",
    `UID:e2e-feed-${i}-${date}@example.test`,
    `SUMMARY:${title}`,
    `DTSTART:${stamp(date, `${String(9 + i).padStart(2, "0")}:00`)}`,
    `DTEND:${stamp(date, `${String(9 + i).padStart(2, "0")}:45`)}`,
    "END:VEVENT",
  ]);
  return ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//SCUTA e2e//EN", ...events, "END:VCALENDAR", ""].join("\r\n");
}

async function openFeedPanel(page: Page) {
  await logIn(page, "counselor");
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto("/app/calendar");
  await expect(page.getByRole("heading", { name: "Subscribe and import" })).toBeVisible();
}

async function chooseFile(page: Page, name: string, body: string) {
  await page.getByLabel("iCalendar file (.ics)").setInputFiles({ name, mimeType: "text/calendar", buffer: Buffer.from(body) });
}

test("a counselor subscribes to the private .ics feed of their events, and a revoked link stops working", async ({ page, request }) => {
  await openFeedPanel(page);
  await page.getByRole("button", { name: "Create subscription link" }).click();
  const field = page.getByTestId("calendar-feed-url");
  await expect(field).toHaveValue(/\/home\/calendarFeed\/[A-Za-z0-9_-]+/);
  const url = await field.inputValue();

  // A calendar app fetches it without any session.
  const feed = await request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toContain("text/calendar");
  const text = await feed.text();
  expect(text).toContain("BEGIN:VCALENDAR");
  expect(text).toMatch(/BEGIN:VEVENT[\s\S]*SUMMARY:/);

  await page.getByRole("button", { name: "Turn off the link" }).click();
  const dialog = page.getByRole("dialog", { name: "Turn off the link?" });
  await dialog.getByRole("button", { name: "Turn off the link" }).click();
  await expect(page.getByRole("button", { name: "Create subscription link" })).toBeVisible();
  expect((await request.get(url)).status()).toBe(404);
});

test("an .ics import shows a preview, imports the chosen events, and marks them as duplicates the next time", async ({ page }) => {
  const date = isoInDays(9);
  const titles = ["E2E imported staff meeting", "E2E imported district training"];
  const body = icsFile(date, titles);
  await openFeedPanel(page);

  await chooseFile(page, "school.ics", body);
  const preview = page.getByTestId("import-preview");
  await expect(preview).toBeVisible();
  await expect(preview.getByText(titles[0])).toBeVisible();
  await expect(page.getByText("2 events in the file, no duplicates, none skipped.")).toBeVisible();
  await page.getByLabel("Use-of-time category").selectOption({ label: "Program planning" });
  await page.getByRole("button", { name: "Import 2 events" }).click();
  await expect(page.getByText("2 events imported.")).toBeVisible();

  const res = await page.request.get(`/api/v1/calendar?start=${date}&end=${date}`);
  expect(res.status()).toBe(200);
  const events = (await res.json()) as { data?: { title: string }[] } | { title: string }[];
  const list = Array.isArray(events) ? events : (events.data ?? []);
  for (const title of titles) expect(list.map((e) => e.title)).toContain(title);

  // The same file again: both are recognised as already imported.
  await page.reload();
  await chooseFile(page, "school.ics", body);
  await expect(page.getByText("2 events in the file, 2 duplicates, none skipped.")).toBeVisible();
  await expect(page.getByTestId("import-preview").locator("tr[data-duplicate]")).toHaveCount(2);
});

test("a malformed .ics file is refused with the line at fault and imports nothing", async ({ page }) => {
  const date = isoInDays(10);
  // Line 6 is not a "NAME:value" line.
  const broken = icsFile(date, ["E2E never imported"]).replace("SUMMARY:E2E never imported", "SUMMARY E2E never imported");
  await openFeedPanel(page);
  await chooseFile(page, "broken.ics", broken);
  await expect(page.getByTestId("import-error")).toContainText("the problem is at line 6");
  await expect(page.getByTestId("import-preview")).toHaveCount(0);

  const res = await page.request.get(`/api/v1/calendar?start=${date}&end=${date}`);
  expect(res.status()).toBe(200);
  expect(await res.text()).not.toContain("E2E never imported");
});
