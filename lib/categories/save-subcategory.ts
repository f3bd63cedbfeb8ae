import "server-only";
import { placedUser } from "@/lib/memberships/queries";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { TDb, TDbOrTx } from "@/db/client";
import { useOfTimeCategories as cat } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { assertCan } from "@/lib/auth/permissions";
import { AppError, notFound } from "@/lib/http/errors";
import { assertUsableCategory, ownedBy, ownerScopes, type TManagedScope } from "./queries";
import { ZSubcategoryCreate, ZSubcategoryUpdate } from "./schemas";

export type TSavedSubcategory = { id: number; parentId: number; name: string; description: string; color: string; active: boolean; scope: "district" | "school" };

const nameTaken = () => new AppError("subcategory_name_taken", "This category already has a sub-category with this name.", 409, "name");

/**
 * Adds a sub-category to an ASCA category for the manager's district or school (no id), or
 * renames, recolours, deactivates or reactivates one of theirs (id). Managers, directors and
 * admins only; another owner's sub-category is a 404.
 */
export async function saveSubcategory(db: TDb, actor: TActor, input: unknown): Promise<TSavedSubcategory> {
  assertCan(actor.user, "categories.manage");
  const isUpdate = !!input && typeof input === "object" && "id" in input && (input as { id: unknown }).id != null;
  return isUpdate ? updateSubcategory(db, actor, input) : createSubcategory(db, actor, input);
}

async function createSubcategory(db: TDb, actor: TActor, input: unknown): Promise<TSavedSubcategory> {
  const v = ZSubcategoryCreate.parse(input);
  // The district and school a manager adds for are their active memberships, never their profile's.
  const owner = ownerScopes(await placedUser(db, actor.user)).find((s) => s.scope === v.scope);
  if (!owner) {
    const message = v.scope === "school" ? "Your account is not linked to a school." : "Your account is not linked to a district.";
    throw new AppError(`no_${v.scope}`, message, 422, "scope");
  }
  const parent = await assertUsableCategory(db, actor, v.parent_id).catch(() => null);
  if (!parent || parent.parentId !== null) throw new AppError("unknown_category", "Choose one of the ASCA categories.", 422, "parent_id");
  return db.transaction(async (tx) => {
    const [group] = await tx.select({ groupId: cat.groupId }).from(cat).where(eq(cat.id, parent.id));
    await assertNameFree(tx, owner, parent.id, v.name, null);
    await syncIdentity(tx);
    const [row] = await tx
      .insert(cat)
      .values({
        groupId: group.groupId,
        parentId: parent.id,
        name: v.name,
        description: v.description,
        color: v.color ?? parent.color,
        leaid: owner.leaid,
        ncessch: owner.ncessch,
        sort: 0,
        active: true,
      })
      .returning();
    return toSaved(row);
  });
}

async function updateSubcategory(db: TDb, actor: TActor, input: unknown): Promise<TSavedSubcategory> {
  const v = ZSubcategoryUpdate.parse(input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(cat)
      .where(and(eq(cat.id, v.id), ownedBy(await placedUser(tx, actor.user))))
      .limit(1);
    if (!row || row.parentId === null) throw notFound("This sub-category does not exist.");
    await assertNameFree(tx, { leaid: row.leaid, ncessch: row.ncessch }, row.parentId, v.name, row.id);
    const [saved] = await tx.update(cat).set({ name: v.name, description: v.description, color: v.color, active: v.active }).where(eq(cat.id, row.id)).returning();
    return toSaved(saved);
  });
}

/** One name per parent and owner, compared without regard to case (the district's and a school's may repeat). */
async function assertNameFree(tx: TDbOrTx, owner: Pick<TManagedScope, "leaid" | "ncessch">, parentId: number, name: string, exceptId: number | null) {
  const sameOwner = owner.ncessch ? eq(cat.ncessch, owner.ncessch) : and(eq(cat.leaid, owner.leaid ?? ""), isNull(cat.ncessch));
  const [clash] = await tx
    .select({ id: cat.id })
    .from(cat)
    .where(and(eq(cat.parentId, parentId), sameOwner, sql`lower(${cat.name}) = ${name.toLowerCase()}`, exceptId ? ne(cat.id, exceptId) : undefined))
    .limit(1);
  if (clash) throw nameTaken();
}

/**
 * The ASCA categories are seeded with fixed ids, which leaves the identity sequence behind them;
 * move it past the highest id before adding a row (a no-op once it is ahead).
 */
async function syncIdentity(tx: TDbOrTx) {
  await tx.execute(
    sql`select setval(pg_get_serial_sequence('use_of_time_categories', 'id'), (select max(id) from use_of_time_categories)) where (select max(id) from use_of_time_categories) >= (select last_value from use_of_time_categories_id_seq)`,
  );
}

function toSaved(row: typeof cat.$inferSelect): TSavedSubcategory {
  return { id: row.id, parentId: row.parentId as number, name: row.name, description: row.description ?? "", color: row.color, active: row.active, scope: row.ncessch ? "school" : "district" };
}
