import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extractText, getDocumentProxy } from "unpdf";
import { and, asc, eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { clients, comments, dataAnalysisItems, pdfLinks, sharedRatings, smartGoals, standards, targetStandards, targets, users } from "@/db/schema";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/v1/targets/route";
import { DELETE as deleteRoute, GET as getRoute, PUT as putRoute } from "@/app/api/v1/targets/[id]/route";
import { GET as groupsRoute } from "@/app/api/v1/targets/target/groups/route";
import { GET as sharingRoute } from "@/app/api/v1/targets/sharing/[id]/route";
import { POST as checkUseRoute } from "@/app/api/v1/targets/checkUse/route";
import { POST as rateRoute } from "@/app/api/v1/targets/setRating/route";
import { POST as pdfRoute } from "@/app/api/v1/target/pdf/route";
import { GET as openPdfRoute } from "@/app/api/v1/pdf/[token]/route";
import { zeroCounts } from "@/lib/clients/rules";
import { GOAL_EDIT_LIMIT_MESSAGE, GOAL_NEW_LIMIT_MESSAGE } from "@/lib/goals/rules";
import type { TTargetJson, TTargetPage } from "@/lib/goals/schemas";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

// Targets (goals) through their API routes, on both drivers.

describe.each(DRIVERS)("targets API (%s)", (driver) => {
  let conn: TConnection;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  let std: number[] = [];
  let priority: number;
  let othersPriority: number;
  let group: number;
  let othersGroup: number;
  let created: TTargetJson;

  const create = (who: string, body: unknown) => call(createRoute, { token: tokens[who], body });
  const put = (who: string, id: number, body: unknown) => call(putRoute, { token: tokens[who], method: "PUT", params: { id: String(id) }, body });
  const get = (who: string, id: number | string) => call(getRoute, { token: tokens[who], params: { id: String(id) } });

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    for (const u of ["counselor", "expiring", "hscounselor", "secretary"]) {
      tokens[u] = (await call(loginRoute, { body: { username: u, password: "demo-pass-2026" } })).json.token as string;
      ids[u] = (await conn.db.select({ id: users.id }).from(users).where(eq(users.username, u)))[0].id;
    }
    std = (await conn.db.select({ id: standards.id }).from(standards).where(eq(standards.edition, 2021)).orderBy(asc(standards.id)).limit(3)).map((s) => s.id);
    [{ id: priority }] = await conn.db
      .insert(dataAnalysisItems)
      .values({ userId: ids.counselor, name: "Chronic absenteeism", type: "attendance", closingTheGap: true, targetGroup: "Grade 9" })
      .returning({ id: dataAnalysisItems.id });
    [{ id: othersPriority }] = await conn.db.insert(dataAnalysisItems).values({ userId: ids.hscounselor, name: "Their priority", type: "behavior" }).returning({ id: dataAnalysisItems.id });
    [{ id: group }] = await conn.db.insert(clients).values({ userId: ids.counselor, type: "group", name: "Lunch bunch", counts: zeroCounts(), count: 8 }).returning({ id: clients.id });
    [{ id: othersGroup }] = await conn.db.insert(clients).values({ userId: ids.hscounselor, type: "group", name: "Their group", counts: zeroCounts(), count: 5 }).returning({ id: clients.id });
  });
  afterAll(async () => conn.close());

  it("POST /api/v1/targets creates a target with its standards, data priority and group ('Created with success.')", async () => {
    const res = await create("counselor", {
      name: "  Reduce chronic absenteeism in grade 9  ",
      mindsets: [std[0], std[1]],
      dataAnalysis_id: priority,
      client_id: group,
      relevant: true,
      attendance: 1,
      academic: "1",
      description: "<p>By <em>June</em></p>",
    });
    expect(res.status).toBe(201);
    expect(res.json.message).toBe("Created with success.");
    created = res.json.data as TTargetJson;
    expect(created).toMatchObject({
      name: "Reduce chronic absenteeism in grade 9",
      mindsets: [std[0], std[1]],
      mindset_id1: std[0],
      mindset_id2: std[1],
      dataAnalysis_id: priority,
      dataAnalysis: "CTG - Chronic absenteeism",
      client_id: group,
      group: "Lunch bunch",
      relevant: true,
      attendance: true,
      academic: true,
      behavior: false,
      share: false,
      isOwner: true,
      description: "<p>By <em>June</em></p>",
    });
    expect(created.targetItem).toEqual({ achievement: false, attendance: true, behavior: false, academic: true, social: false, career: false });
  });

  it("a third standard is refused on POST with the new-target form's text, and nothing is written", async () => {
    const before = (await conn.db.select().from(targets)).length;
    const res = await create("counselor", { name: "Too many", mindsets: std });
    expect(res.status).toBe(422);
    expect(res.json.error?.[0]).toMatchObject({ message: GOAL_NEW_LIMIT_MESSAGE });
    expect(res.json.error?.[0].message).toBe("Only select Mindsets & Domains / State Standards that are STRONGLY linked to Outcome (No more than 2)");
    expect((await conn.db.select().from(targets)).length).toBe(before);
  });

  it("a third standard is refused on PUT with the goal edit form's text, and the target keeps its two", async () => {
    const res = await put("counselor", created.id, { name: created.name, mindset_id1: std[0], mindset_id2: std[1], mindsets: std });
    expect(res.status).toBe(422);
    expect(res.json.error?.[0].message).toBe(GOAL_EDIT_LIMIT_MESSAGE);
    expect(res.json.error?.[0].message).toBe("Only select those that are STRONGLY linked to Outcome (No more than 2)");
    expect((await conn.db.select().from(targetStandards).where(eq(targetStandards.targetId, created.id))).length).toBe(2);
  });

  it("the database refuses a third standard whatever writes it (trigger)", async () => {
    await expect(conn.db.insert(targetStandards).values({ targetId: created.id, standardId: std[2], position: 3 })).rejects.toThrow();
  });

  it("another counselor's data priority or group is a 422 on its field, never a 500", async () => {
    const res = await create("counselor", { name: "Borrowed", dataAnalysis_id: othersPriority, client_id: othersGroup });
    expect(res.status).toBe(422);
    expect(res.json.error?.map((e) => e.field).sort()).toEqual(["client_id", "dataAnalysis_id"]);
    const bad = await create("counselor", { name: "Bad", mindsets: ["x"], dataAnalysis_id: "abc" });
    expect(bad.status).toBe(422);
    const unknown = await create("counselor", { name: "Unknown standard", mindsets: [999_999] });
    expect(unknown.status).toBe(422);
    expect(unknown.json.error?.[0]).toMatchObject({ field: "mindsets", message: "Choose standards from the list." });
  });

  it("PUT /api/v1/targets/{id} saves ('Saved.') and replaces the standards", async () => {
    const res = await put("counselor", created.id, { name: "Reduce absenteeism", mindsets: [std[2]], dataAnalysis_id: priority, share: true, behavior: true });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Saved.");
    expect(res.json.data).toMatchObject({ name: "Reduce absenteeism", mindsets: [std[2]], share: true, behavior: true, attendance: false, client_id: null });
    created = res.json.data as TTargetJson;
  });

  it("GET /api/v1/targets/{id} answers the target; GET /api/v1/targets/sharing/{id} a shared one read-only to others", async () => {
    const mine = await get("counselor", created.id);
    expect(mine.status).toBe(200);
    expect(mine.json.data).toMatchObject({ id: created.id, isOwner: true, dataAnalysis_id: priority });
    const shared = await call(sharingRoute, { token: tokens.hscounselor, params: { id: String(created.id) } });
    expect(shared.status).toBe(200);
    // The owner's data priority id and group stay theirs; its name is part of the target.
    expect(shared.json.data).toMatchObject({ id: created.id, isOwner: false, dataAnalysis_id: null, client_id: null, dataAnalysis: "CTG - Chronic absenteeism" });
    expect((await put("hscounselor", created.id, { name: "Mine now" })).status).toBe(403);
    expect((await get("counselor", "abc")).status).toBe(404);
    expect((await get("counselor", 999_999)).status).toBe(404);
  });

  it("counselor-cannot-read-another-counselors-unshared-target: GET, sharing, PUT, DELETE, checkUse, rating and PDF are all 404", async () => {
    const [{ id: secret }] = await conn.db.insert(targets).values({ userId: ids.counselor, name: "Private target", share: false }).returning({ id: targets.id });
    const read = await get("hscounselor", secret);
    expect(read.status).toBe(404);
    expect(JSON.stringify(read.json)).not.toContain("Private target");
    expect((await call(sharingRoute, { token: tokens.hscounselor, params: { id: String(secret) } })).status).toBe(404);
    expect((await put("hscounselor", secret, { name: "x" })).status).toBe(404);
    expect((await call(deleteRoute, { token: tokens.hscounselor, method: "DELETE", params: { id: String(secret) } })).status).toBe(404);
    expect((await call(checkUseRoute, { token: tokens.hscounselor, body: { id: secret } })).status).toBe(404);
    expect((await call(rateRoute, { token: tokens.hscounselor, body: { id: secret, rating: 5 } })).status).toBe(404);
    expect((await call(pdfRoute, { token: tokens.hscounselor, body: { id: secret } })).status).toBe(404);
    const list = (await call(listRoute, { token: tokens.hscounselor, path: "/api/v1/targets" })).json as unknown as TTargetPage;
    expect(list.data.map((t) => t.id)).not.toContain(secret);
    expect(await conn.db.select().from(targets).where(eq(targets.id, secret))).toHaveLength(1);
  });

  it("GET /api/v1/targets lists mine and shared with search, scope, stars and comment counts; ?smartGoals=1 the caller's own", async () => {
    await conn.db.insert(targets).values({ userId: ids.hscounselor, name: "Their shared target", share: true });
    await conn.db.insert(targets).values({ userId: ids.hscounselor, name: "Their own target", share: false });
    const all = (await call(listRoute, { token: tokens.counselor, path: "/api/v1/targets" })).json as unknown as TTargetPage;
    const names = all.data.map((t) => t.name);
    expect(names).toContain("Reduce absenteeism");
    expect(names).toContain("Their shared target");
    expect(names).not.toContain("Their own target");
    const row = all.data.find((t) => t.id === created.id);
    expect(row).toMatchObject({ isOwner: true, comments: 0, rating: null, mindsets: [{ id: std[2] }] });
    const shared = (await call(listRoute, { token: tokens.counselor, path: "/api/v1/targets?scope=shared" })).json as unknown as TTargetPage;
    expect(shared.data.map((t) => t.name)).toEqual(["Their shared target"]);
    const searched = (await call(listRoute, { token: tokens.counselor, path: "/api/v1/targets?q=absent" })).json as unknown as TTargetPage;
    expect(searched.data.map((t) => t.id)).toEqual([created.id]);
    const forGoals = await call(listRoute, { token: tokens.counselor, path: "/api/v1/targets?smartGoals=1" });
    expect(forGoals.status).toBe(200);
    const own = forGoals.json.data as TTargetJson[];
    expect(own.every((t) => t.user_id === ids.counselor)).toBe(true);
    expect(own.map((t) => t.name)).toContain("Reduce absenteeism");
    expect((await call(listRoute, { token: tokens.counselor, path: "/api/v1/targets?scope=everyone" })).status).toBe(422);
  });

  it("GET /api/v1/targets/target/groups answers the caller's groups only", async () => {
    const res = await call(groupsRoute, { token: tokens.counselor });
    expect(res.status).toBe(200);
    const groups = res.json.data as { id: number; name: string; count: number }[];
    expect(groups.map((g) => g.id)).toContain(group);
    expect(groups.map((g) => g.id)).not.toContain(othersGroup);
    expect(groups.find((g) => g.id === group)).toMatchObject({ name: "Lunch bunch", count: 8 });
  });

  it("POST /api/v1/targets/setRating: another planner rates a shared target ('Saved.'); the owner cannot rate their own", async () => {
    const res = await call(rateRoute, { token: tokens.hscounselor, body: { id: created.id, rating: 4 } });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Saved.");
    expect(res.json.data).toMatchObject({ average: 4, count: 1, mine: 4 });
    expect((await call(rateRoute, { token: tokens.counselor, body: { id: created.id, rating: 5 } })).status).toBe(403);
    expect((await call(rateRoute, { token: tokens.hscounselor, body: { id: created.id, rating: 6 } })).status).toBe(422);
    const row = ((await call(listRoute, { token: tokens.counselor, path: "/api/v1/targets" })).json as unknown as TTargetPage).data.find((t) => t.id === created.id);
    expect(row).toMatchObject({ rating: 4, ratingCount: 1 });
  });

  it("POST /api/v1/target/pdf answers a link that opens a PDF of the target for a reader", async () => {
    const res = await call(pdfRoute, { token: tokens.hscounselor, body: { id: created.id } });
    expect(res.status).toBe(200);
    const link = res.json.link as string;
    expect(link).toMatch(/^\/api\/v1\/pdf\/[A-Za-z0-9_-]{43}$/);
    const token = link.split("/").pop() as string;
    const [stored] = await conn.db.select().from(pdfLinks).where(eq(pdfLinks.token, token));
    expect(stored).toMatchObject({ kind: "target", subjectId: created.id, userId: ids.hscounselor });
    const req = new (await import("next/server")).NextRequest(new URL(link, "http://localhost"));
    const opened = await openPdfRoute(req, { params: Promise.resolve({ token }) });
    expect(opened.status).toBe(200);
    expect(opened.headers.get("content-type")).toContain("application/pdf");
    const bytes = Buffer.from(await opened.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    // The target's own words in the reader's language; the standards section is labelled by the reader's logo setting.
    expect(text).toContain("Reduce absenteeism");
    expect(text).toContain("Data priority");
    expect(text).toContain("CTG - Chronic absenteeism");
    expect(text).toMatch(/Mindsets & Behavior|Student Standards/);
    expect(text).toContain("Printed");
    expect((await call(pdfRoute, { token: tokens.counselor, body: {} })).status).toBe(422);
  });

  it("POST /api/v1/targets/checkUse tells the owner what deleting takes with it; DELETE removes the target with its comments and ratings", async () => {
    await conn.db.insert(comments).values({ subjectType: "target", subjectId: created.id, userId: ids.hscounselor, body: "Nice" });
    const use = await call(checkUseRoute, { token: tokens.counselor, body: { id: created.id } });
    expect(use.status).toBe(200);
    expect(use.json).toMatchObject({ used: false, smartGoals: 0, comments: 1, ratings: 1 });
    // A SMART goal resting on the target makes it used (a colleague's too, when the target is shared).
    const [goal] = await conn.db.insert(smartGoals).values({ userId: ids.hscounselor, targetId: created.id }).returning({ id: smartGoals.id });
    expect((await call(checkUseRoute, { token: tokens.counselor, body: { id: created.id } })).json).toMatchObject({ used: true, smartGoals: 1 });
    await conn.db.delete(smartGoals).where(eq(smartGoals.id, goal.id));
    expect((await call(checkUseRoute, { token: tokens.hscounselor, body: { id: created.id } })).status).toBe(403);
    expect((await call(deleteRoute, { token: tokens.hscounselor, method: "DELETE", params: { id: String(created.id) } })).status).toBe(403);
    const del = await call(deleteRoute, { token: tokens.counselor, method: "DELETE", params: { id: String(created.id) } });
    expect(del.status).toBe(200);
    expect(await conn.db.select().from(targets).where(eq(targets.id, created.id))).toEqual([]);
    expect(await conn.db.select().from(targetStandards).where(eq(targetStandards.targetId, created.id))).toEqual([]);
    expect(
      await conn.db
        .select()
        .from(comments)
        .where(and(eq(comments.subjectType, "target"), eq(comments.subjectId, created.id))),
    ).toEqual([]);
    expect(
      await conn.db
        .select()
        .from(sharedRatings)
        .where(and(eq(sharedRatings.subjectType, "target"), eq(sharedRatings.subjectId, created.id))),
    ).toEqual([]);
    expect((await get("counselor", created.id)).status).toBe(404);
  });

  it("a role outside the planners (secretary) is refused every target call; no token is a 401", async () => {
    expect((await call(listRoute, { token: tokens.secretary, path: "/api/v1/targets" })).status).toBe(403);
    expect((await create("secretary", { name: "x" })).status).toBe(403);
    expect((await call(groupsRoute, { token: tokens.secretary })).status).toBe(403);
    expect((await call(listRoute, { path: "/api/v1/targets" })).status).toBe(401);
  });
});
