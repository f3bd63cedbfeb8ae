import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import type { TConnection } from "@/db/client";
import { lessonFiles, lessons, uploads, users } from "@/db/schema";
import { GET as listRoute } from "@/app/api/v1/lesson/files/route";
import { GET as byIdRoute } from "@/app/api/v1/lesson/files/[id]/route";
import { GET as byNameRoute } from "@/app/uploads/lesson_files/[name]/route";
import { GET as lessonRoute } from "@/app/api/v1/lesson/[id]/route";
import { storageFor } from "@/lib/files/storage";
import { listLessonFiles, readableLessonFile } from "@/lib/lessons/files";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";
import { actorOf } from "../support/other-district";
import { tokenFor } from "./billing-purchase-support";

// A lesson's files are read under the one rule of opening the lesson: a role that may not open
// lessons gets none of a shared lesson's files (by id, by stored name, or in the list), exactly as
// it may not open the lesson itself; a counselor who may open the shared lesson downloads them.

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "scuta-lesson-file-access-"));
  process.env.UPLOADS_DIR = dir;
});
afterAll(async () => {
  delete process.env.UPLOADS_DIR;
  await rm(dir, { recursive: true, force: true });
});

describe.each(DRIVERS)("files of a shared lesson follow the lesson's access (%s)", (driver) => {
  let conn: TConnection;
  let lessonId: number;
  let fileId: number;
  const stored = `${"ab".repeat(16)}.pdf`;
  const bytes = new TextEncoder().encode("%PDF-1.7\nshared lesson handout");

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    const [owner] = await conn.db.select().from(users).where(eq(users.username, "counselor"));
    [{ id: lessonId }] = await conn.db.insert(lessons).values({ userId: owner.id, name: "Shared handout lesson", share: true }).returning({ id: lessons.id });
    const key = await storageFor("local").put(`lesson-access-${driver}`, Buffer.from(bytes), { filename: "handout.pdf", mimeType: "application/pdf" });
    const [upload] = await conn.db
      .insert(uploads)
      .values({
        userId: owner.id,
        identifier: `lesson-access-${driver}`,
        filename: "handout.pdf",
        totalSize: bytes.length,
        chunkSize: bytes.length,
        totalChunks: 1,
        mimeType: "application/pdf",
        receivedChunks: [1],
        status: "complete",
        storage: "local",
        storageKey: key,
      })
      .returning({ id: uploads.id });
    [{ id: fileId }] = await conn.db.insert(lessonFiles).values({ lessonId, uploadId: upload.id, name: "handout.pdf", uploadedFileName: stored }).returning({ id: lessonFiles.id });
  });
  afterAll(async () => conn.close());

  for (const username of ["secretary", "quoteuser", "statemanager"]) {
    it(`files of a shared lesson do not download for ${username}, who may not open the lesson`, async () => {
      const token = await tokenFor(conn.db, username);
      const lesson = await call(lessonRoute, { token, params: { id: String(lessonId) } });
      expect(lesson.status).toBeGreaterThanOrEqual(403);
      for (const res of [
        await byIdRoute(new NextRequest(`http://localhost/api/v1/lesson/files/${fileId}`, { headers: { authorization: `Bearer ${token}` } }), { params: Promise.resolve({ id: String(fileId) }) }),
        await byNameRoute(new NextRequest(`http://localhost/uploads/lesson_files/${stored}`, { headers: { authorization: `Bearer ${token}` } }), { params: Promise.resolve({ name: stored }) }),
      ]) {
        expect([403, 404]).toContain(res.status);
        expect(res.headers.get("content-type")).not.toBe("application/pdf");
      }
      const list = await call(listRoute, { token, path: `/api/v1/lesson/files?lesson_id=${lessonId}` });
      expect([403, 404]).toContain(list.status);
    });
  }

  it("the lesson-file rule itself (whatever a route's access line says) refuses a role that may not open lessons", async () => {
    for (const username of ["secretary", "quoteuser", "statemanager"]) {
      const [reader] = await conn.db.select().from(users).where(eq(users.username, username));
      await expect(readableLessonFile(conn.db, actorOf(reader), { id: fileId })).rejects.toMatchObject({ status: 404 });
      await expect(readableLessonFile(conn.db, actorOf(reader), { name: stored })).rejects.toMatchObject({ status: 404 });
      await expect(listLessonFiles(conn.db, actorOf(reader), lessonId)).rejects.toMatchObject({ status: 404 });
    }
  });

  it("another counselor, who may open the shared lesson, downloads its file", async () => {
    const token = await tokenFor(conn.db, "hscounselor");
    expect((await call(lessonRoute, { token, params: { id: String(lessonId) } })).status).toBe(200);
    const res = await byIdRoute(new NextRequest(`http://localhost/api/v1/lesson/files/${fileId}`, { headers: { authorization: `Bearer ${token}` } }), {
      params: Promise.resolve({ id: String(fileId) }),
    });
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
    const list = await call(listRoute, { token, path: `/api/v1/lesson/files?lesson_id=${lessonId}` });
    expect(list.status).toBe(200);
    expect((list.json.data as { id: number }[]).map((f) => f.id)).toEqual([fileId]);
  });
});
