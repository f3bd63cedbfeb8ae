import { homeOf, mayOpenPath } from "@/lib/auth/areas";
import { navFor } from "./nav";

// Every link the signed-in shell shows a role, decided by the one access table (lib/auth/areas.ts):
// the home link (logo and breadcrumb) goes to the role's own home, the menu lists what the role may
// open, and a breadcrumb crumb links only to a page the role may open. A link never leads to a
// redirect away (a secretary's or a quote-only user's "Dashboard").

/** The account links of the user menu (every role holds its own account and billing). */
export const USER_MENU_HREFS = ["/app/user/overview", "/app/user/billing"] as const;

/** The shell's links for a role: home, the menu's items, the user menu. */
export function shellLinksFor(roleId: number): string[] {
  return [homeOf(roleId), ...navFor(roleId).map((i) => i.href), ...USER_MENU_HREFS];
}

/** A breadcrumb trail with the crumbs the role may not open shown as text (href null). */
export function breadcrumbLinks<T extends { href: string | null }>(roleId: number, trail: readonly T[]): T[] {
  return trail.map((c) => (c.href !== null && !mayOpenPath(roleId, c.href.split("?")[0]) ? { ...c, href: null } : c));
}
