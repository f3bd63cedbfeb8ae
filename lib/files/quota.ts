import "server-only";
import { and, eq, gt, inArray, ne, or, sql } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { questions, settings, uploads } from "@/db/schema";
import { AppError } from "@/lib/http/errors";
import { LOCK_NAMESPACE, lockCounter } from "@/lib/http/rate-limit";
import { UPLOAD_STATUS } from "./queries";
import { STALE_UPLOAD_HOURS } from "./rules";

// Each user's storage space for uploaded files: the installation's 'uploads' setting
// (settings row key "uploads", value {"quotaMb": 500}), 500 MB when it is not set.

export const UPLOAD_SETTINGS_KEY = "uploads";
export const DEFAULT_QUOTA_MB = 500;
const MB = 1_048_576;

/** The per-user quota in bytes. */
export async function uploadQuotaBytes(db: TDbOrTx): Promise<number> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, UPLOAD_SETTINGS_KEY)).limit(1);
  const mb = (row?.value as { quotaMb?: unknown } | undefined)?.quotaMb;
  return (typeof mb === "number" && Number.isFinite(mb) && mb >= 0 ? mb : DEFAULT_QUOTA_MB) * MB;
}

/**
 * Bytes a user's files take: the completed ones, plus (when starting an upload) the announced size
 * of those still in progress and not abandoned, which hold their place until they finish or go.
 */
async function usedBytes(tx: TDbOrTx, userId: number, opts: { now: Date; reserved: boolean; excludeId?: string }): Promise<number> {
  const since = new Date(opts.now.getTime() - STALE_UPLOAD_HOURS * 3_600_000);
  const counted = opts.reserved
    ? or(eq(uploads.status, UPLOAD_STATUS.complete), and(inArray(uploads.status, [UPLOAD_STATUS.uploading, UPLOAD_STATUS.assembling]), gt(uploads.createdAt, since)))
    : eq(uploads.status, UPLOAD_STATUS.complete);
  const [row] = await tx
    .select({ n: sql<string>`coalesce(sum(${uploads.totalSize}), 0)` })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), counted, opts.excludeId ? ne(uploads.id, opts.excludeId) : undefined));
  // The question panel's screenshots are the user's stored files too (a base64 data URL: 3 bytes per 4 characters).
  const [shots] = await tx
    .select({ n: sql<string>`coalesce(sum(length(${questions.screenshot}) * 3 / 4), 0)` })
    .from(questions)
    .where(eq(questions.userId, userId));
  return Number(row.n) + Number(shots.n);
}

/**
 * Inside the caller's transaction, under a per-user lock (so two uploads cannot both take the last
 * free space): throws 413 storage_quota_exceeded when `size` more bytes would not fit. `reserved`
 * counts uploads in progress too (at the start of an upload); at assembly only completed files
 * count besides the file itself.
 */
export async function assertFitsQuota(tx: TDbOrTx, userId: number, size: number, opts: { now: Date; reserved: boolean; excludeId?: string }): Promise<void> {
  await lockCounter(tx, LOCK_NAMESPACE.uploadQuota, `user:${userId}`);
  const [quota, used] = await Promise.all([uploadQuotaBytes(tx), usedBytes(tx, userId, opts)]);
  if (used + size <= quota) return;
  const mb = (n: number) => Math.ceil(n / MB);
  throw new AppError(
    "storage_quota_exceeded",
    `This file does not fit in your storage space: your files may use ${mb(quota)} MB and ${mb(used)} MB are in use. Delete some files and try again.`,
    413,
    "file",
  );
}
