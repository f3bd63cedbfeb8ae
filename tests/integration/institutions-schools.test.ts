import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { auditLog, rateLimitHits, schoolDistricts, schools } from "@/db/schema";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as listDistrictsRoute, POST as createDistrictRoute } from "@/app/api/v1/schooldistrict/route";
import { GET as oneDistrictRoute, PUT as updateDistrictRoute } from "@/app/api/v1/schooldistrict/[leaid]/route";
import { GET as listSchoolsRoute, POST as createSchoolRoute } from "@/app/api/v1/schools/route";
import { GET as oneSchoolRoute, PUT as updateSchoolRoute } from "@/app/api/v1/schools/[ncessch]/route";
import { GET as districtByLeaidRoute } from "@/app/api/v1/school/LEAID/[LEAID]/route";
import { GET as timeZoneRoute } from "@/app/api/v1/common/timeZoneList/route";
import { GET as sdByLeaidRoute } from "@/app/home/searchSDbyLEAID/[LEAID]/route";
import { GET as leaidByZipRoute } from "@/app/home/searchLEAIDbyZipCode/[zip]/route";
import { mayOpenPath } from "@/lib/auth/areas";
import { ROLE } from "@/lib/auth/roles";
import { isPublicPath } from "@/lib/auth/public-routes";
import { INSTITUTION_PAGE_SIZE } from "@/lib/institutions/constants";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

const DISTRICT = { leaid: "5699001", name: "Teton Test District", state: "wy", city: "Jackson", zip: "83001" };
const SCHOOL = { ncessch: "569900100001", schnam: "Teton Test High", leaid: "5699001", state: "WY", city: "Jackson", zip: "83001", level: 3, timezone: "America/Denver" };

describe.each(DRIVERS)("schools and school districts (%s)", (driver) => {
  let conn: TConnection;
  const tokens: Record<string, string> = {};
  const tokenOf = async (username: string) => {
    tokens[username] ??= (await call(loginRoute, { body: { username, password: "demo-pass-2026" } })).json.token as string;
    return tokens[username];
  };

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
  });
  afterAll(async () => conn.close());

  it("only administrators open /app/schooldistrict and /app/schools (only administrators edit institutions)", () => {
    expect(mayOpenPath(ROLE.admin, "/app/schooldistrict/new")).toBe(true);
    expect(mayOpenPath(ROLE.admin, "/app/schools/edit/530771001234")).toBe(true);
    for (const role of [ROLE.user, ROLE.manager, ROLE.director, ROLE.universityFaculty]) {
      expect(mayOpenPath(role, "/app/schooldistrict")).toBe(false);
      expect(mayOpenPath(role, "/app/schools/new")).toBe(false);
    }
  });

  it("POST /api/v1/schooldistrict creates a district (state upper-cased) and audits it; a counselor or manager gets 403", async () => {
    for (const username of ["counselor", "manager"]) {
      const res = await call(createDistrictRoute, { token: await tokenOf(username), body: DISTRICT });
      expect(res.status).toBe(403);
    }
    const res = await call(createDistrictRoute, { token: await tokenOf("admin"), body: DISTRICT });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ leaid: "5699001", name: "Teton Test District", state: "WY", zip: "83001" });
    const [audit] = await conn.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "school_district"), eq(auditLog.entityId, "5699001")));
    expect(audit).toMatchObject({ action: "create", before: null });
    expect(audit.after).toMatchObject({ name: "Teton Test District" });
  });

  it("a duplicate LEAID is refused with 409 district_exists, a malformed one with 422 on the field", async () => {
    const dup = await call(createDistrictRoute, { token: await tokenOf("admin"), body: DISTRICT });
    expect(dup.status).toBe(409);
    expect(dup.json.error?.[0]).toMatchObject({ code: "district_exists", field: "leaid" });
    const bad = await call(createDistrictRoute, { token: await tokenOf("admin"), body: { ...DISTRICT, leaid: "56A9" } });
    expect(bad.status).toBe(422);
    expect(bad.json.error?.map((e) => e.field)).toContain("leaid");
    const noName = await call(createDistrictRoute, { token: await tokenOf("admin"), body: { ...DISTRICT, leaid: "5699002", name: "  ", zip: "8300" } });
    expect(noName.status).toBe(422);
    expect(noName.json.error?.map((e) => e.field).sort()).toEqual(["name", "zip"]);
    const control = await call(createDistrictRoute, { token: await tokenOf("admin"), body: { ...DISTRICT, leaid: "5699002", name: "Bad\u0007name" } });
    expect(control.status).toBe(422);
  });

  it("PUT /api/v1/schooldistrict/{leaid} updates a district; its LEAID does not change; an unknown one is 404", async () => {
    const admin = await tokenOf("admin");
    const res = await call(updateDistrictRoute, { method: "PUT", token: admin, params: { leaid: "5699001" }, body: { ...DISTRICT, name: "Teton County District" } });
    expect(res.status).toBe(200);
    expect((await call(oneDistrictRoute, { token: admin, params: { leaid: "5699001" } })).json.data).toMatchObject({ name: "Teton County District" });
    const moved = await call(updateDistrictRoute, { method: "PUT", token: admin, params: { leaid: "5699001" }, body: { ...DISTRICT, leaid: "5699003" } });
    expect(moved.status).toBe(422);
    expect(moved.json.error?.[0].code).toBe("id_readonly");
    const missing = await call(updateDistrictRoute, { method: "PUT", token: admin, params: { leaid: "5699009" }, body: { ...DISTRICT, leaid: "5699009" } });
    expect(missing.status).toBe(404);
    const counselor = await call(updateDistrictRoute, { method: "PUT", token: await tokenOf("counselor"), params: { leaid: "5699001" }, body: DISTRICT });
    expect(counselor.status).toBe(403);
  });

  it("POST /api/v1/schools creates a school of a known district; an unknown LEAID or an NCESSCH outside its district is refused", async () => {
    const admin = await tokenOf("admin");
    const unknown = await call(createSchoolRoute, { token: admin, body: { ...SCHOOL, ncessch: "569900200001", leaid: "5699002" } });
    expect(unknown.status).toBe(422);
    expect(unknown.json.error?.[0]).toMatchObject({ code: "unknown_district", field: "leaid" });
    const outside = await call(createSchoolRoute, { token: admin, body: { ...SCHOOL, ncessch: "530771009999" } });
    expect(outside.status).toBe(422);
    expect(outside.json.error?.map((e) => e.field)).toContain("ncessch");
    const zone = await call(createSchoolRoute, { token: admin, body: { ...SCHOOL, timezone: "Mars/Olympus" } });
    expect(zone.status).toBe(422);
    expect(zone.json.error?.map((e) => e.field)).toContain("timezone");
    expect((await call(createSchoolRoute, { token: await tokenOf("counselor"), body: SCHOOL })).status).toBe(403);
    const res = await call(createSchoolRoute, { token: admin, body: SCHOOL });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ ncessch: SCHOOL.ncessch, leaid: "5699001", level: 3, timezone: "America/Denver" });
    const dup = await call(createSchoolRoute, { token: admin, body: SCHOOL });
    expect(dup.status).toBe(409);
    expect(dup.json.error?.[0].code).toBe("school_exists");
  });

  it("a school without LEVEL or time zone gets the defaults: LEVEL 0, America/New_York", async () => {
    const { level: _l, timezone: _t, ...bare } = SCHOOL;
    const res = await call(createSchoolRoute, { token: await tokenOf("admin"), body: { ...bare, ncessch: "569900100002", schnam: "Teton Test Elementary" } });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ level: 0, timezone: "America/New_York" });
  });

  it("PUT /api/v1/schools/{ncessch} updates a school in a transaction with its audit row", async () => {
    const admin = await tokenOf("admin");
    const res = await call(updateSchoolRoute, { method: "PUT", token: admin, params: { ncessch: SCHOOL.ncessch }, body: { ...SCHOOL, schnam: "Teton County High", zip: "83002" } });
    expect(res.status).toBe(200);
    const one = await call(oneSchoolRoute, { token: admin, params: { ncessch: SCHOOL.ncessch } });
    expect(one.json.data).toMatchObject({ schnam: "Teton County High", zip: "83002" });
    const audits = await conn.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "school"), eq(auditLog.entityId, SCHOOL.ncessch)));
    expect(audits.map((a) => a.action).sort()).toEqual(["create", "update"]);
    expect(audits.find((a) => a.action === "update")?.before).toMatchObject({ schnam: "Teton Test High" });
    expect((await call(oneSchoolRoute, { token: admin, params: { ncessch: "12" } })).status).toBe(422);
    expect((await call(oneSchoolRoute, { token: admin, params: { ncessch: "569900100099" } })).status).toBe(404);
  });

  it("the lists search by name, NCES id, state and zip, and page", async () => {
    const admin = await tokenOf("admin");
    const byName = await call(listSchoolsRoute, { token: admin, path: "/api/v1/schools?q=teton%20county" });
    expect((byName.json.data as { ncessch: string }[]).map((s) => s.ncessch)).toEqual([SCHOOL.ncessch]);
    const byId = await call(listSchoolsRoute, { token: admin, path: "/api/v1/schools?q=5699001" });
    expect(byId.json.total).toBe(2);
    const byStateZip = await call(listSchoolsRoute, { token: admin, path: "/api/v1/schools?state=wy&zip=83002" });
    expect((byStateZip.json.data as { district: string }[])[0]).toMatchObject({ district: "Teton County District" });
    expect(byStateZip.json.total).toBe(1);
    const wild = await call(listSchoolsRoute, { token: admin, path: "/api/v1/schools?q=%25" });
    expect(wild.json.total).toBe(0);
    const districts = await call(listDistrictsRoute, { token: admin, path: "/api/v1/schooldistrict?state=WY" });
    expect(districts.json.data).toEqual([expect.objectContaining({ leaid: "5699001", schools: 2 })]);
    // Paging: the demo seed's Washington schools fill more than one page.
    const all = Number((await call(listSchoolsRoute, { token: admin, path: "/api/v1/schools" })).json.total);
    const pages = Math.ceil(all / INSTITUTION_PAGE_SIZE);
    const last = await call(listSchoolsRoute, { token: admin, path: `/api/v1/schools?page=${pages}` });
    expect(last.json).toMatchObject({ page: pages, pages });
    expect((last.json.data as unknown[]).length).toBe(all - (pages - 1) * INSTITUTION_PAGE_SIZE);
    expect((await call(listSchoolsRoute, { token: await tokenOf("manager") })).status).toBe(403);
  });

  it("GET /api/v1/school/LEAID/{LEAID} answers the district to any signed-in user; 404 unknown, 422 malformed", async () => {
    const counselor = await tokenOf("counselor");
    const res = await call(districtByLeaidRoute, { token: counselor, params: { LEAID: "5699001" } });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ LEAID: "5699001", name: "Teton County District", state: "WY" });
    expect((await call(districtByLeaidRoute, { token: counselor, params: { LEAID: "5699008" } })).status).toBe(404);
    expect((await call(districtByLeaidRoute, { token: counselor, params: { LEAID: "abc" } })).status).toBe(422);
    expect((await call(districtByLeaidRoute, { params: { LEAID: "5699001" } })).status).toBe(401);
  });

  it("GET /api/v1/common/timeZoneList answers timeZoneList", async () => {
    const res = await call(timeZoneRoute, { token: await tokenOf("admin") });
    expect(res.json.timeZoneList).toEqual(expect.arrayContaining(["America/New_York", "America/Chicago", "America/Denver", "America/Los_Angeles", "Pacific/Honolulu"]));
  });

  it("the public look-ups answer sdList and LEAIDList, and each call counts against the address (rate-limited)", async () => {
    expect(isPublicPath("/home/searchSDbyLEAID/5699001")).toBe(true);
    const headers = { "x-forwarded-for": "203.0.113.77" };
    const sd = await call(sdByLeaidRoute, { headers, params: { LEAID: "56990" } });
    expect(sd.status).toBe(200);
    expect(sd.json.sdList).toEqual([expect.objectContaining({ LEAID: "5699001", name: "Teton County District" })]);
    // 83002 is only the school's zip (the district office is at 83001): the district is found by its schools.
    const byZip = await call(leaidByZipRoute, { headers, params: { zip: "83002" } });
    expect(byZip.json.LEAIDList).toEqual([expect.objectContaining({ LEAID: "5699001" })]);
    expect((await call(leaidByZipRoute, { headers, params: { zip: "8x" } })).status).toBe(422);
    expect((await call(sdByLeaidRoute, { headers, params: { LEAID: "5" } })).status).toBe(422);
    const hits = await conn.db.select().from(rateLimitHits).where(eq(rateLimitHits.scope, "institution_lookup"));
    expect(hits.length).toBe(2);
  });

  it("the NCES tables hold what the API wrote", async () => {
    const [d] = await conn.db.select().from(schoolDistricts).where(eq(schoolDistricts.leaid, "5699001"));
    expect(d.name).toBe("Teton County District");
    const rows = await conn.db.select().from(schools).where(eq(schools.leaid, "5699001"));
    expect(rows).toHaveLength(2);
  });
});
