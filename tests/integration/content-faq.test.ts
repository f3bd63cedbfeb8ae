import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { setSharedConnection, type TConnection } from "@/db/client";
import { auditLog, faqs, users } from "@/db/schema";
import { GET as getFaqRoute, PUT as putFaqRoute } from "@/app/api/v1/faq/[id]/route";
import { POST as postFaqRoute } from "@/app/api/v1/faq/route";
import { createSession } from "@/lib/auth/sessions";
import { ROLE } from "@/lib/auth/roles";
import { listPublicFaq } from "@/lib/content/faq-queries";
import { DRIVERS, freshDatabase } from "../support/db";
import { call } from "../support/api";

const ENTRY = { locale: "en", groupKey: "billing", groupTitle: "Billing", question: "Can I pay by purchase order?", answer: "Yes.\n\nChoose 'Purchase order' at checkout.", position: 500 };

// The FAQ records (POST /api/v1/faq, GET/PUT /api/v1/faq/{id}, /app/faq/create,
// /app/faq/question/{id}) and the public /questions page reading the same records; the former
// static copy (pages.faq) is migrated into seed rows per language.
describe.each(DRIVERS)("FAQ records (%s)", (driver) => {
  let conn: TConnection;
  let adminToken: string;
  let counselorToken: string;
  let adminId: number;

  beforeAll(async () => {
    conn = await freshDatabase(driver);
    setSharedConnection(conn);
    const mk = async (username: string, roleId: number) => {
      const [u] = await conn.db
        .insert(users)
        .values({ username, email: `${username}@example.org`, roleId, firstName: "F", lastName: "Aq", expires: "2030-01-01", active: true })
        .returning();
      return u;
    };
    const admin = await mk("faqadmin", ROLE.admin);
    adminId = admin.id;
    const counselor = await mk("faqcounselor", ROLE.user);
    adminToken = (await createSession(conn.db, { userId: admin.id, kind: "api", ttlMs: 3_600_000, now: new Date() })).token;
    counselorToken = (await createSession(conn.db, { userId: counselor.id, kind: "api", ttlMs: 3_600_000, now: new Date() })).token;
  });
  afterAll(async () => conn?.close());

  it("the former static FAQ is seeded per language, and the public page reads it grouped, with paragraphs", async () => {
    for (const locale of ["en", "it", "de"]) {
      expect((await conn.db.select().from(faqs).where(eq(faqs.locale, locale))).length).toBe(15);
    }
    const en = await listPublicFaq(conn.db, "en");
    expect(en[0]).toMatchObject({ key: "time", title: "Use of time and the ASCA model" });
    const target = en.flatMap((g) => g.items).find((i) => i.question === "What is the 80/20 target?");
    expect(target?.answer).toHaveLength(2);
    expect(target?.answer[0]).toContain("at least 80% of their time");
    const de = await listPublicFaq(conn.db, "de");
    expect(de.flatMap((g) => g.items)).toHaveLength(15);
    expect(de[0].title).not.toBe(en[0].title);
  });

  it("the public FAQ has at least 12 questions, each with an answer, in every language", async () => {
    for (const locale of ["en", "it", "de"]) {
      const items = (await listPublicFaq(conn.db, locale)).flatMap((g) => g.items);
      expect(items.length, locale).toBeGreaterThanOrEqual(12);
      for (const i of items) {
        expect(i.question.trim(), locale).not.toBe("");
        expect(i.answer.join("").trim(), i.question).not.toBe("");
      }
    }
  });

  it("POST /api/v1/faq is for administrators: 401 without a token, 403 for a counselor, and nothing is written", async () => {
    expect((await call(postFaqRoute, { body: ENTRY })).status).toBe(401);
    const refused = await call(postFaqRoute, { token: counselorToken, body: ENTRY });
    expect(refused.status).toBe(403);
    expect((await call(getFaqRoute, { token: counselorToken, params: { id: "1" } })).status).toBe(403);
    expect(await conn.db.select().from(faqs).where(eq(faqs.question, ENTRY.question))).toHaveLength(0);
  });

  it("refuses a user's mistakes with 422 naming the field, never 500", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ locale: "fr" }, "locale"],
      [{ groupKey: "has space" }, "groupKey"],
      [{ question: "" }, "question"],
      [{ answer: "" }, "answer"],
      [{ position: -1 }, "position"],
    ];
    for (const [change, field] of cases) {
      const res = await call(postFaqRoute, { token: adminToken, body: { ...ENTRY, ...change } });
      expect(res.status, JSON.stringify(change)).toBe(422);
      expect(res.json.error?.map((e) => e.field)).toContain(field);
    }
    expect((await call(getFaqRoute, { token: adminToken, params: { id: "999999" } })).status).toBe(404);
    expect((await call(putFaqRoute, { token: adminToken, method: "PUT", params: { id: "999999" }, body: ENTRY })).status).toBe(404);
  });

  it("an administrator creates, reads and updates an entry; each write is audited and the public page follows", async () => {
    const created = await call(postFaqRoute, { token: adminToken, body: ENTRY });
    expect(created.status).toBe(200);
    const id = (created.json.data as { id: number }).id;
    const read = await call(getFaqRoute, { token: adminToken, params: { id: String(id) } });
    expect(read.json.data).toMatchObject({ ...ENTRY, published: true, createdBy: adminId });
    expect((await listPublicFaq(conn.db, "en")).find((g) => g.key === "billing")?.items[0].answer).toEqual(["Yes.", "Choose 'Purchase order' at checkout."]);

    const updated = await call(putFaqRoute, { token: adminToken, method: "PUT", params: { id: String(id) }, body: { ...ENTRY, question: "Can a district pay by purchase order?", published: false } });
    expect(updated.status).toBe(200);
    expect(updated.json.data).toMatchObject({ id, question: "Can a district pay by purchase order?", published: false });
    // Hidden entries leave the public page.
    expect((await listPublicFaq(conn.db, "en")).find((g) => g.key === "billing")).toBeUndefined();

    const trail = await conn.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "faq"), eq(auditLog.entityId, String(id))));
    expect(trail.map((a) => a.action).sort()).toEqual(["faq.create", "faq.update"]);
    const update = trail.find((a) => a.action === "faq.update")!;
    expect(update.before).toMatchObject({ question: ENTRY.question, published: true });
    expect(update.after).toMatchObject({ question: "Can a district pay by purchase order?", published: false });
  });
});
