import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { expectPath, logIn } from "./helpers";

/**
 * Freezes the browser clock at `iso` and answers the page's server-clock call with the same
 * instant, so the live training state is computed for that moment (the server renders the first
 * paint with its own clock; the page then follows the browser's, corrected by the server's).
 */
async function freezeAt(page: Page, iso: string) {
  await page.clock.setFixedTime(new Date(iso));
  await page.route(
    (url) => url.pathname === "/getServerTime",
    (route) => route.fulfill({ json: { serverTime: iso } }),
  );
}

const banner = (page: Page) => page.getByTestId("live-training-banner-text");

const FROZEN = [
  // Wednesday 2026-11-25 14:50 EST.
  { label: "Wednesday 14:50 ET", at: "2026-11-25T19:50:00Z", text: "Join Live Tutorial now!" },
  { label: "a Friday", at: "2026-11-27T17:00:00Z", text: "Free live training on Wednesday 12/02/26: 5 days remaining" },
  // Monday 2026-11-23 09:00 EST: Wednesday 15:00 is 2 days 6 hours away.
  { label: "a Monday morning", at: "2026-11-23T14:00:00Z", text: "The next free live training starts in 2 days 06:00:00" },
  // Monday 2027-03-15 09:00 EDT, the day after daylight saving starts.
  { label: "a Monday morning after the spring clock change", at: "2027-03-15T13:00:00Z", text: "The next free live training starts in 2 days 06:00:00" },
];

for (const c of FROZEN) {
  test(`the live training banner shows the right text at a frozen clock: ${c.label}`, async ({ page }) => {
    await freezeAt(page, c.at);
    await page.goto("/");
    await expect(banner(page)).toHaveText(c.text);
  });
}

test("'The banner is active until 16:01': on Wednesday at 16:05 ET the banner is gone and the section names next week's session", async ({ page }) => {
  await freezeAt(page, "2026-11-25T21:05:00Z");
  await page.goto("/");
  await expect(page.getByTestId("live-training-card-status")).toHaveText("Today's free live training has ended. The next one is on Wednesday 12/02/26.");
  await expect(page.getByTestId("live-training-banner")).toHaveCount(0);
});

test.describe("a visitor in Tokyo", () => {
  test.use({ timezoneId: "Asia/Tokyo" });

  test("sees the Eastern days remaining, and the session in their own time in the dialog", async ({ page }) => {
    // Friday 2026-11-27 21:00 in Tokyo is Friday 07:00 in New York.
    await freezeAt(page, "2026-11-27T12:00:00Z");
    await page.goto("/");
    await expect(banner(page)).toHaveText("Free live training on Wednesday 12/02/26: 5 days remaining");
    await page.getByTestId("live-training-banner").getByRole("button", { name: "About the training" }).click();
    const dialog = page.getByRole("dialog", { name: "Free live training" });
    // Wednesday 15:00 EST is Thursday 05:00 in Tokyo.
    await expect(dialog).toContainText(/In your time zone: Thursday,? 5:00\sAM/);
  });
});

test("joining from the live training dialog records the click (POST /home/liveTrainingClick)", async ({ page }) => {
  await freezeAt(page, "2026-11-25T19:50:00Z");
  await page.goto("/");
  await expect(banner(page)).toHaveText("Join Live Tutorial now!");
  await page.getByTestId("live-training-banner").getByRole("button", { name: "About the training" }).click();
  const dialog = page.getByRole("dialog", { name: "Free live training" });
  await expect(dialog.getByTestId("live-training-dialog-status")).toHaveText("Join Live Tutorial now!");
  await expect(dialog.getByRole("link", { name: "Add to my calendar" })).toHaveAttribute("href", "/home/getAddTrainingToCalendarIcs");

  const recorded = page.waitForRequest((r) => r.url().endsWith("/home/liveTrainingClick") && r.method() === "POST");
  const popup = page.waitForEvent("popup");
  await dialog.getByRole("link", { name: /Join the live training/ }).click();
  const request = await recorded;
  expect(request.postDataJSON()).toEqual({ modalType: "home" });
  expect((await request.response())?.status()).toBe(200);
  await (await popup).close();
});

test("the carousel shows the promotion, with '<br />' as a line break, and its controls work", async ({ page }) => {
  await page.goto("/");
  const carousel = page.getByRole("region", { name: "Monthly promotions" });
  await carousel.getByRole("button", { name: "Pause the promotions" }).click();
  await expect(carousel.getByRole("button", { name: "Play the promotions" })).toBeVisible();
  const visible = carousel.locator("[data-testid=promotion-slide]:visible");
  await expect(visible).toHaveCount(1);
  await expect(visible.getByRole("heading", { level: 3 })).toHaveText("Try SCUTA for FREE");
  const message = await visible.locator("p").last().innerText();
  expect(message).toMatch(/^Click the "Try For FREE button"\nLicense expires /);
  expect(message).not.toContain("<br");
  await expect(visible.getByRole("link", { name: "Try for free" })).toHaveAttribute("href", "/TryForFree");

  await carousel.getByRole("button", { name: "Next promotion" }).click();
  await expect(visible).toHaveAttribute("aria-label", "2 of 2");
  await expect(visible).toContainText(/^From /);
  // While paused, a slide the visitor picks is announced.
  await expect(page.locator("#promotion-slides")).toHaveAttribute("aria-live", "polite");
  await carousel.getByRole("button", { name: "Previous promotion" }).click();
  await expect(visible).toHaveAttribute("aria-label", "1 of 2");
});

test("the .ics downloads as text/calendar with a weekly Wednesday event", async ({ page }) => {
  await page.goto("/");
  const download = page.waitForEvent("download");
  await page.getByTestId("live-training-card-status").locator("..").getByRole("link", { name: "Add to my calendar" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("scuta-live-training.ics");
  const text = readFileSync(await file.path(), "utf8");
  expect(text).toContain("\r\nRRULE:FREQ=WEEKLY;BYDAY=WE\r\n");
  expect(text).toMatch(/\r\nDTSTART;TZID=America\/New_York:\d{8}T150000\r\n/);

  const res = await page.request.get("/home/getAddTrainingToCalendarIcs");
  expect(res.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(res.headers()["content-disposition"]).toBe('attachment; filename="scuta-live-training.ics"');
});

test("the gallery opens a larger view and pages with the buttons and the arrow keys", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Open a larger view: Your week at a glance" }).click();
  await expect(page.getByRole("dialog", { name: "Your week at a glance" })).toBeVisible();
  await page.keyboard.press("ArrowRight");
  const next = page.getByRole("dialog", { name: "Pre- and post-test results of a lesson" });
  await expect(next).toContainText("Picture 3 of 4");
  await next.getByRole("button", { name: "Next picture" }).click();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("dialog", { name: "Use of time against the 80% target" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("the figures count up to their value, and show it at once for visitors who prefer reduced motion", async ({ page }) => {
  // Every value the first figure shows, from the first paint on.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __countUp: string[] }).__countUp = seen;
    new MutationObserver(() => {
      const text = document.querySelector("[data-testid=count-up]")?.textContent;
      if (text && seen[seen.length - 1] !== text) seen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  const seen = () => page.evaluate(() => (window as unknown as { __countUp: string[] }).__countUp);

  // The server's HTML already holds the final values, so wait for React to have hydrated the
  // figure (its fiber key is set then) before reading what it showed.
  const hydrated = () =>
    page.waitForFunction(() => {
      const el = document.querySelector("[data-testid=count-up]");
      return !!el && Object.keys(el).some((k) => k.startsWith("__reactFiber"));
    });

  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await hydrated();
  await expect(page.getByTestId("count-up")).toHaveText(["36", "80%", "30", "3"]);
  expect(await seen()).toEqual(["36"]);

  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.goto("/");
  await hydrated();
  await page.evaluate(() => document.querySelector("[data-testid=count-up]")?.scrollIntoView({ block: "center" }));
  // The animation starts from 0 and ends on the value.
  await expect.poll(async () => (await seen()).map(Number)).toContain(0);
  await expect.poll(async () => (await seen()).slice(-1)[0]).toBe("36");
  await expect(page.getByTestId("count-up")).toHaveText(["36", "80%", "30", "3"]);
  const values = (await seen()).map(Number);
  expect(values.some((v) => v > 0 && v < 36)).toBe(true);
  expect(values[values.length - 1]).toBe(36);
});

test("the calls to action lead to the trial and the quote", async ({ page }) => {
  await page.goto("/");
  const hero = page.locator("section").filter({ has: page.getByRole("heading", { level: 1 }) });
  await expect(hero.getByRole("link", { name: "Try for free" })).toHaveAttribute("href", "/TryForFree");
  await expect(hero.getByRole("link", { name: "Get a quote" })).toHaveAttribute("href", "/getaquote");
});

// Needs <LiveTrainingLink /> in the signed-in top bar (app/(app)/app/layout.tsx).
test("the signed-in top bar's live training link shows 'Join now' during the top-nav window and opens its dialog", async ({ page }) => {
  await freezeAt(page, "2026-11-25T15:50:00Z"); // Wednesday 10:50 ET
  await logIn(page, "counselor");
  await expectPath(page, "/app/dashboard");
  const link = page.getByRole("button", { name: "Free live training: join now" });
  await expect(link).toBeVisible();
  await link.click();
  const dialog = page.getByRole("dialog", { name: "Free live training" });
  await expect(dialog.getByRole("link", { name: /Join the live training/ })).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Add to my calendar" })).toBeVisible();
});
