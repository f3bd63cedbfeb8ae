import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { addonGrants, auditLog, licenceGrants, orders, users, type TUserRow } from "@/db/schema";
import { GET as addonUsersGet } from "@/app/api/v1/addon/users/route";
import { GET as grantsGet, POST as grantPost } from "@/app/api/v1/addon/route";
import { DELETE as grantDelete } from "@/app/api/v1/addon/[id]/route";
import { createSession } from "@/lib/auth/sessions";
import { hasSyncAddon } from "@/lib/calendar/sync-rules";
import { sweepExpiredAddonGrants } from "@/lib/addons/grants";
import { addDaysIso } from "@/lib/users/rules";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

// "/app/addons and /app/addons/new (GET /api/v1/addon/users, POST /api/v1/addon: grant an
// add-on to users)". A grant switches the user's add-on flag on (the flag the feature reads, e.g.
// calendar sync: lib/calendar/sync-rules.ts), until a day; revoking or passing the day switches it
// off unless a paid order still grants the add-on.

const today = () => new Date().toISOString().slice(0, 10);

describe.each(DRIVERS)("add-on grants (%s)", (driver) => {
  let conn: TConnection;
  const tokens: Record<string, string> = {};
  const user = async (username: string): Promise<TUserRow> => (await conn.db.select().from(users).where(eq(users.username, username)))[0];
  const token = async (username: string) => {
    if (!tokens[username]) tokens[username] = (await createSession(conn.db, { userId: (await user(username)).id, kind: "api", ttlMs: 3_600_000, now: new Date() })).token;
    return tokens[username];
  };
  const grant = async (as: string | null, body: unknown) => call(grantPost, { path: "/api/v1/addon", token: as ? await token(as) : undefined, body });
  const revoke = async (as: string | null, id: string) => call(grantDelete, { method: "DELETE", path: `/api/v1/addon/${id}`, token: as ? await token(as) : undefined, params: { id } });

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
  });
  afterAll(async () => conn?.close());

  describe("GET /api/v1/addon/users", () => {
    it("answers the users an add-on can be granted to in data.users, searched and paged, with the add-ons they hold", async () => {
      const res = await call(addonUsersGet, { path: "/api/v1/addon/users?q=counselor&addon=googleCal", token: await token("admin") });
      expect(res.status).toBe(200);
      const data = res.json.data as { users: { username: string; addons: Record<string, boolean>; holds: boolean }[]; total: number; page: number };
      expect(data.users.map((u) => u.username)).toContain("counselor");
      expect(data.users.every((u) => typeof u.addons.googleCal === "boolean" && typeof u.holds === "boolean")).toBe(true);
      expect(data.users.map((u) => u.username)).not.toContain("admin");
      expect(data.page).toBe(1);
    });

    it("bad query values are a 422 list", async () => {
      for (const q of ["page=0", "page=abc", "addon=nope", `q=${"x".repeat(101)}`]) {
        expect((await call(addonUsersGet, { path: `/api/v1/addon/users?${q}`, token: await token("admin") })).status, q).toBe(422);
      }
    });
  });

  it.each([
    ["a counselor", "counselor", 403],
    ["a manager", "manager", 403],
    ["a director", "director", 403],
    ["a visitor", null, 401],
  ])("%s is refused on every add-on call", async (_l, who, status) => {
    const t = who ? await token(who) : undefined;
    expect((await call(addonUsersGet, { path: "/api/v1/addon/users", token: t })).status).toBe(status);
    expect((await call(grantsGet, { path: "/api/v1/addon", token: t })).status).toBe(status);
    expect((await grant(who, { addon: "sms", userIds: [(await user("counselor")).id], until: addDaysIso(today(), 30) })).status).toBe(status);
    expect((await revoke(who, "1")).status).toBe(status);
  });

  it("refuses unknown add-ons, past days, more than 500 users, users that do not exist and bad notes, writing nothing", async () => {
    const counselor = await user("counselor");
    const until = addDaysIso(today(), 30);
    const cases: [unknown, string][] = [
      [{ addon: "teleport", userIds: [counselor.id], until }, "addon"],
      [{ addon: "sms", userIds: [counselor.id], until: addDaysIso(today(), -2) }, "until"],
      [{ addon: "sms", userIds: [counselor.id], until: "2027-02-30" }, "until"],
      [{ addon: "sms", userIds: [counselor.id], until: "tomorrow" }, "until"],
      [{ addon: "sms", userIds: Array.from({ length: 501 }, (_, i) => i + 1), until }, "userIds"],
      [{ addon: "sms", userIds: [], until }, "userIds"],
      [{ addon: "sms", userIds: [counselor.id, 987_654], until }, "userIds"],
      [{ addon: "sms", userIds: [counselor.id], until, note: "bad\u0007note" }, "note"],
    ];
    for (const [body, field] of cases) {
      const res = await grant("admin", body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(res.json.error?.[0].field).toBe(field);
    }
    expect(await conn.db.select().from(addonGrants)).toHaveLength(0);
    expect((await user("counselor")).sms).toBe(false);
  });

  it("a grant turns the feature on at once for every chosen user (calendar sync reads the flag), audited per user with who and until", async () => {
    const [a, b] = await Promise.all(["expiring", "hscounselor"].map(user));
    expect(hasSyncAddon(a, "google")).toBe(false);
    const until = addDaysIso(today(), 60);
    const res = await grant("admin", { addon: "googleCal", userIds: [a.id, b.id, a.id], until, note: "Pilot of the Google sync" });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ granted: 2 });
    expect(hasSyncAddon(await user("expiring"), "google")).toBe(true);
    expect((await user("hscounselor")).googleCal).toBe(true);
    const admin = await user("admin");
    const audits = await conn.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "grant_addon"), eq(auditLog.actorId, admin.id)));
    expect(audits).toHaveLength(2);
    expect(audits[0].after).toMatchObject({ addon: "googleCal", until, note: "Pilot of the Google sync" });
    const list = await call(grantsGet, { path: "/api/v1/addon?addon=googleCal", token: await token("admin") });
    expect((list.json.data as { username: string; grantedByName: string }[]).map((r) => [r.username, r.grantedByName]).sort()).toEqual([
      ["expiring", "admin"],
      ["hscounselor", "admin"],
    ]);
  });

  it("revoking switches the add-on off, unless a paid order still grants it; a revoked grant cannot be revoked again", async () => {
    const grants = await conn.db.select().from(addonGrants).where(eq(addonGrants.addon, "googleCal"));
    const expiring = await user("expiring");
    const hs = await user("hscounselor");
    const ga = grants.find((g) => g.userId === expiring.id)!;
    const gb = grants.find((g) => g.userId === hs.id)!;
    expect(ga && gb).toBeTruthy();
    // hscounselor also bought the Google add-on (a paid order running past today).
    const [order] = await conn.db.select().from(orders).where(eq(orders.userId, hs.id)).limit(1);
    await conn.db.insert(licenceGrants).values({ orderId: order.id, userId: hs.id, product: "googleCal", quantity: 1, start: today(), end: addDaysIso(today(), 200) });
    const r1 = await revoke("admin", String(ga.id));
    expect(r1.status).toBe(200);
    expect(r1.json.data).toMatchObject({ stillOn: false });
    expect((await user("expiring")).googleCal).toBe(false);
    const r2 = await revoke("admin", String(gb.id));
    expect(r2.json.data).toMatchObject({ stillOn: true });
    expect((await user("hscounselor")).googleCal).toBe(true);
    expect((await revoke("admin", String(ga.id))).status).toBe(409);
    expect((await revoke("admin", "999999")).status).toBe(404);
    expect((await revoke("admin", "abc")).status).toBe(422);
    expect(await conn.db.select().from(auditLog).where(eq(auditLog.action, "revoke_addon"))).toHaveLength(2);
  });

  it("a grant past its last day stops counting: the sweep switches the flag off (in the user's time zone) and the list shows it ended", async () => {
    const u = await user("dunlapcounselor");
    const res = await grant("admin", { addon: "outlookCal", userIds: [u.id], until: addDaysIso(today(), 1) });
    expect(res.status).toBe(200);
    expect(hasSyncAddon(await user("dunlapcounselor"), "outlook")).toBe(true);
    // Nothing ends while the day has not passed.
    expect(await sweepExpiredAddonGrants(conn.db, new Date())).toBe(0);
    expect((await user("dunlapcounselor")).outlookCal).toBe(true);
    // Three days later, the grant's last day is past everywhere.
    const later = new Date(Date.now() + 3 * 86_400_000);
    expect(await sweepExpiredAddonGrants(conn.db, later)).toBe(1);
    expect(hasSyncAddon(await user("dunlapcounselor"), "outlook")).toBe(false);
    const [row] = await conn.db
      .select()
      .from(addonGrants)
      .where(and(eq(addonGrants.userId, u.id), eq(addonGrants.addon, "outlookCal")));
    expect(row.expiredAt).not.toBeNull();
    const ended = await call(grantsGet, { path: "/api/v1/addon?status=expired", token: await token("admin") });
    expect((ended.json.data as { username: string }[]).map((r) => r.username)).toContain("dunlapcounselor");
  });
});
