import { describe, expect, it } from "vitest";
import { navigationRedirect, safeCallbackPath } from "@/lib/auth/rules";
import { ROLE_IDS } from "@/lib/auth/roles";

// "Navigation rules on every route change".
type TUser = { role_id: number; keepSigned: boolean } | null;
const as = (role_id: number, keepSigned = false): TUser => ({ role_id, keepSigned });

type TCase = { path: string; user: TUser; expected: string | null };
const c = (path: string, user: TUser, expected: string | null): TCase => ({ path, user, expected });

describe("Navigation rules on every route change", () => {
  describe("Role 2 going to app.calendar is sent to app.dashboard", () => {
    it.each([
      c("/app/calendar", as(2), "/app/dashboard"),
      c("/app/calendar/", as(2), "/app/dashboard"),
      c("/app/calendar/2026-09-01", as(2), "/app/dashboard"),
      c("/app/calendar/2026-09-01/week", as(2), "/app/dashboard"),
      // app.calendarAppointment is another state, and other screens stay open to a manager.
      c("/app/calendarAppointment", as(2), null),
      c("/app/dashboard", as(2), null),
      c("/app/users", as(2), null),
    ])("role 2 at $path → $expected", ({ path, user, expected }) => {
      expect(navigationRedirect(path, user)).toBe(expected);
    });
  });

  describe("Role 5 going to app.dashboard is sent to /app/calendarAppointment", () => {
    it.each([
      c("/app/dashboard", as(5), "/app/calendarAppointment"),
      c("/app/dashboard/", as(5), "/app/calendarAppointment"),
      c("/app/calendarAppointment", as(5), null),
      // The secretary's calendar is the appointment calendar; the counselor's calendar and logs are not hers.
      c("/app/logs", as(5), "/app/calendarAppointment"),
      c("/app/calendar", as(5), "/app/calendarAppointment"),
    ])("role 5 at $path → $expected", ({ path, user, expected }) => {
      expect(navigationRedirect(path, user)).toBe(expected);
    });
  });

  describe("Role 1 going to app.users or app.categories is sent to app.dashboard", () => {
    it.each([
      c("/app/users", as(1), "/app/dashboard"),
      c("/app/users/", as(1), "/app/dashboard"),
      c("/app/users/5", as(1), "/app/dashboard"),
      c("/app/categories", as(1), "/app/dashboard"),
      c("/app/categories/3/edit", as(1), "/app/dashboard"),
      // Only whole path segments match: these are other screens.
      c("/app/usersX", as(1), null),
      c("/app/categoriesReport", as(1), null),
      c("/app/user/overview", as(1), null),
      c("/app/calendar", as(1), null),
      c("/app/dashboard", as(1), null),
    ])("role 1 at $path → $expected", ({ path, user, expected }) => {
      expect(navigationRedirect(path, user)).toBe(expected);
    });
  });

  describe("A logged-in user with keepSigned=1 going to index is sent to /app/dashboard", () => {
    it.each([1, 2, 3, 6, 12])("role %i with keepSigned at / goes to /app/dashboard", (role) => {
      expect(navigationRedirect("/", as(role, true))).toBe("/app/dashboard");
    });

    it.each([c("/", as(1, false), null), c("/", as(3, false), null), c("/login", as(1, true), null), c("/TryForFree", as(1, true), null)])(
      "$path with keepSigned=$user.keepSigned is let through",
      ({ path, user, expected }) => {
        expect(navigationRedirect(path, user)).toBe(expected);
      },
    );

    it("a secretary with keepSigned at index ends on /app/calendarAppointment once the rules settle", () => {
      const first = navigationRedirect("/", as(5, true));
      expect(first).toBe("/app/dashboard");
      expect(navigationRedirect(first!, as(5, true))).toBe("/app/calendarAppointment");
      expect(navigationRedirect("/app/calendarAppointment", as(5, true))).toBeNull();
    });
  });

  describe("no signed-in user: the navigation rules do not apply (the public-route guard does)", () => {
    it.each(["/", "/app/calendar", "/app/dashboard", "/app/users", "/app/categories"])("%s with no user → null", (path) => {
      expect(navigationRedirect(path, null)).toBeNull();
    });
  });

  describe("counselor-like roles pass where their menu goes", () => {
    const others = [3, 4, 9, 21, 22, 44];
    const paths = ["/app/calendar", "/app/calendar/2026-09-01", "/app/dashboard", "/app/logs"];
    it.each(others.flatMap((role) => paths.map((path) => ({ role, path }))))("role $role at $path → null", ({ role, path }) => {
      expect(navigationRedirect(path, as(role))).toBeNull();
    });
  });

  describe("Role 6 sees only billing/orders and quotes: any other area sends it to billing", () => {
    it.each(["/app/calendar", "/app/calendar/2026-09-01", "/app/dashboard", "/app/logs", "/app/rating", "/app/periods", "/app/users", "/app/categories"])(
      "role 6 at %s → /app/user/billing",
      (path) => {
        expect(navigationRedirect(path, as(6))).toBe("/app/user/billing");
      },
    );
    it.each(["/app/user/billing", "/app/user/billing?order_id=3", "/app/user/overview"])("role 6 at %s → null", (path) => {
      expect(navigationRedirect(path, as(6))).toBeNull();
    });
  });

  describe("Role 12 keeps its dashboard, users and reports, not the counselors' calendar, logs or students", () => {
    it.each(["/app/calendar", "/app/logs", "/app/studentsGroups/students", "/app/categories"])("role 12 at %s → /app/dashboard", (path) => {
      expect(navigationRedirect(path, as(12))).toBe("/app/dashboard");
    });
    it.each(["/app/dashboard", "/app/users", "/app/users/5", "/app/reports"])("role 12 at %s → null", (path) => {
      expect(navigationRedirect(path, as(12))).toBeNull();
    });
  });

  it("no rule sends any role into a redirect loop (every chain settles within 2 hops)", () => {
    const paths = [
      "/",
      "/app",
      "/app/dashboard",
      "/app/calendar",
      "/app/calendar/x",
      "/app/calendarAppointment",
      "/app/users",
      "/app/categories",
      "/app/logs",
      "/app/user/billing",
      "/app/admin/outbox",
    ];
    const unsettled: string[] = [];
    for (const role of ROLE_IDS) {
      for (const keepSigned of [false, true]) {
        for (const start of paths) {
          let path = start;
          let hops = 0;
          for (let to = navigationRedirect(path, as(role, keepSigned)); to && hops <= 2; to = navigationRedirect(path, as(role, keepSigned))) {
            path = to;
            hops++;
          }
          if (hops > 2) unsettled.push(`role ${role} keepSigned ${keepSigned} from ${start}`);
        }
      }
    }
    expect(unsettled).toEqual([]);
  });
});

describe("safeCallbackPath keeps only same-site paths (no open redirects)", () => {
  it.each<[string, string | null | undefined]>([
    ["protocol-relative URL", "//evil.com"],
    ["protocol-relative URL with path", "//evil.com/app/dashboard"],
    ["absolute URL", "https://evil.com"],
    ["absolute URL to a same-looking path", "https://evil.com/app/logs"],
    ["backslash after the slash", "/\\evil"],
    ["a tab that URL parsers drop", "/\t/evil.com"],
    ["a newline that URL parsers drop", "/\n/evil.com"],
    ["a backslash later in the path", "/app\\..\\evil"],
    ["javascript: URL", "javascript:alert(1)"],
    ["a relative path without a leading slash", "app/dashboard"],
    ["the login page (would loop)", "/login"],
    ["the login page with a query", "/login?callbackUrl=/app"],
    ["an API call", "/api/v1/x"],
    ["an empty value", ""],
    ["null", null],
    ["undefined", undefined],
  ])("rejects %s: %j", (_label, value) => {
    expect(safeCallbackPath(value)).toBeNull();
  });

  it.each(["/app/logs?x=1", "/app/dashboard", "/app/user/billing?order_id=42", "/", "/TryForFree"])("accepts %s unchanged", (value) => {
    expect(safeCallbackPath(value)).toBe(value);
  });
});
