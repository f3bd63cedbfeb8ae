import "server-only";
import { eq } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { companies } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { readOnly } from "@/lib/curriculum/access";
import { companyJson, readableCompany } from "./queries";
import type { TCompanyInput, TCompanyJson } from "./schemas";

/** Creates a community partner of the actor. */
export async function createCompany(db: TDb, actor: TActor, input: TCompanyInput, now: Date): Promise<TCompanyJson> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(companies)
      .values({ userId: actor.user.id, ...input, createdAt: now, updatedAt: now })
      .returning();
    return companyJson(row, actor.user.id);
  });
}

/** Updates one of the actor's partners (a managed counselor's: 403; anyone else's: 404). */
export async function updateCompany(db: TDb, actor: TActor, id: number, input: TCompanyInput, now: Date): Promise<TCompanyJson> {
  return db.transaction(async (tx) => {
    const current = await readableCompany(tx, actor, id);
    if (current.userId !== actor.user.id) throw readOnly();
    const [row] = await tx
      .update(companies)
      .set({ ...input, updatedAt: now })
      .where(eq(companies.id, id))
      .returning();
    return companyJson(row, actor.user.id);
  });
}

export async function deleteCompany(db: TDb, actor: TActor, id: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const current = await readableCompany(tx, actor, id);
    if (current.userId !== actor.user.id) throw readOnly();
    await tx.delete(companies).where(eq(companies.id, id));
    return { id };
  });
}
