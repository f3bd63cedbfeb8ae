import { expect, test, type Page } from "@playwright/test";
import { MAIN_ROLES, PUBLIC_PAGES, pagesOf } from "./a11y-pages";
import { logIn } from "./helpers";

// Reflow and resize (WCAG 1.4.10, 1.4.4): every page of the public site and of the main roles, at
// 320 CSS px wide and at 1280 px zoomed to 200 % (a 640 px viewport drawn at device scale 2), reads
// without scrolling the page sideways and without a control cut off. Only a box that scrolls on
// its own (the table boxes of components/ui/table-scroll.tsx, a calendar grid's scroller) may be
// wider than the screen; what lies inside it is reached by scrolling that box.

const WIDTHS = [
  { name: "320 CSS px", viewport: { width: 320, height: 640 }, deviceScaleFactor: 1 },
  { name: "1280 px at 200 % zoom", viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 },
];

type TPageFaults = { sideways: number; clipped: string[] };

/** The page's width beyond the viewport, and the controls that are cut off (by the screen's edge or a box that clips without scrolling). */
function faultsOf(page: Page): Promise<TPageFaults> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const sideways = document.documentElement.scrollWidth - width;
    const clipped: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>("a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=link], [tabindex]:not([tabindex='-1'])");
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      // Not drawn, or visually hidden (sr-only: 1 px) until it takes the focus.
      if (box.width <= 1 || box.height <= 1) continue;
      const style = getComputedStyle(el);
      if (style.visibility === "hidden" || Number(style.opacity) === 0) continue;
      let scrolls = false;
      let cut: string | null = null;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (s.position === "fixed" && a.getBoundingClientRect().width <= 1) break;
        if (s.overflowX === "auto" || s.overflowX === "scroll") {
          scrolls = true;
          break;
        }
        if (s.overflowX === "hidden" || s.overflowX === "clip") {
          const r = a.getBoundingClientRect();
          // A box of 1 px is the sr-only pattern; a clipped ancestor hiding on purpose is not a cut.
          if (r.width <= 1) break;
          if (box.left < r.left - 1 || box.right > r.right + 1) {
            cut = `a box of ${Math.round(r.width)} px`;
            break;
          }
        }
      }
      if (scrolls) continue;
      if (!cut && (box.left < -1 || box.right > width + 1)) cut = `the screen (${Math.round(box.left)}–${Math.round(box.right)} px)`;
      if (cut) {
        const name = el.getAttribute("aria-label") ?? (el.innerText || (el as HTMLInputElement).name || el.id || "").trim().slice(0, 40);
        clipped.push(`<${el.tagName.toLowerCase()}> "${name}" cut by ${cut}`);
      }
    }
    return { sideways, clipped };
  });
}

async function checkPage(page: Page, path: string, what: string) {
  const response = await page.goto(path);
  expect.soft(response?.status(), path).toBeLessThan(400);
  await expect(page.locator("h1").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  const { sideways, clipped } = await faultsOf(page);
  expect.soft(sideways, `${path} scrolls sideways at ${what}`).toBeLessThanOrEqual(0);
  expect.soft(clipped, `${path} at ${what} cuts off controls:\n${clipped.join("\n")}`).toEqual([]);
}

for (const { name, viewport, deviceScaleFactor } of WIDTHS) {
  test.describe(`at ${name}`, () => {
    test.use({ viewport, deviceScaleFactor });

    test(`no public page scrolls sideways or cuts off a control at ${name}`, async ({ page }) => {
      test.setTimeout(180_000);
      for (const path of PUBLIC_PAGES) await checkPage(page, path, name);
    });

    for (const { username, roleId, extra } of MAIN_ROLES) {
      test(`no page of the ${username} (role ${roleId}) scrolls sideways or cuts off a control at ${name}`, async ({ page }) => {
        test.setTimeout(180_000);
        await logIn(page, username);
        await expect(page).toHaveURL(/\/app\//);
        for (const path of pagesOf(roleId, extra)) await checkPage(page, path, name);
      });
    }
  });
}
