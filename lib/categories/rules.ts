import { ROLE } from "@/lib/auth/roles";

// Pure helpers of the use-of-time categories: ordering, grouping and colours. No db, no clock.

export type TCategoryScope = "asca" | "district" | "school";

/** One usable category or sub-category, as pickers, logs and the calendar show it. */
export type TCategoryOption = {
  id: number;
  name: string;
  color: string;
  groupKey: string;
  groupName: string;
  parentId: number | null;
  edition: number;
  // Beyond the shared contract: the examples shown to counselors, the group's target and who owns it.
  description: string | null;
  targetKind: string;
  scope: TCategoryScope;
};

export type TCategoryGroup<T extends TCategoryOption = TCategoryOption> = {
  key: string;
  name: string;
  targetKind: string;
  categories: (T & { subcategories: T[] })[];
};

export const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/**
 * Whose colours of the shared ASCA categories a manager edits on /app/categoryColor: an admin the
 * seeded defaults ("default"); a manager or director their district's own (its leaid); null for a
 * manager or director whose account has no district (they may only recolour their sub-categories).
 */
export type TColorTarget = { kind: "default" } | { kind: "district"; leaid: string } | null;

export function colorTargetOf(user: { roleId: number; leaid: string | null }): TColorTarget {
  if (user.roleId === ROLE.admin) return { kind: "default" };
  return user.leaid ? { kind: "district", leaid: user.leaid } : null;
}

/**
 * Keeps the parents in the order given (group, then sort) with each parent's sub-categories right
 * after it, and drops sub-categories whose parent is not in the list (inactive or another edition).
 */
export function orderWithChildren<T extends TCategoryOption>(rows: T[]): T[] {
  const parents = rows.filter((r) => r.parentId === null);
  const children = new Map<number, T[]>();
  for (const r of rows) {
    if (r.parentId === null) continue;
    const list = children.get(r.parentId) ?? [];
    list.push(r);
    children.set(r.parentId, list);
  }
  return parents.flatMap((p) => [p, ...(children.get(p.id) ?? [])]);
}

/** Groups an ordered option list: group → category → sub-categories. */
export function groupCategories<T extends TCategoryOption>(options: T[]): TCategoryGroup<T>[] {
  const groups: TCategoryGroup<T>[] = [];
  const byId = new Map<number, TCategoryGroup<T>["categories"][number]>();
  for (const o of options) {
    if (o.parentId !== null) {
      byId.get(o.parentId)?.subcategories.push(o);
      continue;
    }
    let group = groups.find((g) => g.key === o.groupKey);
    if (!group) {
      group = { key: o.groupKey, name: o.groupName, targetKind: o.targetKind, categories: [] };
      groups.push(group);
    }
    const entry = { ...o, subcategories: [] as T[] };
    group.categories.push(entry);
    byId.set(o.id, entry);
  }
  return groups;
}
