import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { useOfTimeCategories as cat } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { assertCan } from "@/lib/auth/permissions";
import { ROLE } from "@/lib/auth/roles";
import { AppError, notFound } from "@/lib/http/errors";
import { ownedBy } from "./queries";
import { ZCategoryColor } from "./schemas";

/**
 * Sets the colour of a category on the calendar, logs and charts. A manager, director or admin
 * recolours the sub-categories of their district or school; the seeded ASCA categories are shared
 * by every district, so only an admin recolours them.
 */
export async function setCategoryColor(db: TDb, actor: TActor, input: unknown): Promise<{ id: number; color: string }> {
  assertCan(actor.user, "categories.manage");
  const v = ZCategoryColor.parse(input);
  return db.transaction(async (tx) => {
    const [own] = await tx.select({ id: cat.id }).from(cat).where(and(eq(cat.id, v.category_id), ownedBy(actor.user))).limit(1);
    if (!own) {
      const [asca] = await tx
        .select({ id: cat.id })
        .from(cat)
        .where(and(eq(cat.id, v.category_id), isNull(cat.parentId), isNull(cat.leaid), isNull(cat.ncessch)))
        .limit(1);
      if (!asca) throw notFound("This category does not exist.");
      if (actor.user.roleId !== ROLE.admin) throw new AppError("asca_color_admin_only", "The ASCA categories are shared by every district: only an administrator changes their colours.", 403);
    }
    const [row] = await tx.update(cat).set({ color: v.color }).where(eq(cat.id, v.category_id)).returning({ id: cat.id, color: cat.color });
    return row;
  });
}
