import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TConnection, TDb } from "@/db/client";
import { clients, events, useOfTimeCategories, users, type TUserRow } from "@/db/schema";
import { zeroCounts } from "@/lib/clients/rules";
import { runReport } from "@/lib/reports/run";
import { ZReportQuery } from "@/lib/reports/period";
import { DRIVERS, sharedDemoDatabase } from "../support/db";

// The referral reports read the referral events by the ids of the Referrals categories and their
// sub-categories (through an index), not every event: a sub-category's referral still counts, any other
// category's event and a cancelled referral do not, and a later referral of the same student is its follow-up.

const NOW = new Date("2026-04-15T12:00:00Z");
const MARCH = ZReportQuery.parse({ period: "custom", from: "2026-03-01", to: "2026-03-31" });

describe.each(DRIVERS)("referral reports read referral events by category (%s)", (driver) => {
  let conn: TConnection;
  let db: TDb;
  let rita: TUserRow;

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver, NOW);
    db = conn.db;
    [rita] = await db
      .insert(users)
      .values({ username: "rita_refcat", email: "rita_refcat@refcat.test", roleId: 1, active: true, expires: "2030-07-31", firstName: "Rita", lastName: "Ref" })
      .returning();
    const [sub] = await db.insert(useOfTimeCategories).values({ groupId: 2, parentId: 6, name: "Referral to a clinic" }).returning({ id: useOfTimeCategories.id });
    const [ava] = await db.insert(clients).values({ userId: rita.id, type: "student", name: "Ava Stone", gradeId: 9, counts: zeroCounts(), count: 1 }).returning({ id: clients.id });
    const base = { userId: rita.id, time: "09:00", durationMinutes: 30, clientId: ava.id, studentsCount: 1, status: "done" as const };
    await db.insert(events).values([
      { ...base, title: "First referral", date: "2026-03-03", categoryId: 6, referralDirection: "out" as const, referralReason: "Anxiety" },
      { ...base, title: "To the clinic", date: "2026-03-10", categoryId: sub.id, referralDirection: "out" as const, referralReason: "Sleep" },
      { ...base, title: "Cancelled referral", date: "2026-03-12", categoryId: sub.id, referralDirection: "out" as const, referralReason: "Never", status: "cancelled" as const },
      { ...base, title: "Not a referral", date: "2026-03-04", categoryId: 3 },
    ]);
  });
  afterAll(async () => conn?.close());

  it("lists the referrals of the category and its sub-categories, not cancelled ones nor other categories' events", async () => {
    const { result } = await runReport(db, rita, "referrals", MARCH, NOW, "en");
    expect(result.table.rows.map((r) => [r.date, r.reason])).toEqual([
      ["2026-03-03", "Anxiety"],
      ["2026-03-10", "Sleep"],
    ]);
  });

  it("counts the first referral as a referral and the sub-category's later one of the same student as its follow-up", async () => {
    const { result } = await runReport(db, rita, "counselingContinuum", MARCH, NOW, "en");
    const stage = (s: string) => result.table.rows.find((r) => r.stage === s);
    expect(stage("referral")).toMatchObject({ sessions: 1, minutes: 30 });
    expect(stage("followUp")).toMatchObject({ sessions: 1, minutes: 30 });
  });
});
