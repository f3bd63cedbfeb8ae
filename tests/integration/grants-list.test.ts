import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { auditLog } from "@/db/schema";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/v1/grants/route";
import { DELETE as deleteRoute, GET as oneRoute, PUT as updateRoute } from "@/app/api/v1/grants/[id]/route";
import { mayOpenPath } from "@/lib/auth/areas";
import { ROLE } from "@/lib/auth/roles";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

describe.each(DRIVERS)("grants (%s)", (driver) => {
  let conn: TConnection;
  const tokens: Record<string, string> = {};
  const tokenOf = async (username: string) => {
    tokens[username] ??= (await call(loginRoute, { body: { username, password: "demo-pass-2026" } })).json.token as string;
    return tokens[username];
  };
  let id = 0;
  const future = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
  });
  afterAll(async () => conn.close());

  it("every working role reads /app/grants; role 6 does not", () => {
    for (const role of [ROLE.user, ROLE.manager, ROLE.secretary, ROLE.director, ROLE.admin]) expect(mayOpenPath(role, "/app/grants")).toBe(true);
    expect(mayOpenPath(ROLE.quoteUser, "/app/grants")).toBe(false);
  });

  it("the demo grants: open ones by deadline (rolling last), the past one hidden unless asked, a state filter keeps national ones", async () => {
    const counselor = await tokenOf("counselor");
    const open = (await call(listRoute, { token: counselor })).json.data as { name: string; deadline: string | null; states: string[] }[];
    expect(open.length).toBeGreaterThanOrEqual(4);
    expect(open.some((g) => g.name === "Attendance Improvement Grant")).toBe(false);
    const dated = open.filter((g) => g.deadline).map((g) => g.deadline as string);
    expect(dated).toEqual([...dated].sort());
    expect(open.at(-1)?.deadline).toBeNull();
    const past = (await call(listRoute, { token: counselor, path: "/api/v1/grants?past=1" })).json.data as { name: string }[];
    expect(past.some((g) => g.name === "Attendance Improvement Grant")).toBe(true);
    const texas = (await call(listRoute, { token: counselor, path: "/api/v1/grants?state=tx" })).json.data as { states: string[] }[];
    expect(texas.every((g) => g.states.length === 0 || g.states.includes("TX"))).toBe(true);
    expect(texas.some((g) => g.states.includes("CA"))).toBe(false);
    expect((await call(listRoute, { token: await tokenOf("quoteuser") })).status).toBe(403);
  });

  it("POST /api/v1/grants: the admin adds a grant (dollars stored as cents, states sorted, audited); counselor, manager and visitor refused", async () => {
    const body = {
      name: "Peer Mentoring Grant",
      funder: "Example Fund",
      amountMin: "2,500",
      amountMax: "10000.50",
      deadline: future,
      states: "ny, ca",
      url: "https://fund.example.org/peer",
      descriptionEn: "Line one.\nLine two.",
    };
    for (const user of ["counselor", "manager"]) expect((await call(createRoute, { token: await tokenOf(user), body })).status).toBe(403);
    expect((await call(createRoute, { body })).status).toBe(401);
    const res = await call(createRoute, { token: await tokenOf("admin"), body });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ amountMinCents: 250_000, amountMaxCents: 1_000_050, states: ["CA", "NY"], deadline: future, descriptionEn: "Line one.\nLine two." });
    id = (res.json.data as { id: number }).id;
    const [audit] = await conn.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "grant"), eq(auditLog.entityId, String(id))));
    expect(audit).toMatchObject({ action: "create" });
    const found = (await call(listRoute, { token: await tokenOf("counselor"), path: "/api/v1/grants?q=peer%20mentoring" })).json.data as { id: number }[];
    expect(found.map((g) => g.id)).toEqual([id]);
  });

  it("bad input is 422 with the field: http URL, unknown state, amount text, lowest above highest, a date that does not exist, a control character", async () => {
    const admin = await tokenOf("admin");
    const base = { name: "X", funder: "Y", url: "https://x.example.org" };
    const cases: [Record<string, unknown>, string][] = [
      [{ url: "http://x.example.org" }, "url"],
      [{ url: "javascript:alert(1)" }, "url"],
      [{ states: "CA, ZZ" }, "states"],
      [{ amountMin: "lots" }, "amountMin"],
      [{ amountMin: "500", amountMax: "100" }, "amountMax"],
      [{ deadline: "2027-02-30" }, "deadline"],
      [{ name: "a\u0001b" }, "name"],
      [{ funder: "" }, "funder"],
    ];
    for (const [extra, field] of cases) {
      const res = await call(createRoute, { token: admin, body: { ...base, ...extra } });
      expect(res.status, JSON.stringify(extra)).toBe(422);
      expect(
        res.json.error?.map((e) => e.field),
        JSON.stringify(extra),
      ).toContain(field);
    }
  });

  it("GET/PUT/DELETE /api/v1/grants/{id}: readers read, the admin edits and deletes (audited), unknown ids 404", async () => {
    const admin = await tokenOf("admin");
    expect((await call(oneRoute, { token: await tokenOf("counselor"), params: { id: String(id) } })).json.data).toMatchObject({ name: "Peer Mentoring Grant" });
    const put = await call(updateRoute, {
      token: admin,
      method: "PUT",
      params: { id: String(id) },
      body: { name: "Peer Mentoring Grant", funder: "Example Fund", url: "https://fund.example.org/peer", amountMin: "", amountMax: "" },
    });
    expect(put.status).toBe(200);
    expect(put.json.data).toMatchObject({ amountMinCents: null, amountMaxCents: null, deadline: null, states: [] });
    expect((await call(updateRoute, { token: await tokenOf("counselor"), method: "PUT", params: { id: String(id) }, body: { name: "x" } })).status).toBe(403);
    expect((await call(updateRoute, { token: admin, method: "PUT", params: { id: "999999" }, body: { name: "x", funder: "y", url: "https://a.example.org" } })).status).toBe(404);
    expect((await call(deleteRoute, { token: await tokenOf("manager"), method: "DELETE", params: { id: String(id) } })).status).toBe(403);
    expect((await call(deleteRoute, { token: admin, method: "DELETE", params: { id: String(id) } })).status).toBe(200);
    expect((await call(oneRoute, { token: admin, params: { id: String(id) } })).status).toBe(404);
  });
});
