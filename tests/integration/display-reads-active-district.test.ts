import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, isNotNull, ne } from "drizzle-orm";
import type { TConnection, TDb } from "@/db/client";
import { categoryColors, memberships, schoolDistricts, useOfTimeCategories, users, type TUserRow } from "@/db/schema";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as categoryRoute } from "@/app/api/v1/category/route";
import { GET as subcategoryRoute } from "@/app/api/v1/subcategory/route";
import { ZReportQuery } from "@/lib/reports/period";
import { runReport } from "@/lib/reports/run";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

// Which district's sub-categories and colours a user sees is their active membership's, never the
// district their profile names: a counselor who writes another district on their profile does not
// see (or file under) that district's sub-categories and colours, on the reference routes or in reports.

describe.each(DRIVERS)("sub-categories and colours come from the active membership (%s)", (driver) => {
  let conn: TConnection;
  let db: TDb;
  let counselor: TUserRow;
  let token: string;
  let mine: string;
  let other: string;

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    db = conn.db;
    [counselor] = await db.select().from(users).where(eq(users.username, "counselor"));
    [{ leaid: mine }] = (await db
      .select({ leaid: memberships.leaid })
      .from(memberships)
      .where(and(eq(memberships.userId, counselor.id), eq(memberships.status, "active"), isNotNull(memberships.leaid)))
      .limit(1)) as { leaid: string }[];
    [{ leaid: other }] = await db.select({ leaid: schoolDistricts.leaid }).from(schoolDistricts).where(ne(schoolDistricts.leaid, mine)).limit(1);
    const [parent] = await db.select().from(useOfTimeCategories).where(eq(useOfTimeCategories.id, 3));
    await db.insert(useOfTimeCategories).values([
      { groupId: parent.groupId, parentId: 3, name: "Ours: check-in", leaid: mine },
      { groupId: parent.groupId, parentId: 3, name: "Theirs: check-in", leaid: other },
    ]);
    await db.insert(categoryColors).values({ categoryId: 3, leaid: other, color: "#123456" }).onConflictDoNothing();
    // The profile names the other district; the membership is unchanged.
    await db.update(users).set({ leaid: other }).where(eq(users.id, counselor.id));
    [counselor] = await db.select().from(users).where(eq(users.id, counselor.id));
    token = (await call(loginRoute, { body: { username: "counselor", password: "demo-pass-2026" } })).json.token as string;
  }, 300_000);
  afterAll(async () => conn.close());

  it("GET /api/v1/subcategory lists the active district's sub-categories, not the profile's", async () => {
    const res = await call(subcategoryRoute, { token, path: "/api/v1/subcategory?parent_id=3" });
    const names = (res.json.data as { name: string }[]).map((c) => c.name);
    expect(names).toContain("Ours: check-in");
    expect(names).not.toContain("Theirs: check-in");
  });

  it("GET /api/v1/category does not paint with the profile district's colours", async () => {
    const res = await call(categoryRoute, { token, path: "/api/v1/category" });
    const three = (res.json.data as { id: number; color: string }[]).find((c) => c.id === 3);
    expect(three?.color).not.toBe("#123456");
  });

  it("a report's colours and target are the active district's", async () => {
    const run = await runReport(db, counselor, "studentContact", ZReportQuery.parse({}), new Date(), "en");
    expect(run.context.colorLeaid).toBe(mine);
  });
});
