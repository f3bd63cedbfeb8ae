import Link from "@/components/ui/app-link";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { requireActor } from "@/lib/auth/current-user";
import { AppError } from "@/lib/http/errors";
import { formatDate, formatDateRange, formatMonth } from "@/lib/i18n/format";
import { cellText, columnLabel, kindOf, type TReportT } from "@/lib/reports/format";
import { ZReportQuery, type TReportQuery } from "@/lib/reports/period";
import { reportByKey, mayOpenReport } from "@/lib/reports/registry";
import { runReport, type TReportRun } from "@/lib/reports/run";
import { tablePage } from "@/lib/reports/table-page";
import type { TReportChart, TReportColumn, TReportRow } from "@/lib/reports/types";
import { PrintStyles, PrintToolbar } from "@/components/analysis/print-toolbar";
import { TableScroll } from "@/components/ui/table-scroll";
import { buttonClass } from "@/components/ui/button";
import { ChoroplethChart } from "./choropleth";
import { HeatMap } from "./heat-map";
import { ReportChart } from "./report-chart";
import { ExtraHiddenFields, ParamFields, ReportFilterFields } from "./report-filters";
import { Confidential } from "@/components/shell/confidential";

// /app/report/{type} and /app/report/{type}/{counselorID}: one report of the registry with its
// filters (a GET form: works without script), KPIs, chart, table and the CSV, PDF and print exports.
// The pages call guardArea("report") first.

type TSearch = Record<string, string | string[] | undefined>;

function first(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}

function queryString(q: Record<string, string | number | undefined>): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== "") p.set(k, String(v));
  return p.toString();
}

function xLabels(chart: TReportChart, locale: string, t: TReportT): string[] {
  return chart.data.map((d) => {
    const x = String(d.x);
    if (chart.xKind === "month") return formatMonth(x, locale);
    if (chart.xKind === "week") return t("chart.weekOf", { date: formatDate(x, locale) });
    if (chart.xKind === "day") return formatDate(x, locale);
    return x === "period" ? t("chart.period") : x;
  });
}

/** One table cell: a student's name behind the eye, a link where the report gives one, else the formatted value. */
function Cell({ column, row, t, locale }: { column: TReportColumn; row: TReportRow; t: TReportT; locale: string }) {
  const value = row[column.key] ?? null;
  if (column.kind === "student") return value ? <Confidential>{cellText("text", value, t, locale)}</Confidential> : null;
  const text = cellText(kindOf(column, row), value, t, locale);
  const href = column.href ? row[column.href] : null;
  if (typeof href === "string" && href.startsWith("/app/") && text) {
    return (
      <Link href={href} className="text-brand-700 underline">
        {text}
      </Link>
    );
  }
  return <>{text}</>;
}

/** The engine's search parameters (ZReportQuery) besides format. */
const QUERY_KEYS = ["period", "date", "from", "to", "user_id", "scope", "grade", "category", "ncessch", "done", "study"] as const;

export async function ReportPage({ type, counselorId, search }: { type: string; counselorId?: string; search: TSearch }) {
  const { user } = await requireActor();
  const definition = reportByKey(type);
  if (!definition || !mayOpenReport(user, definition)) notFound();
  if (counselorId !== undefined && !/^\d{1,9}$/.test(counselorId)) notFound();
  const locale = await getLocale();
  const t = (await getTranslations("reports")) as unknown as TReportT;
  const raw = Object.fromEntries(QUERY_KEYS.map((k) => [k, first(search[k])]).filter(([, v]) => v !== undefined && v !== ""));
  const extraRaw = Object.fromEntries((definition.params ?? []).map((k) => [k, first(search[k])]));
  if (counselorId !== undefined) raw.user_id = counselorId;
  const parsed = ZReportQuery.safeParse(raw);
  const errors = parsed.success ? [] : parsed.error.issues.map((i) => i.message);
  const query: TReportQuery = parsed.success ? parsed.data : { format: "json" };
  const db = await getDb();
  const attempt = (extra: Record<string, string | undefined>) => runReport(db, user, definition.key, query, new Date(), locale, { onOwnScreen: true, extra });
  let run: TReportRun;
  try {
    try {
      run = await attempt(extraRaw);
    } catch (e) {
      // A bad value of the report's own parameters (422): say so and show the report without them.
      if (!(e instanceof AppError && e.status === 422)) throw e;
      errors.push(e.message);
      run = await attempt({});
    }
  } catch (e) {
    if (e instanceof AppError && (e.status === 404 || e.status === 403)) notFound();
    throw e;
  }
  const { context, result, members } = run;
  const showMembers = members.length > 0 && !definition.teamOnly;
  const selectedUser = context.subject.kind === "user" && !context.subject.user.isSelf ? context.subject.user.id : null;
  const base = {
    period: context.period,
    date: query.date,
    from: context.period === "custom" ? context.range.from : undefined,
    to: context.period === "custom" ? context.range.to : undefined,
    user_id: selectedUser ?? undefined,
    scope: context.subject.kind === "team" ? "team" : selectedUser ? "counselor" : undefined,
    grade: context.filters.grade ?? undefined,
    category: context.filters.categoryId ?? undefined,
    ncessch: context.filters.ncessch ?? undefined,
    done: context.filters.doneOnly ? "1" : undefined,
    study: context.filters.studyDaysOnly ? "1" : undefined,
    ...context.extra,
  };
  const api = `/api/v1/report/${definition.key}?`;
  const subjectName = definition.subjectless
    ? ""
    : context.subject.kind === "team"
      ? t("subject.all", { count: context.subject.members.length })
      : `${context.subject.user.firstName} ${context.subject.user.lastName}`.trim() || context.subject.user.username;
  const cols = result.table.columns;
  // A long table is shown a page at a time (the exports hold every row).
  const rowsPage = tablePage(result.table.rows.length, first(search.page));
  const shownRows = result.table.rows.slice(Math.max(0, rowsPage.from - 1), rowsPage.to);
  const count = (n: number) => new Intl.NumberFormat(locale).format(n);
  const pageHref = (page: number) => `?${queryString({ ...base, page })}`;
  return (
    <div className="space-y-6">
      <PrintStyles />
      <nav aria-label={t("breadcrumb")} data-print="hide" className="text-sm">
        <Link href="/app/reports" className="text-brand-700 underline">
          {t("back")}
        </Link>
      </nav>
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold">{t(`titles.${definition.key}`)}</h1>
        <p className="text-slate-700">{t(`descriptions.${definition.key}`)}</p>
        <p className="text-sm text-slate-600">{[subjectName, formatDateRange(context.range.from, context.range.to, locale)].filter(Boolean).join(" · ")}</p>
      </header>

      <form method="get" className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4" data-print="hide" aria-label={t("filters.title")}>
        {definition.periods.offered.length > 1 ? (
          <label className="flex flex-col text-sm">
            <span className="font-medium">{t("filters.period")}</span>
            <select name="period" defaultValue={context.period} className="mt-1 rounded-md border border-slate-300 px-2 py-1.5">
              {definition.periods.offered.map((p) => (
                <option key={p} value={p}>
                  {t(`periods.${p}`)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {context.period === "custom" ? (
          <>
            <label className="flex flex-col text-sm">
              <span className="font-medium">{t("filters.from")}</span>
              <input type="date" name="from" defaultValue={context.range.from} className="mt-1 rounded-md border border-slate-300 px-2 py-1.5" />
            </label>
            <label className="flex flex-col text-sm">
              <span className="font-medium">{t("filters.to")}</span>
              <input type="date" name="to" defaultValue={context.range.to} className="mt-1 rounded-md border border-slate-300 px-2 py-1.5" />
            </label>
          </>
        ) : (
          <label className="flex flex-col text-sm">
            <span className="font-medium">{t("filters.date")}</span>
            <input
              type="date"
              name="date"
              defaultValue={query.date ?? context.range.from}
              className="mt-1 rounded-md border border-slate-300 px-2 py-1.5 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600"
            />
          </label>
        )}
        {showMembers && counselorId === undefined ? (
          <label className="flex flex-col text-sm">
            <span className="font-medium">{t("filters.counselor")}</span>
            <select name="user_id" defaultValue={selectedUser ? String(selectedUser) : ""} className="mt-1 rounded-md border border-slate-300 px-2 py-1.5">
              {definition.team ? <option value="">{t("filters.all")}</option> : null}
              {members.map((m) => (
                <option key={m.id} value={m.id}>
                  {`${m.lastName}, ${m.firstName}`.replace(/^, |, $/g, "") || m.username}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <ReportFilterFields keys={definition.filters ?? []} filters={context.filters} user={user} locale={locale} t={t} />
        <ParamFields params={definition.params ?? []} extra={context.extra} t={t} />
        <ExtraHiddenFields extra={context.extra} />
        <button type="submit" className={buttonClass("primary")}>
          {t("filters.show")}
        </button>
      </form>

      {errors.length > 0 ? (
        <ul role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      ) : null}

      <div className="flex flex-wrap gap-2" data-print="hide">
        <a className={buttonClass("secondary")} href={`${api}${queryString({ ...base, format: "csv" })}`} download>
          {t("exports.csv")}
        </a>
        <PrintToolbar pdfHref={`${api}${queryString({ ...base, format: "pdf" })}`} />
      </div>

      <dl className="grid gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {result.kpis.map((k) => (
          <div key={k.key} className="rounded-lg border border-slate-200 bg-white p-3">
            <dt className="text-xs uppercase text-slate-500">{t(`kpis.${k.key}`)}</dt>
            <dd className="text-xl font-semibold">{cellText(k.kind, k.suppressed ?? k.value, t, locale)}</dd>
            {k.previous != null ? <dd className="text-xs text-slate-600">{t("kpiBefore", { value: cellText(k.kind, k.previous, t, locale) })}</dd> : null}
            {k.target != null && !k.suppressed ? (
              <dd className={`text-xs ${k.value >= k.target ? "text-green-700" : "text-amber-700"}`}>
                {k.value >= k.target ? t("target.met", { target: k.target }) : t("target.below", { target: k.target })}
              </dd>
            ) : null}
          </div>
        ))}
      </dl>
      {result.smallCells ? <p className="text-sm text-slate-600">{t("smallCellsNote")}</p> : null}

      {result.chart?.kind === "map" ? (
        <ChoroplethChart
          chart={result.chart}
          title={t(`charts.${definition.key}`)}
          valueLabel={result.chart.series[0] ? (result.chart.series[0].label ?? t(`series.${result.chart.series[0].key}`)) : undefined}
        />
      ) : result.chart?.kind === "heatmap" ? (
        <HeatMap chart={result.chart} title={t(`charts.${definition.key}`)} columnLabels={Object.fromEntries(result.chart.series.map((s) => [s.key, s.label ?? t(`series.${s.key}`)]))} />
      ) : result.chart ? (
        <ReportChart
          chart={result.chart}
          title={t(`charts.${definition.key}`)}
          xLabels={xLabels(result.chart, locale, t)}
          maskedXLabels={result.chart.xNames ? result.chart.data.map((_, i) => t("chart.groupN", { n: i + 1 })) : undefined}
          seriesLabels={Object.fromEntries(result.chart.series.map((s) => [s.key, s.label ?? t(`series.${s.key}`)]))}
          targetLabel={result.chart.targetLine != null ? t("chart.target", { target: result.chart.targetLine }) : null}
        />
      ) : null}

      <TableScroll>
        <table className="min-w-full text-sm">
          <caption className="sr-only">{t(`titles.${definition.key}`)}</caption>
          <thead className="bg-slate-50 text-left">
            <tr>
              {cols.map((c, i) => (
                <th key={c.key} scope="col" className={`px-3 py-2 font-semibold ${i === 0 ? "" : "text-right"}`}>
                  {columnLabel(c, t, locale)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {result.table.rows.length === 0 ? (
              <tr>
                <td colSpan={cols.length} className="px-3 py-4 text-slate-600">
                  {t("empty")}
                </td>
              </tr>
            ) : (
              shownRows.map((r, ri) => (
                <tr key={ri} className="border-t border-slate-100">
                  {cols.map((c, i) =>
                    i === 0 ? (
                      <th key={c.key} scope="row" className="px-3 py-1.5 text-left font-normal">
                        <Cell column={c} row={r} t={t} locale={locale} />
                      </th>
                    ) : (
                      <td key={c.key} className={`px-3 py-1.5 ${c.kind === "student" || c.kind === "text" || c.kind === "dates" ? "text-left" : "text-right tabular-nums"}`}>
                        <Cell column={c} row={r} t={t} locale={locale} />
                      </td>
                    ),
                  )}
                </tr>
              ))
            )}
          </tbody>
          {result.table.totals ? (
            <tfoot className="border-t-2 border-slate-300 font-semibold">
              <tr>
                {cols.map((c, i) =>
                  i === 0 ? (
                    <th key={c.key} scope="row" className="px-3 py-2 text-left">
                      {t(result.table.totalsLabel ?? "total")}
                    </th>
                  ) : (
                    <td key={c.key} className="px-3 py-2 text-right tabular-nums">
                      {cellText(kindOf(c, result.table.totals!), result.table.totals![c.key] ?? null, t, locale)}
                    </td>
                  ),
                )}
              </tr>
            </tfoot>
          ) : null}
        </table>
      </TableScroll>
      {rowsPage.pages > 1 ? (
        <nav aria-label={t("rows.nav")} data-print="hide" className="flex flex-wrap items-center gap-3 text-sm">
          <p>{t("rows.range", { from: count(rowsPage.from), to: count(rowsPage.to), total: count(rowsPage.total) })}</p>
          {rowsPage.page > 1 ? (
            <Link href={pageHref(rowsPage.page - 1)} className={buttonClass("secondary")}>
              {t("rows.previous")}
            </Link>
          ) : null}
          {rowsPage.page < rowsPage.pages ? (
            <Link href={pageHref(rowsPage.page + 1)} className={buttonClass("secondary")}>
              {t("rows.next")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
