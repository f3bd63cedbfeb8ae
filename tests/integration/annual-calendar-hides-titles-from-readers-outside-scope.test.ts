import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extractText } from "unpdf";
import type { TConnection, TDb } from "@/db/client";
import { events, managedUsers, memberships, schoolDistricts, users, type TUserRow } from "@/db/schema";
import { reportCsv, reportPdf, reportStrings } from "@/lib/reports/export";
import { ZReportQuery } from "@/lib/reports/period";
import { runReport } from "@/lib/reports/run";
import { DRIVERS, sharedDemoDatabase } from "../support/db";

// The annual calendar (report/annualCalendar) lists the year's activities. An event's title can name
// a student ("Check-in with Zoe Quist"), so it reaches only the counselor and whoever holds her in
// calendar scope (her manager); a director of her district who does not manage her and the state
// manager of her state read the category instead, in the JSON, the CSV and the PDF alike.

const NOW = new Date();
const YEAR = { period: "custom", from: "2026-03-01", to: "2026-03-31" };
const q = (raw: Record<string, string>) => ZReportQuery.parse({ ...YEAR, ...raw });
const SECRET = "Zoe Quist";

describe.each(DRIVERS)("annual calendar hides titles from readers outside scope (%s)", (driver) => {
  let conn: TConnection;
  let db: TDb;
  let cleo: TUserRow;
  let mona: TUserRow;
  let dora: TUserRow;
  let stan: TUserRow;

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver, NOW);
    db = conn.db;
    const person = (username: string, roleId: number, firstName: string) => ({ username, email: `${username}@calendar.test`, roleId, active: true, expires: "2030-07-31", firstName, lastName: "Cal" });
    [cleo, mona, dora, stan] = await db
      .insert(users)
      .values([person("cleo_annual", 1, "Cleo"), person("mona_annual", 2, "Mona"), person("dora_annual", 9, "Dora"), person("stan_annual", 12, "Stan")])
      .returning();
    const [{ leaid, state }] = await db.select({ leaid: schoolDistricts.leaid, state: schoolDistricts.state }).from(schoolDistricts).limit(1);
    const member = (u: TUserRow) => ({ userId: u.id, leaid, roleId: u.roleId, status: "active" as const, source: "admin" as const });
    await db.insert(memberships).values([member(cleo), member(mona), member(dora), { userId: stan.id, state, roleId: stan.roleId, status: "active" as const, source: "admin" as const }]);
    await db.insert(managedUsers).values({ managerId: mona.id, userId: cleo.id });
    // Category 3 is individual counseling (direct): both events count in the annual calendar.
    await db.insert(events).values([
      { userId: cleo.id, title: `Check-in with ${SECRET}`, status: "done", date: "2026-03-04", time: "09:00", durationMinutes: 30, categoryId: 3, studentsCount: 1 },
      { userId: cleo.id, title: `${SECRET} follow-up`, status: "done", date: "2026-03-18", time: "10:00", durationMinutes: 20, categoryId: 3, studentsCount: 1 },
    ]);
  });
  afterAll(async () => conn?.close());

  const exportsOf = async (reader: TUserRow) => {
    const run = await runReport(db, reader, "annualCalendar", q(reader.id === cleo.id ? {} : { user_id: String(cleo.id) }), NOW, "en");
    const t = await reportStrings("en");
    const csv = reportCsv(run, t, "en");
    const { text } = await extractText(new Uint8Array(await reportPdf(run, t, "en", NOW)), { mergePages: true });
    return { json: JSON.stringify(run.result), csv, pdf: text, rows: run.result.table.rows };
  };

  it("the counselor and her manager read the titles", async () => {
    for (const reader of [cleo, mona]) {
      const out = await exportsOf(reader);
      expect(out.rows.map((r) => r.activity)).toEqual([`Check-in with ${SECRET}`, `${SECRET} follow-up`]);
      for (const body of [out.json, out.csv, out.pdf.replace(/\s+/g, " ")]) expect(body).toContain(SECRET);
    }
  });

  it("a director outside her team and a state manager read the category, in JSON, CSV and PDF", async () => {
    for (const reader of [dora, stan]) {
      const out = await exportsOf(reader);
      // Both events fall in one line per month × category without their titles.
      expect(out.rows.map((r) => [r.activity, r.sessions, r.minutes])).toEqual([["Counseling", 2, 50]]);
      for (const body of [out.json, out.csv, out.pdf]) expect(body, reader.username).not.toContain("Zoe");
      expect(out.pdf).toContain("Counseling");
    }
  });
});
