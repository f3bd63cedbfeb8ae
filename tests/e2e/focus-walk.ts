import { expect, type Page } from "@playwright/test";
import { expectVisibleFocus, focusStop } from "./helpers";

// Focus order and visible focus (WCAG 2.1.2, 2.4.1, 2.4.3, 2.4.7), walked on a page by Tab: at every
// stop the focused element draws a visible focus indicator, is shown (not hidden, not scrolled out of
// the window) and comes after the previous stop in the page's source order, which is its reading
// order: the focus never goes back nor stays on one element. A page is walked from the top (the skip
// link first, then the header, the side menu and the content) or from its skip link into its content.

/** Where a stop sits, in reading order: the skip link, the header, the side menu, the content, after the content. */
export const REGIONS = ["skip link", "header", "side menu", "content", "after the content"] as const;

/**
 * Presses Tab until the focus leaves the page, goes round to its first stop or, with `through` set,
 * passes beyond that region (at most `max` times), checking each stop; `from` is the region the walk
 * starts in: no stop may fall in an earlier one. Returns the stops' regions.
 */
async function walk(page: Page, path: string, max: number, from = 0, through?: number): Promise<number[]> {
  const regions: number[] = [];
  let region = from;
  let ended = false;
  for (let i = 0; i < max && !ended; i++) {
    await page.keyboard.press("Tab");
    const stop = await focusStop(page);
    // The focus left the page, went round to its first stop or beyond the region walked: the walk reached its end.
    ended = !stop || (i > 0 && stop.region === 0) || (through != null && stop.region > through);
    if (!stop || ended) break;
    const at = `${path}, stop ${i + 1} ${stop.what}`;
    // A focus style may fade in: an element that draws none at once is asked again for a while.
    const focus = stop.ok
      ? ""
      : await expectVisibleFocus(page).then(
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
  expect.soft(ended, `${path}: the walk reaches the end within ${max} stops`).toBe(true);
  if (process.env.FOCUS_WALK_LOG) console.log(`[focus-walk] ${path}: ${regions.length} stops`);
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

/** From the top of the page: the skip link first, then the header, every link of the side menu, every stop of the content and what follows it (up to `max` stops). */
export async function walkFromTop(page: Page, path: string, max = 400) {
  await fromTheTop(page);
  const regions = await walk(page, path, max);
  expect.soft(regions[0], `${path}: the skip link is the first stop`).toBe(0);
  for (const region of [1, 2, 3]) expect.soft(regions, `${path}: the walk passes through the ${REGIONS[region]}`).toContain(region);
}

/** The skip link is the first stop; Enter on it moves on to the content, every stop of which Tab walks (up to `max`). */
export async function walkFromSkipLink(page: Page, path: string, max = 400) {
  await fromTheTop(page);
  await page.keyboard.press("Tab");
  expect.soft((await focusStop(page))?.region, `${path}: the skip link is the first stop`).toBe(0);
  await expectVisibleFocus(page).catch((e: Error) => expect.soft(e.message, `${path}: the skip link shows its focus`).toBe(""));
  await page.keyboard.press("Enter");
  await walk(page, path, max, 3, 3);
}
