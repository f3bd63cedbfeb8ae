import "server-only";
import { and, asc, eq, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { categoryColors as cc, events, schoolDistricts, useOfTimeCategories as cat, useOfTimeGroups as grp, type TUserRow } from "@/db/schema";
import { AppError } from "@/lib/http/errors";
import { activeDistricts, placedUser } from "@/lib/memberships/queries";
import { orderWithChildren, type TCategoryOption, type TCategoryScope } from "./rules";
import type { TCategoryJson } from "./schemas";

export type { TCategoryGroup, TCategoryOption, TCategoryScope } from "./rules";
export { groupCategories } from "./rules";

/** Whose categories: the acting user (TActor) or, for a manager writing for a counselor, that user's row. */
export type TCategoryViewer = { user: Pick<TUserRow, "leaid" | "ncessch"> };

/**
 * Whose categories a user records time in: the acting user or the counselor a manager writes for,
 * placed in the district and school of their active memberships (placedUser) before anything is
 * read, so a district or school named only on the profile gives no sub-categories and no colours.
 */
export type TCategoryReader = { user: Pick<TUserRow, "id" | "roleId" | "leaid" | "ncessch"> };

export const DEFAULT_EDITION = 4;

/** The ASCA edition of the user's district (school_districts.asca_edition), 4 (2019) by default. */
export async function editionFor(db: TDbOrTx, user: Pick<TUserRow, "leaid">): Promise<number> {
  return (await districtSettingsFor(db, user)).edition;
}

/** The district's use-of-time settings: ASCA edition and direct+indirect target (4 and 80 by default). */
export async function districtSettingsFor(db: TDbOrTx, user: Pick<TUserRow, "leaid">): Promise<{ edition: number; directTarget: number }> {
  if (!user.leaid) return { edition: DEFAULT_EDITION, directTarget: 80 };
  const [row] = await db
    .select({ edition: schoolDistricts.ascaEdition, directTarget: schoolDistricts.directTargetPercent })
    .from(schoolDistricts)
    .where(eq(schoolDistricts.leaid, user.leaid))
    .limit(1);
  return row ?? { edition: DEFAULT_EDITION, directTarget: 80 };
}

/** True for a seeded ASCA category (shared by every district, translated by lib/categories/labels), as a selectable column. */
export const CATEGORY_IS_SHARED = sql<boolean>`(${cat.leaid} is null and ${cat.ncessch} is null and ${cat.parentId} is null)`;

/** Seeded ASCA categories (shared), plus sub-categories owned by the user's district or school. */
function visibleTo(user: Pick<TUserRow, "leaid" | "ncessch">): SQL {
  const shared = and(isNull(cat.parentId), isNull(cat.leaid), isNull(cat.ncessch));
  const owners: SQL[] = [];
  if (user.leaid) owners.push(and(eq(cat.leaid, user.leaid), isNull(cat.ncessch)) as SQL);
  if (user.ncessch) owners.push(eq(cat.ncessch, user.ncessch));
  if (owners.length === 0) return shared as SQL;
  return or(shared, and(isNotNull(cat.parentId), or(...owners))) as SQL;
}

/**
 * The join of a district's own colours (category_colors) onto the categories: with no district, or
 * no row for a category, the category's own (seeded) colour is used. See RESOLVED_COLOR.
 */
export function districtColorJoin(leaid: string | null | undefined): SQL {
  return leaid ? (and(eq(cc.categoryId, cat.id), eq(cc.leaid, leaid)) as SQL) : sql`false`;
}

/** The colour a district's users see: its own for the category, else the category's. */
const RESOLVED_COLOR = sql<string>`coalesce(${cc.color}, ${cat.color})`;

/**
 * For lists of events joined with their category (calendar, logs): the colour of the event's
 * category as the event owner's district chose it, else the category's own. A scalar subquery on
 * two primary keys per listed row (a month or a page of one user's events), because there it costs
 * less than two more joins: a month of events took 6 ms either with it or without colours, 8 ms
 * with the joins (the planner's time grows with the joins). The analysis joins instead, once per
 * aggregated category (lib/analysis/sql.ts districtColor).
 */
export const EVENT_CATEGORY_COLOR = sql<
  string | null
>`coalesce((select cc.color from category_colors cc join memberships m on m.leaid = cc.leaid and m.status = 'active' where m.user_id = ${events.userId} and cc.category_id = ${events.categoryId} limit 1), ${cat.color})`;

const OPTION_COLUMNS = {
  id: cat.id,
  name: cat.name,
  color: RESOLVED_COLOR,
  groupKey: grp.key,
  groupName: grp.name,
  parentId: cat.parentId,
  edition: grp.edition,
  description: cat.description,
  targetKind: grp.targetKind,
  leaid: cat.leaid,
  ncessch: cat.ncessch,
};

type TOptionRow = Omit<TCategoryOption, "scope"> & { leaid: string | null; ncessch: string | null };

export function scopeOf(row: { parentId: number | null; leaid: string | null; ncessch: string | null }): TCategoryScope {
  if (row.ncessch) return "school";
  if (row.leaid) return "district";
  return "asca";
}

function toOption(row: TOptionRow): TCategoryOption {
  const { leaid, ncessch, ...rest } = row;
  return { ...rest, scope: scopeOf({ parentId: row.parentId, leaid, ncessch }) };
}

/**
 * The categories a user may record time in: the ASCA categories of their active district's edition
 * and the active sub-categories of the district and school they are active members of (TCategoryReader),
 * in that district's colours, ordered by group and with each
 * category's sub-categories right after it (groupCategories() nests them).
 */
export async function listCategoriesFor(db: TDbOrTx, actor: TCategoryReader): Promise<TCategoryOption[]> {
  const user = await placedUser(db, actor.user);
  const edition = await editionFor(db, user);
  const rows = (await db
    .select(OPTION_COLUMNS)
    .from(cat)
    .innerJoin(grp, eq(grp.id, cat.groupId))
    .leftJoin(cc, districtColorJoin(user.leaid))
    .where(and(eq(cat.active, true), eq(grp.edition, edition), visibleTo(user)))
    .orderBy(asc(grp.sort), asc(cat.sort), asc(cat.name), asc(cat.id))) as TOptionRow[];
  return orderWithChildren(rows.map(toOption));
}

/**
 * The category as the user may use it, or a 422 'unknown_category' (field category_id) when it
 * does not exist, is inactive, belongs to another edition or to another district or school.
 */
export async function assertUsableCategory(db: TDbOrTx, actor: TCategoryReader, categoryId: number): Promise<TCategoryOption> {
  const fail = () => new AppError("unknown_category", "This category does not exist or is not available to you.", 422, "category_id");
  if (!Number.isSafeInteger(categoryId) || categoryId <= 0) throw fail();
  const user = await placedUser(db, actor.user);
  const edition = await editionFor(db, user);
  const parent = sql`(select p.active from ${cat} p where p.id = ${cat.parentId})`;
  const [row] = (await db
    .select(OPTION_COLUMNS)
    .from(cat)
    .innerJoin(grp, eq(grp.id, cat.groupId))
    .leftJoin(cc, districtColorJoin(user.leaid))
    .where(and(eq(cat.id, categoryId), eq(cat.active, true), eq(grp.edition, edition), visibleTo(user), or(isNull(cat.parentId), sql`${parent} = true`)))
    .limit(1)) as TOptionRow[];
  if (!row) throw fail();
  return toOption(row);
}

export type TManagedScope = { scope: "district" | "school"; leaid: string | null; ncessch: string | null };

/** The owners a manager may add sub-categories for: their district and/or their school. */
export function ownerScopes(user: Pick<TUserRow, "leaid" | "ncessch">): TManagedScope[] {
  const scopes: TManagedScope[] = [];
  if (user.leaid) scopes.push({ scope: "district", leaid: user.leaid, ncessch: null });
  if (user.ncessch) scopes.push({ scope: "school", leaid: null, ncessch: user.ncessch });
  return scopes;
}

/** SQL: a sub-category the user's district or school owns (active or not). */
export function ownedBy(user: Pick<TUserRow, "leaid" | "ncessch">): SQL {
  const owners: SQL[] = [];
  if (user.leaid) owners.push(and(eq(cat.leaid, user.leaid), isNull(cat.ncessch)) as SQL);
  if (user.ncessch) owners.push(eq(cat.ncessch, user.ncessch));
  if (owners.length === 0) return sql`false`;
  return and(isNotNull(cat.parentId), or(...owners)) as SQL;
}

/** A row of the category screens: `color` as `colorLeaid`'s users see it, `defaultColor` the category's own. */
export type TManagedSubcategory = TCategoryOption & { active: boolean; defaultColor: string; overridden: boolean };

/**
 * For the category screens of a manager: the ASCA categories of their edition and every
 * sub-category their district or school owns, inactive ones too (so they can be reactivated).
 * Colours as the users of `colorLeaid` see them (the actor's district by default; null for the
 * seeded defaults an admin edits), with whether that district has its own.
 */
export async function listCategoriesToManage(db: TDbOrTx, actor: { user: TCategoryViewer["user"] & Pick<TUserRow, "id"> }, colorLeaidGiven?: string | null): Promise<TManagedSubcategory[]> {
  // The colours shown are those of the district the manager actively belongs to, unless a district is named.
  const colorLeaid = colorLeaidGiven !== undefined ? colorLeaidGiven : ((await activeDistricts(db, actor.user.id))[0] ?? null);
  const edition = await editionFor(db, actor.user);
  const shared = and(isNull(cat.parentId), isNull(cat.leaid), isNull(cat.ncessch), eq(cat.active, true));
  const rows = (await db
    .select({ ...OPTION_COLUMNS, active: cat.active, defaultColor: cat.color, overridden: sql<boolean>`(${cc.color} is not null)` })
    .from(cat)
    .innerJoin(grp, eq(grp.id, cat.groupId))
    .leftJoin(cc, districtColorJoin(colorLeaid))
    .where(and(eq(grp.edition, edition), or(shared, ownedBy(actor.user))))
    .orderBy(asc(grp.sort), asc(cat.sort), asc(cat.name), asc(cat.id))) as (TOptionRow & { active: boolean; defaultColor: string; overridden: boolean })[];
  return orderWithChildren(rows.map((r) => ({ ...toOption(r), active: r.active, defaultColor: r.defaultColor, overridden: r.overridden === true })));
}

/** The API shape of a category option. */
export function categoryJson(o: TCategoryOption): TCategoryJson {
  return {
    id: o.id,
    name: o.name,
    description: o.description,
    color: o.color,
    parent_id: o.parentId,
    edition: o.edition,
    scope: o.scope,
    group: { key: o.groupKey, name: o.groupName, target_kind: o.targetKind },
  };
}
