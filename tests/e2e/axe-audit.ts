import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

// The axe-core audit (WCAG 2.2 AA) shared by the accessibility specs: one AxeBuilder run of the
// page as it is, each violation listed (expect.soft) as "rule-id  target  help".

export const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

// The one finding left to a third-party element: FullCalendar's time grid scrolls inside its own
// box (.fc-scroller-liquid-absolute, a fixed-height grid opening on the school day), which holds
// nothing focusable on a week without events (scrollable-region-focusable). It cannot take the
// focus itself: it sits inside FullCalendar's role="grid" table, where a focusable box breaks
// aria-required-children. Its events are focusable and scroll into view when tabbed to.
export const THIRD_PARTY: { rule: string; target: string }[] = [{ rule: "scrollable-region-focusable", target: ".fc-scroller-liquid-absolute" }];
const isThirdParty = (rule: string, target: string) => THIRD_PARTY.some((t) => t.rule === rule && target === t.target);

/** Audits the page as it is now; every violation but the third-party one is reported (soft). */
export async function audit(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const found = violations.flatMap((v) =>
    v.nodes
      .filter((n) => !isThirdParty(v.id, n.target.join(" > ")))
      .map((n) => {
        const why = [...n.any, ...n.all, ...n.none].map((c) => c.message).join("; ");
        return `${v.id}  ${n.target.join(" > ")}  ${v.help}${why ? `: ${why}` : ""}`;
      }),
  );
  expect.soft(found, `axe violations on ${what}:\n${found.join("\n")}`).toEqual([]);
}

/** Audits the page with a dialog open, then closes it with Escape. */
export async function auditDialog(page: Page, dialog: Locator, what: string) {
  await expect(dialog).toBeVisible();
  await audit(page, what);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
}
