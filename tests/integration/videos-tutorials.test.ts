import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { auditLog, videoTutorials } from "@/db/schema";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/v1/videoTutorial/route";
import { DELETE as deleteRoute, PUT as updateRoute } from "@/app/api/v1/videoTutorial/[id]/route";
import { mayOpenPath } from "@/lib/auth/areas";
import { ROLE } from "@/lib/auth/roles";
import { getHelpData } from "@/lib/help/queries";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

describe.each(DRIVERS)("video tutorials (%s)", (driver) => {
  let conn: TConnection;
  const tokens: Record<string, string> = {};
  const tokenOf = async (username: string) => {
    tokens[username] ??= (await call(loginRoute, { body: { username, password: "demo-pass-2026" } })).json.token as string;
    return tokens[username];
  };
  let id = 0;

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
  });
  afterAll(async () => conn.close());

  it("/app/videoTutorials is for every working role but role 6; /app/videoTutorial for the admin only", () => {
    for (const role of [ROLE.user, ROLE.manager, ROLE.secretary, ROLE.director, ROLE.stateManager, ROLE.admin]) expect(mayOpenPath(role, "/app/videoTutorials")).toBe(true);
    expect(mayOpenPath(ROLE.quoteUser, "/app/videoTutorials")).toBe(false);
    for (const role of [ROLE.user, ROLE.manager, ROLE.director]) expect(mayOpenPath(role, "/app/videoTutorial")).toBe(false);
    expect(mayOpenPath(ROLE.admin, "/app/videoTutorial")).toBe(true);
  });

  it("POST /api/v1/videoTutorial: a YouTube video for a page, with Italian and German titles, stated to have captions on YouTube; audited; the shell's video icon reads it", async () => {
    for (const user of ["counselor", "manager"]) {
      expect((await call(createRoute, { token: await tokenOf(user), body: { page: "/app/tags", title: "Tags", videoUrl: "https://youtu.be/abcdefghijk" } })).status).toBe(403);
    }
    expect((await call(createRoute, { body: { page: "/app/tags", title: "Tags", videoUrl: "https://youtu.be/abcdefghijk" } })).status).toBe(401);
    const res = await call(createRoute, {
      token: await tokenOf("admin"),
      body: {
        page: "/app/tags",
        title: "Tagging your events",
        titleIt: "Etichettare gli eventi",
        titleDe: "Termine verschlagworten",
        videoUrl: "https://www.youtube.com/watch?v=abcdefghijk",
        hostedCaptions: true,
      },
    });
    expect(res.status).toBe(200);
    id = (res.json.data as { id: number }).id;
    const [audit] = await conn.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "video_tutorial"), eq(auditLog.entityId, String(id))));
    expect(audit).toMatchObject({ action: "create" });
    const help = await getHelpData(conn.db);
    // The top bar's help video of the page: a hosted video stated to have captions there, so no captions of ours.
    expect(help.videoTutorial).toContainEqual({ id, page: "/app/tags", videoURL: "https://www.youtube.com/watch?v=abcdefghijk", title: "Tagging your events", captions: [] });
  });

  it("a counselor lists the videos of their pages in their language, with the embedded player; admin-only pages' videos are not listed", async () => {
    const admin = await tokenOf("admin");
    await call(createRoute, { token: admin, body: { page: "/app/users", title: "Managing users", videoUrl: "https://vimeo.com/123456789" } });
    const res = await call(listRoute, { token: await tokenOf("counselor"), path: "/api/v1/videoTutorial?lang=it" });
    expect(res.status).toBe(200);
    const list = res.json.data as { page: string; title: string; kind: string; src: string; group: string }[];
    expect(list.find((v) => v.page === "/app/tags")).toMatchObject({ title: "Etichettare gli eventi", kind: "youtube", src: "https://www.youtube-nocookie.com/embed/abcdefghijk" });
    expect(list.find((v) => v.page === "/app/calendar")).toMatchObject({ kind: "file", group: "work" });
    expect(list.some((v) => v.page === "/app/users")).toBe(false);
    expect((await call(listRoute, { token: await tokenOf("quoteuser") })).status).toBe(403);
  });

  it("bad input: a non-https URL, javascript:, a protocol-relative address, an empty title, a page path with spaces, a page that already has a video", async () => {
    const admin = await tokenOf("admin");
    const cases: [Record<string, unknown>, string][] = [
      [{ videoUrl: "http://www.youtube.com/watch?v=abcdefghijk" }, "videoUrl"],
      [{ videoUrl: "javascript:alert(1)" }, "videoUrl"],
      [{ videoUrl: "//evil.example/x.mp4" }, "videoUrl"],
      [{ videoUrl: "https://localhost" }, "videoUrl"],
      [{ title: "" }, "title"],
      [{ page: "/app/my page" }, "page"],
      [{ title: "a\u0000b" }, "title"],
    ];
    for (const [extra, field] of cases) {
      const res = await call(createRoute, { token: admin, body: { page: "/app/periods", title: "Periods", videoUrl: "https://vimeo.com/12345678", ...extra } });
      expect(res.status, JSON.stringify(extra)).toBe(422);
      expect(
        res.json.error?.map((e) => e.field),
        JSON.stringify(extra),
      ).toContain(field);
    }
    const taken = await call(createRoute, { token: admin, body: { page: "/app/tags", title: "Again", videoUrl: "https://vimeo.com/12345678" } });
    expect(taken.status).toBe(409);
    expect(taken.json.error?.[0]).toMatchObject({ code: "video_page_taken", field: "page" });
  });

  it("PUT and DELETE /api/v1/videoTutorial/{id}: admins only; unknown ids 404; audited", async () => {
    const admin = await tokenOf("admin");
    const body = { page: "/app/tags", title: "Tags in two minutes", videoUrl: "/videos/tags.mp4" };
    expect((await call(updateRoute, { token: await tokenOf("counselor"), method: "PUT", params: { id: String(id) }, body })).status).toBe(403);
    const put = await call(updateRoute, { token: admin, method: "PUT", params: { id: String(id) }, body });
    expect(put.status).toBe(200);
    expect(put.json.data).toMatchObject({ title: "Tags in two minutes", videoUrl: "/videos/tags.mp4", titleIt: "" });
    expect((await call(updateRoute, { token: admin, method: "PUT", params: { id: "999999" }, body })).status).toBe(404);
    expect((await call(deleteRoute, { token: await tokenOf("manager"), method: "DELETE", params: { id: String(id) } })).status).toBe(403);
    expect((await call(deleteRoute, { token: admin, method: "DELETE", params: { id: String(id) } })).status).toBe(200);
    expect(await conn.db.select().from(videoTutorials).where(eq(videoTutorials.id, id))).toEqual([]);
    expect((await call(deleteRoute, { token: admin, method: "DELETE", params: { id: String(id) } })).status).toBe(404);
    const [audit] = await conn.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "video_tutorial"), eq(auditLog.entityId, String(id)), eq(auditLog.action, "delete")));
    expect(audit).toBeTruthy();
  });
});
