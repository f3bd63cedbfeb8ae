import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import type { TConnection } from "@/db/client";
import { lessonFiles, lessons, uploads, users } from "@/db/schema";
import { GET as testRoute, POST as chunkRoute, DELETE as cancelRoute } from "@/app/api/v1/lesson/upload/files/route";
import { POST as removeRoute } from "@/app/api/v1/lesson/remove/files/route";
import { GET as listRoute } from "@/app/api/v1/lesson/files/route";
import { GET as byIdRoute } from "@/app/api/v1/lesson/files/[id]/route";
import { GET as byNameRoute } from "@/app/uploads/lesson_files/[name]/route";
import { DELETE as deleteLessonRoute } from "@/app/api/v1/lesson/[id]/route";
import { MIN_CHUNK_BYTES } from "@/lib/files/rules";
import { localizedPath } from "@/lib/i18n/routing";
import { LESSON_FILE_MAX_BYTES } from "@/lib/lessons/files-rules";
import type { TLessonFileJson } from "@/lib/lessons/files-schemas";
import type { TApiHandler } from "@/lib/http/with-api";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { chunksOf, pdfBytes, sha256, tokenOf, type TChunkFields, type TResult } from "./upload-support";

// Upload with the chunked uploader, remove, download by id (PDF inline) and
// by uploaded name; only who may read the lesson reads its files.

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "scuta-lesson-files-"));
  process.env.UPLOADS_DIR = dir;
});
afterAll(async () => {
  delete process.env.UPLOADS_DIR;
  await rm(dir, { recursive: true, force: true });
});

const auth = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

async function send(handler: TApiHandler, req: NextRequest, params: Record<string, string> = {}): Promise<{ res: Response; result: TResult }> {
  const res = await handler(req, { params: Promise.resolve(params) });
  const text = await res.clone().text();
  const json = text && (res.headers.get("content-type") ?? "").includes("json") ? (JSON.parse(text) as TResult["json"]) : {};
  return { res, result: { status: res.status, json } };
}

async function postLessonChunk(token: string | undefined, lessonId: number | string, fields: Partial<TChunkFields>, bytes: Uint8Array): Promise<TResult> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  form.append("file", new Blob([new Uint8Array(bytes)]), String(fields.flowFilename ?? "blob"));
  const req = new NextRequest(`http://localhost/api/v1/lesson/upload/files?lesson_id=${lessonId}`, { method: "POST", headers: auth(token), body: form });
  return (await send(chunkRoute, req)).result;
}

const get = (handler: TApiHandler, url: string, token?: string, params: Record<string, string> = {}) =>
  send(handler, new NextRequest(`http://localhost${url}`, { method: "GET", headers: auth(token) }), params);

/** Bytes starting with `head`, then noise. */
function bytesWith(head: string | number[], size: number): Uint8Array {
  const out = pdfBytes(size, 3);
  out.set(typeof head === "string" ? new TextEncoder().encode(head) : head);
  return out;
}

describe.each(DRIVERS)("lesson files (%s)", (driver) => {
  let conn: TConnection;
  const tokens: Record<string, string> = {};
  let shared: number;
  let unshared: number;
  const pdf = pdfBytes(2 * MIN_CHUNK_BYTES + 5, 11);
  let pdfFile: TLessonFileJson;
  let privateFile: TLessonFileJson;

  /** Uploads a whole file to a lesson as the uploader does; answers the last chunk's result. */
  async function upload(who: string, lessonId: number, name: string, bytes: Uint8Array): Promise<TResult> {
    const chunks = chunksOf(bytes, { chunkSize: MIN_CHUNK_BYTES, name, identifier: `${driver}-${lessonId}-${name}`.replace(/[^0-9A-Za-z_-]/g, "_") });
    let last: TResult = { status: 0, json: {} };
    for (const c of chunks) last = await postLessonChunk(tokens[who], lessonId, c.fields, c.bytes);
    return last;
  }
  const uploadCount = async () => (await conn.db.select({ id: uploads.id }).from(uploads)).length;

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    for (const u of ["counselor", "expiring", "secretary"]) tokens[u] = await tokenOf(u);
    const [{ id: owner }] = await conn.db.select({ id: users.id }).from(users).where(eq(users.username, "counselor"));
    [{ id: shared }] = await conn.db.insert(lessons).values({ userId: owner, name: "Shared with files", share: true }).returning({ id: lessons.id });
    [{ id: unshared }] = await conn.db.insert(lessons).values({ userId: owner, name: "Private with files", share: false }).returning({ id: lessons.id });
  });
  afterAll(async () => conn.close());

  it("the owner uploads a file in chunks; the last chunk links it to the lesson under a unique random name keeping the extension", async () => {
    const chunks = chunksOf(pdf, { chunkSize: MIN_CHUNK_BYTES, name: "Lesson plan.pdf", identifier: `${driver}-plan` });
    const first = await postLessonChunk(tokens.counselor, shared, chunks[0].fields, chunks[0].bytes);
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({ complete: false, lessonFile: null });
    // The uploader's test request finds the chunk already stored.
    const query = new URLSearchParams(Object.entries({ ...chunks[0].fields, lesson_id: shared }).map(([k, v]) => [k, String(v)]));
    expect((await get(testRoute, `/api/v1/lesson/upload/files?${query}`, tokens.counselor)).res.status).toBe(200);
    const last = await postLessonChunk(tokens.counselor, shared, chunks[1].fields, chunks[1].bytes);
    expect(last.status).toBe(200);
    pdfFile = (last.json.data as { lessonFile: TLessonFileJson }).lessonFile;
    expect(pdfFile).toMatchObject({ lessonId: shared, name: "Lesson plan.pdf", size: pdf.length, mimeType: "application/pdf" });
    expect(pdfFile.uploadedFileName).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(pdfFile.url).toBe(`/uploads/lesson_files/${pdfFile.uploadedFileName}`);

    privateFile = ((await upload("counselor", unshared, "notes.docx", bytesWith([0x50, 0x4b, 0x03, 0x04], 3000))).json.data as { lessonFile: TLessonFileJson }).lessonFile;
    expect(privateFile.uploadedFileName).toMatch(/^[0-9a-f]{32}\.docx$/);
    expect(privateFile.uploadedFileName).not.toBe(pdfFile.uploadedFileName);
  });

  it("lists the lesson's files for the owner and, once shared, for any signed-in user", async () => {
    const own = await get(listRoute, `/api/v1/lesson/files?lesson_id=${shared}`, tokens.counselor);
    expect((own.result.json.data as TLessonFileJson[]).map((f) => f.id)).toEqual([pdfFile.id]);
    const other = await get(listRoute, `/api/v1/lesson/files?lesson_id=${shared}`, tokens.expiring);
    expect((other.result.json.data as TLessonFileJson[]).map((f) => f.name)).toEqual(["Lesson plan.pdf"]);
  });

  it("downloads by id: a PDF inline as application/pdf, never sniffed", async () => {
    const { res } = await get(byIdRoute, `/api/v1/lesson/files/${pdfFile.id}`, tokens.expiring, { id: String(pdfFile.id) });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(/^inline; filename="Lesson plan.pdf"/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(sha256(new Uint8Array(await res.arrayBuffer()))).toBe(sha256(pdf));
  });

  it("downloads by uploaded name from /uploads/lesson_files/{name}; other types as attachments", async () => {
    const { res } = await get(byNameRoute, pdfFile.url, tokens.expiring, { name: pdfFile.uploadedFileName });
    expect(res.status).toBe(200);
    expect(sha256(new Uint8Array(await res.arrayBuffer()))).toBe(sha256(pdf));
    const docx = await get(byNameRoute, privateFile.url, tokens.counselor, { name: privateFile.uploadedFileName });
    expect(docx.res.status).toBe(200);
    expect(docx.res.headers.get("content-disposition")).toMatch(/^attachment; filename="notes.docx"/);
    expect(docx.res.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    // The proxy leaves /uploads where it is (no language prefix), and it needs a session.
    expect(localizedPath(pdfFile.url, "it")).toBeNull();
    expect((await get(byNameRoute, pdfFile.url, undefined, { name: pdfFile.uploadedFileName })).res.status).toBe(401);
    expect((await get(byNameRoute, "/uploads/lesson_files/..%2Fx", tokens.counselor, { name: "../x" })).res.status).toBe(404);
  });

  it("counselor cannot download another counselor's unshared lesson file: 404 by id, by name and in the list", async () => {
    const byId = await get(byIdRoute, `/api/v1/lesson/files/${privateFile.id}`, tokens.expiring, { id: String(privateFile.id) });
    expect(byId.res.status).toBe(404);
    expect(JSON.stringify(byId.result.json)).not.toContain("notes.docx");
    expect((await get(byNameRoute, privateFile.url, tokens.expiring, { name: privateFile.uploadedFileName })).res.status).toBe(404);
    expect((await get(listRoute, `/api/v1/lesson/files?lesson_id=${unshared}`, tokens.expiring)).res.status).toBe(404);
  });

  it("only the lesson's owner uploads: another counselor gets 403 on a shared lesson, 404 on an unshared one, and nothing is stored", async () => {
    const before = await uploadCount();
    expect((await upload("expiring", shared, "mine.pdf", pdfBytes(1000))).status).toBe(403);
    expect((await upload("expiring", unshared, "mine.pdf", pdfBytes(1000))).status).toBe(404);
    expect((await upload("counselor", 999_999, "mine.pdf", pdfBytes(1000))).status).toBe(404);
    expect((await upload("secretary", shared, "mine.pdf", pdfBytes(1000))).status).toBe(403);
    expect(await uploadCount()).toBe(before);
  });

  it.each([
    ["an executable", "run.exe", "MZ"],
    ["a type the general uploader takes but a lesson does not", "roster.csv", "name,grade\n"],
    ["an old binary Word file", "old.doc", [0xd0, 0xcf, 0x11, 0xe0]],
  ] as const)("a file of the wrong type (%s) is refused with 422 file_type_not_allowed", async (_what, name, head) => {
    const before = await uploadCount();
    const res = await upload("counselor", shared, name, bytesWith(typeof head === "string" ? head : [...head], 500));
    expect(res.status).toBe(422);
    expect(res.json.error?.[0]).toMatchObject({ code: "file_type_not_allowed", field: "file" });
    expect(res.json.error?.[0].message).toContain("PDF");
    expect(await uploadCount()).toBe(before);
  });

  it("a file whose bytes do not match its extension is refused with 422", async () => {
    const res = await upload("counselor", shared, "renamed.pdf", bytesWith("MZ\u0090\u0000", 500));
    expect(res.status).toBe(422);
    expect(res.json.error?.[0].code).toBe("file_content_mismatch");
  });

  it("a file over 20 MB is refused with 422 file_too_large before any byte is stored", async () => {
    const before = await uploadCount();
    const chunkSize = 4 * 1024 * 1024;
    const total = LESSON_FILE_MAX_BYTES + 1;
    const fields = {
      flowChunkNumber: 1,
      flowChunkSize: chunkSize,
      flowCurrentChunkSize: chunkSize,
      flowTotalSize: total,
      flowIdentifier: `${driver}-big`,
      flowFilename: "big.pdf",
      flowRelativePath: "big.pdf",
      flowTotalChunks: Math.floor(total / chunkSize),
    };
    const res = await postLessonChunk(tokens.counselor, shared, fields, pdfBytes(1000));
    expect(res.status).toBe(422);
    expect(res.json.error?.[0]).toMatchObject({ code: "file_too_large", message: "Lesson files may be at most 20 MB." });
    expect(await uploadCount()).toBe(before);
  });

  it("bad chunk parameters and a bad lesson id are 422; Cancel gives up an upload in progress", async () => {
    expect((await postLessonChunk(tokens.counselor, "abc", { flowFilename: "a.pdf" }, pdfBytes(10))).status).toBe(422);
    expect((await postLessonChunk(tokens.counselor, shared, { flowFilename: "a.pdf" }, pdfBytes(10))).status).toBe(422);
    const chunks = chunksOf(pdfBytes(2 * MIN_CHUNK_BYTES + 1), { chunkSize: MIN_CHUNK_BYTES, name: "half.pdf", identifier: `${driver}-half` });
    await postLessonChunk(tokens.counselor, shared, chunks[0].fields, chunks[0].bytes);
    const cancel = await send(
      cancelRoute,
      new NextRequest(`http://localhost/api/v1/lesson/upload/files?lesson_id=${shared}&flowIdentifier=${driver}-half`, { method: "DELETE", headers: auth(tokens.counselor) }),
    );
    expect(cancel.result.json.data).toEqual({ cancelled: 1 });
  });

  it("only the owner removes a file: others get 403 (shared) or 404 (unshared); the owner's remove deletes the link and the bytes", async () => {
    expect(
      (
        await send(
          removeRoute,
          new NextRequest("http://localhost/api/v1/lesson/remove/files", {
            method: "POST",
            headers: { ...auth(tokens.expiring), "content-type": "application/json" },
            body: JSON.stringify({ id: pdfFile.id }),
          }),
        )
      ).res.status,
    ).toBe(403);
    expect(
      (
        await send(
          removeRoute,
          new NextRequest("http://localhost/api/v1/lesson/remove/files", {
            method: "POST",
            headers: { ...auth(tokens.expiring), "content-type": "application/json" },
            body: JSON.stringify({ id: privateFile.id }),
          }),
        )
      ).res.status,
    ).toBe(404);
    const removed = await send(
      removeRoute,
      new NextRequest("http://localhost/api/v1/lesson/remove/files", {
        method: "POST",
        headers: { ...auth(tokens.counselor), "content-type": "application/json" },
        body: JSON.stringify({ id: pdfFile.id }),
      }),
    );
    expect(removed.result).toMatchObject({ status: 200, json: { data: { id: pdfFile.id } } });
    expect(await conn.db.select().from(lessonFiles).where(eq(lessonFiles.id, pdfFile.id))).toEqual([]);
    expect((await get(byIdRoute, `/api/v1/lesson/files/${pdfFile.id}`, tokens.counselor, { id: String(pdfFile.id) })).res.status).toBe(404);
    expect((await get(byNameRoute, pdfFile.url, tokens.counselor, { name: pdfFile.uploadedFileName })).res.status).toBe(404);
    const again = await send(
      removeRoute,
      new NextRequest("http://localhost/api/v1/lesson/remove/files", {
        method: "POST",
        headers: { ...auth(tokens.counselor), "content-type": "application/json" },
        body: JSON.stringify({ id: pdfFile.id }),
      }),
    );
    expect(again.res.status).toBe(404);
  });

  it("deleting a lesson deletes its files with it: the links, the uploads and the stored bytes", async () => {
    const [{ id: upload }] = await conn.db.select({ id: lessonFiles.uploadId }).from(lessonFiles).where(eq(lessonFiles.id, privateFile.id));
    const deleted = await send(deleteLessonRoute, new NextRequest(`http://localhost/api/v1/lesson/${unshared}?force=1`, { method: "DELETE", headers: auth(tokens.counselor) }), {
      id: String(unshared),
    });
    expect(deleted.res.status).toBe(200);
    expect(await conn.db.select().from(lessonFiles).where(eq(lessonFiles.id, privateFile.id))).toEqual([]);
    expect(await conn.db.select().from(uploads).where(eq(uploads.id, upload))).toEqual([]);
    expect((await get(byNameRoute, privateFile.url, tokens.counselor, { name: privateFile.uploadedFileName })).res.status).toBe(404);
  });
});
