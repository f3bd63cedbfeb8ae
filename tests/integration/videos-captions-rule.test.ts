import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import type { TConnection } from "@/db/client";
import { auditLog, questionTopics, users, videoTutorials } from "@/db/schema";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/v1/videoTutorial/route";
import { PUT as updateRoute } from "@/app/api/v1/videoTutorial/[id]/route";
import { GET as readRoute, PUT as putRoute } from "@/app/api/v1/videoTutorial/[id]/captions/[lang]/route";
import type { TApiHandler } from "@/lib/http/with-api";
import { mayOpenPath } from "@/lib/auth/areas";
import { ROLE } from "@/lib/auth/roles";
import { getHelpData } from "@/lib/help/queries";
import { listVideosFor } from "@/lib/videos/queries";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

// The captions rule (lib/videos/captions-rules.ts), enforced by the server: readers are shown a video
// (the library, the top bar's help video, the API, its captions) only once it has English captions;
// a hosted video once an administrator has stated, on the record, that it has captions on its site.
// The administrator sees every video, marked with why readers do not.

const VTT_EN = "WEBVTT\n\n00:00.000 --> 00:03.000\nRecord an incident from the PBIS page.\n";
const VTT_IT = "WEBVTT\n\n00:00.000 --> 00:03.000\nRegistra un episodio dalla pagina PBIS.\n";

async function captions(handler: TApiHandler, method: string, id: number, lang: string, token: string, text?: string) {
  const form = new FormData();
  if (text !== undefined) form.append("file", new Blob([text], { type: "text/vtt" }), "captions.vtt");
  const req = new NextRequest(`http://localhost/api/v1/videoTutorial/${id}/captions/${lang}`, { method, headers: { authorization: `Bearer ${token}` }, body: text === undefined ? undefined : form });
  const res = await handler(req, { params: Promise.resolve({ id: String(id), lang }) });
  return { status: res.status, type: res.headers.get("content-type") ?? "", text: await res.text() };
}

type TListed = { id: number; captions: string[]; hiddenFromReaders?: string | null; hostedCaptionsBy?: number | null; hostedCaptionsAt?: string | null };

describe.each(DRIVERS)("video captions rule (%s)", (driver) => {
  let conn: TConnection;
  let dir = "";
  const tokens: Record<string, string> = {};
  const tokenOf = async (username: string) => {
    tokens[username] ??= (await call(loginRoute, { body: { username, password: "demo-pass-2026" } })).json.token as string;
    return tokens[username];
  };
  const listed = async (username: string) => (await call(listRoute, { token: await tokenOf(username), path: "/api/v1/videoTutorial?lang=en" })).json.data as TListed[];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "captions-rule-"));
    process.env.UPLOADS_DIR = dir;
    conn = await sharedDemoDatabase(driver);
  });
  afterAll(async () => {
    await conn.close();
    delete process.env.UPLOADS_DIR;
    await rm(dir, { recursive: true, force: true });
  });

  it("a video without English captions is not listed or playable for a counselor; after attaching them, it is; the admin still sees it, marked", async () => {
    const admin = await tokenOf("admin");
    const counselor = await tokenOf("counselor");
    expect(mayOpenPath(ROLE.user, "/app/pbis")).toBe(true);
    const created = await call(createRoute, { token: admin, body: { page: "/app/pbis", title: "Recording PBIS", videoUrl: "/videos/pbis.mp4" } });
    expect(created.status).toBe(200);
    const id = (created.json.data as { id: number }).id;
    // A question topic that points at the video hands it out under the same rule.
    await conn.db.update(questionTopics).set({ video: "/videos/pbis.mp4" }).where(eq(questionTopics.id, 9));

    // Italian captions alone do not make it shown: English is the language every reader can fall back to.
    expect((await captions(putRoute, "PUT", id, "it", admin, VTT_IT)).status).toBe(200);
    expect((await listed("counselor")).some((v) => v.id === id)).toBe(false);
    expect((await listVideosFor(conn.db, ROLE.user, "it", () => null)).some((v) => v.id === id)).toBe(false);
    const shell = await getHelpData(conn.db);
    expect(shell.videoTutorial.some((v) => v.id === id)).toBe(false);
    expect(shell.questionsTopicUrl.find((t) => t.topicID === 9)?.video).toBe(null);
    expect((await captions(readRoute, "GET", id, "it", counselor)).status).toBe(404);
    // The administrator sees it, marked as hidden from readers for want of English captions.
    expect((await listed("admin")).find((v) => v.id === id)).toMatchObject({ captions: ["it"], hiddenFromReaders: "no-english-captions" });
    expect((await captions(readRoute, "GET", id, "it", admin)).status).toBe(200);

    expect((await captions(putRoute, "PUT", id, "en", admin, VTT_EN)).status).toBe(200);
    expect((await listed("counselor")).find((v) => v.id === id)).toMatchObject({ captions: ["en", "it"] });
    expect((await listVideosFor(conn.db, ROLE.user, "de", () => null)).find((v) => v.id === id)).toMatchObject({ kind: "file", captions: ["en", "it"] });
    const after = await getHelpData(conn.db);
    expect(after.videoTutorial.find((v) => v.id === id)).toMatchObject({ page: "/app/pbis", captions: ["en", "it"] });
    expect(after.questionsTopicUrl.find((t) => t.topicID === 9)?.video).toBe("/videos/pbis.mp4");
    const read = await captions(readRoute, "GET", id, "en", counselor);
    expect(read).toMatchObject({ status: 200, type: "text/vtt; charset=utf-8", text: VTT_EN });
    expect((await listed("admin")).find((v) => v.id === id)).toMatchObject({ hiddenFromReaders: null });
  });

  it("a hosted video is shown once an administrator states it has captions there, kept with who and when and audited; a new address needs the statement again", async () => {
    const admin = await tokenOf("admin");
    const body = { page: "/app/curriculum", title: "Curriculum standards", videoUrl: "https://vimeo.com/123456789" };
    expect(mayOpenPath(ROLE.user, body.page)).toBe(true);
    const created = await call(createRoute, { token: admin, body });
    const id = (created.json.data as { id: number }).id;
    expect((await listed("counselor")).some((v) => v.id === id)).toBe(false);
    expect((await listed("admin")).find((v) => v.id === id)).toMatchObject({ hiddenFromReaders: "hosted-unconfirmed", hostedCaptionsAt: null });
    expect((await getHelpData(conn.db)).videoTutorial.some((v) => v.id === id)).toBe(false);

    const stated = await call(updateRoute, { token: admin, method: "PUT", params: { id: String(id) }, body: { ...body, hostedCaptions: true } });
    expect(stated.status).toBe(200);
    const [adminUser] = await conn.db.select({ id: users.id }).from(users).where(eq(users.username, "admin"));
    const [row] = await conn.db.select().from(videoTutorials).where(eq(videoTutorials.id, id));
    expect(row.hostedCaptionsBy).toBe(adminUser.id);
    expect(row.hostedCaptionsAt).toBeInstanceOf(Date);
    const [audit] = await conn.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "video_tutorial"), eq(auditLog.entityId, String(id)), eq(auditLog.action, "update")))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit.actorId).toBe(adminUser.id);
    expect(audit.before).toMatchObject({ hostedCaptionsAt: null });
    expect(audit.after).toMatchObject({ hostedCaptionsBy: adminUser.id, hostedCaptionsAt: row.hostedCaptionsAt?.toISOString() });
    expect((await listed("counselor")).find((v) => v.id === id)).toMatchObject({ kind: "vimeo", captions: [] });
    expect((await getHelpData(conn.db)).videoTutorial.some((v) => v.id === id)).toBe(true);

    // Saving again keeps the first statement; another address is another video: hidden until stated again.
    await call(updateRoute, { token: admin, method: "PUT", params: { id: String(id) }, body: { ...body, title: "Standards", hostedCaptions: true } });
    const [kept] = await conn.db.select().from(videoTutorials).where(eq(videoTutorials.id, id));
    expect(kept.hostedCaptionsAt?.toISOString()).toBe(row.hostedCaptionsAt?.toISOString());
    await call(updateRoute, { token: admin, method: "PUT", params: { id: String(id) }, body: { ...body, videoUrl: "https://vimeo.com/987654321" } });
    expect((await listed("counselor")).some((v) => v.id === id)).toBe(false);
    expect((await listed("admin")).find((v) => v.id === id)).toMatchObject({ hiddenFromReaders: "hosted-unconfirmed", hostedCaptionsBy: null });
  });
});
