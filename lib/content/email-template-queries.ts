import type { TActor } from "@/lib/auth/current-user";
import "server-only";
import { desc, eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { emailTemplates } from "@/db/schema";
import { assertCan } from "@/lib/auth/permissions";

/** The email templates, newest first (/app/emails). */
export async function listEmailTemplates(db: TDbOrTx, actor: TActor) {
  assertCan(actor.user, "content.admin");
  return db.select().from(emailTemplates).orderBy(desc(emailTemplates.id));
}

/** One email template, or null. */
export async function getEmailTemplate(db: TDbOrTx, actor: TActor, id: number) {
  assertCan(actor.user, "content.admin");
  const [row] = await db.select().from(emailTemplates).where(eq(emailTemplates.id, id)).limit(1);
  return row ?? null;
}
