import "server-only";
import { desc, eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { emailTemplates, type TUserRow } from "@/db/schema";
import { assertCan } from "@/lib/auth/permissions";

/** The email templates, newest first (/app/emails). */
export async function listEmailTemplates(db: TDbOrTx, actor: TUserRow) {
  assertCan(actor, "content.admin");
  return db.select().from(emailTemplates).orderBy(desc(emailTemplates.id));
}

/** One email template, or null. */
export async function getEmailTemplate(db: TDbOrTx, actor: TUserRow, id: number) {
  assertCan(actor, "content.admin");
  const [row] = await db.select().from(emailTemplates).where(eq(emailTemplates.id, id)).limit(1);
  return row ?? null;
}
