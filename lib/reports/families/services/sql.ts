import { sql, type SQL } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { anyId, countedEvents, idList, rowsOf, type TEventFilter } from "@/lib/analysis/sql";
import { categoryFilter, countedEventsOutside, countedWholeMonths } from "@/lib/analysis/cells";
import { CRISIS_CATEGORY_IDS, REFERRAL_CATEGORY_IDS, SMALL_GROUP_MAX } from "@/lib/reports/services-rules";
import type { TReportContext } from "@/lib/reports/types";

// The services family's SQL: the rules of lib/reports/services-rules.ts as CASEs over the counted
// events (lib/analysis countedEvents: no cancelled events, no days closed, clipped to the period)
// joined to their event row, client and category, so every report aggregates in the database.

const list = (ids: readonly number[]) => sql.raw(`(${ids.join(", ")})`);

/**
 * The event's tier (tierOf, docs/use-of-time.md) as SQL over events `e` and clients `cl`: 1, 2, 3, or 0 for
 * system. An event's own tier first; a student is tier 3; a group's size decides (its count, else the
 * event's students; one student is tier 3); an event without a client is the database's report_event_tier
 * (by the students it reached), which the aggregate report_service_months holds for such events.
 */
export const TIER_SQL: SQL = sql`case
  when e.tier in (1, 2, 3) then e.tier::int
  when cl.type = 'student' then 3
  when cl.type = 'group' and e.students_count <> 1 then case when (case when cl.count > 0 then cl.count else e.students_count end) <= ${sql.raw(String(SMALL_GROUP_MAX))} then 2 else 1 end
  else report_event_tier(e.tier::smallint, e.students_count::int)::int end`;

/**
 * The ASCA group D/I/S/N/U (dinsOf) of the group key `g.key`: the database's report_dins, which the
 * aggregate by group (report_group_cells) applies too, so both count alike.
 */
export const DINS_SQL: SQL = sql`report_dins(g.key)`;

/** Whether category `c` (or its parent `c.parent_id`) is Referrals. */
export const IS_REFERRAL_SQL: SQL = sql`(c.id in ${list(REFERRAL_CATEGORY_IDS)} or c.parent_id in ${list(REFERRAL_CATEGORY_IDS)})`;

/** The columns of events `e` the tier rule (TIER_SQL) reads besides countedEvents' own, for countedEvents' extraColumns. */
export const TIER_COLUMNS = sql`e.client_id, e.grade_id, e.tier`;

/** The columns of events `e` the family reads besides countedEvents' own. */
const EVENT_COLUMNS = sql`e.date, e.time, e.client_id, e.grade_id, e.tier, e.domain, e.lesson_id,
  e.referral_direction, e.referral_company_id, e.referral_source, e.referral_reason, e.referral_status, e.referral_follow_up_date`;

/** The options of servicesCte: which events a report needs, and whether it may read report_service_months. */
export type TServicesOptions = Pick<TEventFilter, "categoryIds" | "domainOrLesson" | "withClient"> & {
  /**
   * The report sums its rows (count them by `sessions`, never count(*)) and reads neither the counselor,
   * id, date, time, client, grade, lesson nor referral details of an event without client and lesson: such
   * events of the range's whole months may come as rows of report_service_months summed over the
   * counselors per month ("byMonth": user_id null), one per category, tier, domain and referral direction;
   * or over the months per counselor ("byCounselor": `day` the first whole month's first day), one per
   * category and tier, without domain and referral direction (null). Each stands for `sessions` events.
   */
  cells?: "byMonth" | "byCounselor";
};

/**
 * Whether report_service_months answers a report's filters: it holds neither the events' grade, nor
 * done/not done, nor study days (a list of categories and a category are matched on its rows).
 */
function serviceCellsAnswer(f: TEventFilter): boolean {
  return f.grade == null && !f.doneOnly && !f.studyDaysOnly && !f.domainOrLesson && !f.withClient;
}

/**
 * The counted events of the context with everything the family's rules read, one row each (`sessions`
 * 1): event_id, user_id, day, minutes, students, client (id, type, name, grade), grade, category (its
 * top category, name, group), tier (0 = system), dins, the referral fields, lesson_id, domain. With
 * `cells`, the events without client and lesson of the whole months inside the range come from
 * report_service_months (summed over the counselors per month, or over the months per counselor;
 * `sessions` their number); the others, and every event of the days outside those months, are read
 * from the events (through the indexes on events with a client, and with a domain or lesson), so the
 * rows sum to the same figures.
 */
export function servicesCte(ctx: TReportContext, opts: TServicesOptions = {}): SQL {
  // The event's own columns come with the counted rows (no second read of ~150,000 events by id).
  // A report that needs only some events (one kind, one domain, those with students) narrows them here.
  const filters: TEventFilter = { ...ctx.filters };
  // A report's categories narrow the context's own list, never widen it.
  if (opts.categoryIds) filters.categoryIds = filters.categoryIds ? opts.categoryIds.filter((id) => filters.categoryIds?.includes(id)) : opts.categoryIds;
  if (opts.domainOrLesson) filters.domainOrLesson = true;
  if (opts.withClient) filters.withClient = true;
  const { from, to } = ctx.range;
  const months = opts.cells && serviceCellsAnswer(filters) ? countedWholeMonths(from, to, filters) : null;
  const inMonths = (alias: string) => sql`${sql.raw(alias)}.event_date >= ${months?.start}::date and ${sql.raw(alias)}.event_date < ${months?.end}::date`;
  const events = months
    ? sql`${countedEventsOutside(ctx.userIds, from, to, filters, months, EVENT_COLUMNS)}
      union all select * from (${countedEvents(ctx.userIds, from, to, { ...filters, withClient: true }, EVENT_COLUMNS)}) with_client where ${inMonths("with_client")}
      union all select * from (${countedEvents(ctx.userIds, from, to, { ...filters, domainOrLesson: true }, EVENT_COLUMNS)}) with_lesson
        where ${inMonths("with_lesson")} and with_lesson.client_id is null and with_lesson.lesson_id is not null`
    : countedEvents(ctx.userIds, from, to, filters, EVENT_COLUMNS);
  // A school's counselors only, when the report is filtered by school.
  const atSchool = (column: string) => sql`${sql.raw(column)} in (select u.id from users u where u.ncessch = ${ctx.filters.ncessch})`;
  // The aggregate's rows are summed (over the counselors, or over the months, domains and referral
  // directions) before they join anything: a reader reads the counselor or the month of an event without
  // client and lesson, never both.
  const byCounselor = opts.cells === "byCounselor";
  const cellRows = months
    ? sql`
      union all
      select null::int, ${byCounselor ? sql`m.user_id` : sql`null::int`}, m.month, m.minutes, m.students, null::date, null::time,
        null::int, null::text, null::text, null::int, null::int,
        m.category_id, c.parent_id, coalesce(c.parent_id, c.id), c.name,
        m.tier::int, ${DINS_SQL}, ${IS_REFERRAL_SQL},
        m.referral_direction, null::int, null::text, null::text, null::text, null::date,
        null::int, m.domain, m.sessions
      from (
        select ${byCounselor ? sql`r.user_id` : sql`null::int`} as user_id, ${byCounselor ? sql`${months.start}::date` : sql`r.month`} as month, r.category_id, r.tier,
          ${byCounselor ? sql`null::text` : sql`r.domain`} as domain, ${byCounselor ? sql`null::text` : sql`r.referral_direction`} as referral_direction,
          sum(r.minutes)::float8 as minutes, sum(r.students)::bigint as students, sum(r.sessions)::bigint as sessions
        from report_service_months r
        where r.user_id = ${anyId(ctx.userIds)} and r.month >= ${months.start}::date and r.month < ${months.end}::date and r.sessions <> 0
          ${categoryFilter(sql`r.category_id`, filters.categoryId)}
          ${filters.categoryIds ? (filters.categoryIds.length ? sql`and r.category_id = ${anyId(filters.categoryIds)}` : sql`and false`) : sql``}
          ${ctx.filters.ncessch ? sql`and ${atSchool("r.user_id")}` : sql``}
        group by 1, 2, 3, 4, 5, 6) m
      left join use_of_time_categories c on c.id = m.category_id
      left join use_of_time_categories p on p.id = c.parent_id
      left join use_of_time_groups g on g.id = coalesce(p.group_id, c.group_id)`
    : sql``;
  return sql`ev as (${events}),
    svc as (
      select e.event_id, e.user_id, e.day, e.minutes, e.students_count as students, e.date, e.time,
        e.client_id, cl.type as client_type, cl.name as client_name, cl.count as client_count,
        coalesce(e.grade_id, cl.grade_id) as grade_id,
        e.category_id, c.parent_id, coalesce(c.parent_id, c.id) as top_category_id, c.name as category_name,
        ${TIER_SQL} as tier, ${DINS_SQL} as dins,
        ${IS_REFERRAL_SQL} as is_referral,
        e.referral_direction, e.referral_company_id, e.referral_source, e.referral_reason, e.referral_status, e.referral_follow_up_date,
        e.lesson_id, e.domain, 1::bigint as sessions
      from ev e
      left join clients cl on cl.id = e.client_id
      left join use_of_time_categories c on c.id = e.category_id
      left join use_of_time_categories p on p.id = c.parent_id
      left join use_of_time_groups g on g.id = coalesce(p.group_id, c.group_id)
      ${ctx.filters.ncessch ? sql`where ${atSchool("e.user_id")}` : sql``}${cellRows})`;
}

/**
 * The event's domain (domainSharesOf, docs/use-of-time.md) as rows: each counted event once per domain it counts in,
 * with its share of the minutes (events.domain; else the lesson's flags; else the flags of the
 * owner's curricula that plan the lesson; else unspecified). Needs servicesCte before it; `source` names
 * the rows it splits (svc, or a CTE of svc's rows summed by user, domain and lesson_id among others).
 */
export function domainCte(ctx: TReportContext, source: "svc" | "pre" = "svc"): SQL {
  return sql`cf as (
      select cu.user_id, cl.lesson_id, bool_or(cu.academic) as academic, bool_or(cu.career) as career, bool_or(cu.social) as social
      from curriculum_lessons cl join curricula cu on cu.id = cl.curriculum_id
      where cu.user_id in ${idList(ctx.userIds)}
      group by 1, 2),
    flags as (
      select s.*,
        case when s.domain is not null then s.domain = 'academic' when l.academic or l.career or l.social then l.academic else coalesce(cf.academic, false) end as fa,
        case when s.domain is not null then s.domain = 'career' when l.academic or l.career or l.social then l.career else coalesce(cf.career, false) end as fc,
        case when s.domain is not null then s.domain = 'social' when l.academic or l.career or l.social then l.social else coalesce(cf.social, false) end as fs
      from ${sql.raw(source)} s
      left join lessons l on l.id = s.lesson_id
      left join cf on cf.user_id = s.user_id and cf.lesson_id = s.lesson_id),
    svd as (
      select f.*, d.domain_key, 1.0 / greatest(f.fa::int + f.fc::int + f.fs::int, 1) as share
      from flags f
      cross join lateral (values ('academic', f.fa), ('career', f.fc), ('social', f.fs), ('unspecified', not (f.fa or f.fc or f.fs))) as d(domain_key, on_)
      where d.on_)`;
}

/**
 * The continuum's first rule: a category is crisis when it (or its parent) is Crisis response, or its
 * name says crisis. Given the columns of a category's id, parent and name, so the category lists and each
 * service row apply the same SQL.
 */
function crisisSql(id: SQL, parentId: SQL, name: SQL): SQL {
  return sql`(${id} in ${list(CRISIS_CATEGORY_IDS)} or ${parentId} in ${list(CRISIS_CATEGORY_IDS)} or ${name} ~* 'cris|kris')`;
}

/**
 * The categories (ids, sub-categories included) whose events a services report can count, by the same
 * rules its SQL applies to each event: `referral` the Referrals categories (IS_REFERRAL_SQL),
 * `directIndirect` those of ASCA group D or I (DINS_SQL: the tier reports count only these), and
 * `continuum` those an event may have a stage in (STAGE_SQL: crisis, referral, or a direct service).
 * A report filters the events by its list, so it reads only the events it can count (through the index
 * on (category_id, user_id, date) when that is cheaper) instead of every event of the team; an event
 * without a category is in none of them, as the rules give it no group and no stage.
 */
export type TServiceCategoryIds = { referral: number[]; directIndirect: number[]; continuum: number[] };

export async function serviceCategoryIds(db: TDbOrTx): Promise<TServiceCategoryIds> {
  const rows = await rowsOf<{ id: number; referral: boolean; dins: string; crisis: boolean }>(
    db,
    sql`select c.id, ${IS_REFERRAL_SQL} as referral, ${DINS_SQL} as dins, ${crisisSql(sql`c.id`, sql`c.parent_id`, sql`c.name`)} as crisis
      from use_of_time_categories c
      left join use_of_time_categories p on p.id = c.parent_id
      left join use_of_time_groups g on g.id = coalesce(p.group_id, c.group_id)
      order by c.id`,
  );
  const ids = (keep: (r: (typeof rows)[number]) => boolean) => rows.filter(keep).map((r) => Number(r.id));
  return {
    referral: ids((r) => r.referral),
    directIndirect: ids((r) => r.dins === "D" || r.dins === "I"),
    continuum: ids((r) => r.crisis || r.referral || r.dins === "D"),
  };
}

/**
 * Each student's or group's first referral out (or of unknown direction) by its counselor, not
 * cancelled: one pass over the users' referral events, so a later referral is a follow-up without a
 * probe of the client's events per row.
 */
export function firstReferralsCte(userIds: readonly number[], categoryIds?: readonly number[]): SQL {
  return sql`firstref as (
    select distinct on (r.user_id, r.client_id) r.user_id, r.client_id, r.date, r.time, r.id
    from events r
    left join use_of_time_categories rc on rc.id = r.category_id
    where r.user_id in ${idList(userIds)} and r.client_id is not null and r.status <> 'cancelled'
      and (rc.id in ${list(REFERRAL_CATEGORY_IDS)} or rc.parent_id in ${list(REFERRAL_CATEGORY_IDS)})${
        categoryIds
          ? sql`
      and r.category_id in ${categoryIds.length ? idList(categoryIds) : sql`(null)`}`
          : sql``
      }
      and coalesce(r.referral_direction, 'out') = 'out'
    order by r.user_id, r.client_id, r.date, r.time, r.id)`;
}

/** Joins a `svc` row `s` to its client's first referral (firstReferralsCte) as `fr`. */
export const STAGE_JOIN: SQL = sql`left join firstref fr on fr.user_id = s.user_id and fr.client_id = s.client_id`;

/**
 * The counseling continuum's stage (stageOf) of a `svc` row `s`, as SQL; null when not on the
 * continuum. "Follows a referral": an earlier referral out (or of unknown direction), not
 * cancelled, of the same student or group by the same counselor (the first one, `fr`, is earlier).
 */
export const STAGE_SQL: SQL = sql`case
  when ${crisisSql(sql`s.category_id`, sql`s.parent_id`, sql`s.category_name`)} then 'crisis'
  when s.is_referral then case
    when s.client_id is not null and fr.id is not null and (fr.date, fr.time, fr.id) < (s.date, s.time, s.event_id) then 'followUp'
    when s.referral_direction = 'in' then null
    else 'referral' end
  when s.dins <> 'D' then null
  when s.tier = 1 then 'prevention'
  when s.tier = 2 then 'smallGroup'
  when s.tier = 3 then 'individual'
  else null end`;

/**
 * The students an event reaches, with its tier and group: its student client, or its group's
 * members. Needs servicesCte. It reads svc once, so svc is not written out when nothing else reads it.
 * Aggregate it on its own (group by), never in a subquery correlated with another CTE: the planner
 * cannot estimate CTE scans and may pick a nested loop over both.
 */
export const REACHED_CTE: SQL = sql`reached as (
    select s.event_id, s.tier, s.dins, coalesce(cm.student_id, s.client_id) as student_id
    from svc s left join client_members cm on s.client_type = 'group' and cm.group_id = s.client_id
    where s.client_type = 'student' or (s.client_type = 'group' and cm.student_id is not null))`;

/** The tier key of the SQL tier number. */
export function tierKey(n: number | string): "T1" | "T2" | "T3" | "system" {
  const t = Number(n);
  return t === 1 ? "T1" : t === 2 ? "T2" : t === 3 ? "T3" : "system";
}
