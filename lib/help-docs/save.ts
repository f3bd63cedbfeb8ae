import "server-only";
import { eq, or } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { documentationCategories as cats, documentationTopics as topics } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { recordAudit } from "@/lib/audit/record";
import { assertMayEditHelp } from "./access";
import { categoryInUse, categoryMissing, parentChange, parentTooDeep, pathError, topicMissing } from "./errors";
import { categoryPathError, childLevel, searchTextOf } from "./rules";
import { ZDocCategoryInput, ZDocTopicInput } from "./schemas";

/** Creates (id null) or updates a documentation topic; the sub levels must descend from the category. Admins; audited. */
export async function saveTopic(db: TDb, actor: TActor, input: unknown, id: number | null, now: Date) {
  assertMayEditHelp(actor.user);
  const v = ZDocTopicInput.parse(input);
  return db.transaction(async (tx) => {
    const all = await tx.select({ id: cats.id, parentId: cats.parentId, level: cats.level }).from(cats);
    const fault = categoryPathError(new Map(all.map((c) => [c.id, c])), v);
    if (fault) throw pathError(fault.code, fault.field);
    const [before] = id === null ? [] : await tx.select().from(topics).where(eq(topics.id, id)).for("update");
    if (id !== null && !before) throw topicMissing();
    const values = { ...v, searchText: searchTextOf(v), updatedBy: actor.user.id, updatedAt: now };
    const [row] = before
      ? await tx.update(topics).set(values).where(eq(topics.id, before.id)).returning()
      : await tx
          .insert(topics)
          .values({ ...values, createdAt: now })
          .returning();
    await recordAudit(tx, { actorId: actor.user.id, action: before ? "update" : "create", entity: "documentation_topic", entityId: row.id, before: before ?? null, after: row, now });
    return row;
  });
}

export async function deleteTopic(db: TDb, actor: TActor, id: number, now: Date): Promise<void> {
  assertMayEditHelp(actor.user);
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(topics).where(eq(topics.id, id)).returning();
    if (!before) throw topicMissing();
    await recordAudit(tx, { actorId: actor.user.id, action: "delete", entity: "documentation_topic", entityId: id, before, after: null, now });
  });
}

/** Creates (id null) or renames a category; its level follows its parent (at most 3 levels). Admins; audited. */
export async function saveCategory(db: TDb, actor: TActor, input: unknown, id: number | null, now: Date) {
  assertMayEditHelp(actor.user);
  const v = ZDocCategoryInput.parse(input);
  return db.transaction(async (tx) => {
    const [before] = id === null ? [] : await tx.select().from(cats).where(eq(cats.id, id)).for("update");
    if (id !== null && !before) throw categoryMissing();
    if (before && (before.parentId ?? null) !== v.parentId) throw parentChange();
    const [parent] = v.parentId === null ? [] : await tx.select().from(cats).where(eq(cats.id, v.parentId)).limit(1);
    if (v.parentId !== null && !parent) throw pathError("doc_category_unknown", "parentId");
    const level = childLevel(parent ?? null);
    if (level === null) throw parentTooDeep();
    const values = { parentId: v.parentId, level, nameEn: v.nameEn, nameIt: v.nameIt, nameDe: v.nameDe, position: v.position };
    const [row] = before
      ? await tx.update(cats).set(values).where(eq(cats.id, before.id)).returning()
      : await tx
          .insert(cats)
          .values({ ...values, createdAt: now })
          .returning();
    await recordAudit(tx, { actorId: actor.user.id, action: before ? "update" : "create", entity: "documentation_category", entityId: row.id, before: before ?? null, after: row, now });
    return row;
  });
}

/** Deletes an empty category (no sub-categories, no topics); otherwise 409. Admins; audited. */
export async function deleteCategory(db: TDb, actor: TActor, id: number, now: Date): Promise<void> {
  assertMayEditHelp(actor.user);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(cats).where(eq(cats.id, id)).for("update");
    if (!before) throw categoryMissing();
    const [child] = await tx.select({ id: cats.id }).from(cats).where(eq(cats.parentId, id)).limit(1);
    const [topic] = await tx
      .select({ id: topics.id })
      .from(topics)
      .where(or(eq(topics.categoryId, id), eq(topics.subCategoryId, id), eq(topics.subSubCategoryId, id)))
      .limit(1);
    if (child || topic) throw categoryInUse();
    await tx.delete(cats).where(eq(cats.id, id));
    await recordAudit(tx, { actorId: actor.user.id, action: "delete", entity: "documentation_category", entityId: id, before, after: null, now });
  });
}
