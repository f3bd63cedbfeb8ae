import "server-only";
import { placedUser } from "@/lib/memberships/queries";
import { and, eq, isNull } from "drizzle-orm";
import type { TDb, TDbOrTx } from "@/db/client";
import { categoryColors, useOfTimeCategories as cat } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { assertCan } from "@/lib/auth/permissions";
import { AppError, notFound } from "@/lib/http/errors";
import { ownedBy } from "./queries";
import { colorTargetOf } from "./rules";
import { ZCategoryColor } from "./schemas";

/**
 * Sets the colour of a category on the calendar, logs and charts. A manager, director or admin
 * recolours the sub-categories of their district or school. The seeded ASCA categories are shared:
 * a manager or director sets their district's own colour for one (every user of the district sees
 * it), an admin sets the default every district without its own colour sees.
 */
export async function setCategoryColor(db: TDb, actor: TActor, input: unknown): Promise<{ id: number; color: string }> {
  assertCan(actor.user, "categories.manage");
  const v = ZCategoryColor.parse(input);
  return db.transaction(async (tx) => {
    const [own] = await tx
      .select({ id: cat.id })
      .from(cat)
      .where(and(eq(cat.id, v.category_id), ownedBy(await placedUser(tx, actor.user))))
      .limit(1);
    if (!own) {
      await assertAscaCategory(tx, v.category_id);
      const target = colorTargetOf(await placedUser(tx, actor.user));
      if (!target) throw noDistrict();
      if (target.kind === "district") {
        await tx
          .insert(categoryColors)
          .values({ leaid: target.leaid, categoryId: v.category_id, color: v.color })
          .onConflictDoUpdate({ target: [categoryColors.leaid, categoryColors.categoryId], set: { color: v.color } });
        return { id: v.category_id, color: v.color };
      }
    }
    const [row] = await tx.update(cat).set({ color: v.color }).where(eq(cat.id, v.category_id)).returning({ id: cat.id, color: cat.color });
    return row;
  });
}

/** A seeded ASCA category (shared by every district), else a 404. */
export async function assertAscaCategory(tx: TDbOrTx, id: number): Promise<{ id: number; color: string }> {
  const [asca] = await tx
    .select({ id: cat.id, color: cat.color })
    .from(cat)
    .where(and(eq(cat.id, id), isNull(cat.parentId), isNull(cat.leaid), isNull(cat.ncessch)))
    .limit(1);
  if (!asca) throw notFound("This category does not exist.");
  return asca;
}

/** Who may not recolour a shared ASCA category: a manager or director whose account has no district. */
export const noDistrict = () => new AppError("no_district", "Your account is not linked to a district: only an administrator changes the default colours of the ASCA categories.", 403);
