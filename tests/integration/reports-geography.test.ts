import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { TConnection, TDb } from "@/db/client";
import { counties, events, managedUsers, schoolDistricts, schools, smartGoals, useOfTimeCategories, useOfTimeGroups, users, type TUserRow } from "@/db/schema";
import { seedCounties } from "@/db/seed/counties";
import { runNcesImport } from "@/lib/institutions/nces-import";
import { saveSchool } from "@/lib/institutions/save-school";
import { runReport } from "@/lib/reports/run";
import { ZReportQuery } from "@/lib/reports/period";
import { reportsFor } from "@/lib/reports/registry";
import { DRIVERS, freshDatabase } from "../support/db";
import { grantForTest } from "../support/memberships";

// The team and geography reports: counties, the US map, a state's map and the drill-down
// state → district → school roll the reader's counselors up by their school's place. Fixtures: two
// states (WA, CA), three counties (King 53033, Pierce 53053, Butte 06007), three districts, four
// schools, five counselors; figures hand-computed below. "Logging" = a counselor with an event in
// the period; D+I % = (direct + indirect) / all counted minutes.

const NOW = new Date();
const FROM = "2025-09-01";
const TO = "2025-09-30";
const q = (raw: Record<string, string> = {}) => ZReportQuery.parse({ period: "custom", from: FROM, to: TO, ...raw });

describe.each(DRIVERS)("reports: geography (%s)", (driver) => {
  let conn: TConnection;
  let db: TDb;
  const u: Record<string, TUserRow> = {};
  const run = (who: string, key: string, extra: Record<string, string> = {}) => runReport(db, u[who], key, q(), NOW, "en", { extra });
  const rowsOf = async (who: string, key: string, extra: Record<string, string> = {}) => (await run(who, key, extra)).result.table.rows;

  beforeAll(async () => {
    conn = await freshDatabase(driver, { seed: "reference" });
    db = conn.db;
    await db.insert(schoolDistricts).values([
      { leaid: "5399001", name: "Alder District", state: "WA" },
      { leaid: "5399002", name: "Birch District", state: "WA" },
      { leaid: "0699001", name: "Cedar District", state: "CA" },
    ]);
    await db.insert(schools).values([
      { ncessch: "539900100001", schnam: "Alder High", leaid: "5399001", zip: "98101", state: "WA", countyFips: "53033" },
      { ncessch: "539900100002", schnam: "Alder Middle", leaid: "5399001", zip: "98402", state: "WA", countyFips: "53053" },
      { ncessch: "539900200001", schnam: "Birch High", leaid: "5399002", zip: "98402", state: "WA", countyFips: "53053" },
      { ncessch: "069900100001", schnam: "Cedar High", leaid: "0699001", zip: "95926", state: "CA", countyFips: "06007" },
    ]);
    const person = (username: string, roleId: number, extra: Partial<typeof users.$inferInsert>) => ({
      username,
      email: `${username}@geo.test`,
      roleId,
      active: true,
      expires: "2999-12-31",
      ...extra,
    });
    const made = await db
      .insert(users)
      .values([
        person("geo-admin", 3, {}),
        person("geo-state", 12, { state: "WA" }),
        person("geo-director", 9, { leaid: "5399001", state: "WA" }),
        person("geo-manager2", 2, { leaid: "5399002", state: "WA" }),
        person("geo-manager3", 2, { leaid: "0699001", state: "CA" }),
        person("c1", 1, { firstName: "Cam", lastName: "One", ncessch: "539900100001", leaid: "5399001", state: "WA" }),
        person("c2", 1, { firstName: "Cy", lastName: "Two", ncessch: "539900100002", leaid: "5399001", state: "WA" }),
        person("c3", 1, { ncessch: "539900200001", leaid: "5399002", state: "WA" }),
        // Active until 10 Oct 2025: on the period's last day (30 Sep) an active licence ending within 30 days.
        person("c4", 1, { ncessch: "069900100001", leaid: "0699001", state: "CA", expires: "2025-10-10" }),
        // No licence and no events: counted as a counselor, not as a licence, not logging.
        person("c5", 1, { ncessch: "539900100001", leaid: "5399001", state: "WA", active: false }),
      ])
      .returning();
    for (const m of made) u[m.username] = m;
    // Each one's place is granted (an active membership): what the geography scopes read.
    for (const m of made) {
      if (m.roleId === 12 && m.state) await grantForTest(db, m.id, m.roleId, { state: m.state });
      else if (m.leaid) await grantForTest(db, m.id, m.roleId, { leaid: m.leaid, ncessch: m.ncessch });
    }
    await db.insert(managedUsers).values([
      { managerId: u["geo-director"].id, userId: u.c1.id },
      { managerId: u["geo-director"].id, userId: u.c2.id },
      { managerId: u["geo-director"].id, userId: u.c5.id },
      { managerId: u["geo-manager2"].id, userId: u.c3.id },
      { managerId: u["geo-manager3"].id, userId: u.c4.id },
    ]);
    const cat = async (group: string) =>
      (
        await db
          .select({ id: useOfTimeCategories.id })
          .from(useOfTimeCategories)
          .innerJoin(useOfTimeGroups, eq(useOfTimeGroups.id, useOfTimeCategories.groupId))
          .where(and(eq(useOfTimeGroups.key, group), isNull(useOfTimeCategories.parentId), isNull(useOfTimeCategories.leaid)))
          .limit(1)
      )[0].id;
    const [D, I, S, N] = [await cat("direct"), await cat("indirect"), await cat("support"), await cat("non_counseling")];
    const ev = (who: string, categoryId: number, minutes: number, studentsCount = 0) => ({
      userId: u[who].id,
      title: "x",
      date: "2025-09-10",
      time: "09:00",
      durationMinutes: minutes,
      categoryId,
      studentsCount,
      status: "done" as const,
    });
    await db.insert(events).values([
      ev("c1", D, 120, 1), // c1: D 120 (one student: tier 3), S 60 → 120/180 = 67 %
      ev("c1", S, 60),
      ev("c2", I, 90, 20), // c2: I 90 (20 students: tier 1), N 30 → 90/120 = 75 %
      ev("c2", N, 30),
      ev("c3", D, 60), // c3: D 60 → 100 %
      ev("c4", D, 30), // c4: D 30, N 90 → 30/120 = 25 %
      ev("c4", N, 90),
    ]);
    await db.insert(smartGoals).values([
      { userId: u.c1.id, target: "attendance", baselineValue: "10", targetValue: "20", resultValue: "25", dateTarget: "2025-09-15" },
      { userId: u.c2.id, target: "referrals", baselineValue: "10", targetValue: "20", resultValue: "15", dateTarget: "2025-09-20" },
    ]);
  });
  afterAll(async () => conn?.close());

  it("the counties reference data holds every county of the atlas with its state, and the seeded schools their county", async () => {
    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(counties);
    expect(n).toBe(3142);
    const [king] = await db.select().from(counties).where(eq(counties.fips, "53033"));
    expect(king).toMatchObject({ name: "King", state: "WA" });
    const [seattle] = await db.select({ c: schools.countyFips }).from(schools).where(eq(schools.ncessch, "530771001234"));
    expect(seattle.c).toBe("53033");
    await seedCounties(db); // idempotent
    const [{ n: again }] = await db.select({ n: sql<number>`count(*)::int` }).from(counties);
    expect(again).toBe(3142);
  });

  it("the admin's school form saves a county of the school's state, refuses an unknown one or another state's, and the NCES import reads CNTY", async () => {
    const actor = { user: u["geo-admin"], sessionId: "s", via: "cookie" as const };
    const school = { ncessch: "539900100009", schnam: "Alder Annex", leaid: "5399001", state: "WA", zip: "98101" };
    await saveSchool(db, actor, { ...school, countyFips: "53033" }, null, NOW);
    // 53999 is well formed and in WA, but no such county exists; 06007 (Butte) is in CA.
    await expect(saveSchool(db, actor, { ...school, countyFips: "53999" }, { ncessch: school.ncessch }, NOW)).rejects.toMatchObject({ code: "unknown_county", status: 422 });
    await expect(saveSchool(db, actor, { ...school, countyFips: "06007" }, { ncessch: school.ncessch }, NOW)).rejects.toMatchObject({ issues: [expect.objectContaining({ path: ["countyFips"] })] });
    await saveSchool(db, actor, school, { ncessch: school.ncessch }, NOW); // no county given: kept
    const county = async () => (await db.select({ c: schools.countyFips }).from(schools).where(eq(schools.ncessch, school.ncessch)))[0].c;
    expect(await county()).toBe("53033");
    // The NCES import: a file with CNTY sets it, a file without keeps it.
    await runNcesImport(db, "NCESSCH,LEAID,SCH_NAME,ST,LZIP,CNTY\n539900100009,5399001,Alder Annex,WA,98101,53053\n");
    expect(await county()).toBe("53053");
    await runNcesImport(db, "NCESSCH,LEAID,SCH_NAME,ST,LZIP\n539900100009,5399001,Alder Annex,WA,98101\n");
    expect(await county()).toBe("53053");
    await db.delete(schools).where(eq(schools.ncessch, school.ncessch));
  });

  it("countyReport (admin): one line per county: King 2 counselors, 1 logging, 67 %; Pierce 2 districts, 83 %; Butte 25 %", async () => {
    const r = await run("geo-admin", "countyReport");
    expect(r.result.table.rows).toEqual([
      { county: "Butte", state: "CA", districts: 1, counselors: 1, logging: 1, directIndirect: 25 },
      // Pierce: c2 (I 90, N 30) + c3 (D 60) = 150 / 180 = 83 %.
      { county: "King", state: "WA", districts: 1, counselors: 2, logging: 1, directIndirect: 67 },
      { county: "Pierce", state: "WA", districts: 2, counselors: 2, logging: 2, directIndirect: 83 },
    ]);
    expect(r.result.chart).toMatchObject({ kind: "map", geo: { level: "counties" } });
    expect(r.result.chart!.data).toEqual(
      expect.arrayContaining([
        { x: "53033", directIndirect: 67 },
        { x: "06007", directIndirect: 25 },
      ]),
    );
  });

  it("countyReport: a state manager reads its state's counties, a director only the counties of its counselors' schools", async () => {
    const state = await run("geo-state", "countyReport");
    expect(state.result.table.rows.map((r) => r.county)).toEqual(["King", "Pierce"]);
    expect(state.result.chart!.geo).toEqual({ level: "counties", state: "WA" });
    // The director's counselors: c1, c5 (King) and c2 (Pierce, 90 / 120 = 75 %); Birch's c3 is not theirs.
    const director = await rowsOf("geo-director", "countyReport");
    expect(director).toEqual([
      { county: "King", state: "WA", districts: 1, counselors: 2, logging: 1, directIndirect: 67 },
      { county: "Pierce", state: "WA", districts: 1, counselors: 1, logging: 1, directIndirect: 75 },
    ]);
    await expect(run("geo-state", "countyReport", { state: "CA" })).rejects.toMatchObject({ status: 404 });
  });

  it("map (admin): per state licences, logging and D+I %: WA 3 licences of 4 counselors, 3 logging, 270 / 360 = 75 %", async () => {
    const r = await run("geo-admin", "map");
    expect(r.result.table.rows).toEqual([
      { state: "California", code: "CA", licences: 1, expiring: 1, counselors: 1, logging: 1, directIndirect: 25 },
      { state: "Washington", code: "WA", licences: 3, expiring: 0, counselors: 4, logging: 3, directIndirect: 75 },
    ]);
    expect(r.result.chart).toMatchObject({
      kind: "map",
      geo: { level: "states" },
      data: [
        { x: "CA", licences: 1 },
        { x: "WA", licences: 3 },
      ],
    });
  });

  it("a state manager's map and county report draw the state of their active membership, never the state their profile names", async () => {
    // The profile says CA; the granted membership is WA.
    const says = { ...u["geo-state"], state: "CA" };
    const map = await runReport(db, says, "mapState", q(), NOW, "en", { extra: {} });
    expect(map.result.chart).toMatchObject({ geo: { level: "counties", state: "WA" } });
    expect(map.result.table.rows.map((r) => r.district)).toEqual(["Alder District", "Birch District"]);
    await expect(runReport(db, says, "mapState", q(), NOW, "en", { extra: { state: "CA" } })).rejects.toMatchObject({ status: 404 });
    const counties = await runReport(db, says, "countyReport", q(), NOW, "en", { extra: {} });
    expect(new Set(counties.result.table.rows.map((r) => r.state))).toEqual(new Set(["WA"]));
  });

  it("mapState: the state's districts (Alder 2 schools, 3 counselors, 210 / 300 = 70 %); another state is a 404 for a state manager", async () => {
    const rows = await rowsOf("geo-state", "mapState", { state: "WA" });
    expect(rows).toEqual([
      { district: "Alder District", ncesId: "5399001", schools: 2, counselors: 3, logging: 2, directIndirect: 70 },
      { district: "Birch District", ncesId: "5399002", schools: 1, counselors: 1, logging: 1, directIndirect: 100 },
    ]);
    await expect(run("geo-state", "mapState", { state: "CA" })).rejects.toMatchObject({ status: 404 });
    const ca = await rowsOf("geo-admin", "mapState", { state: "CA" });
    expect(ca).toEqual([{ district: "Cedar District", ncesId: "0699001", schools: 1, counselors: 1, logging: 1, directIndirect: 25 }]);
    await expect(run("geo-admin", "mapState", { state: "ZZ" })).rejects.toMatchObject({ status: 404 });
  });

  it("statesSDandSchool drills down state → district → school, each reader from their own unit", async () => {
    expect((await rowsOf("geo-admin", "statesSDandSchool")).map((r) => [r.unit, r.ncesId, r.counselors, r.licences, r.expiring, r.directIndirect])).toEqual([
      ["California", "06", 1, 1, 1, 25],
      ["Washington", "53", 4, 3, 0, 75],
    ]);
    expect((await rowsOf("geo-admin", "statesSDandSchool", { state: "WA" })).map((r) => [r.unit, r.ncesId])).toEqual([
      ["Alder District", "5399001"],
      ["Birch District", "5399002"],
    ]);
    // Alder High: c1 (67 %) and c5 (no licence, no time); Alder Middle: c2 (75 %).
    expect(await rowsOf("geo-admin", "statesSDandSchool", { state: "WA", leaid: "5399001" })).toEqual([
      { unit: "Alder High", ncesId: "539900100001", counselors: 2, licences: 1, expiring: 0, directIndirect: 67 },
      { unit: "Alder Middle", ncesId: "539900100002", counselors: 1, licences: 1, expiring: 0, directIndirect: 75 },
    ]);
    expect((await rowsOf("geo-state", "statesSDandSchool")).map((r) => r.unit)).toEqual(["Alder District", "Birch District"]);
    await expect(run("geo-state", "statesSDandSchool", { state: "CA" })).rejects.toMatchObject({ status: 404 });
    await expect(run("geo-state", "statesSDandSchool", { leaid: "0699001" })).rejects.toMatchObject({ status: 404 });
    expect((await rowsOf("geo-director", "statesSDandSchool")).map((r) => r.unit)).toEqual(["Alder High", "Alder Middle"]);
    await expect(run("geo-director", "statesSDandSchool", { leaid: "5399002" })).rejects.toMatchObject({ status: 404 });
  });

  it("a counselor may open none of them, a manager none but the team types, and only the admin the US map", async () => {
    for (const key of ["countyReport", "map", "mapState", "statesSDandSchool"]) {
      await expect(run("c1", key, { state: "WA" })).rejects.toMatchObject({ status: 404 });
      await expect(run("geo-manager2", key, { state: "WA" })).rejects.toMatchObject({ status: 404 });
    }
    await expect(run("geo-state", "map")).rejects.toMatchObject({ status: 404 });
    expect(reportsFor({ roleId: 1 }).map((r) => r.key)).not.toContain("countyReport");
  });

  it("managerReports/mtss: c1's direct minutes with one student are tier 3, c2's indirect with 20 students tier 1", async () => {
    const r = await run("geo-director", "teamMtss");
    const byName = Object.fromEntries(r.result.table.rows.map((row) => [row.counselor, row]));
    expect(byName["Cam One"]).toMatchObject({ DI: 120, T1: 0, T2: 0, T3: 100 });
    expect(byName["Cy Two"]).toMatchObject({ DI: 90, T1: 100, T2: 0, T3: 0 });
    // Team: 90 of 210 D+I minutes in tier 1 = 43 %, 120 in tier 3 = 57 %.
    expect(r.result.kpis.find((k) => k.key === "T1")!.value).toBe(43);
    expect(r.result.kpis.find((k) => k.key === "T3")!.value).toBe(57);
  });

  it("managerReports/goals: a goal is met when its result reaches the target (c1 25 ≥ 20), not when it falls short (c2 15 < 20)", async () => {
    const r = await run("geo-director", "teamGoals");
    const byName = Object.fromEntries(r.result.table.rows.map((row) => [row.counselor, row]));
    expect(byName["Cam One"]).toMatchObject({ goals: 1, measured: 1, met: 1 });
    expect(byName["Cy Two"]).toMatchObject({ goals: 1, measured: 1, met: 0 });
    expect(r.result.kpis.find((k) => k.key === "met")!.value).toBe(1);
  });
});
