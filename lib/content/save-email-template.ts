import "server-only";
import { eq } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { emailTemplates } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { assertCan } from "@/lib/auth/permissions";
import { recordAudit } from "@/lib/audit/record";
import { notFound } from "@/lib/http/errors";
import { ZEmailTemplate } from "./email-template-schemas";

/** Creates (id null) or updates an email template; its placeholders are checked; audited. */
export async function saveEmailTemplate(db: TDb, actor: TActor, id: number | null, input: unknown, now: Date) {
  assertCan(actor.user, "content.admin");
  const { expires, ...rest } = ZEmailTemplate.parse(input);
  const values = { ...rest, expires: expires ?? null };
  return db.transaction(async (tx) => {
    if (id === null) {
      const [created] = await tx
        .insert(emailTemplates)
        .values({ ...values, createdBy: actor.user.id, createdAt: now, updatedAt: now })
        .returning();
      await recordAudit(tx, { actorId: actor.user.id, action: "emailTemplate.create", entity: "email_template", entityId: created.id, after: created, now });
      return created;
    }
    const [before] = await tx.select().from(emailTemplates).where(eq(emailTemplates.id, id)).for("update");
    if (!before) throw notFound("This email template no longer exists.");
    const [updated] = await tx
      .update(emailTemplates)
      .set({ ...values, updatedAt: now })
      .where(eq(emailTemplates.id, id))
      .returning();
    await recordAudit(tx, { actorId: actor.user.id, action: "emailTemplate.update", entity: "email_template", entityId: id, before, after: updated, now });
    return updated;
  });
}

/** Copies an email template under a new id ("Duplicated email template id : {id}"); audited. */
export async function duplicateEmailTemplate(db: TDb, actor: TActor, id: number, now: Date) {
  assertCan(actor.user, "content.admin");
  return db.transaction(async (tx) => {
    const [source] = await tx.select().from(emailTemplates).where(eq(emailTemplates.id, id));
    if (!source) throw notFound("This email template no longer exists.");
    const [copy] = await tx
      .insert(emailTemplates)
      .values({ name: source.name, subject: source.subject, body: source.body, expires: source.expires, clipboard: source.clipboard, createdBy: actor.user.id, createdAt: now, updatedAt: now })
      .returning();
    await recordAudit(tx, { actorId: actor.user.id, action: "emailTemplate.duplicate", entity: "email_template", entityId: copy.id, before: { sourceId: id }, after: copy, now });
    return copy;
  });
}
