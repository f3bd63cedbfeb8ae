import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import { NextRequest } from "next/server";
import type { TConnection } from "@/db/client";
import { auditLog, videoCaptions, videoTutorials } from "@/db/schema";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/v1/videoTutorial/route";
import { DELETE as deleteVideoRoute } from "@/app/api/v1/videoTutorial/[id]/route";
import { DELETE as deleteRoute, GET as readRoute, PUT as putRoute } from "@/app/api/v1/videoTutorial/[id]/captions/[lang]/route";
import type { TApiHandler } from "@/lib/http/with-api";
import { CAPTION_MAX_BYTES } from "@/lib/videos/captions-rules";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

// A tutorial video's captions: an administrator attaches a WebVTT file per language to an uploaded
// video; it is read back as text/vtt by whoever may watch the video, and by nobody else. Files that
// are not WebVTT, too large, or for a hosted video are refused with the reason.

const VTT_EN = "WEBVTT\n\n00:00.000 --> 00:03.000\nOpen the calendar from the menu.\n";
const VTT_IT = "\uFEFFWEBVTT\n\n00:00.000 --> 00:03.000\nApri il calendario dal menu.\n";

type TRes = { status: number; type: string; text: string; json: { error?: { code: string; message: string; field?: string }[]; data?: unknown } };

async function send(handler: TApiHandler, method: string, id: number, lang: string, token: string | undefined, body?: BodyInit): Promise<TRes> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const req = new NextRequest(`http://localhost/api/v1/videoTutorial/${id}/captions/${lang}`, { method, headers, body });
  const res = await handler(req, { params: Promise.resolve({ id: String(id), lang }) });
  const type = res.headers.get("content-type") ?? "";
  // The bytes as stored: a byte order mark is kept, not dropped as res.text() would.
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());
  return { status: res.status, type, text, json: type.includes("json") && text ? JSON.parse(text) : {} };
}

function vttForm(text: string | Uint8Array, name = "captions.vtt"): FormData {
  const form = new FormData();
  form.append("file", new Blob([typeof text === "string" ? text : new Uint8Array(text)], { type: "text/vtt" }), name);
  return form;
}

describe.each(DRIVERS)("video captions (%s)", (driver) => {
  let conn: TConnection;
  let dir = "";
  const tokens: Record<string, string> = {};
  const tokenOf = async (username: string) => {
    tokens[username] ??= (await call(loginRoute, { body: { username, password: "demo-pass-2026" } })).json.token as string;
    return tokens[username];
  };
  let calendarVideo = 0;
  let adminVideo = 0;
  let hostedVideo = 0;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "captions-"));
    process.env.UPLOADS_DIR = dir;
    conn = await sharedDemoDatabase(driver);
    const admin = await tokenOf("admin");
    const [calendar] = await conn.db.select().from(videoTutorials).where(eq(videoTutorials.page, "/app/calendar"));
    expect(calendar.videoUrl.startsWith("/")).toBe(true);
    calendarVideo = calendar.id;
    const users = await call(createRoute, { token: admin, body: { page: "/app/users", title: "Managing users", videoUrl: "/videos/users.mp4" } });
    expect(users.status).toBe(200);
    adminVideo = (users.json.data as { id: number }).id;
    const hosted = await call(createRoute, { token: admin, body: { page: "/app/tags", title: "Tags", videoUrl: "https://youtu.be/abcdefghijk" } });
    hostedVideo = (hosted.json.data as { id: number }).id;
  });
  afterAll(async () => {
    await conn.close();
    delete process.env.UPLOADS_DIR;
    await rm(dir, { recursive: true, force: true });
  });

  it("an administrator attaches English and Italian captions; a counselor who may watch the video reads each back as text/vtt; audited", async () => {
    const admin = await tokenOf("admin");
    const en = await send(putRoute, "PUT", calendarVideo, "en", admin, vttForm(VTT_EN));
    expect(en.status, en.text).toBe(200);
    expect(en.json.data).toMatchObject({ videoId: calendarVideo, lang: "en", size: new TextEncoder().encode(VTT_EN).length });
    expect((await send(putRoute, "PUT", calendarVideo, "it", admin, vttForm(VTT_IT))).status).toBe(200);

    const counselor = await tokenOf("counselor");
    const readEn = await send(readRoute, "GET", calendarVideo, "en", counselor);
    expect(readEn.status).toBe(200);
    expect(readEn.type).toBe("text/vtt; charset=utf-8");
    expect(readEn.text).toBe(VTT_EN);
    const readIt = await send(readRoute, "GET", calendarVideo, "it", counselor);
    expect(readIt.type).toMatch(/^text\/vtt/);
    expect(readIt.text).toBe(VTT_IT);
    expect((await send(readRoute, "GET", calendarVideo, "de", counselor)).status).toBe(404);

    // The reader's list says which languages the video has.
    const list = await call(listRoute, { token: counselor, path: "/api/v1/videoTutorial?lang=en" });
    expect((list.json.data as { id: number; captions: string[] }[]).find((v) => v.id === calendarVideo)?.captions).toEqual(["en", "it"]);

    // The demo's video already had English captions (the seed's): they were replaced, the Italian ones added.
    const audits = await conn.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "video_caption"), inArray(auditLog.action, ["create", "update"])));
    expect(audits.map((a) => a.action).sort()).toEqual(["create", "update"]);
  });

  it("replacing a language keeps one file for it, the new one", async () => {
    const admin = await tokenOf("admin");
    const again = "WEBVTT\n\n00:00.000 --> 00:02.000\nThe calendar, again.\n";
    expect((await send(putRoute, "PUT", calendarVideo, "en", admin, vttForm(again))).status).toBe(200);
    expect((await send(readRoute, "GET", calendarVideo, "en", await tokenOf("counselor"))).text).toBe(again);
    const rows = await conn.db
      .select()
      .from(videoCaptions)
      .where(and(eq(videoCaptions.videoId, calendarVideo), eq(videoCaptions.lang, "en")));
    expect(rows).toHaveLength(1);
  });

  it("refuses what is not WebVTT, control characters, a file over 512 KB, an unknown language and a hosted video, saying why", async () => {
    const admin = await tokenOf("admin");
    const srt = await send(putRoute, "PUT", calendarVideo, "de", admin, vttForm("1\n00:00:00,000 --> 00:00:02,000\nHallo\n", "captions.srt"));
    expect(srt.status).toBe(422);
    expect(srt.json.error?.[0]).toMatchObject({ field: "file", message: 'A captions file is WebVTT: its first line starts with "WEBVTT".' });
    const control = await send(putRoute, "PUT", calendarVideo, "de", admin, vttForm("WEBVTT\n\n00:00.000 --> 00:02.000\nHallo\u0007\n"));
    expect(control.status).toBe(422);
    expect(control.json.error?.[0]?.message).toMatch(/control characters/);
    const binary = await send(putRoute, "PUT", calendarVideo, "de", admin, vttForm(new Uint8Array([0x57, 0x45, 0x42, 0x56, 0x54, 0x54, 0x0a, 0xff, 0xfe])));
    expect(binary.status).toBe(422);
    expect(binary.json.error?.[0]?.message).toBe("A captions file is UTF-8 text.");
    const big = await send(putRoute, "PUT", calendarVideo, "de", admin, vttForm(`WEBVTT\n\n${"x".repeat(CAPTION_MAX_BYTES)}`));
    expect(big.status).toBe(413);
    expect(big.json.error?.[0]).toMatchObject({ code: "file_too_large", message: "A captions file may be at most 512 KB." });
    expect((await send(putRoute, "PUT", calendarVideo, "fr", admin, vttForm(VTT_EN))).status).toBe(422);
    const hosted = await send(putRoute, "PUT", hostedVideo, "en", admin, vttForm(VTT_EN));
    expect(hosted.status).toBe(422);
    expect(hosted.json.error?.[0]?.code).toBe("captions_hosted");
    expect((await send(putRoute, "PUT", 999_999, "en", admin, vttForm(VTT_EN))).status).toBe(404);
    expect((await send(readRoute, "GET", calendarVideo, "de", await tokenOf("counselor"))).status).toBe(404);
  });

  it("only help-content writers attach or remove captions; a reader who may not watch the video cannot read its captions", async () => {
    const counselor = await tokenOf("counselor");
    expect((await send(putRoute, "PUT", calendarVideo, "de", counselor, vttForm(VTT_EN))).status).toBe(403);
    expect((await send(deleteRoute, "DELETE", calendarVideo, "en", counselor)).status).toBe(403);
    expect((await send(putRoute, "PUT", calendarVideo, "de", undefined, vttForm(VTT_EN))).status).toBe(401);

    const admin = await tokenOf("admin");
    expect((await send(putRoute, "PUT", adminVideo, "en", admin, vttForm(VTT_EN))).status).toBe(200);
    expect((await send(readRoute, "GET", adminVideo, "en", admin)).text).toBe(VTT_EN);
    // The users page is the administrator's: a counselor may not watch its video, so its captions do not exist for them.
    const hidden = await send(readRoute, "GET", adminVideo, "en", counselor);
    expect(hidden.status).toBe(404);
    expect(hidden.text).not.toContain("WEBVTT");
    expect((await send(readRoute, "GET", calendarVideo, "en", await tokenOf("quoteuser"))).status).toBe(403);
    expect((await send(readRoute, "GET", calendarVideo, "en", undefined)).status).toBe(401);
  });

  it("removing a language's captions, and deleting a video, removes them", async () => {
    const admin = await tokenOf("admin");
    expect((await send(deleteRoute, "DELETE", calendarVideo, "it", admin)).status).toBe(200);
    expect((await send(readRoute, "GET", calendarVideo, "it", await tokenOf("counselor"))).status).toBe(404);
    expect((await send(deleteRoute, "DELETE", calendarVideo, "it", admin)).status).toBe(404);
    expect((await call(deleteVideoRoute, { token: admin, method: "DELETE", params: { id: String(adminVideo) } })).status).toBe(200);
    expect(await conn.db.select().from(videoCaptions).where(eq(videoCaptions.videoId, adminVideo))).toEqual([]);
  });
});
