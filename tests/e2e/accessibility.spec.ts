import { expect, test, type Page } from "@playwright/test";
import { ROLE } from "../../lib/auth/roles";
import { navFor } from "../../lib/shell/nav";
import { COUNSELOR_EXTRA, MAIN_ROLES, PUBLIC_PAGES, pagesOf } from "./a11y-pages";
import { audit, auditDialog } from "./axe-audit";
import { walkFromSkipLink, walkFromTop } from "./focus-walk";
import { logIn } from "./helpers";

// The axe-core audit (WCAG 2.2 AA) finds no violation on any page of any role,
// nor with the main dialogs open. One AxeBuilder run per page; every page's violations are
// collected (expect.soft) so one run lists them all, each as "rule-id  target  help".
//
// Reflow and resize (WCAG 1.4.10, 1.4.4) are checked on the same visit of each page: once audited
// at 1280 px, the window is narrowed to 640 CSS px (what 200 % zoom of a 1280 px window lays out)
// and to 320 CSS px (the criterion's width), as a reader zooming in does, and at each width the
// page must not scroll sideways nor cut off a control. Only a box that scrolls on its own (the
// table boxes of components/ui/table-scroll.tsx, a calendar grid's scroller) may be wider than the
// screen; what lies inside it is reached by scrolling that box. Loading a page at a phone's width
// is tested by phone-layout.spec.ts.
//
// Focus order and visible focus (tests/e2e/focus-walk.ts) are walked on the same visit of the
// counselor's, the manager's and the administrator's pages, at 1280 px, each path once (by the first
// of these roles that opens it): each role's first page from the top (the skip link, the header, the
// side menu, the content), every other page from its skip link through its content's first stops.

/** Opens a path and audits it once its main heading is there. */
async function auditPath(page: Page, path: string) {
  const response = await page.goto(path);
  expect.soft(response?.status(), path).toBeLessThan(400);
  await expect(page.locator("h1").first()).toBeVisible();
  await audit(page, path);
}

const DESKTOP = { width: 1280, height: 720 };
const ZOOMS = [
  { name: "1280 px at 200 % zoom", viewport: { width: 640, height: 400 } },
  { name: "320 CSS px", viewport: { width: 320, height: 640 } },
];

type TPageFaults = { sideways: number; clipped: string[] };

/** The page's width beyond the viewport, and the controls that are cut off (by the screen's edge or a box that clips without scrolling), once the page has laid out at the current width. */
function reflowFaultsOf(page: Page): Promise<TPageFaults> {
  return page.evaluate(async () => {
    // Two frames: the resize's layout and whatever the page re-renders for the new width.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
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

/** How a page's focus order is walked on its visit: from the top, from the skip link, or not at all. */
type TFocusWalk = "top" | "skip link" | null;

/**
 * One visit of a page: opened at 1280 px, audited by axe when `audited`, its focus order walked by Tab
 * when `focus` says so, then narrowed to each zoom width, where it must neither scroll sideways nor
 * cut off a control.
 */
async function walkPage(page: Page, path: string, audited: boolean, focus: TFocusWalk = null) {
  await page.setViewportSize(DESKTOP);
  const response = await page.goto(path);
  expect.soft(response?.status(), path).toBeLessThan(400);
  await expect(page.locator("h1").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  if (audited) await audit(page, path);
  if (focus === "top") await walkFromTop(page, path);
  if (focus === "skip link") await walkFromSkipLink(page, path);
  for (const { name, viewport } of ZOOMS) {
    await page.setViewportSize(viewport);
    // A page may lay itself out again some time after the resize (the calendar waits for the
    // resizing to stop): the faults are read until there are none, and the last reading is reported.
    await expect
      .configure({ soft: true })
      .poll(
        async () => {
          const { sideways, clipped } = await reflowFaultsOf(page);
          return [...(sideways > 0 ? [`the page scrolls sideways by ${sideways} px`] : []), ...clipped];
        },
        { message: `${path} at ${name}: no sideways scroll, no control cut off`, timeout: 5_000 },
      )
      .toEqual([]);
  }
}

// Entry pages whose own dialog opens on arrival: login, sign-up and the quote panel.
const ENTRY_DIALOGS: [string, string | RegExp][] = [
  ["/login", "Log in"],
  ["/register", /./],
  ["/TryForFree", /./],
  ["/getaquote", /quote/i],
];

test("every public page and its login, sign-up, quote and contact dialogs have no axe violation (WCAG 2.2 AA); no public page scrolls sideways or cuts off a control at 1280 px at 200 % zoom nor at 320 CSS px", async ({
  page,
}) => {
  test.setTimeout(240_000);
  for (const path of PUBLIC_PAGES) await walkPage(page, path, true);
  await page.setViewportSize(DESKTOP);
  for (const [path, name] of ENTRY_DIALOGS) {
    await page.goto(path);
    await auditDialog(page, page.getByRole("dialog", { name }), `${path} with its dialog open`);
  }
  await page.goto("/privacy");
  await page.getByRole("contentinfo").getByRole("button", { name: "Contact us" }).click();
  await auditDialog(page, page.getByRole("dialog", { name: "Contact us" }), "the Contact us dialog");
});

const COUNSELOR_PAGES = [...navFor(ROLE.user).map((i) => i.href), ...COUNSELOR_EXTRA];

// Pages whose content depends on the role (figures of a team, read-only lists, the people one
// manages, the billing of seats): every role that may open them is audited by axe and checked for
// reflow on them. Every other page renders the same components for every role, so it is audited
// and checked once, as the counselor's. Each role's side menu, which differs by role, is checked on
// the role's first page.
const PER_ROLE = new Set(["/app/dashboard", "/app/calendarAppointment", "/app/studentsGroups/students", "/app/users", "/app/user/billing", "/app/categories"]);
const isAudited = (roleId: number, path: string) => roleId === ROLE.user || PER_ROLE.has(path) || !COUNSELOR_PAGES.includes(path);

// Each role's pages are walked in parts of at most PART pages, so that one part stays well inside
// its time limit on a busy machine and the parts spread over the workers.
const PART = 8;
const parts = (paths: string[]): string[][] => Array.from({ length: Math.ceil(paths.length / PART) }, (_, i) => paths.slice(i * PART, (i + 1) * PART));

// Each role's focus order: its first page from the top (its side menu differs by role), and from
// the skip link every other page that no earlier role opens.
const focusWalks = new Map<number, Map<string, TFocusWalk>>();
{
  const walked = new Set<string>();
  for (const { roleId, extra } of MAIN_ROLES) {
    const pages = pagesOf(roleId, extra);
    focusWalks.set(roleId, new Map(pages.flatMap((p, i): [string, TFocusWalk][] => (i === 0 ? [[p, "top"]] : walked.has(p) ? [] : [[p, "skip link"]]))));
    pages.forEach((p) => walked.add(p));
  }
}
const FOCUS_TITLE = "; focus order and visible focus: the skip link first, the header, the side menu, then the content in reading order";

for (const { username, roleId, extra } of MAIN_ROLES) {
  const focus = focusWalks.get(roleId);
  const own = pagesOf(roleId, extra).filter((path, i) => i === 0 || isAudited(roleId, path) || focus?.has(path));
  const all = parts(own);
  all.forEach((part, i) => {
    const walksFocus = part.some((path) => focus?.has(path));
    test(`every page the ${username} (role ${roleId}) may open has no axe violation (WCAG 2.2 AA), part ${i + 1} of ${all.length}; none scrolls sideways or cuts off a control at 1280 px at 200 % zoom nor at 320 CSS px${walksFocus ? FOCUS_TITLE : ""}`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await logIn(page, username);
      await expect(page).toHaveURL(/\/app\//);
      for (const path of part) await walkPage(page, path, isAudited(roleId, path), focus?.get(path) ?? null);
    });
  });
}

test("the published district page /sd/{LEAID} has no axe violation (WCAG 2.2 AA)", async ({ page, browser }) => {
  // The demo district publishes from the manager's dashboard; it is unpublished again afterwards.
  await logIn(page, "manager");
  await expect(page).toHaveURL(/\/app\//);
  await page.goto("/app/dashboard");
  const toggle = page.getByTestId("publish-toggle");
  const setPublished = async (on: boolean) => {
    if ((await toggle.getAttribute("aria-checked")) === String(on)) return;
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-checked", String(on));
    await expect(toggle).toHaveAttribute("aria-busy", "false");
  };
  await setPublished(true);
  const context = await browser.newContext();
  try {
    await auditPath(await context.newPage(), "/sd/5307710");
  } finally {
    await context.close();
    await setPublished(false);
  }
});

test("the calendar event form, 'Log a contact', the billing renew dialog and the question panel have no axe violation (WCAG 2.2 AA)", async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, "counselor");
  await expect(page).toHaveURL(/\/app\//);

  await page.goto("/app/calendar");
  await expect(page.getByTestId("calendar").locator(".fc-view")).toBeVisible();
  await page.getByRole("button", { name: "New event" }).click();
  await auditDialog(page, page.getByRole("dialog", { name: "New event" }), "the calendar's New event form");

  await page.goto("/app/logs");
  await page.getByRole("button", { name: "Log a contact" }).click();
  await auditDialog(page, page.getByRole("dialog", { name: "Log a contact" }), "the Log a contact dialog");

  await page.goto("/app/user/billing");
  await page.getByRole("button", { name: "Renew or buy" }).click();
  const renew = page.getByRole("dialog", { name: "Renew or buy a license" });
  await expect(renew.getByRole("table")).toBeVisible();
  await auditDialog(page, renew, "the billing Renew or buy dialog");

  await page.getByRole("button", { name: "Ask a question" }).click();
  const panel = page.getByRole("dialog", { name: "Ask a question" });
  await expect(panel.getByLabel("Topic")).toBeVisible();
  await auditDialog(page, panel, "the Ask a question panel");
});

test("the forgot-password dialog, the calendar's event details and the confirm-delete dialogs (student, survey, period) have no axe violation (WCAG 2.2 AA)", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/login");
  // Clicked once React runs (the Log in button is enabled then): an earlier click is lost.
  await expect(page.getByRole("button", { name: "Log in" })).toBeEnabled();
  await page.getByRole("button", { name: "Forgot password?" }).click();
  const forgot = page.getByRole("dialog", { name: "Reset your password" });
  await expect(forgot.getByLabel("Email")).toBeVisible();
  await audit(page, "the Reset your password dialog");

  await logIn(page, "counselor");
  await expect(page).toHaveURL(/\/app\//);

  // An event of the demo week opens its details; Delete asks again inside the dialog.
  await page.goto("/app/calendar?view=list");
  await page.waitForLoadState("networkidle");
  const calendar = page.getByTestId("calendar");
  await calendar.locator(".fc-list-event-title").first().click();
  const details = page.getByRole("dialog");
  await expect(details.getByRole("button", { name: "Edit", exact: true })).toBeVisible();
  await audit(page, "the calendar's event details dialog");
  await page.keyboard.press("Escape");
  await expect(details).toHaveCount(0);

  // Each confirm-delete dialog is closed with Escape: nothing is deleted.
  const confirms: [string, string, string][] = [
    ["/app/studentsGroups/students", "client-delete", "Delete this student?"],
    ["/app/surveys", "survey-delete", "Delete this survey?"],
  ];
  for (const [path, testId, name] of confirms) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await page.getByTestId(testId).first().click();
    await auditDialog(page, page.getByRole("dialog", { name }), `the ${name} dialog on ${path}`);
  }
  await page.goto("/app/periods");
  await page.waitForLoadState("networkidle");
  await page
    .getByRole("button", { name: /^Delete period / })
    .first()
    .click();
  await auditDialog(page, page.getByRole("dialog"), "the delete-period dialog on /app/periods");
});
