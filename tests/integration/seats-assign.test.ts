import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { auditLog, managedUsers, seatAssignments, users, type TUserRow } from "@/db/schema";
import { GET as seatsGet, POST as seatsPost } from "@/app/api/v1/seats/route";
import { DELETE as seatDelete } from "@/app/api/v1/seats/[userId]/route";
import { createSession } from "@/lib/auth/sessions";
import { mayUse } from "@/lib/auth/license";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

// "Managers ... assign the seats they bought (in the quote issue) to their counselors, a
// seat at a time, never more than they own."

describe.each(DRIVERS)("manager seats: GET/POST /api/v1/seats, DELETE /api/v1/seats/{userId} (%s)", (driver) => {
  let conn: TConnection;
  const tokens: Record<string, string> = {};
  const user = async (username: string): Promise<TUserRow> => (await conn.db.select().from(users).where(eq(users.username, username)))[0];
  const token = async (username: string) => {
    if (!tokens[username]) tokens[username] = (await createSession(conn.db, { userId: (await user(username)).id, kind: "api", ttlMs: 3_600_000, now: new Date() })).token;
    return tokens[username];
  };
  const assign = async (as: string | null, userId: unknown) => call(seatsPost, { path: "/api/v1/seats", token: as ? await token(as) : undefined, body: { userId } });
  const release = async (as: string | null, userId: string) => call(seatDelete, { method: "DELETE", path: `/api/v1/seats/${userId}`, token: as ? await token(as) : undefined, params: { userId } });
  const setSeats = async (n: number) => conn.db.update(users).set({ licenses: n }).where(eq(users.username, "manager"));
  const openSeats = async () => conn.db.select().from(seatAssignments).where(isNull(seatAssignments.releasedAt));

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
  });
  afterAll(async () => conn?.close());

  it("the demo manager holds seats and manages counselors; GET shows 'x of y' and the counselors with their seat state", async () => {
    const res = await call(seatsGet, { token: await token("manager") });
    expect(res.status).toBe(200);
    const data = res.json.data as { owned: number; assigned: number; users: { username: string; seat: string }[] };
    expect(data.owned).toBeGreaterThanOrEqual(1);
    expect(data.assigned).toBe(0);
    expect(data.users.map((u) => u.username)).toEqual(expect.arrayContaining(["counselor", "expiring", "expired", "renewer"]));
    expect(data.users.every((u) => u.seat === "none")).toBe(true);
  });

  it.each([
    ["a counselor", "counselor", 403],
    ["an administrator (holds no seats)", "admin", 403],
    ["a secretary", "secretary", 403],
    ["a visitor", null, 401],
  ])("%s is refused", async (_label, who, status) => {
    const counselor = await user("counselor");
    expect((await assign(who, counselor.id)).status).toBe(status);
    expect((await release(who, String(counselor.id))).status).toBe(status);
    expect((await call(seatsGet, { token: who ? await token(who) : undefined })).status).toBe(status);
  });

  it("bad input is a 422 list, never a 500", async () => {
    for (const bad of [undefined, "abc", -1, 0, 1.5, "1\u0000"]) {
      const res = await assign("manager", bad);
      expect(res.status, String(bad)).toBe(422);
      expect(res.json.error?.[0]).toMatchObject({ field: "userId" });
    }
    expect((await release("manager", "abc")).status).toBe(422);
  });

  it("a user the manager does not manage is a 404 (another district's counselor, an unknown id)", async () => {
    const other = await user("hscounselor");
    expect((await assign("manager", other.id)).status).toBe(404);
    expect((await assign("manager", 999_999)).status).toBe(404);
    expect((await release("manager", String(other.id))).status).toBe(404);
    expect(await openSeats()).toHaveLength(0);
  });

  it("assigning gives the counselor a licence to the manager's period end (an expired one may work again); releasing gives back what they had, audited", async () => {
    await setSeats(3);
    const manager = await user("manager");
    const before = await user("expired");
    const now = new Date();
    expect(mayUse(before, "license", now)).toBe(false);
    const res = await assign("manager", before.id);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ assigned: 1, owned: 3, expires: manager.expires });
    const after = await user("expired");
    expect(after.expires).toBe(manager.expires);
    expect(mayUse(after, "license", now)).toBe(true);
    // A second seat for the same user is refused.
    expect((await assign("manager", before.id)).json.error?.[0].code).toBe("already_assigned");
    const rel = await release("manager", String(before.id));
    expect(rel.status).toBe(200);
    expect(rel.json.data).toMatchObject({ assigned: 0, owned: 3 });
    const restored = await user("expired");
    expect({ expires: restored.expires, appId: restored.appId }).toEqual({ expires: before.expires, appId: before.appId });
    expect(mayUse(restored, "license", now)).toBe(false);
    // Releasing again: nothing to release.
    expect((await release("manager", String(before.id))).status).toBe(404);
    const audits = await conn.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "seat"), eq(auditLog.actorId, manager.id)))
      .orderBy(asc(auditLog.id));
    expect(audits.map((a) => a.action)).toEqual(["assign_seat", "release_seat"]);
  });

  it("never more than owned: with 2 seats the third assign is 409 no_seat_left", async () => {
    await setSeats(2);
    const [a, b, c] = await Promise.all(["counselor", "expiring", "renewer"].map(user));
    expect((await assign("manager", a.id)).status).toBe(200);
    expect((await assign("manager", b.id)).status).toBe(200);
    const third = await assign("manager", c.id);
    expect(third.status).toBe(409);
    expect(third.json.error?.[0].code).toBe("no_seat_left");
    expect(await openSeats()).toHaveLength(2);
    await release("manager", String(a.id));
    await release("manager", String(b.id));
  });

  it("two assigns at the same moment with one seat left: exactly one succeeds", async () => {
    await setSeats(1);
    const [a, b] = await Promise.all(["counselor", "expiring"].map(user));
    const results = await Promise.all([assign("manager", a.id), assign("manager", b.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await openSeats()).toHaveLength(1);
    const winner = results[0].status === 200 ? a : b;
    await release("manager", String(winner.id));
  });

  it("a manager with no seats for the period is told to buy seats first", async () => {
    await setSeats(0);
    const res = await assign("manager", (await user("counselor")).id);
    expect(res.status).toBe(409);
    expect(res.json.error?.[0].code).toBe("no_seats");
  });

  it("a director holding seats assigns to the counselors they manage, but not to an administrator they might manage", async () => {
    await conn.db.update(users).set({ licenses: 1 }).where(eq(users.username, "director"));
    const director = await user("director");
    const admin = await user("admin");
    await conn.db.insert(managedUsers).values({ managerId: director.id, userId: admin.id }).onConflictDoNothing();
    const refused = await assign("director", admin.id);
    expect(refused.status).toBe(422);
    expect(refused.json.error?.[0].code).toBe("not_a_counselor");
    expect((await assign("director", (await user("hscounselor")).id)).status).toBe(200);
  });
});
