import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq, sql } from "drizzle-orm";
import type { TConnection, TDb } from "@/db/client";
import { auditLog, emailOutbox, memberships, users, type TUserRow } from "@/db/schema";
import { DEMO_DISTRICT_LEAID, DEMO_SCHOOL_NCESSCH } from "@/db/seed/data/schools";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as listRoute } from "@/app/api/v1/memberships/route";
import { POST as approveRoute } from "@/app/api/v1/memberships/[id]/approve/route";
import { teamMembers } from "@/lib/analysis/scope";
import { approveMembership } from "@/lib/memberships/approve-membership";
import { grantMembership } from "@/lib/memberships/grant-membership";
import { activeDistricts, activeSchools, activeState, openMembershipsOf } from "@/lib/memberships/queries";
import { refuseMembership } from "@/lib/memberships/refuse-membership";
import { requestMembership } from "@/lib/memberships/request-membership";
import { revokeMembership } from "@/lib/memberships/revoke-membership";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";
import { OTHER_LEAID, OTHER_SCHOOL, actorOf, seedOtherDistrict, userNamed } from "../support/other-district";

// Memberships are granted by someone entitled to (an administrator; a manager or director of that
// district for it), asked for from one's profile, and every change leaves an audit row.

const NOW = new Date();

describe.each(DRIVERS)("memberships: grant, request, approve, refuse, end (%s)", (driver) => {
  let conn: TConnection;
  let db: TDb;
  let other: { director: TUserRow; counselor: TUserRow };
  const audits = async (id: number) =>
    (
      await db
        .select({ action: auditLog.action, actorId: auditLog.actorId })
        .from(auditLog)
        .where(and(eq(auditLog.entity, "membership"), eq(auditLog.entityId, String(id))))
        .orderBy(auditLog.id)
    ).map((a) => a.action);
  const pendingOf = async (username: string) => (await openMembershipsOf(db, (await userNamed(db, username)).id)).find((m) => m.status === "pending");
  const lastMailTo = async (to: string) => (await db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.id)).limit(1))[0];

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver, NOW);
    db = conn.db;
    other = await seedOtherDistrict(db, NOW);
  });
  afterAll(async () => conn?.close());

  it("the demo accounts hold the memberships their setup implies, and one request waits", async () => {
    expect(await activeDistricts(db, (await userNamed(db, "manager")).id)).toEqual([DEMO_DISTRICT_LEAID]);
    expect(await activeDistricts(db, (await userNamed(db, "director")).id)).toEqual([DEMO_DISTRICT_LEAID]);
    expect(await activeSchools(db, (await userNamed(db, "secretary")).id)).toEqual([DEMO_SCHOOL_NCESSCH]);
    expect(await activeState(db, (await userNamed(db, "statemanager")).id)).toBe("WA");
    expect(await activeSchools(db, (await userNamed(db, "counselor")).id)).toEqual([DEMO_SCHOOL_NCESSCH]);
    expect((await pendingOf("newcounselor"))?.leaid).toBe(DEMO_DISTRICT_LEAID);
    expect(await activeDistricts(db, (await userNamed(db, "newcounselor")).id)).toEqual([]);
  });

  it("a pending request opens nothing; the district's director approves it, the requester is e-mailed and joins the team, with audit rows", async () => {
    const director = await userNamed(db, "director");
    expect((await teamMembers(db, director)).map((m) => m.username)).not.toContain("newcounselor");
    const request = (await pendingOf("newcounselor"))!;
    // Another district's director and a counselor may not decide it.
    await expect(approveMembership(db, actorOf(other.director), request.id, NOW)).rejects.toMatchObject({ status: 404 });
    await expect(approveMembership(db, actorOf(await userNamed(db, "counselor")), request.id, NOW)).rejects.toMatchObject({ status: 403 });
    const approved = await approveMembership(db, actorOf(director), request.id, NOW);
    expect(approved).toMatchObject({ status: "active", decidedBy: director.id });
    expect((await teamMembers(db, director)).map((m) => m.username)).toContain("newcounselor");
    expect(await audits(request.id)).toEqual(["membership.approve"]);
    expect((await lastMailTo("newcounselor@demo.scuta.app"))?.subject).toBe("Your request to join Dunlap Elementary School was approved");
    // Decided once: a second approval is a 409.
    await expect(approveMembership(db, actorOf(director), request.id, NOW)).rejects.toMatchObject({ status: 409 });
  });

  it("a manager refuses a request: the person keeps their own data, is e-mailed, and the refusal is audited", async () => {
    const manager = await userNamed(db, "manager");
    const [trial] = await db
      .insert(users)
      .values({
        username: "asker",
        email: "asker@example.org",
        firstName: "Ada",
        lastName: "Asker",
        roleId: 1,
        appId: 0,
        active: true,
        leaid: DEMO_DISTRICT_LEAID,
        ncessch: DEMO_SCHOOL_NCESSCH,
        expires: "2099-07-31",
        language: "it",
      })
      .returning();
    const asked = await requestMembership(db, actorOf(trial), { ncessch: DEMO_SCHOOL_NCESSCH }, NOW);
    expect(asked.status).toBe("pending");
    // Asking again changes nothing.
    expect((await requestMembership(db, actorOf(trial), { ncessch: DEMO_SCHOOL_NCESSCH }, NOW)).membership?.id).toBe(asked.membership?.id);
    const refused = await refuseMembership(db, actorOf(manager), asked.membership!.id, { note: "Not one of ours" }, NOW);
    expect(refused).toMatchObject({ status: "refused", note: "Not one of ours" });
    expect(await audits(refused.id)).toEqual(["membership.request", "membership.refuse"]);
    const mail = await lastMailTo("asker@example.org");
    expect(mail?.subject).toBe("La tua richiesta di entrare in Aki Kurose Middle School è stata respinta");
    expect(mail?.text).not.toContain("Not one of ours");
  });

  it("a director ends a member of their district (audited), never their own membership", async () => {
    const director = await userNamed(db, "director");
    const hs = await userNamed(db, "hscounselor");
    const [row] = await db
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, hs.id), eq(memberships.status, "active")));
    await expect(revokeMembership(db, actorOf(other.director), row.id, {}, NOW)).rejects.toMatchObject({ status: 404 });
    await revokeMembership(db, actorOf(director), row.id, {}, NOW);
    expect((await teamMembers(db, director)).map((m) => m.username)).not.toContain("hscounselor");
    expect(await audits(row.id)).toEqual(["membership.revoke"]);
    const [own] = await db
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, director.id), eq(memberships.status, "active")));
    await expect(revokeMembership(db, actorOf(director), own.id, {}, NOW)).rejects.toMatchObject({ status: 409, code: "own_membership" });
  });

  it("a manager grants their own district only, to someone who says they work there; the administrator grants any place", async () => {
    const manager = await userNamed(db, "manager");
    const admin = await userNamed(db, "admin");
    const hs = await userNamed(db, "hscounselor");
    const granted = await grantMembership(db, actorOf(manager), { user_id: hs.id, leaid: DEMO_DISTRICT_LEAID, ncessch: hs.ncessch as string }, NOW);
    expect(granted).toMatchObject({ status: "active", source: "district", decidedBy: manager.id });
    expect(await audits(granted.id)).toEqual(["membership.grant"]);
    await expect(grantMembership(db, actorOf(manager), { user_id: hs.id, leaid: DEMO_DISTRICT_LEAID, ncessch: hs.ncessch as string }, NOW)).rejects.toMatchObject({ status: 409 });
    // Another district's counselor cannot be pulled in, nor another district granted, nor a state.
    await expect(grantMembership(db, actorOf(manager), { user_id: other.counselor.id, leaid: DEMO_DISTRICT_LEAID }, NOW)).rejects.toMatchObject({ status: 403 });
    await expect(grantMembership(db, actorOf(manager), { user_id: hs.id, leaid: OTHER_LEAID }, NOW)).rejects.toMatchObject({ status: 403 });
    await expect(grantMembership(db, actorOf(manager), { user_id: hs.id, state: "WA" }, NOW)).rejects.toMatchObject({ status: 403 });
    await expect(grantMembership(db, actorOf(await userNamed(db, "counselor")), { user_id: hs.id, leaid: DEMO_DISTRICT_LEAID }, NOW)).rejects.toMatchObject({ status: 403 });
    const state = await grantMembership(db, actorOf(admin), { user_id: other.director.id, state: "WA" }, NOW);
    expect(state).toMatchObject({ source: "admin", state: "WA", leaid: null });
    // An administrator's grant adds a district beside the others.
    await grantMembership(db, actorOf(admin), { user_id: other.director.id, leaid: DEMO_DISTRICT_LEAID }, NOW);
    expect(await activeDistricts(db, other.director.id)).toEqual([OTHER_LEAID, DEMO_DISTRICT_LEAID].sort());
  });

  it("approving a move ends the person's other district membership: one district at a time", async () => {
    const counselor = await userNamed(db, "expiring");
    const asked = await requestMembership(db, actorOf(counselor), { ncessch: OTHER_SCHOOL.ncessch }, NOW);
    expect(asked.status).toBe("pending");
    expect(await activeDistricts(db, counselor.id)).toEqual([DEMO_DISTRICT_LEAID]);
    const fwdirector = await userNamed(db, "fwdirector");
    await approveMembership(db, actorOf(fwdirector), asked.membership!.id, NOW);
    expect(await activeDistricts(db, counselor.id)).toEqual([OTHER_LEAID]);
    const ended = await db
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, counselor.id), eq(memberships.leaid, DEMO_DISTRICT_LEAID)));
    expect(ended.map((m) => m.status)).toEqual(["revoked"]);
    expect(await audits(ended[0].id)).toEqual(["membership.end"]);
  });

  it("GET /api/v1/memberships lists a manager's district's requests; a counselor is refused; approve through the API", async () => {
    const [asker] = await db.insert(users).values({ username: "apiasker", email: "apiasker@example.org", roleId: 1, active: true, leaid: DEMO_DISTRICT_LEAID, expires: "2099-07-31" }).returning();
    const asked = await requestMembership(db, actorOf(asker), { leaid: DEMO_DISTRICT_LEAID }, NOW);
    const token = async (username: string) => (await call(loginRoute, { body: { username, password: "demo-pass-2026" } })).json.token as string;
    const managerToken = await token("manager");
    const list = await call(listRoute, { token: managerToken, path: "/api/v1/memberships?status=pending" });
    expect(list.status).toBe(200);
    expect((list.json.data as { id: number; email: string }[]).map((r) => r.email)).toContain("apiasker@example.org");
    expect((await call(listRoute, { token: await token("counselor"), path: "/api/v1/memberships?status=pending" })).status).toBe(403);
    const res = await call(approveRoute, { token: managerToken, method: "POST", path: `/api/v1/memberships/${asked.membership!.id}/approve`, params: { id: String(asked.membership!.id) } });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ status: "active" });
    // The manager who let them in has them in their team.
    expect((await teamMembers(db, await userNamed(db, "manager"))).map((m) => m.username)).toContain("apiasker");
  });
});

// The migration of existing accounts (db/migrations/0027): run its INSERTs on the demo accounts as
// they stood before memberships existed, and read what each one keeps.
describe.each(DRIVERS)("the migration rule for existing accounts (%s)", (driver) => {
  let conn: TConnection;
  let db: TDb;

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver, NOW);
    db = conn.db;
    // A trial sign-up who picked a school of the district, and nobody's team.
    await db
      .insert(users)
      .values({ username: "migtrial", email: "migtrial@example.org", roleId: 1, appId: 0, active: true, leaid: DEMO_DISTRICT_LEAID, ncessch: DEMO_SCHOOL_NCESSCH, expires: "2099-07-31" });
    await db.delete(memberships);
    const file = readFileSync(path.join(process.cwd(), "db/migrations/0027_memberships_privacy.sql"), "utf8");
    const inserts = file
      .split("--> statement-breakpoint")
      .map((s) => s.trim().replace(/^(--[^\n]*\n)+/, ""))
      .filter((s) => s.startsWith('INSERT INTO "memberships"'));
    expect(inserts).toHaveLength(5);
    for (const statement of inserts) await db.execute(sql.raw(statement));
  });
  afterAll(async () => conn?.close());

  const rowsOf = async (username: string) =>
    (
      await db
        .select({ state: memberships.state, leaid: memberships.leaid, ncessch: memberships.ncessch, status: memberships.status, source: memberships.source })
        .from(memberships)
        .where(eq(memberships.userId, (await userNamed(db, username)).id))
    ).map((r) => ({ ...r }));

  it("managers and directors keep their district, secretaries their school, state managers their state", async () => {
    expect(await rowsOf("manager")).toEqual([{ state: null, leaid: DEMO_DISTRICT_LEAID, ncessch: null, status: "active", source: "migration" }]);
    expect(await rowsOf("director")).toEqual([{ state: null, leaid: DEMO_DISTRICT_LEAID, ncessch: null, status: "active", source: "migration" }]);
    expect(await rowsOf("secretary")).toEqual([{ state: null, leaid: DEMO_DISTRICT_LEAID, ncessch: DEMO_SCHOOL_NCESSCH, status: "active", source: "migration" }]);
    expect(await rowsOf("statemanager")).toEqual([{ state: "WA", leaid: null, ncessch: null, status: "active", source: "migration" }]);
  });

  it("counselors in a district manager's or director's team keep that district and their school in it", async () => {
    for (const username of ["counselor", "expiring", "renewer", "hscounselor"]) {
      const [row] = await rowsOf(username);
      expect(row, username).toMatchObject({ leaid: DEMO_DISTRICT_LEAID, status: "active", source: "migration" });
    }
  });

  it("everyone else who named a school keeps only a request; the administrator gets nothing", async () => {
    expect(await rowsOf("migtrial")).toEqual([{ state: null, leaid: DEMO_DISTRICT_LEAID, ncessch: DEMO_SCHOOL_NCESSCH, status: "pending", source: "request" }]);
    expect(await rowsOf("quoteuser")).toEqual([{ state: null, leaid: DEMO_DISTRICT_LEAID, ncessch: DEMO_SCHOOL_NCESSCH, status: "pending", source: "request" }]);
    expect(await rowsOf("admin")).toEqual([]);
  });
});
