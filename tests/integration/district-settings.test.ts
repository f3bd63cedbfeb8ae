import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { TConnection, TDb } from "@/db/client";
import { auditLog, schoolDistricts, useOfTimeGroups, users, type TUserRow } from "@/db/schema";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as getSettings, PUT as putSettings } from "@/app/api/v1/districtSettings/route";
import { openCounselorDashboard, teamDashboard } from "@/lib/analysis/dashboard";
import { publicDistrictAnalysis } from "@/lib/analysis/public-district";
import { useOfTime } from "@/lib/analysis/use-of-time";
import { districtSettingsFor } from "@/lib/categories/queries";
import { saveDistrictSettings } from "@/lib/district-settings/save-district-settings";
import { principalReport } from "@/lib/reports/principal/data";
import { ZPrincipalQuery } from "@/lib/reports/principal/schemas";
import { ZReportQuery } from "@/lib/reports/period";
import { runReport } from "@/lib/reports/run";
import { DEMO_DISTRICT_LEAID } from "@/db/seed/data/schools";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

// The 80 % direct + indirect target and the ASCA edition are settings of
// a district that a manager (their own) or the admin (any) sets; the dashboard, the analysis, the /sd
// pages and every report then draw the district's target line.

const NOW = new Date();
const OTHER_LEAID = "5302820";

describe.each(DRIVERS)("district settings (%s)", (driver) => {
  let conn: TConnection;
  let db: TDb;
  let manager: TUserRow;
  let counselor: TUserRow;
  const tokens: Record<string, string> = {};
  const tokenOf = async (username: string) => (tokens[username] ??= (await call(loginRoute, { body: { username, password: "demo-pass-2026" } })).json.token as string);
  const put = async (username: string, body: unknown) => call(putSettings, { method: "PUT", token: await tokenOf(username), path: "/api/v1/districtSettings", body });

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver, NOW);
    db = conn.db;
    [manager] = await db.select().from(users).where(eq(users.username, "manager"));
    [counselor] = await db.select().from(users).where(eq(users.username, "counselor"));
  });
  afterAll(async () => conn?.close());

  it("a manager sets their district's target to 75: the dashboard, the team view, a report, the principal report and /sd use 75", async () => {
    expect(manager.leaid).toBe(DEMO_DISTRICT_LEAID);
    const res = await put("manager", { direct_target: 75, asca_edition: 4, semester_break: "01-20" });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ leaid: DEMO_DISTRICT_LEAID, directTarget: 75, ascaEdition: 4, semesterBreak: "01-20" });
    expect((await openCounselorDashboard(db, counselor, null, NOW)).target).toBe(75);
    expect((await teamDashboard(db, manager, NOW))!.target).toBe(75);
    const run = await runReport(db, counselor, "monthlyUseofTimeAnalysis", ZReportQuery.parse({}), NOW, "en");
    expect(run.context.target).toBe(75);
    expect(run.result.chart!.targetLine).toBe(75);
    expect(run.result.kpis.find((k) => k.key === "directIndirect")!.target).toBe(75);
    expect((await principalReport(db, counselor, ZPrincipalQuery.parse({}), NOW, "en")).target).toBe(75);
    await db.update(schoolDistricts).set({ publishUseOfTime: true }).where(eq(schoolDistricts.leaid, DEMO_DISTRICT_LEAID));
    const published = await publicDistrictAnalysis(db, DEMO_DISTRICT_LEAID, NOW);
    expect(published?.status).toBe("published");
    expect(published?.status === "published" ? published.target : null).toBe(75);
    expect(await districtSettingsFor(db, counselor)).toEqual({ edition: 4, directTarget: 75 });
    const got = await call(getSettings, { token: await tokenOf("manager"), path: "/api/v1/districtSettings" });
    expect(got.json.data).toMatchObject({ directTarget: 75, semesterBreak: "01-20" });
  });

  it("the change is audited (before and after) in the same transaction", async () => {
    const rows = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "district_settings.update"), eq(auditLog.entityId, DEMO_DISTRICT_LEAID)));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.at(-1)).toMatchObject({ actorId: manager.id, entity: "school_district", after: { directTarget: 75, ascaEdition: 4, semesterBreak: "01-20" } });
  });

  it("another district's manager is refused (403) and nothing changes; a counselor may not call it", async () => {
    const before = await db.select().from(schoolDistricts).where(eq(schoolDistricts.leaid, OTHER_LEAID));
    const res = await put("manager", { leaid: OTHER_LEAID, direct_target: 60, asca_edition: 3 });
    expect(res.status).toBe(403);
    expect(await db.select().from(schoolDistricts).where(eq(schoolDistricts.leaid, OTHER_LEAID))).toEqual(before);
    expect((await put("counselor", { direct_target: 60, asca_edition: 4 })).status).toBe(403);
    expect((await call(getSettings, { token: await tokenOf("manager"), path: `/api/v1/districtSettings?leaid=${OTHER_LEAID}` })).status).toBe(403);
  });

  it("bad input → 422 with the field: a semester break that is not a real day (02-30), a target of 40 or 101, edition 2", async () => {
    for (const [body, field] of [
      [{ direct_target: 75, asca_edition: 4, semester_break: "02-30" }, "semester_break"],
      [{ direct_target: 75, asca_edition: 4, semester_break: "2027-01-20" }, "semester_break"],
      [{ direct_target: 40, asca_edition: 4 }, "direct_target"],
      [{ direct_target: 101, asca_edition: 4 }, "direct_target"],
      [{ direct_target: 75, asca_edition: 2 }, "asca_edition"],
    ] as const) {
      const res = await put("manager", body);
      expect(res.status).toBe(422);
      expect(res.json.error?.[0]?.field).toBe(field);
    }
  });

  it("the admin sets any district (picked by LEAID), an unknown one is 404; an admin without a LEAID is asked for one", async () => {
    const res = await put("admin", { leaid: OTHER_LEAID, direct_target: 70, asca_edition: 3 });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ leaid: OTHER_LEAID, directTarget: 70, ascaEdition: 3, semesterBreak: null });
    expect((await put("admin", { leaid: "9999999", direct_target: 70, asca_edition: 3 })).status).toBe(404);
    expect((await put("admin", { direct_target: 70, asca_edition: 3 })).status).toBe(422);
    const [admin] = await db.select().from(users).where(eq(users.username, "admin"));
    await expect(saveDistrictSettings(db, { user: admin, sessionId: "x", via: "bearer" }, { leaid: DEMO_DISTRICT_LEAID, direct_target: 80, asca_edition: 4 })).resolves.toMatchObject({
      directTarget: 80,
    });
  });
  it("the edition names the groups even of a period with no events: a 3rd-edition district's empty month lists the 3rd edition's groups", async () => {
    const [admin] = await db.select().from(users).where(eq(users.username, "admin"));
    const asAdmin = { user: admin, sessionId: "x", via: "bearer" as const };
    await saveDistrictSettings(db, asAdmin, { leaid: DEMO_DISTRICT_LEAID, direct_target: 80, asca_edition: 3 });
    try {
      const empty = await useOfTime(db, { userIds: [counselor.id], from: "2000-01-01", to: "2000-01-31", colorLeaid: DEMO_DISTRICT_LEAID });
      const editionOf = new Map((await db.select({ key: useOfTimeGroups.key, edition: useOfTimeGroups.edition }).from(useOfTimeGroups)).map((g) => [g.key, g.edition]));
      expect(empty.totalMinutes).toBe(0);
      expect(empty.groups.length).toBeGreaterThan(0);
      expect(empty.groups.every((g) => editionOf.get(g.key) === 3)).toBe(true);
    } finally {
      await saveDistrictSettings(db, asAdmin, { leaid: DEMO_DISTRICT_LEAID, direct_target: 80, asca_edition: 4 });
    }
    const empty4 = await useOfTime(db, { userIds: [counselor.id], from: "2000-01-01", to: "2000-01-31", colorLeaid: DEMO_DISTRICT_LEAID });
    expect(empty4.groups.map((g) => g.key)).toContain("direct");
  });
});
