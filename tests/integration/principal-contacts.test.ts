import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq, like } from "drizzle-orm";
import type { TConnection, TDb } from "@/db/client";
import { auditLog, emailOutbox, principalContacts, users, type TUserRow } from "@/db/schema";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { POST as emailRoute } from "@/app/api/v1/report/principal/email/route";
import { GET as listRoute, POST as nameRoute } from "@/app/api/v1/principalContacts/route";
import { DELETE as removeRoute } from "@/app/api/v1/principalContacts/[id]/route";
import { POST as resendRoute } from "@/app/api/v1/principalContacts/[id]/resend/route";
import { POST as confirmRoute } from "@/app/api/v1/principalContacts/confirm/route";
import { contactByToken } from "@/lib/principal-contacts/queries";
import { PRINCIPAL_CONTACT_LIMITS } from "@/lib/principal-contacts/rules";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { grantForTest } from "../support/memberships";
import { call } from "../support/api";

// The principal on file: a counselor of a school names its principal; the address gets a single-use
// link and receives the principal report only once its owner confirmed through it. Someone without
// an active membership of the school can neither name nor remove; removal stops delivery.

const SCHOOL = "530771001249"; // Aki Kurose Middle School, district 5307710 (the demo district)
const OTHER_SCHOOL = "530282000435"; // Federal Way High School, district 5302820

describe.each(DRIVERS)("the principal on file (%s)", (driver) => {
  let conn: TConnection;
  let db: TDb;
  let pat: TUserRow;
  const tokens: Record<string, string> = {};
  const tokenOf = async (username: string) => (tokens[username] ??= (await call(loginRoute, { body: { username, password: "demo-pass-2026" } })).json.token as string);
  /** The newest confirmation link e-mailed to `to`: its token. */
  const linkTo = async (to: string) => {
    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, "principal_contact_confirm")))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    const m = /\/confirmPrincipal\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "");
    expect(m, `a confirmation link e-mailed to ${to}`).not.toBeNull();
    return m![1];
  };
  const name = async (token: string, body: Record<string, string>) => call(nameRoute, { token, path: "/api/v1/principalContacts", body });
  const sendReport = async (token: string, to: string) => call(emailRoute, { token, path: "/api/v1/report/principal/email", body: { to } });

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    db = conn.db;
    const [counselor] = await db.select().from(users).where(eq(users.username, "counselor"));
    const values = (username: string, email: string) => ({
      username,
      email,
      passwordHash: counselor.passwordHash,
      roleId: 1,
      active: true,
      expires: "2030-07-31",
      firstName: username === "pc_pat" ? "Pat" : "Olive",
      lastName: username === "pc_pat" ? "Rivera" : "Other",
      language: "en",
    });
    [pat] = await db.insert(users).values(values("pc_pat", "pat@pc-school.org")).returning();
    const [olive] = await db.insert(users).values(values("pc_olive", "olive@pc-elsewhere.org")).returning();
    await grantForTest(db, pat.id, 1, { leaid: "5307710", ncessch: SCHOOL });
    await grantForTest(db, olive.id, 1, { leaid: "5302820", ncessch: OTHER_SCHOOL });
  });
  afterAll(async () => conn?.close());

  it("naming → pending, which cannot receive the report; confirming with the link → it can; the link works once", async () => {
    const pt = await tokenOf("pc_pat");
    const named = await name(pt, { ncessch: SCHOOL, name: "Dr. Lee Head", email: "Head@PC-School.org" });
    expect(named.status).toBe(201);
    expect(named.json.data).toMatchObject({ status: "pending", email: "head@pc-school.org", ncessch: SCHOOL });
    // Pending: the report does not go there (a clear 422 on "to"), and nothing is sent.
    const refused = await sendReport(pt, "head@pc-school.org");
    expect(refused.status).toBe(422);
    expect(refused.json.error?.[0]).toMatchObject({ code: "principal_address", field: "to" });
    expect(
      await db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to, "head@pc-school.org"), eq(emailOutbox.kind, "principal_report"))),
    ).toHaveLength(0);
    // The sender's own address always may.
    expect((await sendReport(pt, "pat@pc-school.org")).status).toBe(200);

    // The link's page shows the school and who named them; opening it changes nothing.
    const token = await linkTo("head@pc-school.org");
    expect(await contactByToken(db, token, new Date())).toMatchObject({ state: "valid", schoolName: "Aki Kurose Middle School", namedBy: "Pat Rivera", principalName: "Dr. Lee Head" });
    const [stored] = await db.select().from(principalContacts).where(eq(principalContacts.email, "head@pc-school.org"));
    expect(stored.status).toBe("pending");
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.tokenHash).not.toBe(token);

    const confirmed = await call(confirmRoute, { path: "/api/v1/principalContacts/confirm", body: { token, decision: "confirm" } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.data).toMatchObject({ status: "confirmed", schoolName: "Aki Kurose Middle School" });
    const sent = await sendReport(pt, "head@pc-school.org");
    expect(sent.json.error ?? []).toEqual([]);
    expect(sent.status).toBe(200);
    expect(
      await db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to, "head@pc-school.org"), eq(emailOutbox.kind, "principal_report"))),
    ).toHaveLength(1);

    // Used once: the same link is refused, and its page opens nothing.
    const again = await call(confirmRoute, { path: "/api/v1/principalContacts/confirm", body: { token, decision: "decline" } });
    expect(again.status).toBe(404);
    expect(again.json.error?.[0]?.code).toBe("link_invalid");
    expect((await contactByToken(db, token, new Date())).state).toBe("invalid");
    // Each change is in the audit log, without the token.
    const trail = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "principal_contact"), eq(auditLog.entityId, String(stored.id))));
    expect(trail.map((a) => a.action).sort()).toEqual(["principalContact.confirm", "principalContact.name"]);
    expect(JSON.stringify(trail)).not.toContain(stored.tokenHash!);
  });

  it("an expired link is refused (410) and the principal stays pending", async () => {
    const pt = await tokenOf("pc_pat");
    expect((await name(pt, { ncessch: SCHOOL, name: "Late Principal", email: "late@pc-school.org" })).status).toBe(201);
    const token = await linkTo("late@pc-school.org");
    await db
      .update(principalContacts)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(principalContacts.email, "late@pc-school.org"));
    expect((await contactByToken(db, token, new Date())).state).toBe("expired");
    const res = await call(confirmRoute, { path: "/api/v1/principalContacts/confirm", body: { token, decision: "confirm" } });
    expect(res.status).toBe(410);
    expect(res.json.error?.[0]?.code).toBe("link_expired");
    const [row] = await db.select().from(principalContacts).where(eq(principalContacts.email, "late@pc-school.org"));
    expect(row.status).toBe("pending");
    expect((await sendReport(pt, "late@pc-school.org")).status).toBe(422);
  });

  it("sending again gives a new link (the old one stops working); the confirmation e-mails to one address are bounded (429)", async () => {
    const pt = await tokenOf("pc_pat");
    const named = await name(pt, { ncessch: SCHOOL, name: "Resent Principal", email: "resent@pc-school.org" });
    const id = String((named.json.data as { id: number }).id);
    const first = await linkTo("resent@pc-school.org");
    const resent = await call(resendRoute, { method: "POST", token: pt, path: `/api/v1/principalContacts/${id}/resend`, params: { id } });
    expect(resent.status).toBe(200);
    const second = await linkTo("resent@pc-school.org");
    expect(second).not.toBe(first);
    expect((await contactByToken(db, first, new Date())).state).toBe("invalid");
    expect((await contactByToken(db, second, new Date())).state).toBe("valid");
    // Three a day to one address (the first request included): the fourth is refused before anything is sent.
    expect((await call(resendRoute, { method: "POST", token: pt, path: `/api/v1/principalContacts/${id}/resend`, params: { id } })).status).toBe(200);
    const before = await db.select().from(emailOutbox).where(eq(emailOutbox.to, "resent@pc-school.org"));
    expect(before).toHaveLength(PRINCIPAL_CONTACT_LIMITS.perAddress.max);
    const limited = await call(resendRoute, { method: "POST", token: pt, path: `/api/v1/principalContacts/${id}/resend`, params: { id } });
    expect(limited.status).toBe(429);
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.to, "resent@pc-school.org"))).toHaveLength(before.length);
  });

  it("a school keeps at most 3 principals on file; a member removes one; declining removes the address: it receives no report", async () => {
    const pt = await tokenOf("pc_pat");
    // Head (confirmed), Late and Resent (pending): the school's file is full.
    const full = await name(pt, { ncessch: SCHOOL, name: "Not Me", email: "notme@pc-school.org" });
    expect(full.status).toBe(409);
    expect(full.json.error?.[0]?.code).toBe("principal_limit");
    const [resent] = await db.select().from(principalContacts).where(eq(principalContacts.email, "resent@pc-school.org"));
    const id = String(resent.id);
    expect((await call(removeRoute, { method: "DELETE", token: pt, path: `/api/v1/principalContacts/${id}`, params: { id } })).status).toBe(200);
    expect((await name(pt, { ncessch: SCHOOL, name: "Not Me", email: "notme@pc-school.org" })).status).toBe(201);
    const token = await linkTo("notme@pc-school.org");
    const res = await call(confirmRoute, { path: "/api/v1/principalContacts/confirm", body: { token, decision: "decline" } });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ status: "removed" });
    expect((await sendReport(pt, "notme@pc-school.org")).status).toBe(422);
  });

  it("someone without a membership of the school cannot name its principal or remove one (403), nor see them", async () => {
    const ot = await tokenOf("pc_olive");
    const named = await name(ot, { ncessch: SCHOOL, name: "Sneaky", email: "sneaky@pc-elsewhere.org" });
    expect(named.status).toBe(403);
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.to, "sneaky@pc-elsewhere.org"))).toHaveLength(0);
    const [head] = await db.select().from(principalContacts).where(eq(principalContacts.email, "head@pc-school.org"));
    const id = String(head.id);
    expect((await call(removeRoute, { method: "DELETE", token: ot, path: `/api/v1/principalContacts/${id}`, params: { id } })).status).toBe(403);
    expect((await call(resendRoute, { method: "POST", token: ot, path: `/api/v1/principalContacts/${id}/resend`, params: { id } })).status).toBe(403);
    const list = await call(listRoute, { token: ot, path: "/api/v1/principalContacts" });
    expect(list.status).toBe(200);
    expect((list.json.data as { ncessch: string }[]).some((c) => c.ncessch === SCHOOL)).toBe(false);
    // A secretary holds no principalContact action at all.
    expect((await call(listRoute, { token: await tokenOf("secretary"), path: "/api/v1/principalContacts" })).status).toBe(403);
  });

  it("the district's manager sees and removes the school's principal; removal stops delivery", async () => {
    const mt = await tokenOf("manager");
    const list = await call(listRoute, { token: mt, path: `/api/v1/principalContacts?ncessch=${SCHOOL}` });
    const head = (list.json.data as { id: number; email: string; status: string }[]).find((c) => c.email === "head@pc-school.org");
    expect(head).toMatchObject({ status: "confirmed" });
    const id = String(head!.id);
    const removed = await call(removeRoute, { method: "DELETE", token: mt, path: `/api/v1/principalContacts/${id}`, params: { id } });
    expect(removed.status).toBe(200);
    const [row] = await db.select().from(principalContacts).where(eq(principalContacts.id, head!.id));
    expect(row).toMatchObject({ status: "removed" });
    expect(row.removedBy).not.toBeNull();
    expect(row.removedAt).not.toBeNull();
    const res = await sendReport(await tokenOf("pc_pat"), "head@pc-school.org");
    expect(res.status).toBe(422);
    expect((await call(removeRoute, { method: "DELETE", token: mt, path: `/api/v1/principalContacts/${id}`, params: { id } })).status).toBe(409);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "principal_contact"), like(auditLog.action, "principalContact.remove")));
    expect(audit.some((a) => a.entityId === id)).toBe(true);
  });

  it("inputs are checked: control characters, a bad address, a school not one's own, the same address twice", async () => {
    const pt = await tokenOf("pc_pat");
    expect((await name(pt, { ncessch: SCHOOL, name: "Bad\u0007Name", email: "bad@pc-school.org" })).status).toBe(422);
    expect((await name(pt, { ncessch: SCHOOL, name: "Bad Address", email: "not-an-address" })).status).toBe(422);
    expect((await name(pt, { ncessch: "12", name: "X", email: "x@pc-school.org" })).status).toBe(422);
    expect((await name(pt, { ncessch: OTHER_SCHOOL, name: "X", email: "x@pc-school.org" })).status).toBe(403);
    const dup = await name(pt, { ncessch: SCHOOL, name: "Late Again", email: "LATE@pc-school.org" });
    expect(dup.status).toBe(409);
    expect((await call(confirmRoute, { path: "/api/v1/principalContacts/confirm", body: { token: "x", decision: "confirm" } })).status).toBe(422);
  });
});
