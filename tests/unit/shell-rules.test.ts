import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { openDatabase, setSharedConnection } from "@/db/client";
import type { TUserRow } from "@/db/schema";
import { can } from "@/lib/auth/permissions";
import { ROLE_IDS } from "@/lib/auth/roles";
import { navFor } from "@/lib/shell/nav";
import { breadcrumbTrail, DEFAULT_QUESTION_TOPIC, FOLDERS_WITHOUT_PAGE, topicForPath, videoForPath } from "@/lib/shell/rules";
import { failureCode, maintenanceOrDatabaseDown } from "@/lib/shell/maintenance";
import { MAINTENANCE_MESSAGES, pickLocale, probeResult } from "@/lib/shell/maintenance-messages";
import { LOCALES } from "@/lib/i18n/locales";
import { needsAdminContact, toCurrentUser, type THelpData, type TTopicUrl, type TVideoTutorial } from "@/lib/users/current-user";

describe("videoForPath: the help video of a page", () => {
  const videos: TVideoTutorial[] = [
    { id: 1, page: "/app/user", videoURL: "https://video.test/user", title: "Profile", captions: [] },
    { id: 2, page: "/app/user/billing/", videoURL: "https://video.test/billing", title: "Billing", captions: [] },
    { id: 3, page: "/app/logs", videoURL: "https://video.test/logs", title: "Logs", captions: ["en"] },
  ];

  it.each([
    ["/app/user", "Profile"],
    ["/app/user/overview", "Profile"],
    ["/app/user/billing", "Billing"],
    ["/app/user/billing/orders/3", "Billing"],
    ["/app/logs/2026-09-01", "Logs"],
  ])("%s shows the most specific video (%s)", (path, title) => {
    expect(videoForPath(videos, path)?.title).toBe(title);
  });

  it("the order of the configured videos does not change the most specific match", () => {
    expect(videoForPath([...videos].reverse(), "/app/user/billing")?.title).toBe("Billing");
  });

  it.each(["/app/dashboard", "/app/users", "/app/userX", "/app/logsheet", "/"])("%s has no video", (path) => {
    expect(videoForPath(videos, path)).toBeNull();
  });

  it("no configured videos means no video", () => {
    expect(videoForPath([], "/app/user")).toBeNull();
  });
});

describe("topicForPath: the question topic of the current page", () => {
  const topics: TTopicUrl[] = [
    { url: "/app/calendar", param: null, topicID: 3, video: null },
    { url: "/app/calendar/week", param: null, topicID: 4, video: null },
    { url: "/app/smartGoal", param: "id", topicID: 7, video: "https://video.test/goal" },
  ];

  it("Default question topic 10", () => {
    expect(DEFAULT_QUESTION_TOPIC).toBe(10);
  });

  it.each([
    ["/app/calendar", 3],
    ["/app/calendar/2026-09-01", 3],
    ["/app/calendar/week/2026-09-01", 4],
    ["/app/smartGoal/12", 7],
    ["/app/dashboard", 10],
    ["/app/calendarAppointment", 10],
  ])("%s → topic %i", (path, topicID) => {
    expect(topicForPath(topics, path)).toBe(topicID);
  });

  it("with no topics configured every page gets the default question topic 10", () => {
    expect(topicForPath([], "/app/calendar")).toBe(10);
  });
});

describe("breadcrumbTrail: a breadcrumb starts with a Home link to the dashboard, then one entry per segment", () => {
  it.each<[string, { segment: string; href: string | null; labelKey?: string }[]]>([
    [
      "/app/user/overview",
      [
        // /app/user has no page of its own: its crumb is text.
        { segment: "user", href: null },
        { segment: "overview", href: "/app/user/overview" },
      ],
    ],
    ["/app/dashboard", []],
    ["/app", []],
    ["/app/logs?date=2026-09-01", [{ segment: "logs", href: "/app/logs" }]],
    [
      "/app/lesson/My%20Lesson",
      [
        { segment: "lesson", href: "/app/lesson" },
        { segment: "My Lesson", href: "/app/lesson/My%20Lesson" },
      ],
    ],
    ["/login", []],
    ["/", []],
    // A report's crumb is its title; "Report" (a folder with no page) opens the list of reports.
    [
      "/app/report/mtss/42",
      [
        { segment: "report", href: "/app/reports" },
        { segment: "mtss", href: "/app/report/mtss", labelKey: "reportTitles.mtss" },
        { segment: "42", href: "/app/report/mtss/42" },
      ],
    ],
    [
      "/app/ramp/ctg",
      [
        { segment: "ramp", href: "/app/ramp/rampApplication" },
        { segment: "ctg", href: "/app/ramp/ctg", labelKey: "rampTitles.ctg" },
      ],
    ],
  ])("%s → %j", (path, trail) => {
    expect(breadcrumbTrail(path)).toEqual(trail);
  });
  it("no crumb links to a 404: FOLDERS_WITHOUT_PAGE is every folder of app/(app)/app without a page.tsx", () => {
    const root = path.join(process.cwd(), "app", "(app)");
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const e of readdirSync(path.join(root, dir), { withFileTypes: true })) {
        if (!e.isDirectory()) continue;
        const sub = `${dir}/${e.name}`;
        // A route group "(domain)" is a folder of the source, not a segment of the URL.
        if (!/^\(.*\)$/.test(e.name) && !existsSync(path.join(root, sub, "page.tsx"))) found.push(`/${sub.replace(/\/\([^/]*\)/g, "")}`);
        walk(sub);
      }
    };
    walk("app");
    expect([...FOLDERS_WITHOUT_PAGE].sort()).toEqual(found.sort());
    expect(breadcrumbTrail("/app/schools/edit/530771001234").map((c) => c.href)).toEqual(["/app/schools", null, "/app/schools/edit/530771001234"]);
  });
});

describe("navFor: the side navigation by role", () => {
  const keys = (role: number) => navFor(role).map((i) => i.key);

  it("2 | manager | cannot open the calendar", () => {
    expect(keys(2)).not.toContain("calendar");
    expect(keys(2)).toContain("dashboard");
  });

  it("1 | user | cannot open users or categories screens", () => {
    expect(keys(1)).not.toContain("users");
    expect(keys(1)).not.toContain("categories");
    expect(keys(1)).toContain("calendar");
  });

  it("role 3 (admin) has the admin areas outbox and settings", () => {
    expect(keys(3)).toEqual(expect.arrayContaining(["outbox", "settings", "questions", "training", "users", "categories"]));
  });

  it.each([1, 2, 5, 6, 12])("role %i has no admin area", (role) => {
    expect(navFor(role).filter((i) => i.section === "admin")).toEqual([]);
  });

  it("5 | secretary | home is the appointment calendar (and no dashboard)", () => {
    expect(keys(5)).toContain("calendarAppointment");
    expect(keys(5)).not.toContain("dashboard");
  });

  it("6 | quote user | sees only billing/orders and quotes (account items only)", () => {
    expect(navFor(6).map((i) => i.section)).toEqual(["account", "account"]);
    expect(keys(6)).toContain("billing");
  });

  it("12 | state education manager | lands on dashboard", () => {
    expect(keys(12)).toContain("dashboard");
  });

  it.each(ROLE_IDS)("role %i sees profile and billing", (role) => {
    expect(keys(role)).toEqual(expect.arrayContaining(["profile", "billing"]));
  });

  it("every item links into /app", () => {
    for (const role of ROLE_IDS) for (const item of navFor(role)) expect(item.href).toMatch(/^\/app\//);
  });
});

describe("role_id 3, 2, 9 and 5, and specialUser DirSupport, get a dropdown list of users", () => {
  it.each(ROLE_IDS.map((role) => [role, [2, 3, 5, 9].includes(role)] as const))("role %i without specialUser → %s", (role, expected) => {
    expect(can({ roleId: role, specialUser: null }, "users.dropdown")).toBe(expected);
  });

  it.each([1, 4, 6, 12, 44])("role %i with specialUser DirSupport → true", (role) => {
    expect(can({ roleId: role, specialUser: "DirSupport" }, "users.dropdown")).toBe(true);
  });

  it.each(["", "Support", "Director"])("role 1 with another specialUser (%j) → false", (specialUser) => {
    expect(can({ roleId: 1, specialUser }, "users.dropdown")).toBe(false);
  });
});

// A complete users row (TUserRow), as the database hands it out.
const row: TUserRow = {
  id: 17,
  username: "jdoe",
  email: "jdoe@school.test",
  passwordHash: null,
  firstName: "Jane",
  lastName: "Doe",
  phone: "555-0100",
  zipcode: "98118",
  state: "WA",
  country: "US",
  roleId: 1,
  appId: 2,
  isSw: false,
  ncessch: "530771001249",
  schoolName: "Aki Kurose Middle School",
  leaid: "5307710",
  university: false,
  universityId: null,
  specialUser: null,
  active: true,
  expires: "2027-07-31",
  timezone: "America/Los_Angeles",
  language: "en",
  keepSigned: false,
  hideConfidential: false,
  showTopics: false,
  reNew: 0,
  lastInvoiceId: null,
  lastInvoiceAt: null,
  goToUserProfile: false,
  goToTagsPage: false,
  goToCalendarPage: false,
  updateOutlookOnLogin: false,
  updateGoogleOnLogin: false,
  showPromo30DaysMessage: false,
  outlookCal: false,
  googleCal: false,
  appointment: false,
  assessment: false,
  survey: false,
  intership: false,
  sms: false,
  ib: false,
  rampAddon: false,
  universityAddon: false,
  licenses: 0,
  managerProratedDiscount: 0,
  allowedIps: "",
  logo: 0,
  startOfSy: null,
  endOfSy: null,
  signupTag: null,
  signupDialogType: null,
  couponId: null,
  conferenceId: null,
  partnerId: null,
  calendarImportWarning: false,
  passwordChangedAt: null,
  lastLoginAt: null,
  createdAt: new Date("2026-01-05T10:00:00Z"),
  updatedAt: new Date("2026-01-05T10:00:00Z"),
};

const NOW = new Date("2026-11-22T03:00:00Z");
const help: THelpData = {
  videoTutorial: [{ id: 3, page: "/app/logs", videoURL: "https://video.test/logs", title: "Logs", captions: [] }],
  questionsTopicUrl: [],
  questionsTopicFull: [{ id: 1, qCategoryID: 2, topic: "General" }],
};

describe("A user with role 2 and university 0 and LEAID 0, or university 1 and universityID 0, is told to contact the product admin (flag contactSCUTAAdmin)", () => {
  it.each<[string, Partial<TUserRow>, boolean]>([
    ["role 2, university 0, no LEAID", { roleId: 2, university: false, leaid: null }, true],
    ["role 2, university 0, with a LEAID", { roleId: 2, university: false, leaid: "5307710" }, false],
    ["role 2, university 1, no universityID", { roleId: 2, university: true, universityId: null, leaid: null }, true],
    ["role 2, university 1, universityID 0", { roleId: 2, university: true, universityId: 0, leaid: "5307710" }, true],
    ["role 2, university 1, with a universityID", { roleId: 2, university: true, universityId: 236948, leaid: null }, false],
    ["role 1, university 0, no LEAID", { roleId: 1, university: false, leaid: null }, false],
    ["role 1, university 1, no universityID", { roleId: 1, university: true, universityId: null }, false],
    ["role 9, university 0, no LEAID", { roleId: 9, university: false, leaid: null }, false],
  ])("%s → %s", (_label, patch, expected) => {
    const u = { ...row, ...patch };
    expect(needsAdminContact(u)).toBe(expected);
    expect(toCurrentUser(u, help, NOW).contactSCUTAAdmin).toBe(expected ? 1 : 0);
  });
});

describe("toCurrentUser: the Current user entity with 0/1 flags", () => {
  const flags = [
    ["keepSigned", "keepSigned"],
    ["hideConfidential", "hideConfidential"],
    ["university", "university"],
    ["showTopics", "showTopics"],
    ["goToUserProfile", "goToUserProfile"],
    ["goToTagsPage", "goToTagsPage"],
    ["goToCalendarPage", "goToCalendarPage"],
    ["updateOutlookOnLogin", "updateOutlookOnLogin"],
    ["updateGoogleOnLogin", "updateGoogleOnLogin"],
    ["showPromo30DaysMessage", "showPromo30DaysMessage"],
  ] as const;

  it.each(flags)("%s true → %s 1, false → 0", (column, field) => {
    expect(toCurrentUser({ ...row, [column]: true }, help, NOW)[field]).toBe(1);
    expect(toCurrentUser({ ...row, [column]: false }, help, NOW)[field]).toBe(0);
  });

  it("maps the row to the API field names", () => {
    const cu = toCurrentUser({ ...row, lastInvoiceId: 42, lastInvoiceAt: new Date("2026-09-22T03:00:00Z"), reNew: 11 }, help, NOW);
    expect(cu).toMatchObject({
      id: 17,
      username: "jdoe",
      email: "jdoe@school.test",
      first_name: "Jane",
      last_name: "Doe",
      zipcode: "98118",
      state: "WA",
      phone: "555-0100",
      role_id: 1,
      AppID: 2,
      universityID: 0,
      LEAID: "5307710",
      NCESSCH: "530771001249",
      school_name: "Aki Kurose Middle School",
      specialUser: null,
      reNew: 11,
      // 2027-07-31 from 2026-11-21 (Los Angeles).
      daysUntilExpire: 252,
      invoiceDaysPass: 61,
      lastInvoiceID: 42,
      expires: "2027-07-31",
      timezone: "America/Los_Angeles",
      language: "en",
      contactSCUTAAdmin: 0,
      videoTutorial: help.videoTutorial,
      questionsTopicUrl: [],
      questionsTopicFull: help.questionsTopicFull,
    });
  });

  it("never hands out the password hash or the IP allow-list", () => {
    const cu = toCurrentUser({ ...row, passwordHash: "$2b$11$abc", allowedIps: "10.2.*" }, help, NOW);
    expect(JSON.stringify(cu)).not.toContain("$2b$11$abc");
    expect(JSON.stringify(cu)).not.toContain("10.2.*");
  });
});

describe("the maintenance page of the error boundaries", () => {
  it.each(LOCALES)("its %s strings are the messages' maintenance strings", async (locale) => {
    const messages = (await import(`@/messages/${locale}.json`)) as { default: { maintenance: Record<string, string> } };
    const { title, body, failed, retry } = messages.default.maintenance;
    expect(MAINTENANCE_MESSAGES[locale]).toEqual({ title, body, failed, retry });
  });

  it.each<[string, Parameters<typeof pickLocale>[0], string]>([
    ["the language cookie wins", { cookie: "a=1; NEXT_LOCALE=de; b=2", lang: "it", languages: ["it-IT"] }, "de"],
    ["then the browser's languages", { cookie: "", lang: "en", languages: ["fr-FR", "it-IT"] }, "it"],
    ["then the page's lang", { cookie: null, lang: "de", languages: [] }, "de"],
    ["an unknown cookie value is skipped", { cookie: "NEXT_LOCALE=xx", languages: ["de-AT"] }, "de"],
    ["else English", {}, "en"],
  ])("pickLocale: %s", (_label, sources, expected) => {
    expect(pickLocale(sources)).toBe(expected);
  });

  it("a failed maintenance call (the database is down) shows the maintenance text", () => {
    expect(probeResult(null)).toBe("down");
    expect(probeResult({ ok: false, body: { status_code: 500 } })).toBe("down");
    expect(probeResult({ ok: true, body: null })).toBe("down");
    expect(probeResult({ ok: true, body: { inMaintenanceMode: 1 } })).toBe("down");
  });

  it("a working maintenance call with maintenance off means only the page failed (retry)", () => {
    expect(probeResult({ ok: true, body: { inMaintenanceMode: 0 } })).toBe("pageFailed");
  });

  it("the failure logged names the error's code, never its message (which holds the query and its values)", () => {
    const pgError = Object.assign(new Error('database "scuta_x" does not exist'), { code: "3D000" });
    const drizzleError = new Error("Failed query: select ... params: maintenance", { cause: pgError });
    expect(failureCode(drizzleError)).toBe("3D000");
    expect(failureCode(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:1"), { code: "ECONNREFUSED" }))).toBe("ECONNREFUSED");
    expect(failureCode(new TypeError("x"))).toBe("TypeError");
    expect(failureCode(Object.assign(new Error("y"), { code: "has spaces and 'quotes'" }))).toBe("Error");
  });
});

describe("a database that does not answer shows the maintenance page", () => {
  it("the signed-in shell's maintenance call answers databaseDown, and the log names only the code", async () => {
    // A PostgreSQL URL where nothing listens: the driver's connection is refused on the first query.
    const conn = await openDatabase("postgres://postgres@127.0.0.1:1/nothing_here");
    setSharedConnection(conn);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(await maintenanceOrDatabaseDown()).toBe("databaseDown");
      const line = logged.mock.calls.map((c) => c.join(" ")).join("\n");
      expect(line).toContain("ECONNREFUSED");
      expect(line).not.toMatch(/select|settings|maintenance"/i);
    } finally {
      logged.mockRestore();
      (globalThis as { __scutaDb?: unknown }).__scutaDb = undefined;
      await conn.close();
    }
  });
});
