import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { AREAS, areaOf, homeOf, mayOpenPath } from "@/lib/auth/areas";
import { ROLE, ROLE_IDS } from "@/lib/auth/roles";
import { navigationRedirect } from "@/lib/auth/rules";
import { NAV_ITEMS, navFor, UPCOMING_AREAS } from "@/lib/shell/nav";

// "Pages hidden from a role's menu open by URL" was a fault: one table of which role may open
// which /app area (lib/auth/areas.ts), read by the menu, the proxy (navigationRedirect) and the
// pages alike. This walks every page under app/(app)/app for every role id.

const ROOT = path.resolve(__dirname, "../..");
const APP = path.join(ROOT, "app/(app)/app");

function pageFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return pageFiles(full);
    return name === "page.tsx" ? [full] : [];
  });
}

type TRoute = { file: string; pattern: string; path: string };

/** The concrete paths a page file answers: dynamic segments get a sample; the catch-all its named areas. */
function routesOf(file: string): TRoute[] {
  // A route group "(domain)" is a folder of the source, not a segment of the URL.
  const rel = path
    .relative(APP, path.dirname(file))
    .split(path.sep)
    .filter((s) => s && !/^\(.*\)$/.test(s));
  const pattern = "/app" + rel.map((s) => `/${s}`).join("");
  if (rel[0] === "[...slug]") {
    const slugs = [...Object.keys(UPCOMING_AREAS).filter((s) => s !== "user"), "user/overview", "user/scalendars"];
    return slugs.map((s) => ({ file, pattern, path: `/app/${s}` }));
  }
  const sample = rel.map((s) => (s === "[date]" ? "2026-09-01" : s === "[type]" ? "students" : s));
  return [{ file, pattern, path: "/app" + sample.map((s) => `/${s}`).join("") }];
}

const files = pageFiles(APP);
const routes = files.flatMap(routesOf);
const isIndex = (r: TRoute) => r.path === "/app";
const areaRoutes = routes.filter((r) => !isIndex(r));
const cases = areaRoutes.flatMap((r) => ROLE_IDS.map((role) => ({ ...r, role })));
const as = (role: number) => ({ role_id: role, keepSigned: false });

describe("the /app area table", () => {
  it("finds the pages", () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it("every /app page belongs to an area of the table", () => {
    expect(areaRoutes.filter((r) => !areaOf(r.path)).map((r) => r.path)).toEqual([]);
  });

  it("every role's home is a page it may open (no redirect loop)", () => {
    for (const role of ROLE_IDS) {
      expect(mayOpenPath(role, homeOf(role)), `role ${role}`).toBe(true);
      expect(navigationRedirect(homeOf(role), as(role)), `role ${role}`).toBeNull();
    }
  });

  it("/app sends each role to its home", () => {
    for (const role of ROLE_IDS) expect(navigationRedirect("/app", as(role))).toBe(homeOf(role));
  });
});

describe.each(cases)("role $role at $path", ({ role, path: url, file }) => {
  const allowed = mayOpenPath(role, url);

  it("the proxy's decision (navigationRedirect) follows the table", () => {
    expect(navigationRedirect(url, as(role))).toBe(allowed ? null : homeOf(role));
    expect(navigationRedirect(`${url}/`, as(role))).toBe(allowed ? null : homeOf(role));
  });

  it("the menu offers the page exactly when the table allows it", () => {
    // The menu items of the page's area (none for pages reached from another page, e.g. categoryColor).
    const items = NAV_ITEMS.filter((i) => areaOf(i.href)?.key === areaOf(url)?.key);
    const menu = navFor(role);
    for (const item of items) expect(menu.includes(item), item.key).toBe(allowed);
  });

  it("the page itself checks the same table", () => {
    const source = readFileSync(file, "utf8");
    const key = areaOf(url)?.key;
    // rampGate(key) is guardArea(key) followed by the RAMP add-on check (components/ramp/ramp-frame.tsx).
    const guarded = source.includes(`guardArea("${key}")`) || source.includes(`rampGate("${key}"`) || /mayOpenPath\(user\.roleId/.test(source);
    // A page that only redirects elsewhere in its area (e.g. /app/studentsGroups) needs no check.
    const redirectOnly = !/await get|await list|await require|getDb/.test(source) && /redirect\("\/app\//.test(source);
    expect(guarded || redirectOnly, `${path.relative(ROOT, file)} must call guardArea("${key}")`).toBe(true);
  });
});

describe("every route answers its area's rule (no route left outside the area table)", () => {
  const blocked = (role: number, paths: string[]) => paths.filter((p) => mayOpenPath(role, p) || navigationRedirect(p, as(role)) === null);

  it("the quote-only role (6) cannot open the calendar, logs, ratings or periods by URL: billing only", () => {
    expect(
      blocked(ROLE.quoteUser, [
        "/app/calendar",
        "/app/calendar/2026-09-01",
        "/app/logs",
        "/app/rating",
        "/app/periods",
        "/app/periods/new",
        "/app/dashboard",
        "/app/daysclosed",
        "/app/tags",
        "/app/studentsGroups/students",
        "/app/user/files",
        "/app/user/dates",
      ]),
    ).toEqual([]);
    expect(navigationRedirect("/app/calendar", as(ROLE.quoteUser))).toBe("/app/user/billing");
    expect(navigationRedirect("/app/user/billing", as(ROLE.quoteUser))).toBeNull();
    expect(navFor(ROLE.quoteUser).map((i) => i.key)).toEqual(["profile", "billing"]);
  });

  it("the secretary (5) cannot open the calendar or the logs by URL, and keeps her appointment calendar", () => {
    expect(blocked(ROLE.secretary, ["/app/calendar", "/app/calendar/2026-09-01", "/app/logs", "/app/rating", "/app/periods", "/app/studentsGroups/students"])).toEqual([]);
    expect(navigationRedirect("/app/logs", as(ROLE.secretary))).toBe("/app/calendarAppointment");
    expect(navigationRedirect("/app/calendarAppointment", as(ROLE.secretary))).toBeNull();
  });

  it("the state manager (12) cannot open the calendar, logs or students by URL, and keeps the dashboard", () => {
    expect(blocked(ROLE.stateManager, ["/app/calendar", "/app/logs", "/app/studentsGroups/students", "/app/studentsGroups/new/groups", "/app/rating"])).toEqual([]);
    expect(navigationRedirect("/app/calendar", as(ROLE.stateManager))).toBe("/app/dashboard");
    expect(navigationRedirect("/app/dashboard", as(ROLE.stateManager))).toBeNull();
  });

  it("each area of the table is listed once", () => {
    const paths = AREAS.map((a) => a.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
