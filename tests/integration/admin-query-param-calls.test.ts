import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { addonGrants, universityCourseAssignments, universityCourses, users } from "@/db/schema";
import { POST as addonRoute } from "@/app/api/v1/addon/route";
import { POST as createAssignmentRoute } from "@/app/api/v1/universityCourseAssignment/route";
import { createSession } from "@/lib/auth/sessions";
import { call } from "../support/api";
import { DRIVERS, sharedDemoDatabase } from "../support/db";

// The API clients send POST /api/v1/addon and POST /api/v1/universityCourseAssignment with their fields
// as query params: both are read from the query (a JSON body too, whose fields win).
const UCF = 132903;

describe.each(DRIVERS)("calls that send their fields as query params (%s)", (driver) => {
  let conn: TConnection;
  let token: string;
  let counselorId: number;
  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    const [admin] = await conn.db.select().from(users).where(eq(users.username, "admin"));
    [{ id: counselorId }] = await conn.db.select({ id: users.id }).from(users).where(eq(users.username, "counselor"));
    token = (await createSession(conn.db, { userId: admin.id, kind: "api", ttlMs: 3_600_000, now: new Date() })).token;
  });
  afterAll(async () => conn?.close());

  it("POST /api/v1/addon?addon=survey&userIds=…&until=…&note=… grants the add-on (an empty body was a 422)", async () => {
    const res = await call(addonRoute, { method: "POST", token, path: `/api/v1/addon?addon=survey&userIds=${counselorId}&until=2099-07-31&note=pilot` });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const [grant] = await conn.db
      .select()
      .from(addonGrants)
      .where(and(eq(addonGrants.userId, counselorId), eq(addonGrants.note, "pilot")));
    expect(grant).toMatchObject({ addon: "survey", until: "2099-07-31" });
    const [u] = await conn.db.select({ survey: users.survey }).from(users).where(eq(users.id, counselorId));
    expect(u.survey).toBe(true);
  });

  it("a JSON body still works, and a query without an add-on is a 422 naming it", async () => {
    const ok = await call(addonRoute, { method: "POST", token, path: "/api/v1/addon", body: { addon: "sms", userIds: [counselorId], until: "2099-07-31" } });
    expect(ok.status).toBe(200);
    const bad = await call(addonRoute, { method: "POST", token, path: `/api/v1/addon?userIds=${counselorId}&until=2099-07-31` });
    expect(bad.status).toBe(422);
    expect(bad.json.error?.[0].field).toBe("addon");
  });

  it("POST /api/v1/universityCourseAssignment?universityCourseID&IPEDSID&name&l1Points… creates the assignment with the query's fields", async () => {
    const [course] = await conn.db.select().from(universityCourses).where(eq(universityCourses.ipedsid, UCF)).limit(1);
    const res = await call(createAssignmentRoute, {
      method: "POST",
      token,
      path: `/api/v1/universityCourseAssignment?universityCourseID=${course.id}&IPEDSID=${UCF}&name=${encodeURIComponent("Case study")}&dueDate=2027-03-01&l1Points=2`,
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const [row] = await conn.db
      .select()
      .from(universityCourseAssignments)
      .where(eq(universityCourseAssignments.id, (res.json.data as { id: number }).id));
    expect(row).toMatchObject({ name: "Case study", dueDate: "2027-03-01", l1Points: 2 });
  });
});
