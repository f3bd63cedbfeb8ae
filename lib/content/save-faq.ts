import "server-only";
import { eq } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { faqs } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { assertCan } from "@/lib/auth/permissions";
import { recordAudit } from "@/lib/audit/record";
import { notFound } from "@/lib/http/errors";
import { refreshPublicPages } from "@/lib/pages/public-cache";
import { ZFaq } from "./faq-schemas";

/** Creates a FAQ record (id null) or updates one; audited; the public /questions page is refreshed. */
export async function saveFaq(db: TDb, actor: TActor, id: number | null, input: unknown, now: Date) {
  assertCan(actor.user, "content.admin");
  const values = ZFaq.parse(input);
  const row = await db.transaction(async (tx) => {
    if (id === null) {
      const [created] = await tx
        .insert(faqs)
        .values({ ...values, createdBy: actor.user.id, createdAt: now, updatedAt: now })
        .returning();
      await recordAudit(tx, { actorId: actor.user.id, action: "faq.create", entity: "faq", entityId: created.id, after: created, now });
      return created;
    }
    const [before] = await tx.select().from(faqs).where(eq(faqs.id, id)).for("update");
    if (!before) throw notFound("This FAQ entry no longer exists.");
    const [updated] = await tx
      .update(faqs)
      .set({ ...values, updatedAt: now })
      .where(eq(faqs.id, id))
      .returning();
    await recordAudit(tx, { actorId: actor.user.id, action: "faq.update", entity: "faq", entityId: id, before, after: updated, now });
    return updated;
  });
  refreshPublicPages("faq");
  return row;
}
