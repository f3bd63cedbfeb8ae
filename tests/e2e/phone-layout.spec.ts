import { expect, test, type Page } from "@playwright/test";
import { logIn } from "./helpers";

// Two faults this file guards: "The signed-in app breaks at 390 px" (a 441 px header, every page
// scrolling sideways, a calendar toolbar in five lines) and "the sidebar scrolls away on long
// pages".

const PHONE = { width: 390, height: 844 };

// Every page of the main roles' side menus, and the pages reached from them that tests/e2e/a11y-pages.ts
// lists, is walked at 320 px by accessibility.spec.ts, which is stricter than the phone's 390 px; the pages below,
// reached from a menu page and not walked there, are walked here at the phone's width.
const ONLY_HERE: [string, string[]][] = [
  ["counselor", ["/app/user/scalendars"]],
  ["director", ["/app/categoryColor"]],
];

/** The page's width beyond the viewport, once its heading is there and its data has loaded. */
async function scrollWidthOf(page: Page, path: string): Promise<number> {
  const response = await page.goto(path);
  expect.soft(response?.status(), path).toBeLessThan(400);
  await expect(page.locator("h1").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  return page.evaluate(() => document.documentElement.scrollWidth);
}

test.describe("at 390x844", () => {
  test.use({ viewport: PHONE });

  for (const [username, paths] of ONLY_HERE) {
    test(`the ${username}'s pages the accessibility walk does not visit do not scroll sideways at 390 px (document scrollWidth <= 390)`, async ({ page }) => {
      await logIn(page, username);
      await page.waitForURL(/\/app\//);
      for (const path of paths) {
        expect.soft(await scrollWidthOf(page, path), `${path} is wider than the phone`).toBeLessThanOrEqual(PHONE.width);
      }
    });
  }
  test("in German and Italian too no page scrolls sideways at 390 px (long compound words break inside their box)", async ({ page }) => {
    test.setTimeout(120_000);
    // A counselor no other spec signs in as, so the language chosen here changes no one else's run.
    await logIn(page, "emersoncounselor");
    await page.waitForURL("**/app/dashboard");
    const language = async (label: string, lang: string) => {
      await page.getByTestId("nav-drawer-button").click();
      await page.getByRole("dialog").getByRole("combobox").selectOption({ label });
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await page.keyboard.press("Escape");
    };
    try {
      for (const [label, lang] of [
        ["Deutsch", "de"],
        ["Italiano", "it"],
      ]) {
        await language(label, lang);
        for (const path of ["/app/dashboard", "/app/calendar", "/app/logs", "/app/studentsGroups/students", "/app/user/billing"]) {
          expect.soft(await scrollWidthOf(page, path), `${path} (${lang}) is wider than the phone`).toBeLessThanOrEqual(PHONE.width);
        }
      }
    } finally {
      await language("English", "en");
    }
  });

  test("the menu collapses into a drawer: a button with aria-expanded opens the navigation, the user menu and Log out; Escape closes it", async ({ page }) => {
    await logIn(page, "counselor");
    await page.waitForURL("**/app/dashboard");
    // The header fits: no user menu button off-screen, the menu button in reach.
    await expect(page.getByRole("button", { name: "Open the user menu" })).toBeHidden();
    const button = page.getByRole("button", { name: "Menu", exact: true });
    await expect(button).toBeInViewport();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    const controls = await button.getAttribute("aria-controls");

    await button.click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await expect(drawer).toHaveAttribute("id", controls ?? "");
    // The modal drawer hides the rest of the page from assistive technology, its button included.
    await expect(page.locator(`[aria-controls="${controls}"]`)).toHaveAttribute("aria-expanded", "true");
    await expect(drawer.getByRole("link", { name: "My profile" })).toBeInViewport();
    await expect(drawer.getByRole("button", { name: "Log out" })).toBeInViewport();
    await expect(drawer.getByLabel("Language")).toBeVisible();
    await expect(drawer.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Logs", exact: true })).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();

    // A link chosen in the drawer navigates and closes it.
    await button.click();
    await drawer.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Logs", exact: true }).click();
    await page.waitForURL("**/app/logs");
    await expect(drawer).toBeHidden();

    // The calendar opens on the day view with a compact toolbar offering the day and list views.
    await page.goto("/app/calendar");
    const calendar = page.getByTestId("calendar");
    await expect(calendar.locator(".fc-timeGridDay-view")).toBeVisible();
    await expect(calendar.getByRole("button", { name: "Day", exact: true })).toBeInViewport();
    await expect(calendar.getByRole("button", { name: "List", exact: true })).toBeInViewport();
    await expect(calendar.getByRole("button", { name: "Month", exact: true })).toHaveCount(0);
    // The arrows are FullCalendar's data: icon font, which the Content-Security-Policy must let load.
    await expect.poll(() => page.evaluate(() => [...document.fonts].find((f) => f.family.replaceAll('"', "") === "fcicons")?.status)).toBe("loaded");
    const toolbar = await calendar.locator(".fc-header-toolbar").boundingBox();
    expect(toolbar?.height, "the toolbar takes two lines at most").toBeLessThan(100);
    await calendar.getByRole("button", { name: "List", exact: true }).click();
    await expect(calendar.locator(".fc-list")).toBeVisible();

    // Log out is reachable through the drawer, and works.
    await button.click();
    await drawer.getByRole("button", { name: "Log out" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/app"));
  });

  test("the secretary's appointment calendar opens on one day at 390 px, the week a button away", async ({ page }) => {
    await logIn(page, "secretary");
    await page.waitForURL("**/app/calendarAppointment**");
    const calendar = page.getByTestId("appointment-calendar");
    await expect(calendar.locator(".fc-timeGridDay-view")).toBeVisible();
    await calendar.getByRole("button", { name: "Week", exact: true }).click();
    await expect(calendar.locator(".fc-timeGridWeek-view")).toBeVisible();
  });
});

/** The page's width once the calendar shows this FullCalendar view and its events have loaded. */
async function calendarWidth(page: Page, view: string): Promise<number> {
  await expect(page.getByTestId("calendar").locator(`.fc-${view}-view`)).toBeVisible();
  await page.waitForLoadState("networkidle");
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** Every button of the open dialog (the one named so, else the only one) lies wholly inside the phone's screen, scrolled into view within the dialog. */
async function dialogButtonsOnScreen(page: Page, name?: string) {
  const dialog = name ? page.getByRole("dialog", { name }) : page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  const buttons = dialog.getByRole("button");
  for (let i = 0; i < (await buttons.count()); i++) {
    const button = buttons.nth(i);
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport({ ratio: 1 });
    const box = await button.boundingBox();
    expect(box!.x, `${await button.innerText()} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `${await button.innerText()} ends on screen`).toBeLessThanOrEqual(PHONE.width);
  }
}

test.describe("the calendar on a phone (390x844, touch)", () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test("no calendar view scrolls sideways at 390 px (day, week, month, list: a long title wraps in the list), and the event dialog's Delete, Edit and Close are on screen", async ({ page }) => {
    test.setTimeout(120_000);
    await logIn(page, "counselor");
    await page.waitForURL("**/app/dashboard");
    const calendar = page.getByTestId("calendar");

    await page.goto("/app/calendar");
    expect(await calendarWidth(page, "timeGridDay"), "the day view").toBeLessThanOrEqual(PHONE.width);
    await calendar.getByRole("button", { name: "List", exact: true }).click();
    expect(await calendarWidth(page, "listWeek"), "the list view").toBeLessThanOrEqual(PHONE.width);
    // The list's titles wrap inside the screen rather than widening its table.
    const rightmost = await calendar.locator(".fc-list-event-title").evaluateAll((titles) => Math.max(...titles.map((el) => el.getBoundingClientRect().right)));
    expect(rightmost, "the list's titles end on screen").toBeLessThanOrEqual(PHONE.width);
    // The demo week's events are listed; the first opens its dialog.
    await calendar.locator(".fc-list-event").first().locator(".fc-list-event-title").click();
    await expect(page.getByRole("dialog").getByRole("button", { name: "Edit", exact: true })).toBeVisible();
    await dialogButtonsOnScreen(page);
    await page.getByRole("dialog").getByRole("button", { name: "Edit", exact: true }).click();
    // The edit form opened from it: its Save in reach too.
    await dialogButtonsOnScreen(page, "Edit event");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), "the list with the dialogs closed").toBeLessThanOrEqual(PHONE.width);

    for (const [query, view] of [
      ["week", "timeGridWeek"],
      ["month", "dayGridMonth"],
    ]) {
      await page.goto(`/app/calendar?view=${query}`);
      expect(await calendarWidth(page, view), `the ${query} view`).toBeLessThanOrEqual(PHONE.width);
    }
    // The month view's event opens the same dialog, its buttons on screen.
    await calendar.locator(".fc-daygrid-event").first().click();
    await expect(page.getByRole("dialog").getByRole("button", { name: "Edit", exact: true })).toBeVisible();
    await dialogButtonsOnScreen(page);
  });

  test("a toast on a phone leaves the header's Menu button clear (it shows below the header)", async ({ page }) => {
    // A counselor no other spec reads the figures of; the event is years ahead, outside every period shown.
    await logIn(page, "emersoncounselor");
    await page.waitForURL("**/app/dashboard");
    await page.goto("/app/calendar");
    await expect(page.getByTestId("calendar").locator(".fc-timeGridDay-view")).toBeVisible();
    await page.getByRole("button", { name: "New event" }).click();
    const form = page.getByRole("dialog", { name: "New event" });
    await form.getByLabel("Title", { exact: true }).fill(`Phone toast check ${Date.now()}`);
    await form.getByLabel("Date", { exact: true }).fill(`${new Date().getFullYear() + 3}-03-10`);
    await form.getByLabel("Use-of-time category").selectOption({ label: "Counseling" });
    await form.getByRole("button", { name: "Save" }).click();
    const toast = page.locator("[data-sonner-toast]", { hasText: "Event saved." });
    await expect(toast).toBeVisible();
    const menu = await page.getByRole("button", { name: "Menu", exact: true }).boundingBox();
    // Once it has slid into place, the toast's top is below the Menu button.
    await expect.poll(async () => (await toast.boundingBox())!.y, { message: "the toast sits below the Menu button" }).toBeGreaterThanOrEqual(menu!.y + menu!.height);
  });
});

test("the side nav stays in view on a long page at desktop size, scrolling on its own", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await logIn(page, "counselor");
  await page.waitForURL("**/app/dashboard");
  await page.goto("/app/calendar");
  await expect(page.locator(".fc-view-harness")).toBeVisible();
  const nav = page.getByTestId("side-nav");
  const long = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  expect(long, "the page is longer than the window").toBeGreaterThan(300);

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const box = await nav.boundingBox();
  expect(box?.y, "the side nav sits under the header, not scrolled away").toBeGreaterThanOrEqual(0);
  expect(box?.y).toBeLessThanOrEqual(60);
  await expect(nav.getByRole("link", { name: "Dashboard" })).toBeInViewport();

  // Taller than the window, the menu scrolls inside itself down to its last item; the page stays put.
  const scrollY = await page.evaluate(() => window.scrollY);
  expect(await nav.evaluate((el) => el.scrollHeight > el.clientHeight), "the menu is taller than the window").toBe(true);
  const last = nav.getByRole("link").last();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
  expect(await nav.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
});
