import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { authSessions, emailOutbox, schools, users, type TUserRow } from "@/db/schema";
import { changeUser } from "@/lib/account-admin/change-user";
import { userForAdmin } from "@/lib/account-admin/user-page";
import { grantAddon } from "@/lib/addons/grants";
import { createUserByAdmin } from "@/lib/admin-users/create-user";
import { createSession } from "@/lib/auth/sessions";
import { DRIVERS, sharedDemoDatabase } from "../support/db";

// /app/admin/users/{id}: an administrator opens a user, edits role, edition and licence, deactivates,
// locks, sends the reset e-mail, and reads the audit of every change.
const NOW = new Date("2026-12-06T15:00:00Z");
const BASE = "http://localhost:3000";

describe.each(DRIVERS)("the administrator's user page (%s)", (driver) => {
  let conn: TConnection;
  let admin: TUserRow;
  let counselor: TUserRow;
  const row = async (id: number) => (await conn.db.select().from(users).where(eq(users.id, id)))[0];
  const openSessions = async (userId: number) =>
    (
      await conn.db
        .select()
        .from(authSessions)
        .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)))
    ).length;
  const fail = async (p: Promise<unknown>) =>
    p.then(
      () => ({ status: 0, code: "none" }),
      (e: { status: number; code: string }) => e,
    );

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver, NOW);
    [admin] = await conn.db.select().from(users).where(eq(users.username, "admin"));
    [counselor] = await conn.db.select().from(users).where(eq(users.username, "counselor"));
  });
  afterAll(async () => conn?.close());

  it("an administrator opens a user: account, memberships, add-ons and audit; a counselor is refused", async () => {
    const data = await userForAdmin(conn.db, admin, counselor.id);
    expect(data.user).toMatchObject({ id: counselor.id, username: "counselor", state: "active" });
    expect(Object.keys(data.addons)).toContain("rampAddon");
    expect(await fail(userForAdmin(conn.db, counselor, admin.id))).toMatchObject({ status: 403 });
    expect(await fail(userForAdmin(conn.db, admin, 999_999))).toMatchObject({ status: 404 });
  });

  it("role, edition (3 included) and licence end change in one audited write that the page lists", async () => {
    const result = await changeUser(
      conn.db,
      admin,
      { op: "update", id: counselor.id, first_name: "Casey", last_name: "Morgan", role_id: 1, app_id: 3, expires: "2028-07-31", language: "it" },
      { now: NOW, baseUrl: BASE },
    );
    expect(result.op).toBe("update");
    expect(await row(counselor.id)).toMatchObject({ appId: 3, expires: "2028-07-31", language: "it" });
    const { audit } = await userForAdmin(conn.db, admin, counselor.id);
    const entry = audit.find((a) => a.action === "user.update");
    expect(entry?.actor).toBe("admin");
    expect(entry?.before).toMatchObject({ appId: counselor.appId, expires: counselor.expires });
    expect(entry?.after).toMatchObject({ appId: 3, expires: "2028-07-31" });
    expect(JSON.stringify(entry)).not.toMatch(/password_?hash|\$argon|\$2[ab]\$/i);
  });

  it("a wrong edition or date is a 422 naming the field and changes nothing", async () => {
    const before = await row(counselor.id);
    const issues = async (raw: Record<string, unknown>) => {
      const e = (await fail(
        changeUser(
          conn.db,
          admin,
          { op: "update", id: counselor.id, first_name: "Casey", last_name: "Morgan", role_id: 1, app_id: 2, expires: "2028-07-31", language: "en", ...raw },
          { now: NOW, baseUrl: BASE },
        ),
      )) as { issues?: { path: PropertyKey[] }[] };
      return (e.issues ?? []).map((i) => i.path.join("."));
    };
    expect(await issues({ app_id: 7 })).toEqual(["app_id"]);
    expect(await issues({ expires: "2028-02-30" })).toEqual(["expires"]);
    expect(await row(counselor.id)).toMatchObject({ appId: before.appId, expires: before.expires });
  });

  it("deactivating signs the user out everywhere, is audited, and can be undone; an admin cannot deactivate themself", async () => {
    await createSession(conn.db, { userId: counselor.id, kind: "api", ttlMs: 3_600_000, now: new Date() });
    expect(await openSessions(counselor.id)).toBeGreaterThan(0);
    await changeUser(conn.db, admin, { op: "active", id: counselor.id, active: false }, { now: NOW, baseUrl: BASE });
    expect((await row(counselor.id)).active).toBe(false);
    expect(await openSessions(counselor.id)).toBe(0);
    expect((await userForAdmin(conn.db, admin, counselor.id)).user.state).toBe("inactive");
    await changeUser(conn.db, admin, { op: "active", id: counselor.id, active: true }, { now: NOW, baseUrl: BASE });
    expect((await row(counselor.id)).active).toBe(true);
    expect(await fail(changeUser(conn.db, admin, { op: "active", id: admin.id, active: false }, { now: NOW, baseUrl: BASE }))).toMatchObject({ status: 409, code: "own_account" });
    const actions = (await userForAdmin(conn.db, admin, counselor.id)).audit.map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(["user.deactivate", "user.activate"]));
  });

  it("locking signs the user out and disables the password until a reset e-mail; the reset e-mail goes to the outbox", async () => {
    await createSession(conn.db, { userId: counselor.id, kind: "api", ttlMs: 3_600_000, now: new Date() });
    await changeUser(conn.db, admin, { op: "lock", id: counselor.id }, { now: NOW, baseUrl: BASE });
    expect((await row(counselor.id)).passwordHash).toBeNull();
    expect(await openSessions(counselor.id)).toBe(0);
    expect((await userForAdmin(conn.db, admin, counselor.id)).user.state).toBe("locked");
    expect(await fail(changeUser(conn.db, admin, { op: "lock", id: counselor.id }, { now: NOW, baseUrl: BASE }))).toMatchObject({ status: 409, code: "already_locked" });
    const before = (await conn.db.select().from(emailOutbox).where(eq(emailOutbox.to, counselor.email))).length;
    const sent = await changeUser(conn.db, admin, { op: "resetEmail", id: counselor.id }, { now: NOW, baseUrl: BASE });
    expect(sent.emailKind).toBe("reset");
    const mails = await conn.db.select().from(emailOutbox).where(eq(emailOutbox.to, counselor.email));
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)?.text).toContain(`${BASE}/forgot/`);
    expect((await userForAdmin(conn.db, admin, counselor.id)).audit.map((a) => a.action)).toEqual(expect.arrayContaining(["user.lock", "user.reset_email"]));
  });

  it("without APP_URL the reset e-mail is a clear 503 app_url_missing, not a 500, and nothing is sent", async () => {
    const before = (await conn.db.select().from(emailOutbox).where(eq(emailOutbox.to, counselor.email))).length;
    expect(await fail(changeUser(conn.db, admin, { op: "resetEmail", id: counselor.id }, { now: NOW, baseUrl: null }))).toMatchObject({ status: 503, code: "app_url_missing" });
    expect((await conn.db.select().from(emailOutbox).where(eq(emailOutbox.to, counselor.email))).length).toBe(before);
  });

  it("a user created with a school shows its membership, and an add-on granted shows with its audit", async () => {
    const [school] = await conn.db.select({ ncessch: schools.ncessch }).from(schools).where(isNotNull(schools.leaid)).limit(1);
    const created = await createUserByAdmin(conn.db, admin, { first_name: "Rita", last_name: "Lopez", email: "rita.lopez@example.org", NCESSCH: school.ncessch }, { now: NOW, origin: BASE });
    await grantAddon(conn.db, admin, { addon: "survey", userIds: [created.id], until: "2027-07-31", note: "pilot" }, NOW);
    const data = await userForAdmin(conn.db, admin, created.id);
    expect(data.memberships).toHaveLength(1);
    expect(data.memberships[0]).toMatchObject({ ncessch: school.ncessch, status: "active", source: "admin", decidedBy: "admin" });
    expect(data.addons.survey).toBe(true);
    expect(data.grants[0]).toMatchObject({ addon: "survey", until: "2027-07-31", note: "pilot" });
    expect(data.audit.map((a) => a.action)).toEqual(expect.arrayContaining(["create", "membership.grant", "grant_addon"]));
  });
});
