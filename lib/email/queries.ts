import "server-only";
import { count, desc } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { emailOutbox, type TUserRow } from "@/db/schema";
import { assertCan } from "@/lib/auth/permissions";

export const OUTBOX_PAGE_SIZE = 25;

/** The email outbox, newest first, for administrators. */
export async function listOutbox(db: TDbOrTx, actor: TUserRow, page: number) {
  assertCan(actor, "email.outbox.read");
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(emailOutbox)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(OUTBOX_PAGE_SIZE)
      .offset((page - 1) * OUTBOX_PAGE_SIZE),
    db.select({ total: count() }).from(emailOutbox),
  ]);
  return { rows, total, pages: Math.max(1, Math.ceil(total / OUTBOX_PAGE_SIZE)) };
}
