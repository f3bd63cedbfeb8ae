import { sql } from "drizzle-orm";
import { idList, recordedSql, rowsWithoutJit } from "@/lib/analysis/sql";
import { bucketsOf } from "@/lib/reports/series";
import { contactCutoff, contactKindOf, daysFromTo, equityGap, type TContactKind } from "@/lib/reports/services-rules";
import type { TChartSeries, TReportContext, TReportResult, TReportRow } from "@/lib/reports/types";
import { COMPLEMENT_MARK, markOf, SMALL_CELL_FLOOR, suppressSmallCells, type TCell, type TPartition, type TSuppressionReason } from "@/lib/privacy/small-cells";
import { namesAllowed } from "@/lib/reports/privacy";
import { markedKpi, suppressCountColumns, suppressParts } from "@/lib/privacy/report-cells";
import { reportsT } from "./labels";
import { domainCte, REACHED_CTE, serviceCategoryIds, servicesCte } from "./sql";

// report/studentContact, referrals, report/careerCoachMonthlyReport and reportStats: the caseload
// (the counselors' active student clients), who on it was seen, the referrals and their follow-up,
// the career-domain activities, and whom the services reach against the caseload's subgroups.

const n = (v: unknown) => Number(v ?? 0);
const EMPTY: TReportResult = { kpis: [], chart: null, table: { columns: [], rows: [] } };
const gradeFilter = (ctx: TReportContext) => (ctx.filters.grade != null ? sql`and c.grade_id = ${ctx.filters.grade}` : sql``);
const CONTACT_COLORS: Record<TContactKind, string> = { individual: "#16a34a", groupOnly: "#d97706", notSeen: "#dc2626" };

/** report/studentContact 🔒: "Which students on the caseload were seen, and which not?" */
export async function studentContact(ctx: TReportContext): Promise<TReportResult> {
  if (ctx.userIds.length === 0) return EMPTY;
  // A last contact is recorded time (up to now, and marked done with "done only"), as the sessions are.
  const cutoff = ctx.filters.asOf ? contactCutoff(ctx.range.to, ctx.filters.asOf.date) : ctx.range.to;
  const contactWhere = sql`e.status <> 'cancelled' and e.date <= ${cutoff}::date and e.user_id in ${idList(ctx.userIds)}
            ${ctx.filters.asOf ? sql`and ${recordedSql(ctx.filters.asOf)}` : sql``} ${ctx.filters.doneOnly ? sql`and e.status = 'done'` : sql``}`;
  const rows = await rowsWithoutJit<{
    id: number;
    name: string;
    grade: string | null;
    grade_sort: number | null;
    individual: string | number;
    group_sessions: string | number;
    minutes: string | number;
    last_contact: string | null;
  }>(
    ctx.db,
    // Only the events of a student or a group count as contacts: the others are not read.
    sql`with ${servicesCte(ctx, { withClient: true })},
      caseload as (select c.id, c.name, c.grade_id from clients c where c.user_id in ${idList(ctx.userIds)} and c.type = 'student' and c.active ${gradeFilter(ctx)}),
      indiv as (select client_id as sid, count(*) as n, sum(minutes) as m from svc where client_type = 'student' group by 1),
      grp as (select cm.student_id as sid, count(*) as n, sum(s.minutes) as m from svc s join client_members cm on cm.group_id = s.client_id where s.client_type = 'group' group by 1),
      -- The last recorded contact on or before the cutoff (today, or the period's end once it is over), in or
      -- before the period: the student's own events or their groups'.
      last_seen as (
        select sid, max(d) as d from (
          select k.id as sid, e.date as d from caseload k join events e on e.client_id = k.id
          where ${contactWhere}
          union all
          select k.id, e.date from caseload k join client_members cm on cm.student_id = k.id join events e on e.client_id = cm.group_id
          where ${contactWhere}) x
        group by sid)
      select k.id, k.name, g.code as grade, g.sort as grade_sort, coalesce(i.n, 0) as individual, coalesce(gr.n, 0) as group_sessions,
        coalesce(i.m, 0) + coalesce(gr.m, 0) as minutes, to_char(ls.d, 'YYYY-MM-DD') as last_contact
      from caseload k
      left join grades g on g.id = k.grade_id
      left join indiv i on i.sid = k.id
      left join grp gr on gr.sid = k.id
      left join last_seen ls on ls.sid = k.id`,
  );
  const ORDER: TContactKind[] = ["notSeen", "groupOnly", "individual"];
  const students = rows
    .map((r) => ({ ...r, kind: contactKindOf(n(r.individual), n(r.group_sessions)) }))
    .sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind) || (a.grade_sort ?? 99) - (b.grade_sort ?? 99) || a.name.localeCompare(b.name) || a.id - b.id);
  // One bar per grade (in grade order), the students by contact.
  const grades = [...new Map(students.map((s) => [s.grade ?? "—", s.grade_sort ?? 99])).entries()].sort((a, b) => a[1] - b[1]).map(([g]) => g);
  const seen = students.filter((s) => s.kind !== "notSeen").length;
  const KINDS = ["individual", "groupOnly", "notSeen"] as const;
  const inCell = (g: string, k: TContactKind) => students.filter((s) => (s.grade ?? "—") === g && s.kind === k).length;
  const withheld = ctx.smallCells ? contactSuppression(students.length, seen, grades, inCell) : new Map<string, TSuppressionReason>();
  const mark = (id: string) => markOf(withheld.get(id));
  const shareMark = mark("n") ?? mark("s") ?? mark("ns");
  // Each row is one student: a reader who may not read the names gets the figures, never the rows.
  const listed = !ctx.smallCells || namesAllowed({ id: ctx.actor.id, roleId: ctx.actor.roleId, specialUser: ctx.actor.specialUser }, ctx.subject) ? students : [];
  return {
    kpis: [
      markedKpi({ key: "caseload", kind: "int", value: students.length }, mark("n")),
      markedKpi({ key: "seen", kind: "int", value: seen }, mark("s")),
      markedKpi({ key: "seenShare", kind: "percent", value: students.length ? Math.round((seen * 100) / students.length) : 0 }, shareMark),
      markedKpi({ key: "notSeen", kind: "int", value: students.length - seen }, mark("ns")),
    ],
    // A withheld count has no bar.
    chart: students.length
      ? {
          kind: "stackedBar",
          xKind: "text",
          unit: "count",
          series: KINDS.map((k) => ({ key: k, color: CONTACT_COLORS[k] })),
          data: grades.map((g) => ({ x: g, ...Object.fromEntries(KINDS.filter((k) => !withheld.has(`${g}|${k}`)).map((k) => [k, inCell(g, k)])) })),
        }
      : null,
    table: {
      columns: [
        { key: "student", kind: "student" },
        { key: "grade", kind: "text" },
        { key: "contactKind", kind: "seriesKey" },
        { key: "sessions", kind: "int" },
        { key: "minutes", kind: "minutes" },
        { key: "lastContact", kind: "date" },
        { key: "daysSince", kind: "int" },
      ],
      rows: listed.map((s) => ({
        student: s.name,
        grade: s.grade ?? "",
        contactKind: s.kind,
        sessions: n(s.individual) + n(s.group_sessions),
        minutes: Math.round(n(s.minutes)),
        lastContact: s.last_contact,
        daysSince: daysFromTo(s.last_contact, cutoff),
      })),
    },
    smallCells: withheld.size > 0,
    studentIds: listed.map((s) => Number(s.id)),
  };
}

/**
 * The small-cell rule on studentContact's counts: the caseload (n) is the students seen (s) and not
 * seen (ns); each grade's bar splits into individual, group only and not seen; the grades' seen
 * bars add up to s and their not-seen bars to ns; a grade's whole bar (its caseload) can be added up.
 */
function contactSuppression(caseload: number, seen: number, grades: readonly string[], inCell: (g: string, k: TContactKind) => number) {
  const cells: TCell[] = [
    { id: "n", value: caseload },
    { id: "s", value: seen },
    { id: "ns", value: caseload - seen },
  ];
  const partitions: TPartition[] = [{ total: "n", parts: ["s", "ns"] }];
  const kinds: TContactKind[] = ["individual", "groupOnly", "notSeen"];
  for (const g of grades) {
    for (const k of kinds) cells.push({ id: `${g}|${k}`, value: inCell(g, k) });
    cells.push({ id: `${g}|all`, value: kinds.reduce((a, k) => a + inCell(g, k), 0), shown: false });
    partitions.push({ total: `${g}|all`, parts: kinds.map((k) => `${g}|${k}`) });
  }
  partitions.push({ total: "s", parts: grades.flatMap((g) => [`${g}|individual`, `${g}|groupOnly`]) }, { total: "ns", parts: grades.map((g) => `${g}|notSeen`) });
  partitions.push({ total: "n", parts: grades.map((g) => `${g}|all`) });
  const withheld = suppressSmallCells(cells, partitions, { base: caseload });
  // A grade of 1 to 4 students shows none of its bars, zeros included (a zero beside them says how they all fared).
  for (const g of grades) {
    const all = kinds.reduce((a, k) => a + inCell(g, k), 0);
    if (all > 0 && all < SMALL_CELL_FLOOR) for (const k of kinds) if (!withheld.has(`${g}|${k}`)) withheld.set(`${g}|${k}`, "small");
  }
  return withheld;
}

type TReferralRow = {
  month: string;
  date: string;
  client_name: string | null;
  student_id: number | null;
  direction: "out" | "in" | null;
  agency: string | null;
  source: string;
  reason: string;
  status: string | null;
  follow_up: string | null;
};

/** referrals 🔒: the Referrals category's counted events (6, 110 and their sub-categories) with their referral fields. */
export async function referrals(ctx: TReportContext): Promise<TReportResult> {
  if (ctx.userIds.length === 0) return EMPTY;
  // Only the referral events are read (by their categories' ids), however many other events the team has.
  const categoryIds = (await serviceCategoryIds(ctx.db)).referral;
  const [rows, t] = await Promise.all([
    rowsWithoutJit<TReferralRow>(
      ctx.db,
      sql`with ${servicesCte(ctx, { categoryIds })}
        select to_char(date_trunc('month', s.day::timestamp), 'YYYY-MM-DD') as month, to_char(s.date, 'YYYY-MM-DD') as date, s.client_name,
          case when s.client_type = 'student' then s.client_id end as student_id, s.referral_direction as direction, co.name as agency, s.referral_source as source, s.referral_reason as reason,
          s.referral_status as status, to_char(s.referral_follow_up_date, 'YYYY-MM-DD') as follow_up
        from svc s left join companies co on co.id = s.referral_company_id
        where s.is_referral
        order by s.date, s.time, s.event_id`,
    ),
    reportsT(ctx.locale),
  ]);
  // The five most frequent reasons are series of their own; the others are "other", an empty one "no reason".
  const counts = new Map<string, number>();
  for (const r of rows) if (r.reason.trim()) counts.set(r.reason.trim(), (counts.get(r.reason.trim()) ?? 0) + 1);
  const top = [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 5)
    .map(([k]) => k);
  const keyOf = (reason: string) => {
    const r = reason.trim();
    if (!r) return "noReason";
    const i = top.indexOf(r);
    return i >= 0 ? `r${i}` : "otherReason";
  };
  const PALETTE = ["#2563eb", "#16a34a", "#d97706", "#7c3aed", "#0891b2"];
  const series: TChartSeries[] = [...top.map((r, i) => ({ key: `r${i}`, color: PALETTE[i], label: r }))];
  if (rows.some((r) => keyOf(r.reason) === "otherReason")) series.push({ key: "otherReason", color: "#64748b", label: t("series.otherReason") });
  if (rows.some((r) => keyOf(r.reason) === "noReason")) series.push({ key: "noReason", color: "#cbd5e1", label: t("series.noReason") });
  const months = bucketsOf(ctx.range, "month");
  // The referrals per month and series, counted in one pass (a district's year holds ~100,000 of them).
  const perMonth = new Map<string, number>();
  for (const r of rows) perMonth.set(`${r.month}|${keyOf(r.reason)}`, (perMonth.get(`${r.month}|${keyOf(r.reason)}`) ?? 0) + 1);
  const tableRows: TReportRow[] = rows.map((r) => ({
    date: r.date,
    student: r.client_name,
    direction: r.direction === "in" ? "referralIn" : r.direction === "out" ? "referralOut" : null,
    agency: r.direction === "in" ? r.source : (r.agency ?? ""),
    reason: r.reason,
    status: r.status ? `referral_${r.status}` : null,
    followUp: r.follow_up,
    daysToFollowUp: daysFromTo(r.date, r.follow_up),
  }));
  const waits = tableRows.map((r) => r.daysToFollowUp).filter((d): d is number => typeof d === "number");
  const openish = rows.filter((r) => r.status === null || r.status === "open" || r.status === "contacted");
  return {
    kpis: [
      { key: "referralsOut", kind: "int", value: rows.filter((r) => r.direction !== "in").length },
      { key: "referralsIn", kind: "int", value: rows.filter((r) => r.direction === "in").length },
      { key: "referralsOpen", kind: "int", value: openish.length },
      { key: "followUpsDue", kind: "int", value: openish.filter((r) => r.follow_up !== null && r.follow_up <= ctx.range.to).length },
      { key: "daysToFollowUp", kind: "int", value: waits.length ? Math.round(waits.reduce((a, d) => a + d, 0) / waits.length) : 0 },
    ],
    chart: rows.length
      ? {
          kind: "stackedBar",
          xKind: "month",
          unit: "count",
          series,
          data: months.map((m) => ({ x: m, ...Object.fromEntries(series.map((s) => [s.key, perMonth.get(`${m}|${s.key}`) ?? 0])) })),
        }
      : null,
    table: {
      columns: [
        { key: "date", kind: "date" },
        { key: "student", kind: "student" },
        { key: "direction", kind: "seriesKey" },
        { key: "agency", kind: "text" },
        { key: "reason", kind: "text" },
        { key: "status", kind: "seriesKey" },
        { key: "followUp", kind: "date" },
        { key: "daysToFollowUp", kind: "int" },
      ],
      rows: tableRows,
    },
    studentIds: [...new Set(rows.flatMap((r) => (r.student_id == null ? [] : [Number(r.student_id)])))],
  };
}

/** report/careerCoachMonthlyReport: the career-domain services (minutes split by the domain rule) per month and (sub-)category. */
export async function careerCoach(ctx: TReportContext): Promise<TReportResult> {
  if (ctx.userIds.length === 0) return EMPTY;
  const rows = await rowsWithoutJit<{
    month: string;
    category_id: number | null;
    name: string | null;
    shared: boolean | null;
    grade: string | null;
    sessions: string | number;
    students: string | number;
    minutes: string | number;
  }>(
    ctx.db,
    // Only an event with a domain of its own or a lesson can count as career (domainCte's rule): the others are not read.
    // The events are summed by month, category, grade and what their domain depends on before each sum is
    // split by domain: an event with a domain of its own other than career counts none as career, and the
    // counselor matters only for a lesson (their curricula's flags).
    sql`with ${servicesCte(ctx, { domainOrLesson: true })},
      pre as (
        select case when lesson_id is null then null else user_id end as user_id, date_trunc('month', day::timestamp) as month,
          category_id, grade_id, domain, lesson_id, count(*) as sessions, sum(students) as students, sum(minutes) as minutes
        from svc where domain is null or domain = 'career' group by 1, 2, 3, 4, 5, 6),
      ${domainCte(ctx, "pre")}
      select to_char(d.month, 'YYYY-MM-DD') as month, d.category_id, c.name,
        (c.leaid is null and c.ncessch is null and c.parent_id is null) as shared, g.code as grade,
        sum(d.sessions) as sessions, sum(d.students) as students, sum(d.minutes * d.share) as minutes
      from svd d
      left join use_of_time_categories c on c.id = d.category_id
      left join grades g on g.id = d.grade_id
      where d.domain_key = 'career'
      group by 1, 2, 3, 4, 5`,
  );
  type TLine = { month: string; categoryId: number | null; activity: string; sessions: number; students: number; minutes: number; grades: Map<string, number> };
  const lines = new Map<string, TLine>();
  for (const r of rows) {
    const key = `${r.month}|${r.category_id}`;
    const line = lines.get(key) ?? {
      month: r.month,
      categoryId: r.category_id,
      activity: ctx.categoryLabel({ id: r.category_id, name: r.name ?? "", shared: r.shared === true }),
      sessions: 0,
      students: 0,
      minutes: 0,
      grades: new Map(),
    };
    line.sessions += n(r.sessions);
    line.students += n(r.students);
    line.minutes += n(r.minutes);
    if (r.grade !== null) line.grades.set(r.grade, (line.grades.get(r.grade) ?? 0) + n(r.students));
    lines.set(key, line);
  }
  const sorted = [...lines.values()].sort((a, b) => a.month.localeCompare(b.month) || a.activity.localeCompare(b.activity));
  const activities = [...new Map(sorted.map((l) => [String(l.categoryId), l.activity])).entries()];
  const PALETTE = ["#d97706", "#2563eb", "#16a34a", "#7c3aed", "#0891b2", "#dc2626", "#65a30d", "#64748b"];
  const months = bucketsOf(ctx.range, "month");
  const hours = (m: number) => Math.round(m / 6) / 10;
  const total = sorted.reduce((a, l) => a + l.minutes, 0);
  const counted: TReportRow[] = sorted.map((l) => ({ month: l.month, activity: l.activity, sessions: l.sessions, students: l.students, byGrade: null, hours: Math.round(l.minutes) }));
  const countedTotals: TReportRow = {
    month: null,
    activity: null,
    sessions: sorted.reduce((a, l) => a + l.sessions, 0),
    students: sorted.reduce((a, l) => a + l.students, 0),
    byGrade: null,
    hours: Math.round(total),
  };
  // Figures that leave the counselor: the students per line and per grade obey the small-cell rule.
  const cells = ctx.smallCells ? suppressCountColumns(counted, countedTotals, ["students"]) : null;
  const byGrade = (l: TLine, i: number) => {
    const grades = [...l.grades.entries()].sort((a, b) => a[0].localeCompare(b[0], undefined, { numeric: true }));
    if (!cells) return grades.map(([g, c]) => `${g}: ${c}`).join(", ");
    const lineMark = cells.mark(i, "students");
    const marks = suppressParts(Object.fromEntries(grades), l.students, { totalShown: !lineMark });
    return grades.map(([g, c]) => `${g}: ${lineMark ? COMPLEMENT_MARK : (marks.get(g) ?? c)}`).join(", ");
  };
  const rowsOut = (cells?.rows ?? counted).map((r, i) => ({ ...r, byGrade: byGrade(sorted[i], i) }));
  const withheldAny = cells?.withheld === true || rowsOut.some((r) => String(r.byGrade).includes("<5"));
  return {
    kpis: [
      { key: "careerMinutes", kind: "minutes", value: Math.round(total) },
      { key: "sessions", kind: "int", value: sorted.reduce((a, l) => a + l.sessions, 0) },
      markedKpi({ key: "students", kind: "int", value: sorted.reduce((a, l) => a + l.students, 0) }, cells?.mark("total", "students") ?? null),
      { key: "activities", kind: "int", value: activities.length },
    ],
    chart: sorted.length
      ? {
          kind: "stackedBar",
          xKind: "month",
          unit: "hours",
          series: activities.map(([id, label], i) => ({ key: `c${id}`, color: PALETTE[i % PALETTE.length], label })),
          data: months.map((m) => ({
            x: m,
            ...Object.fromEntries(activities.map(([id]) => [`c${id}`, hours(sorted.filter((l) => l.month === m && String(l.categoryId) === id).reduce((a, l) => a + l.minutes, 0))])),
          })),
        }
      : null,
    table: {
      columns: [
        { key: "month", kind: "month" },
        { key: "activity", kind: "text" },
        { key: "sessions", kind: "int" },
        { key: "students", kind: "int" },
        { key: "byGrade", kind: "text" },
        { key: "hours", kind: "hours" },
      ],
      rows: rowsOut,
      totals: cells?.totals ?? countedTotals,
    },
    smallCells: withheldAny,
  };
}

/** reportStats' subgroups: clients.counts fields (CLIENT_COUNT_FIELDS); a race is its male and female counts together. */
export const EQUITY_SUBGROUPS: readonly { key: string; fields: readonly string[] }[] = [
  { key: "male", fields: ["male"] },
  { key: "female", fields: ["female"] },
  { key: "esl", fields: ["esl"] },
  { key: "frl", fields: ["frl"] },
  { key: "h", fields: ["h"] },
  { key: "iep", fields: ["iep"] },
  { key: "ada", fields: ["ada"] },
  { key: "raceAM", fields: ["amm", "amf"] },
  { key: "raceAS", fields: ["asm", "asf"] },
  { key: "raceHI", fields: ["him", "hif"] },
  { key: "raceBL", fields: ["blm", "blf"] },
  { key: "raceWH", fields: ["whm", "whf"] },
  { key: "raceHP", fields: ["hpm", "hpf"] },
  { key: "raceTR", fields: ["trm", "trf"] },
  { key: "autisticSupport", fields: ["autisticSupport"] },
  { key: "emotionalSupport", fields: ["emotionalSupport"] },
  { key: "learningSupport", fields: ["learningSupport"] },
];

/** Where a closing-the-gap SMART goal is started (the student report links to a new closing-the-gap goal). */
export const CLOSE_GAP_PATH = "/app/smartgoals/new";

/** The subgroups that split the caseload between them (a student has one sex and one race): a reader could subtract. */
const EQUITY_PARTITIONS: readonly (readonly string[])[] = [
  ["male", "female"],
  ["raceAM", "raceAS", "raceHI", "raceBL", "raceWH", "raceHP", "raceTR"],
];

type TEquityLine = { key: string; inN: number; inS: number };

/**
 * The small-cell rule on the equity figures (lib/privacy/small-cells.ts): each subgroup's caseload and
 * served counts, the caseload and served totals, and the counts a reader could compute (a subgroup's
 * rest of the caseload, its students not served, the caseload not served) as hidden cells; the
 * subgroups and their rest, sexes and races, served and not served are the partitions.
 */
function equitySuppression(lines: readonly TEquityLine[], allN: number, allS: number) {
  const cells: TCell[] = [
    { id: "n", value: allN },
    { id: "s", value: allS },
    { id: "n-s", value: allN - allS, shown: false },
  ];
  const partitions: TPartition[] = [{ total: "n", parts: ["s", "n-s"] }];
  for (const l of lines) {
    cells.push({ id: `n.${l.key}`, value: l.inN }, { id: `s.${l.key}`, value: l.inS });
    cells.push(
      { id: `n.${l.key}.rest`, value: allN - l.inN, shown: false },
      { id: `s.${l.key}.rest`, value: allS - l.inS, shown: false },
      { id: `n.${l.key}.notServed`, value: l.inN - l.inS, shown: false },
    );
    partitions.push(
      { total: "n", parts: [`n.${l.key}`, `n.${l.key}.rest`] },
      { total: "s", parts: [`s.${l.key}`, `s.${l.key}.rest`] },
      { total: `n.${l.key}`, parts: [`s.${l.key}`, `n.${l.key}.notServed`] },
    );
  }
  for (const keys of EQUITY_PARTITIONS) {
    partitions.push({ total: "n", parts: keys.map((k) => `n.${k}`) }, { total: "s", parts: keys.map((k) => `s.${k}`) });
  }
  return suppressSmallCells(cells, partitions, { base: allN });
}

/**
 * reportStats: equity. The caseload is the counselors' active student clients; a student is in a
 * subgroup when its count is above 0; served means reached in the period (their own event or a
 * group's). Shares are of the whole caseload and of all students served; the gap is served − caseload.
 * On the counselor's own screen the subgroups with students are listed; anywhere else every subgroup
 * is listed (whether a line appears says nothing) and the small-cell rule withholds counts of 1 to 4,
 * what they could be worked out from, and the shares, gaps and bars computed from them; a caseload
 * (after the grade and school filters) under 5 shows no figure at all.
 */
export async function reportStats(ctx: TReportContext): Promise<TReportResult> {
  if (ctx.userIds.length === 0) return EMPTY;
  const has = (fields: readonly string[]) => sql.raw(fields.map((f) => `coalesce((k.counts->>'${f}')::numeric, 0) > 0`).join(" or "));
  const [row] = await rowsWithoutJit<Record<string, string | number>>(
    ctx.db,
    // Served students are reached by events with a student or a group: only those events are read.
    sql`with ${servicesCte(ctx, { withClient: true })}, ${REACHED_CTE},
      served as (select distinct student_id from reached),
      k as (select c.id, c.counts, (sv.student_id is not null) as served
        from clients c left join served sv on sv.student_id = c.id
        where c.user_id in ${idList(ctx.userIds)} and c.type = 'student' and c.active ${gradeFilter(ctx)})
      select count(*) as all_n, count(*) filter (where k.served) as all_s,
        ${sql.join(
          EQUITY_SUBGROUPS.map((g, i) => sql`count(*) filter (where ${has(g.fields)}) as ${sql.raw(`g${i}`)}, count(*) filter (where k.served and (${has(g.fields)})) as ${sql.raw(`g${i}s`)}`),
          sql`, `,
        )}
      from k`,
  );
  const t = await reportsT(ctx.locale);
  const allN = n(row?.all_n);
  const allS = n(row?.all_s);
  const counted: TEquityLine[] = EQUITY_SUBGROUPS.map((g, i) => ({ key: g.key, inN: n(row?.[`g${i}`]), inS: n(row?.[`g${i}s`]) }));
  const withheld = ctx.smallCells ? equitySuppression(counted, allN, allS) : new Map();
  const mark = (id: string) => markOf(withheld.get(id));
  const lines = counted
    .filter((l) => ctx.smallCells || l.inN > 0)
    .map((l) => {
      const n = mark(`n.${l.key}`) ?? (mark("n") ? COMPLEMENT_MARK : null);
      const s = mark(`s.${l.key}`) ?? (mark("s") ? COMPLEMENT_MARK : null);
      return { ...l, ...equityGap(l.inN, allN, l.inS, allS), nMark: n, sMark: s };
    });
  const gaps = lines.filter((l) => l.closeGap && !l.nMark && !l.sMark);
  const kpiMark = (id: string) => (mark(id) ? { value: 0, suppressed: mark(id)! } : {});
  const allMarked = mark("n") ?? mark("s");
  return {
    kpis: [
      { key: "caseload", kind: "int", value: allN, ...kpiMark("n") },
      { key: "served", kind: "int", value: allS, ...kpiMark("s") },
      { key: "servedShare", kind: "percent", value: allN ? Math.round((allS * 100) / allN) : 0, ...(allMarked ? { value: 0, suppressed: allMarked } : {}) },
      { key: "gaps", kind: "int", value: gaps.length, ...(mark("n") ? { value: 0, suppressed: mark("n")! } : {}) },
    ],
    chart: lines.length
      ? {
          kind: "groupedBar",
          xKind: "text",
          unit: "percent",
          series: [
            { key: "caseloadShare", color: "#94a3b8" },
            { key: "servedShare", color: "#2563eb" },
          ],
          // A withheld share has no bar.
          data: lines.map((l) => ({ x: t(`series.sg_${l.key}`), ...(l.nMark ? {} : { caseloadShare: l.caseload }), ...(l.sMark ? {} : { servedShare: l.served }) })),
        }
      : null,
    table: {
      columns: [
        { key: "subgroup", kind: "seriesKey" },
        { key: "caseload", kind: "int" },
        { key: "caseloadShare", kind: "percent" },
        { key: "served", kind: "int" },
        { key: "servedShare", kind: "percent" },
        { key: "gap", kind: "percent" },
        { key: "closeGap", kind: "seriesKey" },
      ],
      rows: lines.map((l) => {
        const hidden = l.nMark || l.sMark;
        return {
          subgroup: `sg_${l.key}`,
          caseload: l.nMark ?? l.inN,
          caseloadShare: l.nMark ?? l.caseload,
          served: l.sMark ?? l.inS,
          servedShare: l.sMark ?? l.served,
          gap: hidden ? COMPLEMENT_MARK : l.gap,
          closeGap: !hidden && l.closeGap ? "closeGap" : null,
          // The link of the closeGap cell (engine request HA-1): a new SMART goal, closing the gap for this subgroup.
          closeGapHref: !hidden && l.closeGap ? `${CLOSE_GAP_PATH}?ctg=1&subgroup=${l.key}` : null,
        };
      }),
      totals: {
        subgroup: null,
        caseload: mark("n") ?? allN,
        caseloadShare: mark("n") ?? (allN ? 100 : 0),
        served: mark("s") ?? allS,
        servedShare: mark("s") ?? (allS ? 100 : 0),
        gap: null,
        closeGap: null,
      },
    },
    smallCells: withheld.size > 0,
  };
}
