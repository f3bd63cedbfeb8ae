import { expect, type Page } from "@playwright/test";
import { expectVisibleFocus } from "./helpers";

// Focus order and visible focus (WCAG 2.1.2, 2.4.1, 2.4.3, 2.4.7), walked on a page by Tab: at every
// stop the focused element draws a visible focus indicator, is shown (not hidden, not scrolled out of
// the window) and comes after the previous stop in the page's source order, which is its reading
// order: the focus never goes back nor stays on one element. A page is walked from the top (the skip
// link first, then the header, the side menu and the content) or from its skip link into its content.

/** Where a stop sits, in reading order: the skip link, the header, the side menu, the content, after the content. */
export const REGIONS = ["skip link", "header", "side menu", "content", "after the content"] as const;

type TStop = { what: string; region: number; shown: boolean; inWindow: boolean; follows: boolean };

/** The focused element: its region, whether it is shown and in the window, and whether it follows the previous stop. Null: the focus left the page. */
export function stopOf(page: Page): Promise<TStop | null> {
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
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    const shown = box.width > 0 && box.height > 0 && style.visibility !== "hidden" && !el.closest('[aria-hidden="true"], [inert]');
    const inWindow = box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth;
    const name = el.getAttribute("aria-label") ?? el.getAttribute("name") ?? el.id ?? "";
    const text = (el.innerText ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
    return { what: `<${el.tagName.toLowerCase()}${name ? ` ${name}` : ""}>${text}`, region, shown, inWindow, follows };
  });
}

/**
 * Presses Tab up to `max` times (fewer when the focus leaves the page at its end), checking each stop;
 * `from` is the region the walk starts in: no stop may fall in an earlier one. Returns the stops' regions.
 */
async function walk(page: Page, path: string, max: number, from = 0): Promise<number[]> {
  const regions: number[] = [];
  let region = from;
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    const stop = await stopOf(page);
    // The focus left the page, or went round to its first stop: the walk reached the page's end.
    if (!stop || (i > 0 && stop.region === 0)) break;
    const at = `${path}, stop ${i + 1} ${stop.what}`;
    const focus = await expectVisibleFocus(page).then(
      () => "",
      (e: Error) => e.message,
    );
    expect.soft(focus, `${at}: a visible focus indicator`).toBe("");
    expect.soft(stop.shown, `${at}: the focused element is shown`).toBe(true);
    expect.soft(stop.inWindow, `${at}: the focused element is in the window`).toBe(true);
    expect.soft(stop.follows, `${at}: the stop comes after the previous one in reading order`).toBe(true);
    expect.soft(stop.region, `${at}: in the ${REGIONS[stop.region]}, after a stop in the ${REGIONS[region]}`).toBeGreaterThanOrEqual(region);
    region = stop.region;
    regions.push(region);
  }
  return regions;
}

/**
 * The next Tab starts from the top of the page, as on a page just opened: the focus and the point
 * sequential navigation starts from are put back at the start of the body (an element focused there
 * and removed), whatever the audit or the wait before the walk did; the previous stop is forgotten.
 */
async function fromTheTop(page: Page) {
  await page.evaluate(() => {
    delete (window as unknown as { focusOrderPrevious?: Element }).focusOrderPrevious;
    const start = document.createElement("div");
    start.tabIndex = -1;
    document.body.prepend(start);
    start.focus();
    start.remove();
  });
}

/** From the top of the page: the skip link first, then the header, every link of the side menu and the content (up to `max` stops). */
export async function walkFromTop(page: Page, path: string, max = 140) {
  await fromTheTop(page);
  const regions = await walk(page, path, max);
  expect.soft(regions[0], `${path}: the skip link is the first stop`).toBe(0);
  for (const region of [1, 2, 3]) expect.soft(regions, `${path}: the walk passes through the ${REGIONS[region]}`).toContain(region);
}

/** The skip link is the first stop; Enter on it moves on to the content, whose first `max` stops Tab walks. */
export async function walkFromSkipLink(page: Page, path: string, max = 10) {
  await fromTheTop(page);
  await page.keyboard.press("Tab");
  expect.soft((await stopOf(page))?.region, `${path}: the skip link is the first stop`).toBe(0);
  await expectVisibleFocus(page).catch((e: Error) => expect.soft(e.message, `${path}: the skip link shows its focus`).toBe(""));
  await page.keyboard.press("Enter");
  await walk(page, path, max, 3);
}
