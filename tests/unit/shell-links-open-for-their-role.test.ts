import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { homeOf, mayOpenPath } from "@/lib/auth/areas";
import { ROLE, ROLE_IDS } from "@/lib/auth/roles";
import { navigationRedirect } from "@/lib/auth/rules";
import { breadcrumbLinks, shellLinksFor, USER_MENU_HREFS } from "@/lib/shell/links";
import { breadcrumbTrail } from "@/lib/shell/rules";
import { NAV_ITEMS } from "@/lib/shell/nav";

// Every link the shell shows a role opens a page that role may open: no "Dashboard" that redirects
// a secretary or a quote-only user away.

const source = (file: string) => readFileSync(path.join(process.cwd(), file), "utf8");

describe("every link shown to each role opens a page that role may open", () => {
  it.each(ROLE_IDS)("role %i: home, menu and account links all open, none redirects away", (roleId) => {
    for (const href of shellLinksFor(roleId)) {
      expect(mayOpenPath(roleId, href), `${href} for role ${roleId}`).toBe(true);
      expect(navigationRedirect(href, { role_id: roleId, keepSigned: false }), `${href} for role ${roleId}`).toBeNull();
    }
  });

  it("the secretary's home link is the appointment calendar and the quote-only user's is billing, not the dashboard", () => {
    expect(homeOf(ROLE.secretary)).toBe("/app/calendarAppointment");
    expect(homeOf(ROLE.quoteUser)).toBe("/app/user/billing");
    expect(homeOf(ROLE.user)).toBe("/app/dashboard");
    expect(shellLinksFor(ROLE.secretary)).not.toContain("/app/dashboard");
    expect(shellLinksFor(ROLE.quoteUser)).not.toContain("/app/dashboard");
  });

  it.each(ROLE_IDS)("role %i: a breadcrumb crumb links only to a page the role may open", (roleId) => {
    for (const item of NAV_ITEMS) {
      for (const crumb of breadcrumbLinks(roleId, breadcrumbTrail(`${item.href}/edit/1`))) {
        if (crumb.href !== null) expect(mayOpenPath(roleId, crumb.href), `${crumb.href} for role ${roleId}`).toBe(true);
      }
    }
  });

  it("the shell's logo, breadcrumb and user menu take their links from the role, never a fixed /app/dashboard", () => {
    const layout = source("app/(app)/app/layout.tsx");
    expect(layout).toContain("homeOf(user.roleId)");
    expect(layout).not.toContain('href="/app/dashboard"');
    expect(source("components/shell/breadcrumb.tsx")).not.toContain('"/app/dashboard"');
    const menuHrefs = [...source("components/shell/user-menu.tsx").matchAll(/href="(\/app\/[^"]+)"/g)].map((m) => m[1]);
    expect(menuHrefs.length).toBeGreaterThan(0);
    for (const href of menuHrefs) expect(USER_MENU_HREFS).toContain(href);
  });
});
