import { and, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { TDbOrTx } from "@/db/client";
import { uploads, users } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { ROLE } from "@/lib/auth/roles";
import { UPLOAD_STATUS } from "@/lib/files/queries";
import { ZFileId } from "@/lib/files/schemas";
import { forbidden, notFound } from "@/lib/http/errors";
import { zText } from "@/lib/http/text";

// /app/fileUpload: every user's uploaded files, for the administrator — who
// uploaded what, when, how big — searchable by file name or user, and downloadable.

export const FILE_UPLOADS_PAGE_SIZE = 50;

export const ZFileUploadsQuery = z.object({
  q: zText({ max: 100 }).default(""),
  page: z.preprocess((v) => (v === undefined || v === "" ? 1 : Number(v)), z.number().int().min(1).max(100_000)).catch(1),
});
export type TFileUploadsQuery = { q?: string; page?: unknown };

export type TFileUploadRow = { id: string; filename: string; size: number; mimeType: string; completedAt: string; userId: number | null; username: string | null; ownerName: string };

function assertAdmin(actor: TActor): void {
  if (actor.user.roleId !== ROLE.admin) throw forbidden();
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The completed uploads of every user, newest first, 50 a page. */
export async function listAllUploads(db: TDbOrTx, actor: TActor, input: TFileUploadsQuery): Promise<{ rows: TFileUploadRow[]; total: number; page: number; pages: number; q: string }> {
  assertAdmin(actor);
  const { q, page } = ZFileUploadsQuery.parse(input);
  const like = `%${escapeLike(q)}%`;
  const where = and(
    eq(uploads.status, UPLOAD_STATUS.complete),
    q ? or(ilike(uploads.filename, like), ilike(users.username, like), ilike(users.email, like), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like)) : undefined,
  );
  const [{ n }] = await db.select({ n: count() }).from(uploads).leftJoin(users, eq(users.id, uploads.userId)).where(where);
  const pages = Math.max(1, Math.ceil(n / FILE_UPLOADS_PAGE_SIZE));
  const current = Math.min(page, pages);
  const rows = await db
    .select({ u: uploads, username: users.username, firstName: users.firstName, lastName: users.lastName })
    .from(uploads)
    .leftJoin(users, eq(users.id, uploads.userId))
    .where(where)
    .orderBy(desc(uploads.completedAt), desc(uploads.createdAt), desc(uploads.id))
    .limit(FILE_UPLOADS_PAGE_SIZE)
    .offset((current - 1) * FILE_UPLOADS_PAGE_SIZE);
  return {
    rows: rows.map((r) => ({
      id: r.u.id,
      filename: r.u.filename,
      size: r.u.totalSize,
      mimeType: r.u.mimeType,
      completedAt: (r.u.completedAt ?? r.u.createdAt).toISOString(),
      userId: r.u.userId,
      username: r.username,
      ownerName: `${r.firstName ?? ""} ${r.lastName ?? ""}`.trim(),
    })),
    total: n,
    page: current,
    pages,
    q,
  };
}

/** Any user's completed upload, for the administrator's download. */
export async function getAnyUpload(db: TDbOrTx, actor: TActor, id: string) {
  assertAdmin(actor);
  if (!ZFileId.safeParse(id).success) throw notFound("No such file.");
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.status, UPLOAD_STATUS.complete)))
    .limit(1);
  if (!row) throw notFound("No such file.");
  return row;
}
