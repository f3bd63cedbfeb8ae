import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { and, asc, count, eq, ne } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { auditLog, counselorAwards, orders, quotes, userPrograms, users, type TUserRow } from "@/db/schema";
import { GET as awardsGet, POST as awardsPost } from "@/app/api/v1/counselorAwards/route";
import { DELETE as awardDelete, PUT as awardPut } from "@/app/api/v1/counselorAwards/[id]/route";
import { GET as programsGet, POST as programsPost } from "@/app/api/v1/userPrograms/route";
import { DELETE as programDelete } from "@/app/api/v1/userPrograms/[id]/route";
import { GET as managersCsv } from "@/app/(app)/app/(admin)/managersNotRenewd/csv/route";
import { listManagersNotRenewed } from "@/lib/admin-lists/managers";
import { listCustomerUsers } from "@/lib/admin-lists/customer-users";
import { currentSchoolYear } from "@/lib/admin-lists/awards";
import { createSession } from "@/lib/auth/sessions";
import { addDaysIso, safeTimeZone, todayIn } from "@/lib/users/rules";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

// /managersNotRenewd, /customerUser, /counselorOfTheYear, /evangelist,
// /ambassadorList — administrators only; every write audited.

describe.each(DRIVERS)("the administrator's user lists (%s)", (driver) => {
  let conn: TConnection;
  const tokens: Record<string, string> = {};
  const user = async (username: string): Promise<TUserRow> => (await conn.db.select().from(users).where(eq(users.username, username)))[0];
  const token = async (username: string) => {
    if (!tokens[username]) tokens[username] = (await createSession(conn.db, { userId: (await user(username)).id, kind: "api", ttlMs: 3_600_000, now: new Date() })).token;
    return tokens[username];
  };
  const now = new Date();

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
  });
  afterAll(async () => conn?.close());

  describe("/app/managersNotRenewd", () => {
    it("lists the managers whose licence ended or ends within the window, with seats, last invoice and open renewal quote; CSV the same", async () => {
      const admin = await user("admin");
      const today = todayIn(safeTimeZone(admin.timezone), now);
      const manager = await user("manager");
      await conn.db
        .update(users)
        .set({ expires: addDaysIso(today, 10) })
        .where(eq(users.id, manager.id));
      await conn.db
        .update(users)
        .set({ expires: addDaysIso(today, -5) })
        .where(eq(users.username, "director"));
      await conn.db
        .update(users)
        .set({ expires: addDaysIso(today, 75) })
        .where(eq(users.username, "statemanager"));
      const [quote] = await conn.db
        .insert(quotes)
        .values({
          userId: manager.id,
          createdBy: manager.id,
          contact: { name: "Morgan Reyes", school: "", zip: "", email: manager.email, phone: "", state: "WA" },
          start: addDaysIso(today, 11),
          end: addDaysIso(today, 376),
          quantities: { pro: 0, sw: 0, max: 3 } as never,
          priced: {
            lines: [],
            years: 1,
            spanYears: 1,
            totalAmountCents: 0,
            quantityDiscountPercent: 0,
            quantityDiscountCents: 0,
            proratedPercent: 0,
            proratedDiscountCents: 0,
            couponDiscountCents: 0,
            discountTotalCents: 0,
            totalAmountDueCents: 59700,
            couponNotValid: false,
          } as never,
          amountDueCents: 59700,
          validUntil: addDaysIso(today, 30),
        })
        .returning();
      const within30 = await listManagersNotRenewed(conn.db, admin, { window: "30" }, now);
      expect(within30.rows.map((r) => r.username)).toEqual(["manager"]);
      expect(within30.rows[0]).toMatchObject({ licenses: manager.licenses, openQuoteId: quote.id, expired: false });
      expect(within30.rows[0].lastInvoiceOn).not.toBeNull();
      expect((await listManagersNotRenewed(conn.db, admin, { window: "expired" }, now)).rows.map((r) => r.username)).toEqual(["director"]);
      expect((await listManagersNotRenewed(conn.db, admin, { window: "90", sort: "name" }, now)).rows.map((r) => r.username).sort()).toEqual(["manager", "statemanager"]);
      expect((await listManagersNotRenewed(conn.db, admin, { window: "90", q: "stacy" }, now)).rows.map((r) => r.username)).toEqual(["statemanager"]);
      // A quote turned into a paid order is no longer open.
      const [paid] = await conn.db.select().from(orders).where(eq(orders.userId, manager.id)).limit(1);
      await conn.db.update(orders).set({ quoteId: quote.id }).where(eq(orders.id, paid.id));
      expect((await listManagersNotRenewed(conn.db, admin, { window: "30" }, now)).rows[0].openQuoteId).toBeNull();

      const req = new NextRequest("http://localhost/app/managersNotRenewd/csv?window=expired", { headers: { authorization: `Bearer ${await token("admin")}` } });
      const csv = await managersCsv(req);
      expect(csv.status).toBe(200);
      expect(csv.headers.get("content-type")).toContain("text/csv");
      const lines = (await csv.text()).trim().split("\r\n");
      expect(lines[0]).toMatch(/^name,username,email/);
      expect(lines.slice(1).map((l) => l.split(",")[1])).toEqual(["director"]);
    });

    it.each([
      ["a counselor", "counselor", 403],
      ["a manager", "manager", 403],
      ["a visitor", null, 401],
    ])("%s is refused (list and CSV)", async (_l, who, status) => {
      const headers: Record<string, string> = who ? { authorization: `Bearer ${await token(who)}` } : {};
      expect((await managersCsv(new NextRequest("http://localhost/app/managersNotRenewd/csv", { headers }))).status).toBe(status);
      if (who) await expect(listManagersNotRenewed(conn.db, await user(who), {}, now)).rejects.toMatchObject({ status: 403 });
    });
  });

  describe("/app/customerUser", () => {
    it("lists the role-44 users with their manager, last quote and status; others are refused", async () => {
      const admin = await user("admin");
      const page = await listCustomerUsers(conn.db, admin, {}, now);
      const renewer = page.rows.find((r) => r.username === "renewer");
      expect(renewer?.manager?.username).toBe("manager");
      expect(renewer?.status).toMatch(/current|expired|requested/);
      expect(page.rows.every((r) => r.username !== "counselor")).toBe(true);
      expect((await listCustomerUsers(conn.db, admin, { q: "nobody-like-this" }, now)).rows).toHaveLength(0);
      for (const who of ["counselor", "manager", "director"]) await expect(listCustomerUsers(conn.db, await user(who), {}, now)).rejects.toMatchObject({ status: 403 });
    });
  });

  describe("/app/counselorOfTheYear (GET/POST /api/v1/counselorAwards, PUT/DELETE /api/v1/counselorAwards/{id})", () => {
    const nominate = async (as: string | null, body: unknown) => call(awardsPost, { token: as ? await token(as) : undefined, body });
    const put = async (as: string | null, id: number | string, body: unknown) => call(awardPut, { method: "PUT", token: as ? await token(as) : undefined, params: { id: String(id) }, body });

    it("nominates counselors, moves them to finalist and winner; a second national winner in the year is refused with a clear error", async () => {
      const year = currentSchoolYear(await user("admin"), now) + 1;
      const [a, b] = await Promise.all(["emersoncounselor", "expiring"].map(user));
      const ra = await nominate("admin", { userId: a.id, schoolYear: year, note: "Great work" });
      expect(ra.status).toBe(200);
      const rb = await nominate("admin", { userId: b.id, schoolYear: year });
      const [ida, idb] = [(ra.json.data as { id: number }).id, (rb.json.data as { id: number }).id];
      expect((await nominate("admin", { userId: a.id, schoolYear: year })).json.error?.[0].code).toBe("already_nominated");
      expect((await nominate("admin", { userId: (await user("manager")).id, schoolYear: year })).json.error?.[0]).toMatchObject({ code: "not_a_counselor", field: "userId" });
      expect((await put("admin", ida, { status: "finalist" })).status).toBe(200);
      expect((await put("admin", ida, { status: "winner" })).status).toBe(200);
      const second = await put("admin", idb, { status: "winner" });
      expect(second.status).toBe(409);
      expect(second.json.error?.[0]).toMatchObject({ code: "winner_taken", field: "status" });
      expect(second.json.error?.[0].message).toMatch(/already has its national winner/);
      const listed = await call(awardsGet, { path: `/api/v1/counselorAwards?year=${year}`, token: await token("admin") });
      expect((listed.json.data as { username: string; status: string }[]).map((r) => [r.username, r.status])).toEqual([
        ["emersoncounselor", "winner"],
        ["expiring", "nominated"],
      ]);
      expect((await call(awardDelete, { method: "DELETE", token: await token("admin"), params: { id: String(idb) } })).status).toBe(200);
      expect(await conn.db.select().from(counselorAwards).where(eq(counselorAwards.id, idb))).toHaveLength(0);
      const actions = (await conn.db.select().from(auditLog).where(eq(auditLog.entity, "counselor_award")).orderBy(asc(auditLog.id))).map((r) => r.action);
      expect(actions).toEqual(["nominate", "nominate", "update", "update", "delete"]);
    });

    it("bad input is a 422 list", async () => {
      const counselor = await user("counselor");
      for (const body of [{}, { userId: counselor.id }, { userId: counselor.id, schoolYear: 1999 }, { userId: "x", schoolYear: 2026 }, { userId: counselor.id, schoolYear: 2026, note: "a\u0000" }]) {
        expect((await nominate("admin", body)).status, JSON.stringify(body)).toBe(422);
      }
      expect((await put("admin", 1, { status: "champion" })).status).toBe(422);
      expect((await put("admin", "abc", { status: "winner" })).status).toBe(422);
      expect((await put("admin", 999999, { status: "winner" })).status).toBe(404);
    });

    it.each([
      ["a counselor", "counselor", 403],
      ["a manager", "manager", 403],
      ["a visitor", null, 401],
    ])("%s is refused", async (_l, who, status) => {
      const counselor = await user("counselor");
      expect((await call(awardsGet, { token: who ? await token(who) : undefined })).status).toBe(status);
      expect((await nominate(who, { userId: counselor.id, schoolYear: 2030 })).status).toBe(status);
      expect((await put(who, 1, { status: "winner" })).status).toBe(status);
      expect((await call(awardDelete, { method: "DELETE", token: who ? await token(who) : undefined, params: { id: "1" } })).status).toBe(status);
    });
  });

  describe("/app/evangelist and /app/ambassadorList (GET/POST /api/v1/userPrograms, DELETE /api/v1/userPrograms/{id})", () => {
    it("adds a member, refuses a second running membership, shows school, district, state, since and reach, ends it (kept as ended), audited", async () => {
      const member = await user("counselor");
      const res = await call(programsPost, { token: await token("admin"), body: { program: "ambassador", userId: member.id, since: "2020-01-01", note: "Mentor" } });
      expect(res.status).toBe(200);
      const id = (res.json.data as { id: number }).id;
      const dupe = await call(programsPost, { token: await token("admin"), body: { program: "ambassador", userId: member.id } });
      expect(dupe.json.error?.[0].code).toBe("already_member");
      const listed = await call(programsGet, { path: "/api/v1/userPrograms?program=ambassador&q=casey", token: await token("admin") });
      const row = (listed.json.data as { id: number; district: string | null; state: string; reach: number; since: string }[]).find((r) => r.id === id)!;
      expect(row).toMatchObject({ since: "2020-01-01", state: member.state });
      expect(row.district).toBeTruthy();
      // The demo district's other users all signed up after 2020: the reach counts them.
      const [{ n }] = await conn.db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.leaid, member.leaid!), ne(users.id, member.id)));
      expect(row.reach).toBe(Number(n));
      expect(row.reach).toBeGreaterThan(0);
      const ended = await call(programDelete, { method: "DELETE", path: `/api/v1/userPrograms/${id}?program=ambassador`, token: await token("admin"), params: { id: String(id) } });
      expect(ended.status).toBe(200);
      expect((await call(programDelete, { method: "DELETE", path: `/api/v1/userPrograms/${id}?program=ambassador`, token: await token("admin"), params: { id: String(id) } })).status).toBe(409);
      // Ending an ambassador membership through the evangelist list finds nothing.
      expect((await call(programDelete, { method: "DELETE", path: `/api/v1/userPrograms/${id}?program=evangelist`, token: await token("admin"), params: { id: String(id) } })).status).toBe(404);
      const [kept] = await conn.db.select().from(userPrograms).where(eq(userPrograms.id, id));
      expect(kept.endedAt).not.toBeNull();
      // A new membership may start once the last one ended.
      expect((await call(programsPost, { token: await token("admin"), body: { program: "ambassador", userId: member.id } })).status).toBe(200);
      const actions = (await conn.db.select().from(auditLog).where(eq(auditLog.entity, "user_program")).orderBy(asc(auditLog.id))).map((r) => r.action);
      expect(actions).toEqual(["join", "end", "join"]);
    });

    it("bad input is a 422 list", async () => {
      const member = await user("expiring");
      for (const body of [
        { program: "guru", userId: member.id },
        { program: "evangelist" },
        { program: "evangelist", userId: member.id, since: "2026-13-01" },
        { program: "evangelist", userId: member.id, note: "x".repeat(501) },
      ]) {
        expect((await call(programsPost, { token: await token("admin"), body })).status, JSON.stringify(body)).toBe(422);
      }
      expect((await call(programsGet, { path: "/api/v1/userPrograms", token: await token("admin") })).status).toBe(422);
    });

    it.each([
      ["a counselor", "counselor", 403],
      ["a manager", "manager", 403],
      ["a visitor", null, 401],
    ])("%s is refused", async (_l, who, status) => {
      const t = who ? await token(who) : undefined;
      expect((await call(programsGet, { path: "/api/v1/userPrograms?program=evangelist", token: t })).status).toBe(status);
      expect((await call(programsPost, { token: t, body: { program: "evangelist", userId: 1 } })).status).toBe(status);
      expect((await call(programDelete, { method: "DELETE", path: "/api/v1/userPrograms/1?program=evangelist", token: t, params: { id: "1" } })).status).toBe(status);
    });
  });
});
