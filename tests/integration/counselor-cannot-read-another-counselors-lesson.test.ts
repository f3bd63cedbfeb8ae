import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { lessons, users } from "@/db/schema";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/v1/lesson/route";
import { DELETE as deleteRoute, GET as oneRoute, PUT as updateRoute } from "@/app/api/v1/lesson/[id]/route";
import { POST as checkUseRoute } from "@/app/api/v1/lesson/checkUse/route";
import { GET as sharingRoute } from "@/app/api/v1/lesson/sharing/[id]/route";
import { listLessonsOf } from "@/lib/lessons/queries";
import type { TLessonJson, TLessonPage } from "@/lib/lessons/schemas";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

// "A counselor never reads another counselor's unshared lesson (404); a shared lesson of another user is read-only (403 on PUT/DELETE)."
describe.each(DRIVERS)("counselor-cannot-read-another-counselors-lesson (%s)", (driver) => {
  let conn: TConnection;
  let privateId = 0;
  let sharedId = 0;
  const tokens: Record<string, string> = {};
  const tokenOf = async (username: string) => {
    tokens[username] ??= (await call(loginRoute, { body: { username, password: "demo-pass-2026" } })).json.token as string;
    return tokens[username];
  };
  const userId = async (username: string) => (await conn.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0].id;

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    const owner = await tokenOf("counselor");
    privateId = ((await call(createRoute, { token: owner, body: { name: "Private boundary lesson", outcome: "<p>secret plan</p>" } })).json.data as TLessonJson).id;
    sharedId = ((await call(createRoute, { token: owner, body: { name: "Shared boundary lesson", share: true } })).json.data as TLessonJson).id;
  });
  afterAll(async () => conn.close());

  it("counselor-cannot-read-another-counselors-unshared-lesson: GET and sharing answer 404 and reveal nothing", async () => {
    const token = await tokenOf("expiring");
    for (const route of [oneRoute, sharingRoute]) {
      const res = await call(route, { token, params: { id: String(privateId) } });
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.json)).not.toMatch(/Private boundary|secret plan/);
    }
  });

  it("counselor-cannot-list-another-counselors-unshared-lesson, in any scope", async () => {
    const token = await tokenOf("expiring");
    for (const scope of ["all", "mine", "shared"]) {
      const page = (await call(listRoute, { token, path: `/api/v1/lesson?q=boundary&scope=${scope}` })).json as unknown as TLessonPage;
      expect(page.data.map((l) => l.id)).not.toContain(privateId);
    }
    const direct = await listLessonsOf(conn.db, await userId("expiring"), { page: 1, q: "", grade_id: null, standard_id: null, domain: null, scope: "all" });
    expect(direct.data.map((l) => l.id)).not.toContain(privateId);
  });

  it("counselor-cannot-change-or-delete-another-counselors-unshared-lesson (404)", async () => {
    const token = await tokenOf("expiring");
    expect((await call(updateRoute, { token, method: "PUT", params: { id: String(privateId) }, body: { name: "Taken" } })).status).toBe(404);
    expect((await call(deleteRoute, { token, method: "DELETE", path: "/api/v1/lesson/x?force=1", params: { id: String(privateId) } })).status).toBe(404);
    expect((await call(checkUseRoute, { token, body: { id: privateId } })).status).toBe(404);
    expect((await conn.db.select({ name: lessons.name }).from(lessons).where(eq(lessons.id, privateId)))[0].name).toBe("Private boundary lesson");
  });

  it("a shared lesson of another counselor is readable but read-only (403 on PUT and DELETE)", async () => {
    const token = await tokenOf("expiring");
    const read = await call(oneRoute, { token, params: { id: String(sharedId) } });
    expect(read.status).toBe(200);
    expect(read.json.data).toMatchObject({ isOwner: false });
    expect((await call(updateRoute, { token, method: "PUT", params: { id: String(sharedId) }, body: { name: "Hijacked", share: true } })).status).toBe(403);
    expect((await call(deleteRoute, { token, method: "DELETE", params: { id: String(sharedId) } })).status).toBe(403);
    expect((await call(checkUseRoute, { token, body: { id: sharedId } })).status).toBe(403);
    expect((await conn.db.select({ name: lessons.name }).from(lessons).where(eq(lessons.id, sharedId)))[0].name).toBe("Shared boundary lesson");
  });

  it("a lesson that stops being shared disappears for the other counselor (404)", async () => {
    await call(updateRoute, { token: await tokenOf("counselor"), method: "PUT", params: { id: String(sharedId) }, body: { name: "Shared boundary lesson", share: false } });
    expect((await call(oneRoute, { token: await tokenOf("expiring"), params: { id: String(sharedId) } })).status).toBe(404);
  });

  it("signed out, every lesson call is a 401", async () => {
    expect((await call(oneRoute, { params: { id: String(privateId) } })).status).toBe(401);
    expect((await call(listRoute, {})).status).toBe(401);
  });
});
