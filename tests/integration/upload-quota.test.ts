import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { settings, uploads, users, type TUserRow } from "@/db/schema";
import { POST as chunkRoute } from "@/app/api/v1/files/upload/route";
import { createSession } from "@/lib/auth/sessions";
import { DEFAULT_QUOTA_MB, UPLOAD_SETTINGS_KEY, uploadQuotaBytes } from "@/lib/files/quota";
import { MIN_CHUNK_BYTES } from "@/lib/files/rules";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { chunksOf, pdfBytes, postChunk } from "./upload-support";

// "Uploads have no per-user storage quota: add one (a setting, 500 MB by default),
// answered 413 with the error list." Checked when an upload starts (uploads in progress hold their
// place) and again when the file is assembled.

const CHUNK = MIN_CHUNK_BYTES; // 64 KiB
const KB = 1024;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "scuta-quota-"));
  process.env.UPLOADS_DIR = dir;
});
afterAll(async () => {
  delete process.env.UPLOADS_DIR;
  await rm(dir, { recursive: true, force: true });
});

describe.each(DRIVERS)("per-user upload quota (%s)", (driver) => {
  let conn: TConnection;
  let n = 0;
  const setQuotaMb = (quotaMb: number) =>
    conn.db
      .insert(settings)
      .values({ key: UPLOAD_SETTINGS_KEY, value: { quotaMb } })
      .onConflictDoUpdate({ target: settings.key, set: { value: { quotaMb } } });
  const newUser = async (): Promise<{ user: TUserRow; token: string }> => {
    n += 1;
    const username = `quota${n}${driver}`;
    const [user] = await conn.db
      .insert(users)
      .values({ username, email: `${username}@school.example.org`, roleId: 1, appId: 2, active: true, expires: "2099-07-31" })
      .returning();
    const { token } = await createSession(conn.db, { userId: user.id, kind: "api", ttlMs: 3_600_000, now: new Date() });
    return { user, token };
  };
  const file = (size: number) => {
    n += 1;
    const bytes = pdfBytes(size, n);
    return chunksOf(bytes, { chunkSize: CHUNK, name: `f${n}.pdf`, identifier: `${size}-${n}-${driver}` });
  };
  const uploadAll = async (token: string, chunks: ReturnType<typeof file>) => {
    let last = null;
    for (const c of chunks) last = await postChunk(chunkRoute, token, c.fields, c.bytes);
    return last;
  };

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
  });
  beforeEach(async () => {
    await conn.db.delete(settings).where(eq(settings.key, UPLOAD_SETTINGS_KEY));
  });
  afterAll(async () => {
    await conn.db.delete(settings).where(eq(settings.key, UPLOAD_SETTINGS_KEY));
    await conn.close();
  });

  it("the quota is a setting, 500 MB by default", async () => {
    expect(DEFAULT_QUOTA_MB).toBe(500);
    expect(await uploadQuotaBytes(conn.db)).toBe(500 * 1_048_576);
    await setQuotaMb(2);
    expect(await uploadQuotaBytes(conn.db)).toBe(2 * 1_048_576);
  });

  it("an upload that would pass the quota is refused at its start with 413 and the error list; nothing is stored", async () => {
    await setQuotaMb(1); // 1024 KiB
    const { user, token } = await newUser();
    const first = await uploadAll(token, file(600 * KB));
    expect(first?.status).toBe(200);
    const second = file(600 * KB);
    const res = await postChunk(chunkRoute, token, second[0].fields, second[0].bytes);
    expect(res.status).toBe(413);
    expect(res.json.status_code).toBe(413);
    expect(res.json.error?.[0]).toMatchObject({ code: "storage_quota_exceeded" });
    expect(res.json.error?.[0].message).toContain("1 MB");
    const rows = await conn.db.select().from(uploads).where(eq(uploads.userId, user.id));
    expect(rows).toHaveLength(1);
    // A file that still fits goes through.
    expect((await uploadAll(token, file(300 * KB)))?.status).toBe(200);
  });

  it("uploads in progress hold their place: two parallel starts cannot both take the last free space", async () => {
    await setQuotaMb(1);
    const { token } = await newUser();
    const [a, b] = [file(600 * KB), file(600 * KB)];
    const results = await Promise.all([a, b].map((f) => postChunk(chunkRoute, token, f[0].fields, f[0].bytes)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 413]);
  });

  it("the quota is checked again at assembly: a file that no longer fits is refused with 413 and dropped", async () => {
    await setQuotaMb(1);
    const { user, token } = await newUser();
    const chunks = file(400 * KB);
    for (const c of chunks.slice(0, -1)) expect((await postChunk(chunkRoute, token, c.fields, c.bytes)).status).toBe(200);
    // Meanwhile the quota is lowered below what this file needs.
    await setQuotaMb(0.25);
    const last = chunks.at(-1) as (typeof chunks)[number];
    const res = await postChunk(chunkRoute, token, last.fields, last.bytes);
    expect(res.status).toBe(413);
    expect(res.json.error?.[0].code).toBe("storage_quota_exceeded");
    expect(
      await conn.db
        .select()
        .from(uploads)
        .where(and(eq(uploads.userId, user.id), eq(uploads.identifier, last.fields.flowIdentifier))),
    ).toHaveLength(0);
  });

  it("the quota is per user: another user's files do not count", async () => {
    await setQuotaMb(1);
    const one = await newUser();
    const other = await newUser();
    expect((await uploadAll(one.token, file(900 * KB)))?.status).toBe(200);
    expect((await uploadAll(other.token, file(900 * KB)))?.status).toBe(200);
  });
});
