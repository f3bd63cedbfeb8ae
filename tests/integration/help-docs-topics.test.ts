import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { auditLog, documentationTopics } from "@/db/schema";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as searchRoute, POST as createRoute } from "@/app/api/v1/documentationTopic/route";
import { DELETE as deleteRoute, GET as oneRoute, PUT as updateRoute } from "@/app/api/v1/documentationTopic/[id]/route";
import { GET as categoriesRoute, POST as createCategoryRoute } from "@/app/api/v1/documentationCategory/route";
import { DELETE as deleteCategoryRoute, PUT as updateCategoryRoute } from "@/app/api/v1/documentationCategory/[id]/route";
import { mayOpenPath } from "@/lib/auth/areas";
import { ROLE } from "@/lib/auth/roles";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

describe.each(DRIVERS)("documentation topics (%s)", (driver) => {
  let conn: TConnection;
  const tokens: Record<string, string> = {};
  const tokenOf = async (username: string) => {
    tokens[username] ??= (await call(loginRoute, { body: { username, password: "demo-pass-2026" } })).json.token as string;
    return tokens[username];
  };
  const ids = { cat: 0, sub: 0, subsub: 0, otherSub: 0, topic: 0 };

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
  });
  afterAll(async () => conn.close());

  it("every working role reads the help pages; role 6 and the others do not; only the admin edits", () => {
    for (const role of [ROLE.user, ROLE.manager, ROLE.admin, ROLE.secretary, ROLE.director, ROLE.stateManager]) {
      expect(mayOpenPath(role, "/app/documentations"), String(role)).toBe(true);
      expect(mayOpenPath(role, "/app/findDocumentationTopic"), String(role)).toBe(true);
    }
    expect(mayOpenPath(ROLE.quoteUser, "/app/documentations")).toBe(false);
    expect(mayOpenPath(ROLE.quoteUser, "/app/findDocumentationTopic")).toBe(false);
    expect(mayOpenPath(ROLE.admin, "/app/documentationTopic/new")).toBe(true);
    for (const role of [ROLE.user, ROLE.manager, ROLE.director]) {
      expect(mayOpenPath(role, "/app/documentationTopics")).toBe(false);
      expect(mayOpenPath(role, "/app/documentationTopic/edit/1")).toBe(false);
    }
  });

  it("the starter set is seeded: three top-level categories, sub levels, topics readable by a counselor", async () => {
    const res = await call(categoriesRoute, { token: await tokenOf("counselor") });
    expect(res.status).toBe(200);
    const cats = res.json.data as { level: number; nameEn: string }[];
    expect(cats.filter((c) => c.level === 1).length).toBeGreaterThanOrEqual(3);
    expect(cats.some((c) => c.level === 3)).toBe(true);
    const search = await call(searchRoute, { token: await tokenOf("counselor"), path: "/api/v1/documentationTopic?q=smart" });
    expect(search.status).toBe(200);
    expect((search.json.data as { title: string }[]).map((t) => t.title)).toContain("Writing a SMART goal");
  });

  it("the admin builds a three-level category path; a fourth level is refused; counselor, manager and visitor cannot write", async () => {
    const admin = await tokenOf("admin");
    const cat = await call(createCategoryRoute, { token: admin, body: { nameEn: "Students", nameIt: "Studenti", nameDe: "Schüler" } });
    expect(cat.status).toBe(200);
    ids.cat = (cat.json.data as { id: number; level: number }).id;
    expect((cat.json.data as { level: number }).level).toBe(1);
    const sub = await call(createCategoryRoute, { token: admin, body: { parentId: ids.cat, nameEn: "Rosters" } });
    ids.sub = (sub.json.data as { id: number }).id;
    expect((sub.json.data as { level: number }).level).toBe(2);
    const subsub = await call(createCategoryRoute, { token: admin, body: { parentId: ids.sub, nameEn: "CSV columns" } });
    ids.subsub = (subsub.json.data as { id: number }).id;
    expect((subsub.json.data as { level: number }).level).toBe(3);
    const fourth = await call(createCategoryRoute, { token: admin, body: { parentId: ids.subsub, nameEn: "Too deep" } });
    expect(fourth.status).toBe(422);
    expect(fourth.json.error?.[0]).toMatchObject({ code: "doc_parent_too_deep", field: "parentId" });
    const other = await call(createCategoryRoute, { token: admin, body: { parentId: 1, nameEn: "Elsewhere" } });
    ids.otherSub = (other.json.data as { id: number }).id;
    for (const user of ["counselor", "manager"]) {
      expect((await call(createCategoryRoute, { token: await tokenOf(user), body: { nameEn: "Nope" } })).status, user).toBe(403);
      expect((await call(createRoute, { token: await tokenOf(user), body: { categoryId: ids.cat, titleEn: "X", bodyEn: "<p>x</p>" } })).status, user).toBe(403);
    }
    expect((await call(createCategoryRoute, { body: { nameEn: "Nope" } })).status).toBe(401);
    expect((await call(createRoute, { body: { categoryId: ids.cat, titleEn: "X", bodyEn: "<p>x</p>" } })).status).toBe(401);
  });

  it("POST /api/v1/documentationTopic: sub levels must descend from the category (checked on the server); bad input is 422, never 500", async () => {
    const admin = await tokenOf("admin");
    const base = { categoryId: ids.cat, titleEn: "Importing a roster", bodyEn: "<p>Upload</p>" };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ subCategoryId: ids.otherSub }, "subCategoryId", "doc_sub_not_under_category"],
      [{ subSubCategoryId: ids.subsub }, "subCategoryId", "doc_sub_required"],
      [{ subCategoryId: ids.sub, subSubCategoryId: 4 }, "subSubCategoryId", "doc_subsub_not_under_sub"],
      [{ categoryId: ids.sub }, "categoryId", "doc_category_unknown"],
      [{ categoryId: 999999 }, "categoryId", "doc_category_unknown"],
    ];
    for (const [extra, field, code] of cases) {
      const res = await call(createRoute, { token: admin, body: { ...base, ...extra } });
      expect(res.status, JSON.stringify(extra)).toBe(422);
      expect(res.json.error?.[0], JSON.stringify(extra)).toMatchObject({ field, code });
    }
    for (const [body, field] of [
      [{ ...base, titleEn: "" }, "titleEn"],
      [{ ...base, bodyEn: "<p></p>" }, "bodyEn"],
      [{ ...base, titleEn: "a\u0007b" }, "titleEn"],
      [{ ...base, categoryId: "x" }, "categoryId"],
      [{ ...base, titleIt: "x".repeat(201) }, "titleIt"],
    ] as [Record<string, unknown>, string][]) {
      const res = await call(createRoute, { token: admin, body });
      expect(res.status, field).toBe(422);
      expect(
        res.json.error?.map((e) => e.field),
        field,
      ).toContain(field);
    }
    expect((await call(createRoute, { token: admin, body: "[1,2" })).status).toBe(400);
  });

  it("creates a topic under the three levels: the body's script is stripped; audited; the counselor finds and reads it in their language", async () => {
    const admin = await tokenOf("admin");
    const res = await call(createRoute, {
      token: admin,
      body: {
        categoryId: ids.cat,
        subCategoryId: ids.sub,
        subSubCategoryId: ids.subsub,
        titleEn: "Roster columns explained",
        titleIt: "Le colonne del roster",
        bodyEn: '<p>Use the <strong>gender</strong> column.<script>alert(1)</script><img src=x onerror="alert(2)"></p><p><a href="javascript:alert(3)">bad</a></p>',
        bodyIt: "<p>Usa la colonna <em>gender</em>.</p>",
      },
    });
    expect(res.status).toBe(200);
    const row = res.json.data as { id: number; bodyEn: string; subSubCategoryId: number };
    ids.topic = row.id;
    expect(row.subSubCategoryId).toBe(ids.subsub);
    expect(row.bodyEn).not.toMatch(/script|onerror|javascript|<img/i);
    expect(row.bodyEn).toContain("<strong>gender</strong>");
    const [audit] = await conn.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "documentation_topic"), eq(auditLog.entityId, String(row.id))));
    expect(audit).toMatchObject({ action: "create", actorId: expect.any(Number) });

    const counselor = await tokenOf("counselor");
    const found = await call(searchRoute, { token: counselor, path: `/api/v1/documentationTopic?q=roster%20colu&category=${ids.cat}&sub=${ids.sub}&subsub=${ids.subsub}` });
    expect((found.json.data as { id: number }[]).map((t) => t.id)).toEqual([row.id]);
    const none = await call(searchRoute, { token: counselor, path: `/api/v1/documentationTopic?q=roster&sub=${ids.otherSub}` });
    expect(none.json.data).toEqual([]);
    const it = await call(oneRoute, { token: counselor, params: { id: String(row.id) }, path: `/api/v1/documentationTopic/${row.id}?lang=it` });
    expect(it.json.data).toMatchObject({ title: "Le colonne del roster", language: "it" });
    expect(it.json.data).not.toHaveProperty("all");
    const de = await call(oneRoute, { token: counselor, params: { id: String(row.id) }, path: `/api/v1/documentationTopic/${row.id}?lang=de` });
    expect(de.json.data).toMatchObject({ title: "Roster columns explained", language: "en" });
    // Role 6 reads no help page.
    expect((await call(searchRoute, { token: await tokenOf("quoteuser") })).status).toBe(403);
  });

  it("an unpublished topic is hidden from readers (404) but listed for the admin; PUT saves; DELETE removes, audited", async () => {
    const admin = await tokenOf("admin");
    const counselor = await tokenOf("counselor");
    const put = await call(updateRoute, {
      token: admin,
      method: "PUT",
      params: { id: String(ids.topic) },
      body: { categoryId: ids.cat, subCategoryId: ids.sub, subSubCategoryId: ids.subsub, titleEn: "Roster columns", bodyEn: "<p>Draft</p>", published: false },
    });
    expect(put.status).toBe(200);
    expect((await call(oneRoute, { token: counselor, params: { id: String(ids.topic) } })).status).toBe(404);
    expect((await call(oneRoute, { token: admin, params: { id: String(ids.topic) } })).status).toBe(200);
    expect((await call(updateRoute, { token: counselor, method: "PUT", params: { id: String(ids.topic) }, body: { categoryId: ids.cat, titleEn: "x", bodyEn: "<p>x</p>" } })).status).toBe(403);
    expect((await call(updateRoute, { token: admin, method: "PUT", params: { id: "999999" }, body: { categoryId: ids.cat, titleEn: "x", bodyEn: "<p>x</p>" } })).status).toBe(404);
    expect((await call(oneRoute, { token: admin, params: { id: "abc" } })).status).toBe(422);
    // A category with a topic is not deleted.
    const busy = await call(deleteCategoryRoute, { token: admin, method: "DELETE", params: { id: String(ids.subsub) } });
    expect(busy.status).toBe(409);
    expect((await call(deleteRoute, { token: counselor, method: "DELETE", params: { id: String(ids.topic) } })).status).toBe(403);
    expect((await call(deleteRoute, { token: admin, method: "DELETE", params: { id: String(ids.topic) } })).status).toBe(200);
    expect(await conn.db.select().from(documentationTopics).where(eq(documentationTopics.id, ids.topic))).toEqual([]);
    expect((await call(deleteRoute, { token: admin, method: "DELETE", params: { id: String(ids.topic) } })).status).toBe(404);
    const renamed = await call(updateCategoryRoute, { token: admin, method: "PUT", params: { id: String(ids.subsub) }, body: { parentId: ids.sub, nameEn: "CSV file columns" } });
    expect(renamed.status).toBe(200);
    const moved = await call(updateCategoryRoute, { token: admin, method: "PUT", params: { id: String(ids.subsub) }, body: { parentId: ids.cat, nameEn: "Moved" } });
    expect(moved.status).toBe(422);
    expect((await call(deleteCategoryRoute, { token: admin, method: "DELETE", params: { id: String(ids.subsub) } })).status).toBe(200);
    const [audit] = await conn.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "documentation_category"), eq(auditLog.entityId, String(ids.subsub)), eq(auditLog.action, "delete")));
    expect(audit).toBeTruthy();
  });
});
