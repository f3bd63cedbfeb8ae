import "server-only";
import { eq } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { grants } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { recordAudit } from "@/lib/audit/record";
import { notFound } from "@/lib/http/errors";
import { assertMayEditHelp } from "@/lib/help-docs/access";
import { ZGrantInput } from "./schemas";

const grantMissing = () => notFound("This grant does not exist.");

/** Creates (id null) or updates a grant. Admins; audited. */
export async function saveGrant(db: TDb, actor: TActor, input: unknown, id: number | null, now: Date) {
  assertMayEditHelp(actor.user);
  const v = ZGrantInput.parse(input);
  return db.transaction(async (tx) => {
    const [before] = id === null ? [] : await tx.select().from(grants).where(eq(grants.id, id)).for("update");
    if (id !== null && !before) throw grantMissing();
    const values = {
      name: v.name,
      funder: v.funder,
      amountMinCents: v.amountMin,
      amountMaxCents: v.amountMax,
      deadline: v.deadline,
      states: v.states,
      url: v.url,
      descriptionEn: v.descriptionEn,
      descriptionIt: v.descriptionIt,
      descriptionDe: v.descriptionDe,
      updatedAt: now,
    };
    const [row] = before
      ? await tx.update(grants).set(values).where(eq(grants.id, before.id)).returning()
      : await tx
          .insert(grants)
          .values({ ...values, createdAt: now })
          .returning();
    await recordAudit(tx, { actorId: actor.user.id, action: before ? "update" : "create", entity: "grant", entityId: row.id, before: before ?? null, after: row, now });
    return row;
  });
}

export async function deleteGrant(db: TDb, actor: TActor, id: number, now: Date): Promise<void> {
  assertMayEditHelp(actor.user);
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(grants).where(eq(grants.id, id)).returning();
    if (!before) throw grantMissing();
    await recordAudit(tx, { actorId: actor.user.id, action: "delete", entity: "grant", entityId: id, before, after: null, now });
  });
}
