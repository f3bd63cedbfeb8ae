import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setSharedConnection, type TConnection } from "@/db/client";
import { uploads, users } from "@/db/schema";
import { GET as download } from "@/app/(app)/app/(admin)/fileUpload/[id]/route";
import { FILE_UPLOADS_PAGE_SIZE, getAnyUpload, listAllUploads } from "@/lib/account-admin/file-uploads";
import { mayOpenPath } from "@/lib/auth/areas";
import type { TActor } from "@/lib/auth/current-user";
import { ROLE } from "@/lib/auth/roles";
import { createSession } from "@/lib/auth/sessions";
import { storageFor } from "@/lib/files/storage";
import { AppError } from "@/lib/http/errors";
import { call } from "../support/api";
import { DRIVERS, freshDatabase } from "../support/db";

// /app/fileUpload — every user's uploads, for the administrator.

const statusOf = (e: unknown) => (e instanceof AppError ? e.status : 0);

describe.each(DRIVERS)("the administrator's list of uploaded files (%s)", (driver) => {
  let conn: TConnection;
  let admin: TActor;
  let counselor: TActor;
  let fileId = "";
  const dir = mkdtempSync(path.join(os.tmpdir(), "scuta-fileupload-"));
  const token = async (userId: number) => (await createSession(conn.db, { userId, kind: "api", ttlMs: 3_600_000, now: new Date() })).token;

  beforeAll(async () => {
    process.env.UPLOADS_DIR = dir;
    conn = await freshDatabase(driver);
    setSharedConnection(conn);
    const [a, c, d] = await conn.db
      .insert(users)
      .values([
        { username: "fadmin", email: "fadmin@example.org", roleId: ROLE.admin, active: true, expires: "2027-07-31" },
        { username: "fcounselor", email: "fcounselor@example.org", firstName: "Ana", lastName: "Ruiz", roleId: ROLE.user, active: true, expires: "2027-07-31" },
        { username: "fother", email: "fother@example.org", roleId: ROLE.user, active: true, expires: "2027-07-31" },
      ])
      .returning();
    admin = { user: a, sessionId: "a", via: "bearer" };
    counselor = { user: c, sessionId: "c", via: "bearer" };
    const key = await storageFor("local").put(`test/${Date.now()}`, Buffer.from("hello"), { filename: "plan.txt", mimeType: "text/plain" });
    const base = { totalSize: 5, chunkSize: 1048576, totalChunks: 1, mimeType: "text/plain", status: "complete", storage: "local" };
    const rows = await conn.db
      .insert(uploads)
      .values([
        { ...base, userId: c.id, identifier: "1", filename: "plan.txt", storageKey: key, completedAt: new Date("2026-10-01T10:00:00Z") },
        { ...base, userId: d.id, identifier: "2", filename: "budget.pdf", completedAt: new Date("2026-10-02T10:00:00Z") },
        { ...base, userId: d.id, identifier: "3", filename: "half.pdf", status: "uploading" },
        ...Array.from({ length: FILE_UPLOADS_PAGE_SIZE }, (_, i) => ({ ...base, userId: d.id, identifier: `bulk${i}`, filename: `bulk-${i}.txt`, completedAt: new Date("2026-09-01T10:00:00Z") })),
      ])
      .returning();
    fileId = rows[0].id;
  });
  afterAll(async () => {
    await conn.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("lists every user's completed files, newest first, 50 a page; uploads in progress are not listed", async () => {
    const first = await listAllUploads(conn.db, admin, {});
    expect(first.total).toBe(FILE_UPLOADS_PAGE_SIZE + 2);
    expect(first.pages).toBe(2);
    expect(first.rows.map((r) => r.filename).slice(0, 2)).toEqual(["budget.pdf", "plan.txt"]);
    expect(first.rows[1]).toMatchObject({ username: "fcounselor", ownerName: "Ana Ruiz", size: 5 });
    const second = await listAllUploads(conn.db, admin, { page: "2" });
    expect(second.rows).toHaveLength(2);
    expect([...first.rows, ...second.rows].some((r) => r.filename === "half.pdf")).toBe(false);
    // A page past the end shows the last one; a page that is not a number the first.
    expect((await listAllUploads(conn.db, admin, { page: "99" })).page).toBe(2);
    expect((await listAllUploads(conn.db, admin, { page: "x" })).page).toBe(1);
  });

  it("searches by file name or user (a % in the search is a plain character)", async () => {
    expect((await listAllUploads(conn.db, admin, { q: "BUDGET" })).rows.map((r) => r.filename)).toEqual(["budget.pdf"]);
    expect((await listAllUploads(conn.db, admin, { q: "ana ruiz" })).rows.map((r) => r.filename)).toEqual(["plan.txt"]);
    expect((await listAllUploads(conn.db, admin, { q: "%" })).total).toBe(0);
  });

  it("administrators only: a counselor is refused (403), in the area table too", async () => {
    expect(statusOf(await listAllUploads(conn.db, counselor, {}).catch((e: unknown) => e))).toBe(403);
    expect(statusOf(await getAnyUpload(conn.db, counselor, fileId).catch((e: unknown) => e))).toBe(403);
    expect(mayOpenPath(ROLE.admin, "/app/fileUpload")).toBe(true);
    expect(mayOpenPath(ROLE.user, "/app/fileUpload")).toBe(false);
  });

  it("GET /app/fileUpload/{id}: the administrator downloads any user's file; others 403; an unknown id 404", async () => {
    const ok = await download(new (await import("next/server")).NextRequest("http://localhost/app/fileUpload/x", { headers: { authorization: `Bearer ${await token(admin.user.id)}` } }), {
      params: Promise.resolve({ id: fileId }),
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-disposition")).toContain("plan.txt");
    expect(await ok.text()).toBe("hello");
    expect((await call(download, { token: await token(counselor.user.id), params: { id: fileId } })).status).toBe(403);
    expect((await call(download, { token: await token(admin.user.id), params: { id: "00000000-0000-4000-8000-000000000000" } })).status).toBe(404);
    expect((await call(download, { token: await token(admin.user.id), params: { id: "not-a-uuid" } })).status).toBe(404);
  });
});
