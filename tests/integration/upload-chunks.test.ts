import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { uploads, users } from "@/db/schema";
import type { TConnection } from "@/db/client";
import { GET as testRoute, POST as chunkRoute, DELETE as cancelRoute } from "@/app/api/v1/files/upload/route";
import { GET as listRoute } from "@/app/api/v1/files/route";
import { GET as downloadRoute, DELETE as deleteRoute } from "@/app/api/v1/files/[id]/route";
import { MIN_CHUNK_BYTES } from "@/lib/files/rules";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { chunksOf, pdfBytes, postChunk, request, sha256, testChunk, tokenOf } from "./upload-support";

const CHUNK = MIN_CHUNK_BYTES; // 64 KiB chunks keep the files small
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "scuta-uploads-"));
  process.env.UPLOADS_DIR = dir;
});
afterAll(async () => {
  delete process.env.UPLOADS_DIR;
  await rm(dir, { recursive: true, force: true });
});

describe.each(DRIVERS)("chunked upload (%s)", (driver) => {
  let conn: TConnection;
  let token: string;
  let userId: number;
  let n = 0;
  const fresh = (size: number, name = "report.pdf") => {
    n++;
    const bytes = pdfBytes(size, n);
    return { bytes, name, chunks: chunksOf(bytes, { chunkSize: CHUNK, name, identifier: `${size}-${n}-${driver}` }) };
  };
  const rowsOf = (identifier: string) =>
    conn.db
      .select()
      .from(uploads)
      .where(and(eq(uploads.userId, userId), eq(uploads.identifier, identifier)));
  const download = async (id: string) => {
    const { res } = await request(downloadRoute, "GET", `/api/v1/files/${id}`, token, { id });
    return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
  };

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    token = await tokenOf("counselor");
    [{ id: userId }] = await conn.db.select({ id: users.id }).from(users).where(eq(users.username, "counselor"));
  });
  afterAll(async () => conn.close());

  it("a 3-chunk file sent out of order becomes one file whose sha256 equals the original's", async () => {
    const file = fresh(3 * CHUNK + 1000);
    expect(file.chunks).toHaveLength(3);
    // "a last chunk may grow to under twice the chunk size unless forced"
    expect(file.chunks[2].bytes.length).toBe(CHUNK + 1000);

    for (const i of [2, 0]) {
      const res = await postChunk(chunkRoute, token, file.chunks[i].fields, file.chunks[i].bytes);
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ complete: false, file: null });
    }
    const last = await postChunk(chunkRoute, token, file.chunks[1].fields, file.chunks[1].bytes);
    expect(last.status).toBe(200);
    const stored = (last.json.data as { complete: boolean; file: { id: string; sha256: string; size: number } }).file;
    expect(stored.sha256).toBe(sha256(file.bytes));
    expect(stored.size).toBe(file.bytes.length);

    const { res, bytes } = await download(stored.id);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`);
    expect(sha256(bytes)).toBe(sha256(file.bytes));
    // The chunks are gone once the file is assembled.
    expect(await readdir(path.join(dir, "tmp")).catch(() => [])).not.toContain(stored.id);
  });

  it("the test request answers 204 for a missing chunk and 200 for a stored one", async () => {
    const file = fresh(2 * CHUNK);
    expect((await testChunk(testRoute, token, file.chunks[0].fields)).status).toBe(204);
    await postChunk(chunkRoute, token, file.chunks[0].fields, file.chunks[0].bytes);
    expect((await testChunk(testRoute, token, file.chunks[0].fields)).status).toBe(200);
    expect((await testChunk(testRoute, token, file.chunks[1].fields)).status).toBe(204);
  });

  it("a re-sent chunk replaces only its own part", async () => {
    const file = fresh(3 * CHUNK);
    const wrong = pdfBytes(CHUNK, 999);
    await postChunk(chunkRoute, token, file.chunks[0].fields, file.chunks[0].bytes);
    await postChunk(chunkRoute, token, file.chunks[1].fields, wrong);
    // The client sends chunk 2 again (say, after a lost answer): this copy wins.
    await postChunk(chunkRoute, token, file.chunks[1].fields, file.chunks[1].bytes);
    await postChunk(chunkRoute, token, file.chunks[0].fields, file.chunks[0].bytes);
    const [row] = await rowsOf(file.chunks[0].fields.flowIdentifier);
    expect(row.receivedChunks).toEqual([1, 2]);
    const done = await postChunk(chunkRoute, token, file.chunks[2].fields, file.chunks[2].bytes);
    const stored = (done.json.data as { file: { id: string; sha256: string } }).file;
    expect(stored.sha256).toBe(sha256(file.bytes));
    expect(sha256((await download(stored.id)).bytes)).toBe(sha256(file.bytes));
  });

  it("a wrong chunk size is refused with 422 and corrupts nothing", async () => {
    const file = fresh(3 * CHUNK);
    const [c1, c2, c3] = file.chunks;
    await postChunk(chunkRoute, token, c1.fields, c1.bytes);
    await postChunk(chunkRoute, token, c2.fields, c2.bytes);
    // Announced size that does not fit chunk 3's place in the file.
    const announced = await postChunk(chunkRoute, token, { ...c3.fields, flowCurrentChunkSize: CHUNK - 1 }, c3.bytes.subarray(1));
    expect(announced.status).toBe(422);
    expect(announced.json.error?.[0].code).toBe("chunk_size_mismatch");
    // Bytes that are not the size announced.
    const short = await postChunk(chunkRoute, token, c3.fields, c3.bytes.subarray(10));
    expect(short.status).toBe(422);
    expect(short.json.error?.[0].code).toBe("chunk_size_mismatch");
    // A chunk number outside the file.
    const outside = await postChunk(chunkRoute, token, { ...c3.fields, flowChunkNumber: 4 }, c3.bytes);
    expect(outside.status).toBe(422);
    expect(outside.json.error?.[0].code).toBe("chunk_out_of_range");
    // A chunk count that does not fit the sizes.
    const count = await postChunk(chunkRoute, token, { ...c3.fields, flowTotalChunks: 5 }, c3.bytes);
    expect(count.status).toBe(422);
    expect(count.json.error?.[0].code).toBe("chunk_count_mismatch");

    const [row] = await rowsOf(c1.fields.flowIdentifier);
    expect(row.receivedChunks).toEqual([1, 2]);
    const done = await postChunk(chunkRoute, token, c3.fields, c3.bytes);
    const stored = (done.json.data as { file: { id: string; sha256: string } }).file;
    expect(stored.sha256).toBe(sha256(file.bytes));

    // A bad chunk after completion leaves the stored file as it was.
    expect((await postChunk(chunkRoute, token, { ...c3.fields, flowCurrentChunkSize: 7 }, c3.bytes.subarray(0, 7))).status).toBe(422);
    expect(sha256((await download(stored.id)).bytes)).toBe(sha256(file.bytes));
  });

  it.each([
    ["a number that is not whole", { flowChunkNumber: "1.5" }, "invalid_flowChunkNumber"],
    ["a number written as an exponent", { flowTotalSize: "1e5" }, "invalid_flowTotalSize"],
    ["a chunk size under the minimum", { flowChunkSize: "1024" }, "invalid_flowChunkSize"],
    ["an identifier with a slash", { flowIdentifier: "../etc" }, "invalid_flowIdentifier"],
    ["a missing file name", { flowFilename: "" }, "invalid_flowFilename"],
  ])("a chunk with %s is refused with 422", async (_label, override, code) => {
    const file = fresh(CHUNK);
    const res = await postChunk(chunkRoute, token, { ...file.chunks[0].fields, ...override }, file.chunks[0].bytes);
    expect(res.status).toBe(422);
    expect(res.json.error?.map((e) => e.code)).toContain(code);
    expect(await rowsOf(file.chunks[0].fields.flowIdentifier)).toHaveLength(0);
  });

  it("a chunk without its bytes, or not sent as multipart, is refused without a 500", async () => {
    const file = fresh(CHUNK);
    const noFile = await postChunk(chunkRoute, token, file.chunks[0].fields, null);
    expect(noFile.status).toBe(422);
    expect(noFile.json.error?.[0].code).toBe("invalid_file");
    const { result } = await request(chunkRoute, "POST", "/api/v1/files/upload", token);
    expect(result.status).toBe(400);
    expect(result.json.error?.[0].code).toBe("invalid_body");
  });

  it("a file type outside the allow-list is refused with 415, by extension and by content", async () => {
    const exe = fresh(CHUNK, "setup.exe");
    expect((await testChunk(testRoute, token, exe.chunks[0].fields)).status).toBe(415);
    const byName = await postChunk(chunkRoute, token, exe.chunks[0].fields, exe.chunks[0].bytes);
    expect(byName.status).toBe(415);
    expect(byName.json.error?.[0].code).toBe("file_type_not_allowed");

    // A Windows program renamed to .png: its first bytes give it away.
    const fake = fresh(2 * CHUNK, "photo.png");
    const mz = new Uint8Array(fake.chunks[0].bytes);
    mz.set([0x4d, 0x5a, 0x90, 0x00]);
    const byContent = await postChunk(chunkRoute, token, fake.chunks[0].fields, mz);
    expect(byContent.status).toBe(415);
    expect(byContent.json.error?.[0].code).toBe("file_content_mismatch");
    expect(await rowsOf(fake.chunks[0].fields.flowIdentifier)).toHaveLength(0);
  });

  it("a file over 25 MiB is refused with 413 before any byte is stored", async () => {
    const file = fresh(CHUNK);
    const big = { ...file.chunks[0].fields, flowTotalSize: 25 * 1024 * 1024 + CHUNK, flowTotalChunks: 401 };
    expect((await testChunk(testRoute, token, big)).status).toBe(413);
    const res = await postChunk(chunkRoute, token, big, file.chunks[0].bytes);
    expect(res.status).toBe(413);
    expect(res.json.error?.[0].code).toBe("file_too_large");
  });

  it("concurrent chunks, final ones included, make one upload and assemble it once", async () => {
    const file = fresh(4 * CHUNK);
    const [c1, c2, c3, c4] = file.chunks;
    // First chunks at once: one upload row, not two.
    await Promise.all([postChunk(chunkRoute, token, c1.fields, c1.bytes), postChunk(chunkRoute, token, c2.fields, c2.bytes), postChunk(chunkRoute, token, c3.fields, c3.bytes)]);
    expect(await rowsOf(c1.fields.flowIdentifier)).toHaveLength(1);
    // The last chunk twice at once.
    const answers = await Promise.all([postChunk(chunkRoute, token, c4.fields, c4.bytes), postChunk(chunkRoute, token, c4.fields, c4.bytes)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.filter((a) => (a.json.data as { complete: boolean }).complete)).toHaveLength(1);
    const rows = await rowsOf(c1.fields.flowIdentifier);
    expect(rows).toHaveLength(1);
    expect(rows[0].status).toBe("complete");
    expect(rows[0].sha256).toBe(sha256(file.bytes));
    const stored = await readFile(path.join(dir, "files", String(userId), rows[0].id));
    expect(sha256(stored)).toBe(sha256(file.bytes));
  });

  it("cancelling an upload in progress drops its row and chunks", async () => {
    const file = fresh(2 * CHUNK);
    await postChunk(chunkRoute, token, file.chunks[0].fields, file.chunks[0].bytes);
    const [row] = await rowsOf(file.chunks[0].fields.flowIdentifier);
    expect(await readdir(path.join(dir, "tmp", row.id))).toEqual(["1"]);
    const { result } = await request(cancelRoute, "DELETE", `/api/v1/files/upload?flowIdentifier=${file.chunks[0].fields.flowIdentifier}`, token);
    expect(result.json.data).toEqual({ cancelled: 1 });
    expect(await rowsOf(file.chunks[0].fields.flowIdentifier)).toHaveLength(0);
    expect(await readdir(path.join(dir, "tmp")).catch(() => [])).not.toContain(row.id);
    // A late chunk of the cancelled upload starts it over rather than failing.
    expect((await testChunk(testRoute, token, file.chunks[0].fields)).status).toBe(204);
  });

  it("an upload abandoned for over 24 hours (even one stuck assembling) is dropped and started over", async () => {
    const file = fresh(2 * CHUNK);
    const [c1, c2] = file.chunks;
    const old = new Date(Date.now() - 25 * 3_600_000);
    const [stuck] = await conn.db
      .insert(uploads)
      .values({
        userId,
        identifier: c1.fields.flowIdentifier,
        filename: file.name,
        totalSize: file.bytes.length,
        chunkSize: CHUNK,
        totalChunks: 2,
        receivedChunks: [1, 2],
        status: "assembling",
        createdAt: old,
      })
      .returning();
    expect((await testChunk(testRoute, token, c1.fields)).status).toBe(204);
    await postChunk(chunkRoute, token, c1.fields, c1.bytes);
    const done = await postChunk(chunkRoute, token, c2.fields, c2.bytes);
    expect((done.json.data as { file: { sha256: string } }).file.sha256).toBe(sha256(file.bytes));
    const rows = await rowsOf(c1.fields.flowIdentifier);
    expect(rows.map((r) => r.id)).not.toContain(stuck.id);
    expect(rows.map((r) => r.status)).toEqual(["complete"]);
  });

  it("the caller lists, downloads and deletes their files", async () => {
    const file = fresh(CHUNK, 'Résumé "final".txt');
    file.bytes.fill(0x41);
    const [c1] = chunksOf(file.bytes, { chunkSize: CHUNK, name: file.name, identifier: `txt-${driver}` });
    const done = await postChunk(chunkRoute, token, c1.fields, c1.bytes);
    const id = (done.json.data as { file: { id: string } }).file.id;

    const { result: list } = await request(listRoute, "GET", "/api/v1/files", token);
    expect((list.json.data as { id: string; filename: string }[]).find((f) => f.id === id)?.filename).toBe(file.name);

    const { res } = await download(id);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="R_sum_ final.txt"; filename*=UTF-8''R%C3%A9sum%C3%A9%20final.txt`);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");

    const { result: deleted } = await request(deleteRoute, "DELETE", `/api/v1/files/${id}`, token, { id });
    expect(deleted.status).toBe(200);
    expect((await download(id)).res.status).toBe(404);
    expect(await readdir(path.join(dir, "files", String(userId)))).not.toContain(id);
  });

  it("an id that is not a uuid is a 404, not a 500", async () => {
    const { result } = await request(downloadRoute, "GET", "/api/v1/files/1%27%20or%201=1", token, { id: "1' or 1=1" });
    expect(result.status).toBe(404);
  });

  it("signed-out calls get 401", async () => {
    const file = fresh(CHUNK);
    expect((await testChunk(testRoute, undefined, file.chunks[0].fields)).status).toBe(401);
    expect((await postChunk(chunkRoute, undefined, file.chunks[0].fields, file.chunks[0].bytes)).status).toBe(401);
    expect((await request(listRoute, "GET", "/api/v1/files")).result.status).toBe(401);
  });
});
