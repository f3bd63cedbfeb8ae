import { expect, type APIRequestContext, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "demo-pass-2026";

export async function logIn(page: Page, username: string, opts: { keepSigned?: boolean; password?: string } = {}) {
  await page.goto("/login");
  await page.getByLabel("Username or email").fill(username);
  await page.getByLabel("Password").fill(opts.password ?? DEMO_PASSWORD);
  if (opts.keepSigned) await page.getByLabel("Keep me signed in").check();
  await page.getByRole("button", { name: "Log in" }).click();
}

export async function expectPath(page: Page, path: string) {
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
}

/**
 * A student's appointment request to the demo counselor through the public wizard (/appointment/counselor): the
 * first open day at 11:00, with `reason` as what they would like to talk about. Resolves once it is sent.
 */
export async function requestAppointment(page: Page, request: { name: string; email: string; reason: string }) {
  await page.goto("/appointment/counselor");
  await page.getByRole("radio", { name: "Student" }).check();
  await page.getByLabel("Your name").fill(request.name);
  await page.getByLabel("Email").fill(request.email);
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.locator("label:has(input[name=date]:enabled)").first().click();
  await page.getByLabel("Time").selectOption("11:00");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByLabel("What would you like to talk about?").fill(request.reason);
  await page.getByRole("button", { name: "Send my request" }).click();
  await expect(page.getByRole("heading", { name: "Your request was sent" })).toBeVisible();
}

// The visible-focus check of the keyboard specs and of the focus-order walk: after a Tab the element
// that took the focus must draw a focus indicator (an outline, or a box-shadow that is not
// transparent). One probe of the page reads it with the rest of the walk's facts about the stop.

export type TFocused = { ok: boolean; what: string };

/**
 * The focused element as a Tab leaves it: named for a failure message, whether it draws a focus
 * indicator, its region in reading order (0 skip link, 1 header, 2 side menu, 3 content, 4 after the
 * content), whether it is shown and in the window, and whether it follows the previous probe's element
 * in source order. Null: the focus left the page.
 */
export type TFocusStop = TFocused & { region: number; shown: boolean; inWindow: boolean; follows: boolean };

/** Probes the focused element (TFocusStop); the page remembers it as the previous stop. */
export function focusStop(page: Page): Promise<TFocusStop | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const w = window as unknown as { focusOrderPrevious?: Element };
    const previous = w.focusOrderPrevious;
    w.focusOrderPrevious = el;
    // A date or time input is one element whose parts (day, month, year) Tab visits in turn.
    const parts = previous === el && el instanceof HTMLInputElement && ["date", "time", "datetime-local", "month", "week"].includes(el.type);
    const follows = !previous || !previous.isConnected || parts || Boolean(previous.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
    // The content comes first: a page's own header sits inside it.
    const region = el.matches('a[href="#main"]') && !el.closest("main") ? 0 : el.closest("main") ? 3 : el.closest("header") ? 1 : el.closest("aside") ? 2 : 4;
    // A focus style that fades in (a transition of its outline or ring) is read as it ends: reading the
    // style starts the transitions the focus caused, and each is run to its end at once.
    void getComputedStyle(el).boxShadow;
    for (const animation of el.getAnimations()) {
      try {
        animation.finish();
      } catch {
        // An endless animation (a spinner) has no end to run to; it is not a focus style.
      }
    }
    const cs = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    const shown = box.width > 0 && box.height > 0 && cs.visibility !== "hidden" && !el.closest('[aria-hidden="true"], [inert]');
    const inWindow = box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth;
    const transparent = (color: string) => color === "transparent" || /rgba\([^)]*,\s*0\)/.test(color) || /#0000\b/.test(color);
    const outline = cs.outlineStyle !== "none" && parseFloat(cs.outlineWidth) > 0 && !transparent(cs.outlineColor);
    // A box-shadow is a list of shadows; one that is not fully transparent is drawn.
    const shadows = cs.boxShadow === "none" ? [] : cs.boxShadow.split(/,(?![^(]*\))/);
    const shadow = shadows.some((s) => !transparent(s));
    const name = el.getAttribute("aria-label") ?? el.getAttribute("name") ?? el.id ?? "";
    const text = (el.innerText ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
    return { ok: outline || shadow, what: `<${el.tagName.toLowerCase()}${name ? ` ${name}` : ""}>${text}`, region, shown, inWindow, follows };
  });
}

/** The focused element, named for a failure message, and whether it draws a focus indicator. */
export async function focusedIndicator(page: Page): Promise<TFocused> {
  const stop = await focusStop(page);
  return stop ? { ok: stop.ok, what: stop.what } : { ok: false, what: "body (the focus left the page)" };
}

/** Asserts that the focused element shows its focus (polled: a focus style may fade in). */
export async function expectVisibleFocus(page: Page) {
  let last: TFocused = { ok: false, what: "" };
  await expect
    .poll(
      async () => {
        last = await focusedIndicator(page);
        return last.ok;
      },
      { timeout: 3_000, message: "the focused element has a visible focus indicator" },
    )
    .toBe(true)
    .catch(() => {
      throw new Error(`no visible focus indicator on ${last.what}`);
    });
}

/** The user's bearer token from the API's login. */
export async function bearerOf(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post("/api/v1/login", { data: { username, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

/** A license bought by the user through the API with a purchase order (one MAX license, today to 31 July): an order awaiting its payment, with its invoice. */
export async function purchaseOrderFor(request: APIRequestContext, username: string): Promise<{ id: number; invoiceNumber: number }> {
  const today = new Date().toISOString().slice(0, 10);
  const [y, m] = today.split("-").map(Number);
  const res = await request.post("/api/v1/users/billing/add", {
    headers: { authorization: `Bearer ${await bearerOf(request, username)}` },
    data: { start: today, end: `${m >= 8 ? y + 1 : y}-07-31`, quantities: { max: 1 }, payment: { method: "po", poNumber: "PO-E2E-DIALOG" }, idempotencyKey: `e2e-dialog-po-${Date.now()}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { order } = ((await res.json()) as { data: { order: { id: number; invoiceNumber: number; status: string } } }).data;
  expect(order.status).toBe("awaiting_po");
  return order;
}

// The device's IndexedDB as the offline specs read it: every read runs in the page (the origin's own
// storage) and never creates a database or a store that is not there.

/** One record of an object store: `text`, its binary fields decoded as UTF-8 text beside the others as JSON (what a disk reader sees); `opened`, its sealed `data` decrypted or null. */
export type TStoredRecord = { text: string; opened: string | null };

type TStoreRead = { database: string; store: string; count: boolean; keyStore: string | null; keyName: string | null };

function readStore(page: Page, read: TStoreRead): Promise<number | TStoredRecord[]> {
  return page.evaluate(async ({ database, store, count, keyStore, keyName }) => {
    if (!(await indexedDB.databases()).some((d) => d.name === database)) return count ? 0 : [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open(database);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    try {
      if (!db.objectStoreNames.contains(store)) return count ? 0 : [];
      const stores = keyStore && db.objectStoreNames.contains(keyStore) ? [store, keyStore] : [store];
      const tx = db.transaction(stores);
      const rows = count ? tx.objectStore(store).count() : tx.objectStore(store).getAll();
      const key = keyStore && keyName && stores.length === 2 ? tx.objectStore(keyStore).get(keyName) : null;
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      if (count) return rows.result as number;
      const asText = (v: unknown) => (v instanceof ArrayBuffer || ArrayBuffer.isView(v) ? new TextDecoder().decode(v as ArrayBuffer) : JSON.stringify(v));
      return Promise.all(
        (rows.result as Record<string, unknown>[]).map(async (row) => {
          const sealed = row && typeof row === "object" && row.iv instanceof Uint8Array && row.data instanceof ArrayBuffer;
          const cryptoKey = key?.result as CryptoKey | undefined;
          const opened =
            sealed && cryptoKey
              ? await crypto.subtle
                  .decrypt({ name: "AES-GCM", iv: row.iv as BufferSource }, cryptoKey, row.data as ArrayBuffer)
                  .then((plain) => new TextDecoder().decode(plain))
                  .catch(() => null)
              : null;
          const text = row && typeof row === "object" ? Object.values(row).map(asText).join(" ") : asText(row);
          return { text, opened };
        }),
      );
    } finally {
      db.close();
    }
  }, read);
}

/**
 * The records of one object store of an IndexedDB database (none when either is missing). With
 * `sealedWith`, each record sealed as {iv, data} is also opened with the AES-GCM key kept under
 * `sealedWith.key` in the store `sealedWith.store`, as the app opens it.
 */
export async function storeRecords(page: Page, database: string, store: string, sealedWith?: { store: string; key: string }): Promise<TStoredRecord[]> {
  return (await readStore(page, { database, store, count: false, keyStore: sealedWith?.store ?? null, keyName: sealedWith?.key ?? null })) as TStoredRecord[];
}

/** How many records one object store of an IndexedDB database holds (0 when either is missing). */
export async function storeCount(page: Page, database: string, store: string): Promise<number> {
  return (await readStore(page, { database, store, count: true, keyStore: null, keyName: null })) as number;
}

/** The names of the origin's IndexedDB databases. */
export function databaseNames(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await indexedDB.databases()).flatMap((d) => (d.name ? [d.name] : [])));
}

/** What the app keeps on this device outside the server's reach: its IndexedDB databases and its caches (their names start with "scuta"). */
export async function appStorage(page: Page): Promise<{ databases: string[]; caches: string[] }> {
  const databases = (await databaseNames(page)).filter((n) => n.startsWith("scuta"));
  return { databases, caches: await page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith("scuta"))) };
}
