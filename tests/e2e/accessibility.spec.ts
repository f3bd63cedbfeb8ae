import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { ROLE } from "../../lib/auth/roles";
import { navFor } from "../../lib/shell/nav";
import { logIn } from "./helpers";

// Issue 12 item 18: the axe-core audit (WCAG 2.2 AA) finds no violation on any page of any role,
// nor with the main dialogs open. One AxeBuilder run per page; every page's violations are
// collected (expect.soft) so one run lists them all, each as "rule-id  target  help".

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

// The one finding left to a third-party element: FullCalendar's time grid scrolls inside its own
// box (.fc-scroller-liquid-absolute, a fixed-height grid opening on the school day), which holds
// nothing focusable on a week without events (scrollable-region-focusable). It cannot take the
// focus itself: it sits inside FullCalendar's role="grid" table, where a focusable box breaks
// aria-required-children. Its events are focusable and scroll into view when tabbed to.
const THIRD_PARTY: { rule: string; target: string }[] = [{ rule: "scrollable-region-focusable", target: ".fc-scroller-liquid-absolute" }];
const isThirdParty = (rule: string, target: string) => THIRD_PARTY.some((t) => t.rule === rule && target === t.target);

async function audit(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const found = violations.flatMap((v) =>
    v.nodes.filter((n) => !isThirdParty(v.id, n.target.join(" > "))).map((n) => {
      const why = [...n.any, ...n.all, ...n.none].map((c) => c.message).join("; ");
      return `${v.id}  ${n.target.join(" > ")}  ${v.help}${why ? `: ${why}` : ""}`;
    }),
  );
  expect.soft(found, `axe violations on ${what}:\n${found.join("\n")}`).toEqual([]);
}

/** Opens a path and audits it once its main heading is there. */
async function auditPath(page: Page, path: string) {
  const response = await page.goto(path);
  expect.soft(response?.status(), path).toBeLessThan(400);
  await expect(page.locator("h1").first()).toBeVisible();
  await audit(page, path);
}

/** Audits the page with a dialog open, then closes it with Escape. */
async function auditDialog(page: Page, dialog: Locator, what: string) {
  await expect(dialog).toBeVisible();
  await audit(page, what);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
}

// The public pages: information pages, entry pages (each opens its login, sign-up or quote
// dialog), a coupon page, a conference page and the quote page (the district page: below).
const PUBLIC_PAGES = [
  "/",
  "/evangelist",
  "/ambassador",
  "/ambassadors",
  "/ambassadorinfo/counselor",
  "/jobs",
  "/verticals",
  "/questions",
  "/conferences",
  "/conferenceshirts",
  "/trainings",
  "/partnership",
  "/feedback",
  "/privacy",
  "/accessibility",
  "/terms-of-use",
  "/landing-page/welcome",
  "/funding",
  "/scheduleDemo",
  "/appointment/counselor",
  "/forgot",
  "/coupons/SAVE25",
  "/asca2027",
  "/newLicense/counselor/0",
];

// Entry pages whose own dialog opens on arrival: login, sign-up and the quote panel.
const ENTRY_DIALOGS: [string, string | RegExp][] = [
  ["/login", "Log in"],
  ["/register", /./],
  ["/TryForFree", /./],
  ["/getaquote", /quote/i],
];

test("every public page and its login, sign-up, quote and contact dialogs have no axe violation (WCAG 2.2 AA)", async ({ page }) => {
  test.setTimeout(150_000);
  for (const path of PUBLIC_PAGES) await auditPath(page, path);
  for (const [path, name] of ENTRY_DIALOGS) {
    await page.goto(path);
    await auditDialog(page, page.getByRole("dialog", { name }), `${path} with its dialog open`);
  }
  await page.goto("/privacy");
  await page.getByRole("contentinfo").getByRole("button", { name: "Contact us" }).click();
  await auditDialog(page, page.getByRole("dialog", { name: "Contact us" }), "the Contact us dialog");
});

// Pages of the app that the side menu does not link to but a counselor reaches from its pages.
const COUNSELOR_EXTRA = [
  "/app/calendar/2026-03-04",
  "/app/calendarAppointment",
  "/app/studentsGroups/groups",
  "/app/studentsGroups/new/students",
  "/app/tags/new",
  "/app/daysclosed/new",
  "/app/periods/new",
  "/app/user/dates",
];
const COUNSELOR_PAGES = [...navFor(ROLE.user).map((i) => i.href), ...COUNSELOR_EXTRA];

// Pages whose content depends on the role (figures of a team, read-only lists, the people one
// manages, the billing of seats): every role that may open them is audited on them. Every other
// page renders the same components for every role, so it is audited once, as the counselor's.
const PER_ROLE = new Set(["/app/dashboard", "/app/calendarAppointment", "/app/studentsGroups/students", "/app/users", "/app/user/billing", "/app/categories"]);

const ROLES: { username: string; roleId: number; extra?: string[] }[] = [
  { username: "manager", roleId: ROLE.manager, extra: ["/app/categoryColor"] },
  { username: "admin", roleId: ROLE.admin },
  { username: "secretary", roleId: ROLE.secretary },
  { username: "quoteuser", roleId: ROLE.quoteUser },
  { username: "director", roleId: ROLE.director },
  { username: "statemanager", roleId: ROLE.stateManager },
];

test("every page the counselor (role 1) may open has no axe violation (WCAG 2.2 AA)", async ({ page }) => {
  test.setTimeout(180_000);
  await logIn(page, "counselor");
  await expect(page).toHaveURL(/\/app\//);
  for (const path of COUNSELOR_PAGES) await auditPath(page, path);
});

for (const { username, roleId, extra = [] } of ROLES) {
  test(`every page the ${username} (role ${roleId}) may open has no axe violation (WCAG 2.2 AA)`, async ({ page }) => {
    test.setTimeout(180_000);
    await logIn(page, username);
    await expect(page).toHaveURL(/\/app\//);
    const paths = navFor(roleId)
      .map((i) => i.href)
      .filter((href) => PER_ROLE.has(href) || !COUNSELOR_PAGES.includes(href));
    for (const path of [...paths, ...extra]) await auditPath(page, path);
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
