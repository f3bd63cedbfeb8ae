import "server-only";
import { placedUser } from "@/lib/memberships/queries";
import { and, eq } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { categoryColors, useOfTimeCategories as cat } from "@/db/schema";
import { USE_OF_TIME_CATEGORIES } from "@/db/seed/data/asca";
import type { TActor } from "@/lib/auth/current-user";
import { assertCan } from "@/lib/auth/permissions";
import { colorTargetOf } from "./rules";
import { ZCategoryColorReset } from "./schemas";
import { assertAscaCategory, noDistrict } from "./set-category-color";

/**
 * "Reset to default" of a shared ASCA category's colour: a manager or director drops their
 * district's own colour (its users see the default again); an admin puts the default back to the
 * seeded colour. Answers the colour now in force. A sub-category has no default: 404.
 */
export async function resetCategoryColor(db: TDb, actor: TActor, input: unknown): Promise<{ id: number; color: string }> {
  assertCan(actor.user, "categories.manage");
  const v = ZCategoryColorReset.parse(input);
  const target = colorTargetOf(await placedUser(db, actor.user));
  if (!target) throw noDistrict();
  return db.transaction(async (tx) => {
    const asca = await assertAscaCategory(tx, v.category_id);
    if (target.kind === "district") {
      await tx.delete(categoryColors).where(and(eq(categoryColors.leaid, target.leaid), eq(categoryColors.categoryId, asca.id)));
      return asca;
    }
    const seeded = USE_OF_TIME_CATEGORIES.find((c) => c.id === asca.id)?.color ?? asca.color;
    const [row] = await tx.update(cat).set({ color: seeded }).where(eq(cat.id, asca.id)).returning({ id: cat.id, color: cat.color });
    return row;
  });
}
