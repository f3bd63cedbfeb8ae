import "server-only";
import { aliasedTable, and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { clients, events, useOfTimeCategories, useOfTimeGroups } from "@/db/schema";
import type { TEventStatus } from "@/db/schema/calendar";
import type { TActor } from "@/lib/auth/current-user";
import { mayReadConfidential, resolveSubject, type TSubject } from "@/lib/calendar/scope";
import { EVENT_CATEGORY_COLOR } from "@/lib/categories/queries";
import { categoryNameSql } from "@/lib/categories/labels-server";
import { ZLogsFilter, type TLogRow, type TLogsFilter, type TLogsFilterInput, type TLogsPage } from "./schemas";

// The logs table: every recorded activity and contact log of one calendar (the actor's, or a
// user's they manage), filtered, sorted and paged in SQL on the (user_id, date) index.

const parent = aliasedTable(useOfTimeCategories, "parent_category");

const COLUMNS = {
  id: events.id,
  date: events.date,
  time: events.time,
  duration: events.durationMinutes,
  title: events.title,
  categoryId: events.categoryId,
  categoryName: useOfTimeCategories.name,
  parentCategoryId: useOfTimeCategories.parentId,
  parentCategoryName: parent.name,
  // The colour the calendar owner's district chose for the category, else the category's own.
  categoryColor: EVENT_CATEGORY_COLOR,
  groupKey: useOfTimeGroups.key,
  groupName: useOfTimeGroups.name,
  clientId: events.clientId,
  clientName: clients.name,
  clientType: clients.type,
  students: events.studentsCount,
  male: events.maleCount,
  female: events.femaleCount,
  location: events.location,
  notes: events.notes,
  status: events.status,
  source: events.source,
};

/** A row of COLUMNS: the left-joined category, group and client may be missing. */
type TJoined = {
  id: number;
  date: string;
  time: string;
  duration: number;
  title: string;
  categoryId: number | null;
  categoryName: string | null;
  parentCategoryId: number | null;
  parentCategoryName: string | null;
  categoryColor: string | null;
  groupKey: string | null;
  groupName: string | null;
  clientId: number | null;
  clientName: string | null;
  clientType: "student" | "group" | null;
  students: number;
  male: number;
  female: number;
  location: string;
  notes: string;
  status: TEventStatus;
  source: string;
};

/** Postgres LIKE pattern of a free text, its wildcards taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The WHERE of a filter, on the subject's events. Free text over notes only for who may read them. */
export function logsWhere(subject: TSubject, f: TLogsFilter, confidential: boolean): SQL {
  const conditions: (SQL | undefined)[] = [eq(events.userId, subject.userId), gte(events.date, f.from), lte(events.date, f.to)];
  if (f.categoryId) {
    // A category includes its sub-categories.
    const children = sql`(select ${useOfTimeCategories.id} from ${useOfTimeCategories} where ${useOfTimeCategories.parentId} = ${f.categoryId})`;
    conditions.push(or(eq(events.categoryId, f.categoryId), inArray(events.categoryId, children)));
  }
  if (f.clientId && confidential) conditions.push(eq(events.clientId, f.clientId));
  if (f.status) conditions.push(eq(events.status, f.status));
  if (f.q) {
    const p = likePattern(f.q);
    conditions.push(or(ilike(events.title, p), ilike(events.location, p), confidential ? ilike(events.notes, p) : undefined));
  }
  return and(...conditions) as SQL;
}

/** The sort keys of the category column: the parent's (or own) name, then the own name, in the reader's language. */
async function categorySortKeys(language: string): Promise<{ group: SQL; own: SQL }> {
  const [own, parentName] = await Promise.all([categoryNameSql(language, useOfTimeCategories.id, useOfTimeCategories.name), categoryNameSql(language, parent.id, parent.name)]);
  return { group: sql`lower(coalesce(${parentName}, ${own}))`, own: sql`lower(${own})` };
}

function orderOf(f: TLogsFilter, confidential: boolean, category: { group: SQL; own: SQL }): SQL[] {
  const dir = f.dir === "asc" ? asc : desc;
  const byDate = [dir(events.date), dir(events.time), dir(events.id)];
  switch (f.sort) {
    case "duration":
      return [dir(events.durationMinutes), ...byDate];
    case "title":
      return [dir(sql`lower(${events.title})`), ...byDate];
    case "category":
      return [dir(category.group), dir(category.own), ...byDate];
    case "client":
      return confidential ? [dir(sql`lower(${clients.name})`), ...byDate] : byDate;
    case "status":
      return [dir(events.status), ...byDate];
    case "students":
      return [dir(events.studentsCount), ...byDate];
    default:
      return byDate;
  }
}

function joined(db: TDbOrTx) {
  return db
    .select(COLUMNS)
    .from(events)
    .leftJoin(useOfTimeCategories, eq(useOfTimeCategories.id, events.categoryId))
    .leftJoin(parent, eq(parent.id, useOfTimeCategories.parentId))
    .leftJoin(useOfTimeGroups, eq(useOfTimeGroups.id, useOfTimeCategories.groupId))
    .leftJoin(clients, eq(clients.id, events.clientId));
}

export function toLogRow(r: TJoined, confidential: boolean): TLogRow {
  return {
    id: r.id,
    date: r.date,
    time: r.time.slice(0, 5),
    duration: r.duration,
    title: r.title,
    category_id: r.categoryId,
    category_name: r.categoryName,
    parent_category_id: r.parentCategoryId,
    parent_category_name: r.parentCategoryName,
    category_color: r.categoryColor,
    group_key: r.groupKey,
    group_name: r.groupName,
    client_id: confidential ? r.clientId : null,
    client_name: confidential ? r.clientName : null,
    client_type: confidential ? r.clientType : null,
    students: r.students,
    male: r.male,
    female: r.female,
    location: r.location,
    notes: confidential ? r.notes : null,
    status: r.status,
    source: r.source,
  };
}

/**
 * One page of the logs of the actor's calendar (or, with userId, of a user they manage: 404
 * otherwise), with the number of matching rows and the totals of minutes and students over all
 * of them (cancelled activities are listed but not counted). Names and notes only for the
 * counselor and who manages them.
 */
export async function listLogs(db: TDbOrTx, actor: TActor, input: TLogsFilterInput | TLogsFilter): Promise<TLogsPage> {
  const f = ZLogsFilter.parse(input);
  const subject = await resolveSubject(db, actor, f.userId ?? null);
  const confidential = mayReadConfidential(actor, subject);
  const where = logsWhere(subject, f, confidential);
  const counted = sql`${events.status} <> 'cancelled'`;
  const category = await categorySortKeys(actor.user.language);
  const [rows, [agg]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(...orderOf(f, confidential, category))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize),
    db
      .select({
        total: sql<number>`count(*)::int`,
        minutes: sql<number>`coalesce(sum(${events.durationMinutes}) filter (where ${counted}), 0)::int`,
        students: sql<number>`coalesce(sum(${events.studentsCount}) filter (where ${counted}), 0)::int`,
      })
      .from(events)
      .where(where),
  ]);
  return {
    rows: (rows as TJoined[]).map((r) => toLogRow(r, confidential)),
    total: Number(agg.total),
    totals: { minutes: Number(agg.minutes), students: Number(agg.students) },
    confidential,
  };
}

/** Every row of a filter (no paging), for the CSV file; at most `limit`. */
export async function allLogRows(db: TDbOrTx, actor: TActor, f: TLogsFilter, limit: number): Promise<{ rows: TLogRow[]; confidential: boolean; subject: TSubject }> {
  const subject = await resolveSubject(db, actor, f.userId ?? null);
  const confidential = mayReadConfidential(actor, subject);
  const rows = await joined(db)
    .where(logsWhere(subject, f, confidential))
    .orderBy(...orderOf(f, confidential, await categorySortKeys(actor.user.language)))
    .limit(limit);
  return { rows: (rows as TJoined[]).map((r) => toLogRow(r, confidential)), confidential, subject };
}
