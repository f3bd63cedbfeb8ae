import { expect, test, type Page } from "@playwright/test";
import { appStorage, databaseNames, logIn, storeRecords } from "./helpers";

// Changing the calendar offline: an event marked done, moved or created without a connection shows on the
// grid at once, marked as waiting to send; once the connection returns it is marked sent and the
// server holds each change exactly once. An event changed on the server meanwhile is not
// overwritten: the counselor is shown both versions and chooses. The weeks loaded online are kept on
// the device (encrypted) and drawn after a reload without a connection, until log out.

type TApiEvent = { id: number; title: string; date: string; time: string; status: string };

/** Signs in and opens next week's calendar once the device holds this session's key and the service worker runs. */
async function openCalendar(page: Page): Promise<string[]> {
  await logIn(page, "counselor");
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto("/app/calendar");
  await expect(page.getByRole("heading", { name: "Calendar", level: 1 })).toBeVisible();
  await expect(page.locator(".fc-timeGridWeek-view")).toBeVisible();
  await expect.poll(() => databaseNames(page)).toContain("scuta-offline");
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration("/app/").then((r) => !!r?.active))).toBe(true);
  // Next week: days the demo week's afternoon does not fill.
  await page.getByRole("button", { name: "Next week" }).click();
  const cols = page.locator("td.fc-timegrid-col[data-date]");
  await expect(cols).toHaveCount(7);
  return cols.evaluateAll((tds) => tds.map((td) => td.getAttribute("data-date") as string));
}

async function createEvent(page: Page, title: string, date: string, time = "07:00"): Promise<number> {
  const origin = new URL(page.url()).origin;
  const res = await page.request.post("/api/v1/calendar", { data: { title, date, time, duration: 60, category_id: 3 }, headers: { origin } });
  expect(res.status()).toBeLessThan(300);
  return ((await res.json()) as { data: TApiEvent[] }).data[0].id;
}

/** The grid loads the week again (the events were made through the API). */
async function reloadWeek(page: Page) {
  await page.getByRole("button", { name: "Previous week" }).click();
  await page.getByRole("button", { name: "Next week" }).click();
}

const eventIn = (page: Page, date: string, title: string) => page.locator(`td.fc-timegrid-col[data-date="${date}"] .fc-timegrid-event`, { hasText: title });

async function eventsOfWeek(page: Page, week: string[]): Promise<TApiEvent[]> {
  const res = await page.request.get(`/api/v1/calendar?start=${week[0]}&end=${week[6]}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: TApiEvent[] }).data;
}

/**
 * The calendar's ranges kept on this device: how many, whether any row holds `text` in clear, and
 * whether one holds it once opened with the session's key (as the app opens it).
 */
async function keptRanges(page: Page, text: string): Promise<{ rows: number; clear: boolean; sealed: boolean }> {
  const rows = await storeRecords(page, "scuta-offline", "ranges", { store: "keys", key: "session" });
  return { rows: rows.length, clear: rows.some((r) => r.text.includes(text)), sealed: rows.some((r) => !!r.opened?.includes(text)) };
}

/** The app's storage on this device (its IndexedDB databases and caches), and whether local or session storage holds `text`. */
async function deviceStorage(page: Page, text: string) {
  const inStorage = await page.evaluate((needle) => [localStorage, sessionStorage].some((s) => Object.keys(s).some((k) => `${k}=${s.getItem(k)}`.includes(needle))), text);
  return { ...(await appStorage(page)), inStorage };
}

/** The weekdays as the repeat's day boxes name them, Monday first. */
const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** Creates a Counseling event through the "New event" form (offline it is queued), at `hour` AM, repeating when `repeat` says how. */
async function createInForm(page: Page, e: { title: string; date: string; hour: number; duration: number; repeat?: { freq: "daily" | "weekly"; until: string; weekdays?: string[] } }) {
  await page.getByRole("button", { name: "New event" }).click();
  const form = page.getByRole("dialog", { name: "New event" });
  await form.getByLabel("Title", { exact: true }).fill(e.title);
  await form.getByLabel("Date", { exact: true }).fill(e.date);
  await form.getByLabel("Hour", { exact: true }).selectOption(String(e.hour));
  await form.getByLabel("Minute", { exact: true }).selectOption("0");
  await form.getByLabel("AM or PM", { exact: true }).selectOption("AM");
  await form.getByLabel("Duration (minutes)", { exact: true }).fill(String(e.duration));
  await form.getByLabel("Use-of-time category").selectOption({ label: "Counseling" });
  if (e.repeat) {
    await form.getByLabel("Repeats", { exact: true }).selectOption(e.repeat.freq);
    for (const day of e.repeat.weekdays ? WEEKDAYS : []) await form.getByRole("checkbox", { name: day, exact: true }).setChecked(!!e.repeat.weekdays?.includes(day));
    await form.getByLabel("Until", { exact: true }).fill(e.repeat.until);
  }
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form).toBeHidden();
}

async function editTitle(page: Page, date: string, from: string, to: string) {
  await eventIn(page, date, from).click();
  await page.getByRole("dialog", { name: from }).getByRole("button", { name: "Edit" }).click();
  const form = page.getByRole("dialog", { name: "Edit event" });
  await form.getByLabel("Title", { exact: true }).fill(to);
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form).toBeHidden();
}

test("an event marked done and an event moved offline show on the grid at once as waiting, then as sent, each written once", async ({ page, context }) => {
  const week = await openCalendar(page);
  const [, tuesday, wednesday, thursday] = week;
  const run = Date.now().toString(36);
  const doneTitle = `Check-in ${run}`;
  const movedTitle = `Group ${run}`;
  await createEvent(page, doneTitle, tuesday);
  await createEvent(page, movedTitle, wednesday);
  await reloadWeek(page);
  await expect(eventIn(page, tuesday, doneTitle)).toBeVisible();
  await expect(eventIn(page, wednesday, movedTitle)).toBeVisible();

  await context.setOffline(true);
  const status = page.getByTestId("offline-status");
  await eventIn(page, tuesday, doneTitle).click();
  const details = page.getByRole("dialog", { name: doneTitle });
  await details.getByRole("button", { name: "Mark done" }).click();
  await expect(details).toBeHidden();
  await expect(status).toHaveText("Waiting to send (1)");
  const done = eventIn(page, tuesday, doneTitle);
  await expect(done).toContainText("✓");
  await expect(done).toContainText("Waiting to send");

  await eventIn(page, wednesday, movedTitle).click();
  await page.getByRole("dialog", { name: movedTitle }).getByRole("button", { name: "Edit" }).click();
  const form = page.getByRole("dialog", { name: "Edit event" });
  await form.getByLabel("Date", { exact: true }).fill(thursday);
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form).toBeHidden();
  await expect(status).toHaveText("Waiting to send (2)");
  await expect(eventIn(page, wednesday, movedTitle)).toHaveCount(0);
  await expect(eventIn(page, thursday, movedTitle)).toContainText("Waiting to send");

  await context.setOffline(false);
  await expect(status).toHaveText("Sent");
  await expect(eventIn(page, tuesday, doneTitle)).toContainText("Sent");
  await expect(eventIn(page, tuesday, doneTitle)).toContainText("✓");
  await expect(eventIn(page, thursday, movedTitle)).toContainText("Sent");
  await expect(page.getByTestId("calendar")).not.toContainText("Waiting to send");

  const events = await eventsOfWeek(page, week);
  const doneOnServer = events.filter((e) => e.title === doneTitle);
  expect(doneOnServer).toHaveLength(1);
  expect(doneOnServer[0].status).toBe("done");
  const movedOnServer = events.filter((e) => e.title === movedTitle);
  expect(movedOnServer).toHaveLength(1);
  expect(movedOnServer[0].date).toBe(thursday);
});

test("an event changed on the server while it was edited offline is not overwritten: the counselor sees both versions and chooses", async ({ page, context }) => {
  const week = await openCalendar(page);
  const friday = week[4];
  const run = Date.now().toString(36);
  const title = `Parent call ${run}`;
  const mine = `${title} (mine)`;
  const theirs = `${title} (server)`;
  const id = await createEvent(page, title, friday);
  await reloadWeek(page);
  await expect(eventIn(page, friday, title)).toBeVisible();

  await context.setOffline(true);
  await editTitle(page, friday, title, mine);
  await expect(eventIn(page, friday, mine)).toContainText("Waiting to send");
  // Meanwhile the event changes on the server (another device of the counselor's).
  const origin = new URL(page.url()).origin;
  const server = await page.request.put(`/api/v1/calendar/${id}`, { data: { title: theirs }, headers: { origin } });
  expect(server.status()).toBe(200);

  await context.setOffline(false);
  const dialog = page.getByRole("dialog", { name: `"${mine}" was changed meanwhile` });
  await expect(dialog).toBeVisible();
  const titleRow = dialog.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Title" }) });
  await expect(titleRow.getByRole("cell").nth(0)).toHaveText(mine);
  await expect(titleRow.getByRole("cell").nth(1)).toHaveText(theirs);
  await expect(eventIn(page, friday, mine)).toContainText("Changed on the server meanwhile");
  await expect(page.getByTestId("offline-status")).toHaveText("Waiting to send (1)");
  const meanwhile = await page.request.get(`/api/v1/calendar/${id}`);
  expect(((await meanwhile.json()) as { data: TApiEvent }).data.title).toBe(theirs);

  await dialog.getByRole("button", { name: "Keep the server's" }).click();
  await expect(dialog).toBeHidden();
  await expect(eventIn(page, friday, theirs)).toBeVisible();
  await expect(eventIn(page, friday, theirs)).not.toContainText("Changed on the server meanwhile");
  await expect(page.getByTestId("offline-status")).not.toContainText("Waiting to send");
  const events = await eventsOfWeek(page, week);
  expect(events.filter((e) => e.title === theirs)).toHaveLength(1);
  expect(events.filter((e) => e.title === mine)).toHaveLength(0);
});

test("an event created offline shows on the grid at once as waiting, stays through a reload, and once online is there exactly once, on the grid and on the server", async ({ page, context }) => {
  const week = await openCalendar(page);
  const tuesday = week[1];
  // The calendar page is kept by the service worker once it has been loaded under it.
  await page.reload();
  await expect.poll(() => page.evaluate(() => caches.keys())).toContain("scuta-pages-v1");
  const title = `Offline new ${Date.now().toString(36)}`;

  await context.setOffline(true);
  await page.getByRole("button", { name: "Next week" }).click();
  await expect(page.locator(`td.fc-timegrid-col[data-date="${tuesday}"]`)).toBeVisible();
  await createInForm(page, { title, date: tuesday, hour: 7, duration: 60 });
  const status = page.getByTestId("offline-status");
  await expect(status).toHaveText("Waiting to send (1)");
  await expect(eventIn(page, tuesday, title)).toHaveCount(1);
  await expect(eventIn(page, tuesday, title)).toContainText("Waiting to send");
  // Not sent yet: it opens read-only (nothing to edit, mark done or delete on the server).
  await eventIn(page, tuesday, title).click();
  const details = page.getByRole("dialog", { name: title });
  await expect(details).toBeVisible();
  await expect(details.getByRole("button", { name: "Edit" })).toHaveCount(0);
  await expect(details.getByRole("button", { name: "Mark done" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();

  // Reloaded without a connection: the page comes from the service worker, the event from the device's queue.
  await page.reload();
  await expect(page.locator(".fc-timeGridWeek-view")).toBeVisible();
  await expect(status).toHaveText("Waiting to send (1)");
  await page.getByRole("button", { name: "Next week" }).click();
  await expect(eventIn(page, tuesday, title)).toHaveCount(1);
  await expect(eventIn(page, tuesday, title)).toContainText("Waiting to send");

  await context.setOffline(false);
  await expect(status).toHaveText("Sent");
  await expect(eventIn(page, tuesday, title)).toContainText("Sent");
  await expect(eventIn(page, tuesday, title)).toHaveCount(1);
  await expect(page.getByTestId("calendar")).not.toContainText("Waiting to send");
  const events = await eventsOfWeek(page, week);
  const onServer = events.filter((e) => e.title === title);
  expect(onServer).toHaveLength(1);
  expect(onServer[0].date).toBe(tuesday);
  expect(onServer[0].time.slice(0, 5)).toBe("07:00");
});

test("the first week the calendar loads in a session is kept on the device even when the session's key comes after it", async ({ page }) => {
  // The key is held back until the calendar shows its first week: the calendar then asks for it itself.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/v1/offline/key", async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  await logIn(page, "counselor");
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto("/app/calendar");
  await expect(page.locator(".fc-timeGridWeek-view .fc-timegrid-event").first()).toBeVisible();
  release();
  await expect.poll(async () => (await keptRanges(page, "\u0000")).rows).toBeGreaterThan(0);
});

test("the week loaded online is drawn after a reload without a connection, as last loaded, with offline changes on top; log out leaves nothing of it on the device", async ({ page, context }) => {
  const week = await openCalendar(page);
  const [monday, , wednesday] = week;
  const run = Date.now().toString(36);
  const title = `Kept ${run}`;
  const other = `Kept too ${run}`;
  await createEvent(page, title, wednesday);
  // An hour no other test fills, so nothing covers it when it is clicked.
  await createEvent(page, other, monday, "06:00");
  await reloadWeek(page);
  await expect(eventIn(page, wednesday, title)).toBeVisible();
  // Kept encrypted: the week's copy holds the event, and no row holds its title in clear.
  await expect.poll(async () => (await keptRanges(page, other)).sealed).toBe(true);
  await expect.poll(async () => (await keptRanges(page, title)).sealed).toBe(true);
  expect((await keptRanges(page, title)).clear).toBe(false);
  // The calendar page is kept by the service worker once it has been loaded under it.
  await page.reload();
  await expect.poll(() => page.evaluate(() => caches.keys())).toContain("scuta-pages-v1");
  await expect(page.locator(".fc-timeGridWeek-view")).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator(".fc-timeGridWeek-view")).toBeVisible();
  await page.getByRole("button", { name: "Next week" }).click();
  await expect(eventIn(page, wednesday, title)).toBeVisible();
  await expect(eventIn(page, monday, other)).toBeVisible();
  await expect(eventIn(page, wednesday, title)).not.toContainText("Waiting to send");
  await expect(page.getByTestId("calendar-kept")).toHaveText(/^No connection: shown as last loaded at \d{1,2}:\d{2}/);
  await expect(page.getByRole("alert").filter({ hasText: "Retry" })).toHaveCount(0);

  // A change made offline shows on top of the kept week.
  await eventIn(page, monday, other).click();
  const details = page.getByRole("dialog", { name: other });
  await details.getByRole("button", { name: "Mark done" }).click();
  await expect(details).toBeHidden();
  await expect(page.getByTestId("offline-status")).toHaveText("Waiting to send (1)");
  await expect(eventIn(page, monday, other)).toContainText("Waiting to send");
  await expect(eventIn(page, wednesday, title)).toBeVisible();

  await page.getByRole("button", { name: /Casey Morgan/ }).click();
  await page.getByRole("button", { name: "Log out" }).click();
  await expect.poll(() => deviceStorage(page, title)).toEqual({ databases: [], caches: [], inStorage: false });
  await context.setOffline(false);
});

test("a repeating event created offline shows each of its days at once, waiting to send, and once online each is there exactly once", async ({ page, context }) => {
  const week = await openCalendar(page);
  const [, tuesday, wednesday, thursday, friday] = week;
  const title = `Daily group ${Date.now().toString(36)}`;

  await context.setOffline(true);
  await createInForm(page, { title, date: tuesday, hour: 7, duration: 30, repeat: { freq: "daily", until: thursday } });
  const status = page.getByTestId("offline-status");
  await expect(status).toHaveText("Waiting to send (1)");
  // A half-hour event shows its mark as an icon: the mark is read from its class.
  for (const day of [tuesday, wednesday, thursday]) {
    await expect(eventIn(page, day, title)).toHaveCount(1);
    await expect(eventIn(page, day, title)).toHaveClass(/event-offline-waiting/);
  }
  await expect(eventIn(page, friday, title)).toHaveCount(0);

  await context.setOffline(false);
  await expect(status).toHaveText("Sent");
  for (const day of [tuesday, wednesday, thursday]) {
    await expect(eventIn(page, day, title)).toHaveCount(1);
    await expect(eventIn(page, day, title)).toHaveClass(/event-offline-sent/);
  }
  const onServer = (await eventsOfWeek(page, week)).filter((e) => e.title === title);
  expect(onServer.map((e) => e.date).sort()).toEqual([tuesday, wednesday, thursday]);
});

/** The date `days` after a YYYY-MM-DD date. */
const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** A date as the details dialog reads it in English ("Thursday, December 17, 2026"). */
const longDate = (date: string) => new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));

test("an occurrence of a weekly event created offline opens like a server series' occurrence: its repeat, date, time and category, waiting to send; once online it is sent once", async ({
  page,
  context,
}) => {
  const week = await openCalendar(page);
  const [, tuesday, , thursday] = week;
  const until = plusDays(thursday, 7);
  const title = `Weekly group ${Date.now().toString(36)}`;
  const repeat = `Every week · Tuesday and Thursday · until ${longDate(until)}`;

  await context.setOffline(true);
  await createInForm(page, { title, date: tuesday, hour: 6, duration: 60, repeat: { freq: "weekly", until, weekdays: ["Tuesday", "Thursday"] } });
  const status = page.getByTestId("offline-status");
  await expect(status).toHaveText("Waiting to send (1)");
  await expect(eventIn(page, tuesday, title)).toContainText("Waiting to send");
  // The second occurrence reads as one of a series, like the server's (↻ before its title).
  const second = eventIn(page, thursday, title);
  await expect(second).toContainText(`↻ ${title}`);
  await expect(second).toContainText("Waiting to send");

  await second.click();
  const details = page.getByRole("dialog", { name: title });
  const row = (label: string) => details.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");
  await expect(row("Repeat")).toHaveText(repeat);
  await expect(row("When")).toHaveText(`${longDate(thursday)}, 6:00 AM – 7:00 AM (60 minutes)`);
  await expect(row("Use-of-time category")).toContainText("Counseling");
  await expect(details.getByTestId("event-waiting")).toContainText("Waiting to send");
  // Not sent yet: read-only, as a single event created offline (nothing on the server to change yet).
  for (const name of ["Edit", "Mark done", "Delete"]) await expect(details.getByRole("button", { name })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();

  await context.setOffline(false);
  await expect(status).toHaveText("Sent");
  await expect(eventIn(page, thursday, title)).toHaveCount(1);
  await expect(eventIn(page, thursday, title)).toHaveClass(/event-offline-sent/);
  // The server's occurrence opens with the same repeat line, now editable.
  await eventIn(page, thursday, title).click();
  await expect(row("Repeat")).toHaveText(repeat);
  await expect(details.getByTestId("event-waiting")).toHaveCount(0);
  await expect(details.getByRole("button", { name: "Edit" })).toBeVisible();
  await page.keyboard.press("Escape");

  const res = await page.request.get(`/api/v1/calendar?start=${week[0]}&end=${plusDays(week[6], 7)}`);
  expect(res.status()).toBe(200);
  const onServer = ((await res.json()) as { data: TApiEvent[] }).data.filter((e) => e.title === title);
  expect(onServer.map((e) => e.date).sort()).toEqual([tuesday, thursday, plusDays(tuesday, 7), until]);
});
