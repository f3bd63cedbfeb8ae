import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, ne } from "drizzle-orm";
import { NextRequest } from "next/server";
import { extractText } from "unpdf";
import type { TConnection } from "@/db/client";
import { categoryColors, events, schoolDistricts, schools, useOfTimeCategories, users, type TUserRow } from "@/db/schema";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as analysisPdfRoute } from "@/app/api/v1/analysis/pdf/route";
import { GET as categoryRoute } from "@/app/api/v1/category/route";
import { GET as subcategoryRoute } from "@/app/api/v1/subcategory/route";
import { analysisFor, teamAnalysisFor } from "@/lib/analysis/queries";
import type { TActor } from "@/lib/auth/current-user";
import { listEvents } from "@/lib/calendar/queries";
import { assertUsableCategory, EVENT_CATEGORY_COLOR, groupCategories, listCategoriesFor, listCategoriesToManage } from "@/lib/categories/queries";
import { resetCategoryColor } from "@/lib/categories/reset-category-color";
import { saveSubcategory } from "@/lib/categories/save-subcategory";
import { setCategoryColor } from "@/lib/categories/set-category-color";
import type { TCategoryJson } from "@/lib/categories/schemas";
import { actionError } from "@/lib/http/action";
import { exportLogsCsv } from "@/lib/logs/export-csv";
import { listLogs } from "@/lib/logs/queries";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";
import { grantForTest } from "../support/memberships";

// Use-of-time categories: the ASCA categories of the district's edition,
// sub-categories a manager adds for their school or district, colours, and who may use what.

describe.each(DRIVERS)("categories (%s)", (driver) => {
  let conn: TConnection;
  let otherLeaid: string;
  const row = async (username: string): Promise<TUserRow> => (await conn.db.select().from(users).where(eq(users.username, username)).limit(1))[0];
  const actorOf = async (username: string): Promise<TActor> => ({ user: await row(username), sessionId: "test", via: "bearer" });
  const tokens: Record<string, string> = {};
  const tokenOf = async (username: string) => {
    tokens[username] ??= (await call(loginRoute, { body: { username, password: "demo-pass-2026" } })).json.token as string;
    return tokens[username];
  };

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    const counselor = await row("counselor");
    const [other] = await conn.db.select({ leaid: schoolDistricts.leaid }).from(schoolDistricts).where(ne(schoolDistricts.leaid, counselor.leaid!)).limit(1);
    otherLeaid = other.leaid;
    // A manager and a counselor of another district, to pin the boundaries between districts.
    await conn.db.insert(users).values([
      { username: "othermanager", email: "othermanager@example.org", roleId: 2, leaid: otherLeaid, active: true, expires: "2099-07-31" },
      { username: "othercounselor", email: "othercounselor@example.org", roleId: 1, leaid: otherLeaid, active: true, expires: "2099-07-31" },
    ]);
    // Their district is granted (an active membership): the district a profile names opens nothing.
    for (const name of ["othermanager", "othercounselor"]) await grantForTest(conn.db, (await row(name)).id, (await row(name)).roleId, { leaid: otherLeaid });
  });
  afterAll(async () => conn.close());

  describe("listCategoriesFor: the ASCA categories of the district's edition, grouped", () => {
    it("a counselor of a 4th-edition district sees the four 2019 groups and their fifteen categories", async () => {
      const list = await listCategoriesFor(conn.db, await actorOf("counselor"));
      const groups = groupCategories(list);
      expect(groups.map((g) => g.key)).toEqual(["direct", "indirect", "support", "non_counseling"]);
      expect(groups[0].categories.map((c) => c.name)).toEqual(["Instruction", "Appraisal and advisement", "Counseling"]);
      expect(list.filter((c) => c.parentId === null)).toHaveLength(15);
      expect(list.every((c) => c.edition === 4 && c.scope === "asca")).toBe(true);
      expect(list[0].description).toMatch(/classroom lessons/);
    });

    it("a district on the 3rd edition (2012) sees the 2012 names instead", async () => {
      const counselor = await actorOf("counselor");
      await conn.db.update(schoolDistricts).set({ ascaEdition: 3 }).where(eq(schoolDistricts.leaid, counselor.user.leaid!));
      try {
        const groups = groupCategories(await listCategoriesFor(conn.db, counselor));
        expect(groups.map((g) => g.key)).toEqual(["core_curriculum", "individual_planning", "responsive_services", "program_management", "non_counseling_2012"]);
        await expect(assertUsableCategory(conn.db, counselor, 3)).rejects.toMatchObject({ status: 422, code: "unknown_category", field: "category_id" });
      } finally {
        await conn.db.update(schoolDistricts).set({ ascaEdition: 4 }).where(eq(schoolDistricts.leaid, counselor.user.leaid!));
      }
    });

    it("a user without a district gets the 4th edition by default", async () => {
      const list = await listCategoriesFor(conn.db, { user: { id: 0, roleId: 1, leaid: null, ncessch: null } });
      expect(list.every((c) => c.edition === 4)).toBe(true);
      expect(list).toHaveLength(15);
    });
  });

  describe("sub-categories: a manager, director or admin adds them for their school or district", () => {
    it("a counselor may not add a sub-category (403)", async () => {
      await expect(saveSubcategory(conn.db, await actorOf("counselor"), { parent_id: 3, scope: "district", name: "Grief group", color: "#123456" })).rejects.toMatchObject({ status: 403 });
    });

    it("the district's sub-category follows its parent for the district's counselors, and is usable", async () => {
      const sub = await saveSubcategory(conn.db, await actorOf("manager"), { parent_id: 3, scope: "district", name: "  Grief group ", color: "#AA00CC" });
      expect(sub).toMatchObject({ parentId: 3, name: "Grief group", color: "#aa00cc", scope: "district", active: true });
      const counselor = await actorOf("counselor");
      const list = await listCategoriesFor(conn.db, counselor);
      const i = list.findIndex((c) => c.id === 3);
      expect(list[i + 1]).toMatchObject({ id: sub.id, parentId: 3, groupKey: "direct", scope: "district" });
      expect(groupCategories(list)[0].categories[2].subcategories.map((s) => s.name)).toEqual(["Grief group"]);
      expect((await assertUsableCategory(conn.db, counselor, sub.id)).id).toBe(sub.id);
    });

    it("a school's sub-category is seen at that school only, with the colour of its parent by default", async () => {
      const manager = await actorOf("manager");
      const counselor = await actorOf("counselor");
      // The demo manager has no school membership: no_school, whatever the profile says. Grant them the counselor's.
      const onProfile: TActor = { ...manager, user: { ...manager.user, ncessch: counselor.user.ncessch } };
      await expect(saveSubcategory(conn.db, onProfile, { parent_id: 4, scope: "school", name: "Parent calls" })).rejects.toMatchObject({ status: 422, code: "no_school", field: "scope" });
      await grantForTest(conn.db, manager.user.id, manager.user.roleId, { leaid: counselor.user.leaid!, ncessch: counselor.user.ncessch });
      const atSchool = manager;
      const sub = await saveSubcategory(conn.db, atSchool, { parent_id: 4, scope: "school", name: "Parent calls" });
      expect(sub).toMatchObject({ scope: "school", color: "#1e40af" });
      expect((await assertUsableCategory(conn.db, counselor, sub.id)).scope).toBe("school");
      const [otherSchool] = await conn.db.select({ ncessch: schools.ncessch }).from(schools).where(ne(schools.ncessch, counselor.user.ncessch!)).limit(1);
      expect(otherSchool.ncessch).not.toBe("530771001234");
      // A counselor of the district active at another school (Harper Sato, 530771001234) may not use it.
      await expect(assertUsableCategory(conn.db, await actorOf("hscounselor"), sub.id)).rejects.toMatchObject({ status: 422, code: "unknown_category" });
    });

    it("a name is unique per category and owner, without regard to case (409 on the name)", async () => {
      await expect(saveSubcategory(conn.db, await actorOf("director"), { parent_id: 3, scope: "district", name: "GRIEF GROUP" })).rejects.toMatchObject({
        status: 409,
        code: "subcategory_name_taken",
        field: "name",
      });
      // Another district may use the same name.
      const other = await saveSubcategory(conn.db, await actorOf("othermanager"), { parent_id: 3, scope: "district", name: "Grief group" });
      expect(other.id).toBeGreaterThan(0);
    });

    it("another district's sub-category is neither listed nor usable for a counselor (422 unknown_category)", async () => {
      const counselor = await actorOf("counselor");
      const [theirs] = await conn.db.select().from(useOfTimeCategories).where(eq(useOfTimeCategories.leaid, otherLeaid));
      expect((await listCategoriesFor(conn.db, counselor)).some((c) => c.id === theirs.id)).toBe(false);
      await expect(assertUsableCategory(conn.db, counselor, theirs.id)).rejects.toMatchObject({ status: 422, code: "unknown_category" });
    });

    it("a manager renames and deactivates their sub-category: it leaves the pickers but stays on the manage list", async () => {
      const manager = await actorOf("manager");
      const [sub] = await conn.db.select().from(useOfTimeCategories).where(eq(useOfTimeCategories.name, "Grief group")).orderBy(useOfTimeCategories.id).limit(1);
      const saved = await saveSubcategory(conn.db, manager, { id: sub.id, name: "Grief and loss group", description: "Six weekly sessions", color: "#112233", active: false });
      expect(saved).toMatchObject({ name: "Grief and loss group", active: false, description: "Six weekly sessions" });
      const counselor = await actorOf("counselor");
      expect((await listCategoriesFor(conn.db, counselor)).some((c) => c.id === sub.id)).toBe(false);
      await expect(assertUsableCategory(conn.db, counselor, sub.id)).rejects.toMatchObject({ status: 422 });
      expect((await listCategoriesToManage(conn.db, manager)).find((c) => c.id === sub.id)).toMatchObject({ active: false, name: "Grief and loss group" });
      await saveSubcategory(conn.db, manager, { id: sub.id, name: "Grief and loss group", color: "#112233", active: true });
      expect((await assertUsableCategory(conn.db, counselor, sub.id)).name).toBe("Grief and loss group");
    });

    it("another district's manager cannot change it (404), and an ASCA category is not a sub-category (404)", async () => {
      const [sub] = await conn.db.select().from(useOfTimeCategories).where(eq(useOfTimeCategories.name, "Grief and loss group"));
      await expect(saveSubcategory(conn.db, await actorOf("othermanager"), { id: sub.id, name: "Mine now", color: "#000000", active: true })).rejects.toMatchObject({ status: 404 });
      await expect(saveSubcategory(conn.db, await actorOf("admin"), { id: 3, name: "Counseling!", color: "#000000", active: true })).rejects.toMatchObject({ status: 404 });
      const [unchanged] = await conn.db.select().from(useOfTimeCategories).where(eq(useOfTimeCategories.id, sub.id));
      expect(unchanged.name).toBe("Grief and loss group");
    });

    it("bad input is refused with an error per field and writes nothing", async () => {
      const before = (await conn.db.select().from(useOfTimeCategories)).length;
      const manager = await actorOf("manager");
      await expect(saveSubcategory(conn.db, manager, { parent_id: 3, scope: "district", name: "", color: "red" })).rejects.toMatchObject({
        issues: expect.arrayContaining([expect.objectContaining({ path: ["name"] }), expect.objectContaining({ path: ["color"] })]),
      });
      const [sub] = await conn.db.select().from(useOfTimeCategories).where(eq(useOfTimeCategories.name, "Grief and loss group"));
      // No sub-sub-categories; no parent from another edition.
      await expect(saveSubcategory(conn.db, manager, { parent_id: sub.id, scope: "district", name: "Deeper" })).rejects.toMatchObject({ status: 422, code: "unknown_category", field: "parent_id" });
      await expect(saveSubcategory(conn.db, manager, { parent_id: 101, scope: "district", name: "Old edition" })).rejects.toMatchObject({ status: 422, field: "parent_id" });
      expect((await conn.db.select().from(useOfTimeCategories)).length).toBe(before);
    });
  });

  describe("colours", () => {
    // A day of its own, far from the demo events: one "Program planning" (7) event each for a
    // counselor of the demo district and one of another district.
    const DAY = "2031-03-03";
    // The analysis counts recorded time: its clock is set after DAY, when the events have happened.
    const AFTER_DAY = new Date("2031-03-04T12:00:00Z");
    const seeded = async (id: number) => (await conn.db.select({ color: useOfTimeCategories.color }).from(useOfTimeCategories).where(eq(useOfTimeCategories.id, id)))[0].color;
    const colorIn = (list: { id: number; color: string }[], id: number) => list.find((c) => c.id === id)?.color;

    beforeAll(async () => {
      const [mine, theirs] = [await row("counselor"), await row("othercounselor")];
      await conn.db.insert(events).values([
        { userId: mine.id, title: "Calendar planning", date: DAY, time: "09:00:00", durationMinutes: 60, categoryId: 7, status: "done" },
        { userId: theirs.id, title: "Calendar planning", date: DAY, time: "09:00:00", durationMinutes: 60, categoryId: 7, status: "done" },
      ]);
    });

    it("a manager recolours their own sub-category; not another district's (404); a counselor may not (403); a bad colour is a 422", async () => {
      const manager = await actorOf("manager");
      const [sub] = await conn.db.select().from(useOfTimeCategories).where(eq(useOfTimeCategories.name, "Grief and loss group"));
      expect(await setCategoryColor(conn.db, manager, { category_id: sub.id, color: "#ABCDEF" })).toEqual({ id: sub.id, color: "#abcdef" });
      const [theirs] = await conn.db.select().from(useOfTimeCategories).where(eq(useOfTimeCategories.leaid, otherLeaid));
      await expect(setCategoryColor(conn.db, manager, { category_id: theirs.id, color: "#000000" })).rejects.toMatchObject({ status: 404 });
      await expect(setCategoryColor(conn.db, await actorOf("counselor"), { category_id: sub.id, color: "#000000" })).rejects.toMatchObject({ status: 403 });
      await expect(setCategoryColor(conn.db, await actorOf("counselor"), { category_id: 7, color: "#000000" })).rejects.toMatchObject({ status: 403 });
      await expect(resetCategoryColor(conn.db, await actorOf("counselor"), { category_id: 7 })).rejects.toMatchObject({ status: 403 });
      const bad = await setCategoryColor(conn.db, manager, { category_id: 7, color: "#12345" }).catch((e: unknown) => e);
      expect(actionError(bad)).toMatchObject({ status: 422, error: [{ field: "color", code: "invalid_color" }] });
      expect(await conn.db.select().from(categoryColors)).toEqual([]);
    });

    it("a manager's district colour of an ASCA category is what its counselors see: categories, calendar, logs, analysis", async () => {
      const before = await seeded(7);
      expect(await setCategoryColor(conn.db, await actorOf("manager"), { category_id: 7, color: "#0A0B0C" })).toEqual({ id: 7, color: "#0a0b0c" });
      // The shared category itself is unchanged: other districts keep its colour.
      expect(await seeded(7)).toBe(before);
      const counselor = await actorOf("counselor");
      expect(colorIn(await listCategoriesFor(conn.db, counselor), 7)).toBe("#0a0b0c");
      expect((await assertUsableCategory(conn.db, counselor, 7)).color).toBe("#0a0b0c");
      expect((await listEvents(conn.db, counselor, { start: DAY, end: DAY })).map((e) => e.category_color)).toEqual(["#0a0b0c"]);
      expect((await listLogs(conn.db, counselor, { from: DAY, to: DAY })).rows.map((r) => r.category_color)).toEqual(["#0a0b0c"]);
      expect(colorIn((await analysisFor(conn.db, counselor.user, { from: DAY, to: DAY }, AFTER_DAY)).analysis.categories as { id: number; color: string }[], 7)).toBe("#0a0b0c");
      expect(colorIn((await teamAnalysisFor(conn.db, (await actorOf("director")).user, { from: DAY, to: DAY }, AFTER_DAY)).total.categories as { id: number; color: string }[], 7)).toBe("#0a0b0c");
      const api = await call(categoryRoute, { token: await tokenOf("counselor"), path: "/api/v1/category" });
      expect(colorIn(api.json.data as TCategoryJson[], 7)).toBe("#0a0b0c");
      const managed = (await listCategoriesToManage(conn.db, await actorOf("manager"))).find((c) => c.id === 7);
      expect(managed).toMatchObject({ color: "#0a0b0c", defaultColor: before, overridden: true });
    });

    it("a counselor of another district does not see it", async () => {
      const other = await actorOf("othercounselor");
      const before = await seeded(7);
      expect(colorIn(await listCategoriesFor(conn.db, other), 7)).toBe(before);
      expect((await listEvents(conn.db, other, { start: DAY, end: DAY })).map((e) => e.category_color)).toEqual([before]);
      expect(colorIn((await analysisFor(conn.db, other.user, { from: DAY, to: DAY }, AFTER_DAY)).analysis.categories as { id: number; color: string }[], 7)).toBe(before);
      expect((await listCategoriesToManage(conn.db, await actorOf("othermanager"))).find((c) => c.id === 7)).toMatchObject({ color: before, overridden: false });
    });

    it("an admin sets the default: districts without their own colour follow it, a district with its own keeps it", async () => {
      const before = await seeded(7);
      const admin = await actorOf("admin");
      expect(await setCategoryColor(conn.db, admin, { category_id: 7, color: "#334455" })).toEqual({ id: 7, color: "#334455" });
      expect(colorIn(await listCategoriesFor(conn.db, await actorOf("othercounselor")), 7)).toBe("#334455");
      expect(colorIn(await listCategoriesFor(conn.db, await actorOf("counselor")), 7)).toBe("#0a0b0c");
      // The admin's reset puts the seeded colour back.
      expect(await resetCategoryColor(conn.db, admin, { category_id: 7 })).toEqual({ id: 7, color: before });
      expect(await seeded(7)).toBe(before);
    });

    it("reset to default removes the district's colour: its counselors see the default again", async () => {
      const before = await seeded(7);
      expect(await resetCategoryColor(conn.db, await actorOf("director"), { category_id: 7 })).toEqual({ id: 7, color: before });
      expect(await conn.db.select().from(categoryColors)).toEqual([]);
      const counselor = await actorOf("counselor");
      expect(colorIn(await listCategoriesFor(conn.db, counselor), 7)).toBe(before);
      expect((await listEvents(conn.db, counselor, { start: DAY, end: DAY })).map((e) => e.category_color)).toEqual([before]);
      // Only the ASCA categories have a default to go back to.
      const [sub] = await conn.db.select().from(useOfTimeCategories).where(eq(useOfTimeCategories.name, "Grief and loss group"));
      await expect(resetCategoryColor(conn.db, await actorOf("manager"), { category_id: sub.id })).rejects.toMatchObject({ status: 404 });
    });

    it("a manager without a district membership may recolour no ASCA category (403 no_district), whatever their profile names", async () => {
      const manager = await actorOf("manager");
      const [lone] = await conn.db
        .insert(users)
        .values({ username: "lonemanager", email: "lonemanager@example.org", roleId: 2, leaid: manager.user.leaid, active: true, expires: "2099-07-31" })
        .returning();
      const noDistrict: TActor = { ...manager, user: lone };
      await expect(setCategoryColor(conn.db, noDistrict, { category_id: 7, color: "#000000" })).rejects.toMatchObject({ status: 403, code: "no_district" });
      await expect(resetCategoryColor(conn.db, noDistrict, { category_id: 7 })).rejects.toMatchObject({ status: 403, code: "no_district" });
    });
  });

  describe("in the reader's language", () => {
    it("the logs CSV names the ASCA categories and groups in the user's language, a sub-category as entered", async () => {
      const counselor = await actorOf("counselor");
      const file = await exportLogsCsv(conn.db, { ...counselor, user: { ...counselor.user, language: "it" } }, { from: "2031-03-03", to: "2031-03-03" });
      expect(file.csv.slice(1).split("\r\n")[1]).toContain(",Calendar planning,Pianificazione del programma,,Pianificazione del programma e supporto alla scuola,");
    });

    it("the analysis PDF names them in the user's language", async () => {
      const counselor = await row("counselor");
      await conn.db.update(users).set({ language: "de" }).where(eq(users.id, counselor.id));
      try {
        const req = new NextRequest("http://localhost/api/v1/analysis/pdf?from=2031-03-03&to=2031-03-03", { headers: { authorization: `Bearer ${await tokenOf("counselor")}` } });
        const res = await analysisPdfRoute(req, { params: Promise.resolve({}) });
        expect(res.status).toBe(200);
        const { text } = await extractText(new Uint8Array(await res.arrayBuffer()), { mergePages: true });
        expect(text).toContain("Programmplanung und Schulunterstützung");
        expect(text).toContain("Programmplanung");
        expect(text).not.toContain("Program planning");
      } finally {
        await conn.db.update(users).set({ language: counselor.language }).where(eq(users.id, counselor.id));
      }
    });

    it("GET /api/v1/category?lang=it answers the Italian names; without lang the stored ones; another lang is a 422", async () => {
      const token = await tokenOf("counselor");
      const it_ = await call(categoryRoute, { token, path: "/api/v1/category?lang=it" });
      expect((it_.json.data as TCategoryJson[])[0]).toMatchObject({ id: 1, name: "Insegnamento", group: { key: "direct", name: "Servizi diretti agli studenti" } });
      expect((it_.json.data as TCategoryJson[])[0].description).toMatch(/^Insegnamento del curricolo/);
      const sub = await call(subcategoryRoute, { token, path: "/api/v1/subcategory?parent_id=3&lang=de" });
      expect((sub.json.data as TCategoryJson[]).map((c) => [c.name, c.group.name])).toEqual([["Grief and loss group", "Direkte Leistungen für Schüler"]]);
      const bad = await call(categoryRoute, { token, path: "/api/v1/category?lang=fr" });
      expect(bad.status).toBe(422);
      expect(bad.json.error?.[0]).toMatchObject({ field: "lang" });
    });
  });

  describe("GET /api/v1/category and /api/v1/subcategory", () => {
    it("GET /api/v1/category answers the caller's categories, each with its group", async () => {
      const res = await call(categoryRoute, { token: await tokenOf("counselor"), path: "/api/v1/category" });
      expect(res.status).toBe(200);
      const data = res.json.data as TCategoryJson[];
      expect(res.json.status_code).toBe(200);
      expect(data).toHaveLength(15);
      expect(data[0]).toMatchObject({ id: 1, name: "Instruction", parent_id: null, edition: 4, group: { key: "direct", name: "Direct student services", target_kind: "direct" } });
      expect(data[0].color).toMatch(/^#[0-9a-f]{6}$/);
    });

    it("GET /api/v1/subcategory?parent_id= answers that category's sub-categories for the caller", async () => {
      const res = await call(subcategoryRoute, { token: await tokenOf("counselor"), path: "/api/v1/subcategory?parent_id=3" });
      expect(res.status).toBe(200);
      expect((res.json.data as TCategoryJson[]).map((c) => [c.name, c.parent_id, c.scope])).toEqual([["Grief and loss group", 3, "district"]]);
      const none = await call(subcategoryRoute, { token: await tokenOf("counselor"), path: "/api/v1/subcategory?parent_id=1" });
      expect(none.json.data).toEqual([]);
    });

    it("a missing or foreign parent_id is a 422 with an error list; no token is a 401", async () => {
      const bad = await call(subcategoryRoute, { token: await tokenOf("counselor"), path: "/api/v1/subcategory?parent_id=abc" });
      expect(bad.status).toBe(422);
      expect(bad.json.error?.[0]).toMatchObject({ field: "parent_id" });
      const foreign = await call(subcategoryRoute, { token: await tokenOf("counselor"), path: "/api/v1/subcategory?parent_id=101" });
      expect(foreign.status).toBe(422);
      expect(foreign.json.error?.[0].code).toBe("unknown_category");
      expect((await call(categoryRoute, { path: "/api/v1/category" })).status).toBe(401);
    });
  });

  describe("whose district: the active membership, never the profile", () => {
    it("a counselor whose profile names a district without an active membership there gets none of its sub-categories or colours; an active member does", async () => {
      const [sub] = await conn.db.insert(useOfTimeCategories).values({ groupId: 1, parentId: 3, name: "Profile-only check", leaid: otherLeaid }).returning({ id: useOfTimeCategories.id });
      await conn.db.delete(categoryColors).where(and(eq(categoryColors.leaid, otherLeaid), eq(categoryColors.categoryId, 2)));
      await conn.db.insert(categoryColors).values({ leaid: otherLeaid, categoryId: 2, color: "#0a0b0c" });
      try {
        await conn.db.insert(users).values({ username: "profileonly", email: "profileonly@example.org", roleId: 1, leaid: otherLeaid, active: true, expires: "2099-07-31" });
        const profileOnly = await actorOf("profileonly");
        const before = await listCategoriesFor(conn.db, profileOnly);
        expect(before.some((c) => c.id === sub.id)).toBe(false);
        expect(before.find((c) => c.id === 2)?.color).not.toBe("#0a0b0c");
        await expect(assertUsableCategory(conn.db, profileOnly, sub.id)).rejects.toMatchObject({ status: 422, code: "unknown_category" });
        // An event of theirs is drawn in the category's own colour, and a manage list shows no district's colour.
        const [ev] = await conn.db
          .insert(events)
          .values({ userId: profileOnly.user.id, categoryId: 2, title: "Colour check", date: "2026-11-02", time: "09:00:00", durationMinutes: 60, status: "done" })
          .returning({ id: events.id });
        const eventColor = async () =>
          (await conn.db.select({ color: EVENT_CATEGORY_COLOR }).from(events).innerJoin(useOfTimeCategories, eq(useOfTimeCategories.id, events.categoryId)).where(eq(events.id, ev.id)))[0].color;
        expect(await eventColor()).not.toBe("#0a0b0c");
        expect((await listCategoriesToManage(conn.db, profileOnly)).find((c) => c.id === 2)?.color).not.toBe("#0a0b0c");
        // Once their district grants them an active membership, the same profile gets its sub-categories and colours.
        await grantForTest(conn.db, profileOnly.user.id, profileOnly.user.roleId, { leaid: otherLeaid });
        const after = await listCategoriesFor(conn.db, profileOnly);
        expect(after.some((c) => c.id === sub.id)).toBe(true);
        expect(after.find((c) => c.id === 2)?.color).toBe("#0a0b0c");
        expect((await assertUsableCategory(conn.db, profileOnly, 2)).color).toBe("#0a0b0c");
        expect((await assertUsableCategory(conn.db, profileOnly, sub.id)).id).toBe(sub.id);
        expect(await eventColor()).toBe("#0a0b0c");
        expect((await listCategoriesToManage(conn.db, profileOnly)).find((c) => c.id === 2)?.color).toBe("#0a0b0c");
      } finally {
        await conn.db.delete(categoryColors).where(and(eq(categoryColors.leaid, otherLeaid), eq(categoryColors.categoryId, 2)));
      }
    });
  });
});
