import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { uploads } from "@/db/schema";
import type { TConnection } from "@/db/client";
import { GET as testRoute, POST as chunkRoute, DELETE as cancelRoute } from "@/app/api/v1/files/upload/route";
import { GET as listRoute } from "@/app/api/v1/files/route";
import { GET as downloadRoute, DELETE as deleteRoute } from "@/app/api/v1/files/[id]/route";
import { MIN_CHUNK_BYTES } from "@/lib/files/rules";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { chunksOf, pdfBytes, postChunk, request, sha256, testChunk, tokenOf } from "./upload-support";

// "Nobody reads another user's file": not the manager of the owner, not an administrator.

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "scuta-uploads-"));
  process.env.UPLOADS_DIR = dir;
});
afterAll(async () => {
  delete process.env.UPLOADS_DIR;
  await rm(dir, { recursive: true, force: true });
});

describe.each(DRIVERS)("user-cannot-read-other-users-files (%s)", (driver) => {
  let conn: TConnection;
  const tokens: Record<string, string> = {};
  const bytes = pdfBytes(2 * MIN_CHUNK_BYTES + 5, 7);
  const chunks = chunksOf(bytes, { chunkSize: MIN_CHUNK_BYTES, name: "iep-notes.pdf", identifier: `private-${driver}` });
  let fileId: string;

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    for (const u of ["counselor", "manager", "admin", "faculty"]) tokens[u] = await tokenOf(u);
    // The counselor's file, complete, and a second upload left half-way.
    await postChunk(chunkRoute, tokens.counselor, chunks[0].fields, chunks[0].bytes);
    const done = await postChunk(chunkRoute, tokens.counselor, chunks[1].fields, chunks[1].bytes);
    fileId = (done.json.data as { file: { id: string } }).file.id;
    await postChunk(chunkRoute, tokens.counselor, { ...chunks[0].fields, flowIdentifier: `half-${driver}` }, chunks[0].bytes);
  });
  afterAll(async () => conn.close());

  it("the owner reads the file", async () => {
    const { res } = await request(downloadRoute, "GET", `/api/v1/files/${fileId}`, tokens.counselor, { id: fileId });
    expect(res.status).toBe(200);
    expect(sha256(new Uint8Array(await res.arrayBuffer()))).toBe(sha256(bytes));
  });

  it.each(["manager", "admin", "faculty"])("%s cannot download it: 404, as if it did not exist", async (who) => {
    const { res, result } = await request(downloadRoute, "GET", `/api/v1/files/${fileId}`, tokens[who], { id: fileId });
    expect(res.status).toBe(404);
    expect(result.json.error?.[0].code).toBe("not_found");
  });

  it.each(["manager", "admin", "faculty"])("%s does not see it in their list", async (who) => {
    const { result } = await request(listRoute, "GET", "/api/v1/files", tokens[who]);
    expect(result.status).toBe(200);
    expect((result.json.data as { id: string }[]).map((f) => f.id)).not.toContain(fileId);
  });

  it.each(["manager", "admin", "faculty"])("%s cannot delete it", async (who) => {
    const { res } = await request(deleteRoute, "DELETE", `/api/v1/files/${fileId}`, tokens[who], { id: fileId });
    expect(res.status).toBe(404);
    const [row] = await conn.db.select().from(uploads).where(eq(uploads.id, fileId));
    expect(row.status).toBe("complete");
  });

  it("another user's test requests see none of the owner's chunks, and their chunks do not join the owner's upload", async () => {
    const half = { ...chunks[0].fields, flowIdentifier: `half-${driver}` };
    expect((await testChunk(testRoute, tokens.counselor, half)).status).toBe(200);
    expect((await testChunk(testRoute, tokens.manager, half)).status).toBe(204);
    // The manager sending the same identifier starts an upload of their own.
    await postChunk(chunkRoute, tokens.manager, { ...chunks[1].fields, flowIdentifier: half.flowIdentifier }, chunks[1].bytes);
    const rows = await conn.db.select().from(uploads).where(eq(uploads.identifier, half.flowIdentifier));
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.receivedChunks).sort()).toEqual([[1], [2]]);
    expect(rows.every((r) => r.status === "uploading")).toBe(true);
  });

  it("another user cannot cancel the owner's upload in progress", async () => {
    await request(cancelRoute, "DELETE", `/api/v1/files/upload?flowIdentifier=half-${driver}`, tokens.admin);
    expect((await testChunk(testRoute, tokens.counselor, { ...chunks[0].fields, flowIdentifier: `half-${driver}` })).status).toBe(200);
  });
});
