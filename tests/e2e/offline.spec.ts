import { expect, test, type Page } from "@playwright/test";
import { appStorage, databaseNames, logIn, storeCount } from "./helpers";

// Logging offline: a contact typed without a connection is kept on the device (encrypted) and sent
// once the connection returns, each exactly once; logging out leaves nothing of the app on the device.

/** Signs in and opens the logs page with names shown, once the device holds this session's key. */
async function openLogs(page: Page) {
  await logIn(page, "counselor");
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto("/app/logs");
  await expect(page.getByRole("heading", { name: "Logs", level: 1 })).toBeVisible();
  const eye = page.getByTestId("confidential-toggle");
  await expect(async () => {
    if ((await eye.getAttribute("aria-pressed")) === "true") await eye.click();
    await expect(eye).toHaveAttribute("aria-pressed", "false", { timeout: 2_000 });
  }).toPass();
  await expect.poll(() => databaseNames(page)).toContain("scuta-offline");
}

async function logContact(page: Page, title: string) {
  await page.getByRole("button", { name: "Log a contact" }).click();
  const dialog = page.getByRole("dialog", { name: "Log a contact" });
  await dialog.getByLabel("Use-of-time category").selectOption({ label: "Consultation" });
  await dialog.getByLabel("Title (optional)").fill(title);
  await dialog.getByRole("button", { name: "Save contact" }).click();
  await expect(dialog).toBeHidden();
}

test("three contacts logged offline are sent when the connection returns, each exactly once", async ({ page, context }) => {
  await openLogs(page);
  const run = Date.now().toString(36);
  const titles = [1, 2, 3].map((i) => `Hallway ${run} #${i}`);
  // The dialog's code is loaded while online, as a counselor opens it before the hallway.
  await page.getByRole("button", { name: "Log a contact" }).click();
  await page.getByRole("dialog", { name: "Log a contact" }).getByRole("button", { name: "Cancel" }).click();

  await context.setOffline(true);
  const status = page.getByTestId("offline-status");
  for (const [i, title] of titles.entries()) {
    await logContact(page, title);
    await expect(status).toHaveText(`Waiting to send (${i + 1})`);
  }
  await expect(status).toHaveAttribute("aria-live", "polite");
  await context.setOffline(false);
  await expect(status).toHaveText("Sent");

  const today = new Date();
  const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const res = await page.request.get(`/api/v1/calendar?start=${day(-2)}&end=${day(2)}`);
  expect(res.status()).toBe(200);
  const events = ((await res.json()) as { data: { title: string; source: string }[] }).data;
  for (const title of titles) {
    const found = events.filter((e) => e.title === title);
    expect(found, title).toHaveLength(1);
    expect(found[0].source).toBe("contact");
  }
});

/** How many calendar ranges this device keeps (encrypted) for the calendar opened offline. */
const keptRanges = (page: Page) => storeCount(page, "scuta-offline", "ranges");

test("logging out while offline leaves nothing of the app in IndexedDB or CacheStorage", async ({ page, context }) => {
  await openLogs(page);
  // The calendar keeps the week it loaded on the device (encrypted, beside the queue): log out removes it too.
  await page.goto("/app/calendar");
  await expect.poll(() => keptRanges(page)).toBeGreaterThan(0);
  await page.goto("/app/logs");
  await expect(page.getByRole("heading", { name: "Logs", level: 1 })).toBeVisible();
  // The service worker keeps the offline pages (it works on http://127.0.0.1: a secure context).
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration("/app/").then((r) => !!r?.active))).toBe(true);
  await page.reload();
  await expect.poll(async () => (await appStorage(page)).caches).toContain("scuta-pages-v1");

  await context.setOffline(true);
  await logContact(page, `Left behind ${Date.now().toString(36)}`);
  await expect(page.getByTestId("offline-status")).toHaveText("Waiting to send (1)");
  expect((await appStorage(page)).databases).toEqual(["scuta-offline"]);

  await page.getByRole("button", { name: /Casey Morgan/ }).click();
  await page.getByRole("button", { name: "Log out" }).click();
  await expect.poll(() => appStorage(page)).toEqual({ databases: [], caches: [] });
  await context.setOffline(false);
});
