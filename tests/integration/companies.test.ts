import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { companies, users } from "@/db/schema";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/v1/company/route";
import { DELETE as deleteRoute, GET as getRoute, PUT as putRoute } from "@/app/api/v1/company/[id]/route";
import type { TCompanyJson } from "@/lib/companies/schemas";
import { companiesStatus } from "@/lib/companies/status";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

// Community partners, on both drivers.

describe.each(DRIVERS)("community partners API (%s)", (driver) => {
  let conn: TConnection;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  let clinic: TCompanyJson;
  // The demo counselor's community partners from the demo seed (the referral agencies); the tests add theirs to them.
  let seeded: string[] = [];

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    for (const u of ["counselor", "hscounselor", "manager", "secretary"]) {
      tokens[u] = (await call(loginRoute, { body: { username: u, password: "demo-pass-2026" } })).json.token as string;
      ids[u] = (await conn.db.select({ id: users.id }).from(users).where(eq(users.username, u)))[0].id;
    }
    seeded = (await conn.db.select({ name: companies.name }).from(companies).where(eq(companies.userId, ids.counselor))).map((c) => c.name);
  });
  afterAll(async () => conn.close());

  it("POST /api/v1/company takes its fields as query params and answers 'Created.'", async () => {
    const qs = new URLSearchParams({
      name: "Riverside Family Clinic",
      type: "clinic",
      contact: "Dr. Lee",
      phone: "+1 (555) 010-2000",
      email: "Intake@Riverside.example.org",
      address: "12 Main St",
      services: "Counseling, psychiatry",
    });
    const res = await call(createRoute, { token: tokens.counselor, method: "POST", path: `/api/v1/company?${qs}` });
    expect(res.status).toBe(201);
    expect(res.json.message).toBe("Created.");
    clinic = res.json.data as TCompanyJson;
    expect(clinic).toMatchObject({ name: "Riverside Family Clinic", type: "clinic", email: "intake@riverside.example.org", phone: "+1 (555) 010-2000", isOwner: true });
  });

  it("a JSON body works too, and the list is by name", async () => {
    const res = await call(createRoute, { token: tokens.counselor, body: { name: "Acme Apprenticeships", type: "business", services: "Job shadowing\nInternships" } });
    expect(res.status).toBe(201);
    const list = await call(listRoute, { token: tokens.counselor, path: "/api/v1/company" });
    expect((list.json.data as TCompanyJson[]).map((c) => c.name)).toEqual([...seeded, "Acme Apprenticeships", "Riverside Family Clinic"].sort());
    expect(await companiesStatus(conn.db, ids.counselor)).toEqual({ count: seeded.length + 2 });
  });

  it("a missing name, an unknown type, a bad email or phone and control characters are refused field by field (422, never 500)", async () => {
    const res = await call(createRoute, { token: tokens.counselor, method: "POST", path: "/api/v1/company?type=shop&email=nope&phone=call%20me" });
    expect(res.status).toBe(422);
    expect((res.json.error ?? []).map((e) => e.field).sort()).toEqual(["email", "name", "phone", "type"]);
    const control = await call(createRoute, { token: tokens.counselor, body: { name: "Bad\u0001name", type: "agency" } });
    expect(control.status).toBe(422);
  });

  it("PUT and DELETE /api/v1/company/{id} change only the owner's partners; a manager reads (403 on writes), another counselor gets 404", async () => {
    const put = (who: string, body: unknown) => call(putRoute, { token: tokens[who], method: "PUT", params: { id: String(clinic.id) }, body });
    const saved = await put("counselor", { ...clinic, contact: "Dr. Kim" });
    expect(saved.status).toBe(200);
    expect(saved.json.message).toBe("Saved.");
    expect(saved.json.data).toMatchObject({ contact: "Dr. Kim" });
    expect((await call(getRoute, { token: tokens.manager, params: { id: String(clinic.id) } })).json.data).toMatchObject({ contact: "Dr. Kim", isOwner: false });
    expect((await call(listRoute, { token: tokens.manager, path: `/api/v1/company?user_id=${ids.counselor}` })).json.data).toHaveLength(seeded.length + 2);
    expect((await put("manager", { ...clinic, contact: "Manager" })).status).toBe(403);
    expect((await call(getRoute, { token: tokens.hscounselor, params: { id: String(clinic.id) } })).status).toBe(404);
    expect((await put("hscounselor", clinic)).status).toBe(404);
    expect((await call(listRoute, { token: tokens.hscounselor, path: `/api/v1/company?user_id=${ids.counselor}` })).status).toBe(404);
    expect((await call(listRoute, { token: tokens.secretary, path: "/api/v1/company" })).status).toBe(403);
    expect((await call(deleteRoute, { token: tokens.manager, method: "DELETE", params: { id: String(clinic.id) } })).status).toBe(403);
    expect((await call(deleteRoute, { token: tokens.counselor, method: "DELETE", params: { id: String(clinic.id) } })).status).toBe(200);
    expect((await call(getRoute, { token: tokens.counselor, params: { id: String(clinic.id) } })).status).toBe(404);
  });
});
