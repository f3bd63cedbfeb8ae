import { sql, type SQL } from "drizzle-orm";
import { rowsOf } from "@/lib/analysis/sql";
import { addDaysIso } from "@/lib/users/rules";
import { pdfTranslator } from "@/lib/pdf/strings";
import { isLocale } from "@/lib/i18n/locales";
import { bucketsOf } from "../series";
import { z } from "zod";
import { BILLING_PRODUCTS } from "@/db/schema/billing-products";
import { AppError } from "@/lib/http/errors";
import type { TReportContext, TReportDefinition, TReportResult, TReportRow } from "../types";

// Report family 5, "Business" (administrators only): a count or sum per month over one table,
// for a range (by default the last 12 months). Months are UTC calendar months of the timestamps.

type TMonthRow = { month: string } & Record<string, string | number | null>;

/** `select to_char(date_trunc('month', col), 'YYYY-MM-DD') as month, …` over the range, grouped by month. */
async function perMonth(ctx: TReportContext, column: SQL, from: SQL, select: SQL): Promise<Map<string, TMonthRow>> {
  const rows = await rowsOf<TMonthRow>(
    ctx.db,
    sql`select to_char(date_trunc('month', ${column}), 'YYYY-MM-DD') as month, ${select}
        ${from} ${column} >= ${ctx.range.from}::date and ${column} < ${addDaysIso(ctx.range.to, 1)}::date
        group by 1`,
  );
  return new Map(rows.map((r) => [r.month, r]));
}

const num = (v: unknown) => Number(v ?? 0);

/** The business filters: a range (by default the last 12 months), a state and a product. */
const ZBusinessFilter = z.object({
  state: z
    .string()
    .regex(/^[A-Z]{2}$/, "Use a state's two-letter code.")
    .optional(),
  product: z.enum(BILLING_PRODUCTS, { message: "Choose a product of the price book." }).optional(),
});

/** The report's state and product filters (ctx.extra); a bad value is a 422 naming the field. */
export function businessFilter(ctx: TReportContext): { state: string | null; product: string | null } {
  const parsed = ZBusinessFilter.safeParse(ctx.extra);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError("invalid_filter", issue.message, 422, String(issue.path[0] ?? "state"));
  }
  return { state: parsed.data.state ?? null, product: parsed.data.product ?? null };
}

/** `and …` restricting user `u` to a state (nothing without the filter). */
function userState(f: { state: string | null }, u: SQL): SQL {
  return f.state ? sql`and ${u}.state = ${f.state}` : sql``;
}

/** `and …` keeping orders `o` that include a product (nothing without the filter). */
function orderProduct(f: { product: string | null }, o: SQL): SQL {
  return f.product ? sql`and coalesce((${o}.quantities ->> ${f.product})::int, 0) > 0` : sql``;
}

function monthlyTable(months: string[], keys: { key: string; kind: "int" | "money" | "percent" | "text" }[], rowOf: (m: string) => TReportRow, totals?: TReportRow) {
  return {
    columns: [{ key: "month", kind: "month" as const }, ...keys.map((k) => ({ key: k.key, kind: k.kind }))],
    rows: months.map((m) => ({ month: m, ...rowOf(m) })),
    totals: totals ? { month: null, ...totals } : undefined,
  };
}

const sumOf = (rows: TReportRow[], key: string) => rows.reduce((a, r) => a + num(r[key]), 0);

/** report/monthlyOrders: orders per month by status, and the dollars paid. */
async function monthlyOrders(ctx: TReportContext): Promise<TReportResult> {
  const months = bucketsOf(ctx.range, "month");
  const f = businessFilter(ctx);
  const by = await perMonth(
    ctx,
    sql`o.created_at`,
    sql`from orders o join users u on u.id = o.user_id where true ${userState(f, sql`u`)} ${orderProduct(f, sql`o`)} and`,
    sql`count(*) as orders,
        count(*) filter (where o.status = 'paid') as paid,
        count(*) filter (where o.status = 'awaiting_po') as po,
        count(*) filter (where o.status in ('failed', 'declined')) as failed,
        count(*) filter (where o.status = 'pending') as pending,
        coalesce(sum(o.amount_due_cents) filter (where o.status = 'paid'), 0) as cents`,
  );
  const rowOf = (m: string) => {
    const r = by.get(m);
    return { orders: num(r?.orders), paid: num(r?.paid), po: num(r?.po), failed: num(r?.failed), pending: num(r?.pending), cents: num(r?.cents) };
  };
  const rows = months.map(rowOf);
  return {
    kpis: [
      { key: "orders", kind: "int", value: sumOf(rows, "orders") },
      { key: "paid", kind: "int", value: sumOf(rows, "paid") },
      { key: "revenue", kind: "money", value: sumOf(rows, "cents") },
    ],
    chart: {
      kind: "stackedBar",
      xKind: "month",
      unit: "count",
      series: [
        { key: "paid", color: "#16a34a" },
        { key: "po", color: "#2563eb" },
        { key: "pending", color: "#94a3b8" },
        { key: "failed", color: "#dc2626" },
      ],
      data: months.map((m, i) => ({ x: m, paid: rows[i].paid, po: rows[i].po, pending: rows[i].pending, failed: rows[i].failed })),
    },
    table: monthlyTable(
      months,
      [
        { key: "orders", kind: "int" },
        { key: "paid", kind: "int" },
        { key: "po", kind: "int" },
        { key: "failed", kind: "int" },
        { key: "cents", kind: "money" },
      ],
      rowOf,
      { orders: sumOf(rows, "orders"), paid: sumOf(rows, "paid"), po: sumOf(rows, "po"), failed: sumOf(rows, "failed"), cents: sumOf(rows, "cents") },
    ),
  };
}

/** report/monthlySupport: questions from the panel and contact messages per month, the share answered and the median hours to answer. */
async function monthlySupport(ctx: TReportContext): Promise<TReportResult> {
  const months = bucketsOf(ctx.range, "month");
  const answered = sql`extract(epoch from (answered - created)) / 3600`;
  const f = businessFilter(ctx);
  // A state keeps the panel's questions of that state's users; contact messages carry no state.
  const rows = await rowsOf<TMonthRow>(
    ctx.db,
    sql`with items as (
          select 'panel' as source, q.created_at as created, q.answered_at as answered from questions q
            where q.created_at >= ${ctx.range.from}::date and q.created_at < ${addDaysIso(ctx.range.to, 1)}::date
            ${f.state ? sql`and exists (select 1 from users u where u.id = q.user_id ${userState(f, sql`u`)})` : sql``}
          union all
          select 'contact', c.created_at, c.handled_at from contact_messages c
            where c.created_at >= ${ctx.range.from}::date and c.created_at < ${addDaysIso(ctx.range.to, 1)}::date ${f.state ? sql`and false` : sql``})
        select to_char(date_trunc('month', created), 'YYYY-MM-DD') as month,
          count(*) filter (where source = 'panel') as panel, count(*) filter (where source = 'contact') as contact,
          count(answered) as answered,
          percentile_cont(0.5) within group (order by ${answered}) filter (where answered is not null) as median_hours
        from items group by 1`,
  );
  const by = new Map(rows.map((r) => [r.month, r]));
  const rowOf = (m: string) => {
    const r = by.get(m);
    const received = num(r?.panel) + num(r?.contact);
    return {
      received,
      panel: num(r?.panel),
      contact: num(r?.contact),
      answered: received ? Math.round((num(r?.answered) * 100) / received) : 0,
      medianHours: r?.median_hours == null ? null : Math.round(num(r.median_hours) * 10) / 10,
    };
  };
  const all = months.map(rowOf);
  return {
    kpis: [
      { key: "received", kind: "int", value: sumOf(all, "received") },
      {
        key: "answeredShare",
        kind: "percent",
        value: sumOf(all, "received") ? Math.round((all.reduce((a, r) => a + (num(r.answered) * num(r.received)) / 100, 0) * 100) / sumOf(all, "received")) : 0,
      },
    ],
    chart: {
      kind: "stackedBar",
      xKind: "month",
      unit: "count",
      series: [
        { key: "panel", color: "#2563eb" },
        { key: "contact", color: "#d97706" },
      ],
      data: months.map((m, i) => ({ x: m, panel: all[i].panel, contact: all[i].contact })),
    },
    table: monthlyTable(
      months,
      [
        { key: "received", kind: "int" },
        { key: "panel", kind: "int" },
        { key: "contact", kind: "int" },
        { key: "answered", kind: "percent" },
        { key: "medianHours", kind: "text" },
      ],
      rowOf,
    ),
  };
}

/** report/monthlyDemoAndTraining: demo and training requests, live-training clicks, and requesters who paid within 60 days. */
async function monthlyDemoAndTraining(ctx: TReportContext): Promise<TReportResult> {
  const months = bucketsOf(ctx.range, "month");
  const [requests, clicks] = await Promise.all([
    perMonth(
      ctx,
      sql`d.created_at`,
      sql`from demo_requests d where`,
      sql`count(*) filter (where d.type = 1) as demos, count(*) filter (where d.type = 2) as trainings,
          count(*) filter (where exists (
            select 1 from users u join orders o on o.user_id = u.id
            where lower(u.email) = lower(d.email) and o.status = 'paid' and o.paid_at >= d.created_at and o.paid_at < d.created_at + interval '60 days')) as paid60`,
    ),
    perMonth(ctx, sql`l.created_at`, sql`from live_training_clicks l where`, sql`count(*) as clicks`),
  ]);
  const rowOf = (m: string) => ({ demos: num(requests.get(m)?.demos), trainings: num(requests.get(m)?.trainings), clicks: num(clicks.get(m)?.clicks), paid60: num(requests.get(m)?.paid60) });
  const all = months.map(rowOf);
  return {
    kpis: [
      { key: "demos", kind: "int", value: sumOf(all, "demos") },
      { key: "trainings", kind: "int", value: sumOf(all, "trainings") },
      { key: "paid60", kind: "int", value: sumOf(all, "paid60") },
    ],
    chart: {
      kind: "bar",
      xKind: "month",
      unit: "count",
      series: [
        { key: "demos", color: "#2563eb" },
        { key: "trainings", color: "#16a34a" },
        { key: "clicks", color: "#d97706" },
      ],
      data: months.map((m, i) => ({ x: m, demos: all[i].demos, trainings: all[i].trainings, clicks: all[i].clicks })),
    },
    table: monthlyTable(
      months,
      [
        { key: "demos", kind: "int" },
        { key: "trainings", kind: "int" },
        { key: "clicks", kind: "int" },
        { key: "paid60", kind: "int" },
      ],
      rowOf,
      {
        demos: sumOf(all, "demos"),
        trainings: sumOf(all, "trainings"),
        clicks: sumOf(all, "clicks"),
        paid60: sumOf(all, "paid60"),
      },
    ),
  };
}

/** report/monthlyPerformance: sign-ups, conversions (a first paid order), renewals (a later one), licences ending, users who signed in. */
async function monthlyPerformance(ctx: TReportContext): Promise<TReportResult> {
  const months = bucketsOf(ctx.range, "month");
  const end = addDaysIso(ctx.range.to, 1);
  const f = businessFilter(ctx);
  const inState = userState(f, sql`u`);
  const rows = await rowsOf<TMonthRow>(
    ctx.db,
    sql`with months as (select generate_series(${ctx.range.from}::date, ${ctx.range.to}::date, interval '1 month')::date as m),
        paid as (select o.user_id, o.paid_at, row_number() over (partition by o.user_id order by o.paid_at) as n
          from orders o join users u on u.id = o.user_id where o.status = 'paid' and o.paid_at is not null ${inState} ${orderProduct(f, sql`o`)})
        select to_char(date_trunc('month', m), 'YYYY-MM-DD') as month,
          (select count(*) from users u where date_trunc('month', u.created_at) = date_trunc('month', m) ${inState}) as signups,
          (select count(*) from paid p where p.n = 1 and date_trunc('month', p.paid_at) = date_trunc('month', m)) as conversions,
          (select count(*) from paid p where p.n > 1 and date_trunc('month', p.paid_at) = date_trunc('month', m)) as renewals,
          (select count(*) from users u where date_trunc('month', u.expires) = date_trunc('month', m) ${inState}) as expiries,
          (select count(*) from users u where date_trunc('month', u.last_login_at) = date_trunc('month', m) ${inState}) as active
        from months where m < ${end}::date`,
  );
  const by = new Map(rows.map((r) => [r.month, r]));
  const rowOf = (m: string) => {
    const r = by.get(bucketsOf({ from: m, to: m }, "month")[0]);
    return { signups: num(r?.signups), conversions: num(r?.conversions), renewals: num(r?.renewals), expiries: num(r?.expiries), active: num(r?.active) };
  };
  const all = months.map(rowOf);
  return {
    kpis: [
      { key: "signups", kind: "int", value: sumOf(all, "signups") },
      { key: "conversions", kind: "int", value: sumOf(all, "conversions") },
      { key: "renewals", kind: "int", value: sumOf(all, "renewals") },
    ],
    chart: {
      kind: "bar",
      xKind: "month",
      unit: "count",
      series: [
        { key: "signups", color: "#2563eb" },
        { key: "conversions", color: "#16a34a" },
        { key: "renewals", color: "#15803d" },
        { key: "expiries", color: "#dc2626" },
      ],
      data: months.map((m, i) => ({ x: m, ...all[i] })),
    },
    table: monthlyTable(
      months,
      ["signups", "conversions", "renewals", "expiries", "active"].map((key) => ({ key, kind: "int" as const })),
      rowOf,
    ),
  };
}

const EDITIONS: Record<number, string> = { 0: "trial", 1: "pro", 2: "max" };

/** adminReport: users by role × edition today: active, licences ending within 30 days, ended, and the most common sign-up source. */
async function adminReport(ctx: TReportContext): Promise<TReportResult> {
  const today = ctx.range.to;
  const rows = await rowsOf<{ role_id: number; app_id: number; users: number | string; active: number | string; expiring: number | string; expired: number | string; source: string | null }>(
    ctx.db,
    sql`select u.role_id, u.app_id, count(*) as users, count(*) filter (where u.active) as active,
          count(*) filter (where u.expires >= ${today}::date and u.expires < ${addDaysIso(today, 30)}::date) as expiring,
          count(*) filter (where u.expires < ${today}::date) as expired,
          mode() within group (order by u.signup_tag) as source
        from users u where true ${userState(businessFilter(ctx), sql`u`)} group by 1, 2 order by 1, 2`,
  );
  const tr = await pdfTranslator("roles", isLocale(ctx.locale) ? ctx.locale : "en");
  const roleName = (id: number) => tr(String(id));
  const table = rows.map((r) => ({
    role: roleName(r.role_id),
    edition: EDITIONS[r.app_id] ?? String(r.app_id),
    users: num(r.users),
    active: num(r.active),
    expiring: num(r.expiring),
    expired: num(r.expired),
    source: r.source ?? "",
  }));
  const roles = [...new Set(rows.map((r) => r.role_id))];
  return {
    kpis: [
      { key: "users", kind: "int", value: sumOf(table, "users") },
      { key: "expiring", kind: "int", value: sumOf(table, "expiring") },
      { key: "expired", kind: "int", value: sumOf(table, "expired") },
    ],
    chart: {
      kind: "stackedBar",
      xKind: "text",
      unit: "count",
      series: [
        { key: "trial", color: "#94a3b8" },
        { key: "pro", color: "#2563eb" },
        { key: "max", color: "#16a34a" },
      ],
      data: roles.map((role) => ({ x: roleName(role), ...Object.fromEntries(["trial", "pro", "max"].map((e) => [e, num(table.find((r) => r.role === roleName(role) && r.edition === e)?.users)])) })),
    },
    table: {
      columns: [
        { key: "role", kind: "text" },
        { key: "edition", kind: "seriesKey" },
        { key: "users", kind: "int" },
        { key: "active", kind: "int" },
        { key: "expiring", kind: "int" },
        { key: "expired", kind: "int" },
        { key: "source", kind: "text" },
      ],
      rows: table,
      totals: { role: null, edition: null, users: sumOf(table, "users"), active: sumOf(table, "active"), expiring: sumOf(table, "expiring"), expired: sumOf(table, "expired"), source: null },
    },
  };
}

/** reportConference: which trade conferences pay off — sign-ups that named the conference, those who paid, and the dollars. */
async function reportConference(ctx: TReportContext): Promise<TReportResult> {
  const rows = await rowsOf<{ name: string; start_date: string | null; status: string; signups: number | string; paid: number | string; cents: number | string }>(
    ctx.db,
    sql`select c.name, to_char(c.start_date, 'YYYY-MM-DD') as start_date, c.status,
          count(distinct u.id) as signups,
          count(distinct u.id) filter (where exists (select 1 from orders o where o.user_id = u.id and o.status = 'paid')) as paid,
          coalesce((select sum(o.amount_due_cents) from orders o join users u2 on u2.id = o.user_id where u2.conference_id = c.id and o.status = 'paid'), 0) as cents
        from conferences c left join users u on u.conference_id = c.id ${userState(businessFilter(ctx), sql`u`)}
        where c.start_date is null or (c.start_date >= ${ctx.range.from}::date and c.start_date <= ${ctx.range.to}::date)
        group by c.id order by c.start_date desc nulls last, c.name`,
  );
  const table = rows.map((r) => ({ conference: r.name, date: r.start_date, status: r.status, signups: num(r.signups), paid: num(r.paid), cents: num(r.cents) }));
  return {
    kpis: [
      { key: "conferences", kind: "int", value: table.length },
      { key: "signups", kind: "int", value: sumOf(table, "signups") },
      { key: "revenue", kind: "money", value: sumOf(table, "cents") },
    ],
    chart: {
      kind: "bar",
      xKind: "text",
      unit: "count",
      series: [
        { key: "signups", color: "#2563eb" },
        { key: "paid", color: "#16a34a" },
      ],
      data: table.map((r) => ({ x: r.conference, signups: r.signups, paid: r.paid })),
    },
    table: {
      columns: [
        { key: "conference", kind: "text" },
        { key: "date", kind: "date" },
        { key: "status", kind: "text" },
        { key: "signups", kind: "int" },
        { key: "paid", kind: "int" },
        { key: "cents", kind: "money" },
      ],
      rows: table,
      totals: { conference: null, date: null, status: null, signups: sumOf(table, "signups"), paid: sumOf(table, "paid"), cents: sumOf(table, "cents") },
    },
  };
}

const MONTHS = { initial: "custom", offered: ["custom"], customDefault: "last12Months" } as const;
const STATE_PRODUCT = ["state", "product"] as const;
const STATE = ["state"] as const;

export const BUSINESS_REPORTS: readonly TReportDefinition[] = [
  { key: "monthlyOrders", family: "business", access: "report.admin.read", team: false, subjectless: true, params: STATE_PRODUCT, periods: MONTHS, run: monthlyOrders },
  { key: "monthlySupport", family: "business", access: "report.admin.read", team: false, subjectless: true, params: STATE, periods: MONTHS, run: monthlySupport },
  { key: "monthlyDemoAndTraining", family: "business", access: "report.admin.read", team: false, subjectless: true, periods: MONTHS, run: monthlyDemoAndTraining },
  { key: "monthlyPerformance", family: "business", access: "report.admin.read", team: false, subjectless: true, params: STATE_PRODUCT, periods: MONTHS, run: monthlyPerformance },
  {
    key: "adminReport",
    family: "business",
    access: "report.admin.read",
    team: false,
    subjectless: true,
    params: STATE,
    periods: { initial: "custom", offered: ["custom"], customDefault: "today" },
    run: adminReport,
  },
  { key: "reportConference", family: "business", access: "report.admin.read", team: false, subjectless: true, params: STATE, periods: MONTHS, run: reportConference },
];
