import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { TConnection, TDb } from "@/db/client";
import { clients, events, useOfTimeCategories, useOfTimeGroups, users, type TUserRow } from "@/db/schema";
import { zeroCounts } from "@/lib/clients/rules";
import { serviceCategoryIds } from "@/lib/reports/families/services/sql";
import { CRISIS_CATEGORY_IDS, CRISIS_NAME, REFERRAL_CATEGORY_IDS } from "@/lib/reports/services-rules";
import { dinsOf } from "@/lib/reports/series";
import { runReport } from "@/lib/reports/run";
import { ZReportQuery } from "@/lib/reports/period";
import { DRIVERS, sharedDemoDatabase } from "../support/db";

// The tier reports read only the events of D and I categories and the continuum only those of
// categories an event may have a stage in: each list holds exactly the categories the reports' rules
// count (a category's group is its parent's when it has one), and an event outside it counts nowhere.

const NOW = new Date("2026-04-15T12:00:00Z");
const MARCH = ZReportQuery.parse({ period: "custom", from: "2026-03-01", to: "2026-03-31" });

describe.each(DRIVERS)("the services reports' category lists (%s)", (driver) => {
  let conn: TConnection;
  let db: TDb;
  let cora: TUserRow;
  let crisisSub: number;

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver, NOW);
    db = conn.db;
    [cora] = await db
      .insert(users)
      .values({ username: "cora_catids", email: "cora_catids@catids.test", roleId: 1, active: true, expires: "2030-07-31", firstName: "Cora", lastName: "Cat" })
      .returning();
    // A district's crisis sub-category under a support category (group S): a crisis by its name, not a direct service.
    const [support] = await db.select({ id: useOfTimeGroups.id }).from(useOfTimeGroups).where(eq(useOfTimeGroups.key, "support"));
    const [parent] = await db.select({ id: useOfTimeCategories.id }).from(useOfTimeCategories).where(eq(useOfTimeCategories.groupId, support.id)).limit(1);
    [{ id: crisisSub }] = await db.insert(useOfTimeCategories).values({ groupId: support.id, parentId: parent.id, name: "Krisenintervention" }).returning({ id: useOfTimeCategories.id });
    const [ava] = await db.insert(clients).values({ userId: cora.id, type: "student", name: "Ava Lind", gradeId: 9, counts: zeroCounts(), count: 1 }).returning({ id: clients.id });
    const base = { userId: cora.id, time: "09:00", clientId: ava.id, studentsCount: 1, status: "done" as const, title: "x" };
    await db.insert(events).values([
      { ...base, date: "2026-03-03", durationMinutes: 30, categoryId: 3 },
      { ...base, date: "2026-03-04", durationMinutes: 20, categoryId: crisisSub },
      { ...base, date: "2026-03-05", durationMinutes: 40, categoryId: null },
    ]);
  });
  afterAll(async () => conn?.close());

  it("lists each category by the rules: D or I for the tiers, crisis, referral or D for the continuum", async () => {
    const rows = await db
      .select({ id: useOfTimeCategories.id, parentId: useOfTimeCategories.parentId, groupId: useOfTimeCategories.groupId, name: useOfTimeCategories.name })
      .from(useOfTimeCategories);
    const groups = new Map((await db.select({ id: useOfTimeGroups.id, key: useOfTimeGroups.key }).from(useOfTimeGroups)).map((g) => [g.id, g.key]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const dins = (r: (typeof rows)[number]) => dinsOf(groups.get((r.parentId != null ? byId.get(r.parentId)?.groupId : null) ?? r.groupId) ?? null);
    const inList = (ids: readonly number[], r: (typeof rows)[number]) => ids.includes(r.id) || (r.parentId != null && ids.includes(r.parentId));
    const referral = rows.filter((r) => inList(REFERRAL_CATEGORY_IDS, r));
    const crisis = rows.filter((r) => inList(CRISIS_CATEGORY_IDS, r) || CRISIS_NAME.test(r.name));
    const ids = (list: typeof rows) => list.map((r) => r.id).sort((a, b) => a - b);

    const lists = await serviceCategoryIds(db);
    expect(lists.referral).toEqual(ids(referral));
    expect(lists.directIndirect).toEqual(ids(rows.filter((r) => dins(r) === "D" || dins(r) === "I")));
    expect(lists.continuum).toEqual(ids(rows.filter((r) => dins(r) === "D" || referral.includes(r) || crisis.includes(r))));
    expect(lists.continuum).toContain(crisisSub);
    expect(lists.directIndirect).not.toContain(crisisSub);
  });

  it("counts the support group's crisis sub-category on the continuum and not in the tiers; an event without a category in neither", async () => {
    const continuum = (await runReport(db, cora, "counselingContinuum", MARCH, NOW, "en")).result;
    const stage = (s: string) => continuum.table.rows.find((r) => r.stage === s);
    expect(stage("crisis")).toMatchObject({ sessions: 1, minutes: 20 });
    expect(stage("individual")).toMatchObject({ sessions: 1, minutes: 30 });
    expect(continuum.table.totals).toMatchObject({ sessions: 2, minutes: 50 });

    const mtss = (await runReport(db, cora, "mtss", MARCH, NOW, "en")).result;
    expect(mtss.table.totals).toMatchObject({ sessions: 1, minutes: 30 });
    expect(mtss.table.rows.find((r) => r.tier === "T3")).toMatchObject({ sessions: 1, minutes: 30 });
  });
});
