import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { auditLog } from "@/db/schema";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/v1/conference/route";
import { GET as oneRoute, PUT as updateRoute } from "@/app/api/v1/conference/[id]/route";
import { mayOpenPath } from "@/lib/auth/areas";
import { ROLE } from "@/lib/auth/roles";
import { CONFERENCE_HOURS } from "@/lib/institutions/conference-schemas";
import { findConference } from "@/lib/signup/queries";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

describe.each(DRIVERS)("conferences (%s)", (driver) => {
  let conn: TConnection;
  const tokens: Record<string, string> = {};
  const tokenOf = async (username: string) => {
    tokens[username] ??= (await call(loginRoute, { body: { username, password: "demo-pass-2026" } })).json.token as string;
    return tokens[username];
  };
  let id = 0;

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
  });
  afterAll(async () => conn.close());

  it("only administrators open /app/conference", () => {
    expect(mayOpenPath(ROLE.admin, "/app/conference/edit/3")).toBe(true);
    for (const role of [ROLE.user, ROLE.manager, ROLE.director]) expect(mayOpenPath(role, "/app/conference/new")).toBe(false);
  });

  it("the conference time list runs 0 to 24", () => {
    expect(CONFERENCE_HOURS).toHaveLength(25);
    expect([CONFERENCE_HOURS[0], CONFERENCE_HOURS[24]]).toEqual(["00", "24"]);
  });

  it("POST /api/v1/conference: start hour and end time default '00', status 'Not going', coupon 0; audited", async () => {
    expect((await call(createRoute, { token: await tokenOf("counselor"), body: { name: "ASCA West", slug: "asca-west" } })).status).toBe(403);
    const res = await call(createRoute, { token: await tokenOf("admin"), body: { name: "  ASCA West 2027 ", slug: "ASCA-West-27" } });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ name: "ASCA West 2027", slug: "asca-west-27", startHour: "00", endTime: "00", status: "Not going", coupon: 0 });
    id = (res.json.data as { id: number }).id;
    const [audit] = await conn.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "conference"), eq(auditLog.entityId, String(id))));
    expect(audit).toMatchObject({ action: "create" });
  });

  it("the url is the public /{dinamic} page: found there by its slug", async () => {
    expect(await findConference(conn.db, "asca-west-27")).toMatchObject({ id, name: "ASCA West 2027" });
  });

  it("bad input gets clear errors: taken or reserved url, end before start, an hour outside 0-24, an unknown status, a coupon that is not a number", async () => {
    const admin = await tokenOf("admin");
    const taken = await call(createRoute, { token: admin, body: { name: "Copy", slug: "asca-west-27" } });
    expect(taken.status).toBe(409);
    expect(taken.json.error?.[0]).toMatchObject({ code: "conference_slug_taken", field: "slug" });
    for (const slug of ["app", "feedback", "12345", "a", "has space", "train"]) {
      const res = await call(createRoute, { token: admin, body: { name: "X", slug } });
      expect(res.status, slug).toBe(422);
      expect(res.json.error?.map((e) => e.field)).toContain("slug");
    }
    const cases: [Record<string, unknown>, string][] = [
      [{ startDate: "2027-03-10", endDate: "2027-03-09" }, "endDate"],
      [{ startDate: "2027-02-30" }, "startDate"],
      [{ startHour: "25" }, "startHour"],
      [{ endTime: "7" }, "endTime"],
      [{ status: "Maybe" }, "status"],
      [{ coupon: "ten" }, "coupon"],
      [{ coupon: 120 }, "coupon"],
    ];
    for (const [extra, field] of cases) {
      const res = await call(createRoute, { token: admin, body: { name: "Bad", slug: "bad-conf", ...extra } });
      expect(res.status, JSON.stringify(extra)).toBe(422);
      expect(res.json.error?.map((e) => e.field)).toContain(field);
    }
  });

  it("PUT /api/v1/conference/{id} saves dates, hours, status 'Exhibiting' and the coupon; GET reads it back", async () => {
    const admin = await tokenOf("admin");
    const body = {
      name: "ASCA West 2027",
      slug: "asca-west-27",
      startDate: "2027-06-28",
      endDate: "2027-07-01",
      startHour: "08",
      endTime: "17",
      status: "Exhibiting",
      coupon: 15,
      city: "Reno",
      state: "nv",
    };
    const res = await call(updateRoute, { method: "PUT", token: admin, params: { id: String(id) }, body });
    expect(res.status).toBe(200);
    const one = await call(oneRoute, { token: admin, params: { id: String(id) } });
    expect(one.json.data).toMatchObject({ ...body, state: "NV" });
    expect((await call(updateRoute, { method: "PUT", token: admin, params: { id: "999999" }, body })).status).toBe(404);
    expect((await call(updateRoute, { method: "PUT", token: await tokenOf("manager"), params: { id: String(id) }, body })).status).toBe(403);
  });

  it("GET /api/v1/conference searches by name or url", async () => {
    const res = await call(listRoute, { token: await tokenOf("admin"), path: "/api/v1/conference?q=west-27" });
    expect((res.json.data as { id: number }[]).map((c) => c.id)).toEqual([id]);
  });
});
