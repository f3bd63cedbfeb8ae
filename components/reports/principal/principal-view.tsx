import type { TReportT } from "@/lib/reports/format";
import type { TPrincipalReport } from "@/lib/reports/principal/data";
import { BAR_COLORS } from "@/lib/reports/principal/colors";
import type { TPrincipalWords } from "@/lib/reports/principal/sentences";
import { TableScroll } from "@/components/ui/table-scroll";
import { formatNumber } from "@/lib/i18n/format";
import { TableHead } from "@/components/ui/table-head";

// The principal report's body on the page (server component): the headline with the 100 % bar and
// its target marker, the duties, reach and top 3 outcomes. The request and the exports are the
// island (principal-actions.tsx).

export function PrincipalBar({ report, t }: { report: TPrincipalReport; t: TReportT }) {
  const keys = ["D", "I", "S", "N"] as const;
  return (
    <figure className="space-y-2">
      <div className="relative h-6 w-full overflow-visible rounded bg-slate-200" role="img" aria-label={keys.map((k) => `${t(`series.${k}`)} ${report.shares[k]}%`).join(", ")}>
        <div className="flex h-6 w-full overflow-hidden rounded">
          {keys.map((k) => (
            <span key={k} style={{ width: `${report.shares[k]}%`, backgroundColor: BAR_COLORS[k], printColorAdjust: "exact", WebkitPrintColorAdjust: "exact" }} />
          ))}
        </div>
        <span className="absolute -top-1 h-8 w-0.5 bg-slate-900" style={{ left: `${report.target}%` }} aria-hidden="true" />
      </div>
      <figcaption className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
        {keys.map((k) => (
          <span key={k} className="inline-flex items-center gap-1">
            <span className="inline-block h-2.5 w-2.5" style={{ backgroundColor: BAR_COLORS[k] }} aria-hidden="true" />
            {`${t(`series.${k}`)} ${report.shares[k]}%`}
          </span>
        ))}
        <span className="inline-flex items-center gap-1">
          <span className="inline-block h-3 w-0.5 bg-slate-900" aria-hidden="true" />
          {t("principal.marker", { target: report.target })}
        </span>
      </figcaption>
    </figure>
  );
}

export function PrincipalView({ report, words, t, locale }: { report: TPrincipalReport; words: TPrincipalWords; t: TReportT; locale: string }) {
  const n = (v: number) => formatNumber(Math.round(v), locale);
  return (
    <div className="space-y-5">
      <section className="space-y-3" data-print="avoid-break">
        <p className="text-lg" data-testid="principal-headline">
          {words.headline} <strong>{words.target}</strong>
        </p>
        <PrincipalBar report={report} t={t} />
      </section>
      <section aria-labelledby="principal-duties" className="space-y-2" data-print="avoid-break">
        <h2 id="principal-duties" className="text-lg font-semibold">
          {t("principal.dutiesTitle")}
        </h2>
        {report.duties.length === 0 ? (
          <p>{t("principal.noDuties")}</p>
        ) : (
          <TableScroll aria-label={t("principal.dutiesTitle")}>
            <table className="min-w-full text-sm">
              <TableHead
                className="bg-slate-100 text-left"
                cellClassName="px-2 py-1 text-right"
                columns={[{ label: t("principal.columns.duty"), className: "px-2 py-1" }, t("principal.columns.hours"), t("principal.columns.days")]}
              />
              <tbody>
                {report.duties.map((d, i) => (
                  <tr key={i} className="border-b border-slate-100">
                    <th scope="row" className="px-2 py-1 text-left font-normal">
                      {d.name}
                    </th>
                    <td className="px-2 py-1 text-right tabular-nums">{n(d.hours)}</td>
                    <td className="px-2 py-1 text-right tabular-nums">{n(d.days)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
        {words.cost ? <p data-testid="principal-cost">{words.cost}</p> : null}
        <p data-testid="principal-gap">{words.gap}</p>
      </section>
      <section aria-labelledby="principal-reach" className="space-y-1" data-print="avoid-break">
        <h2 id="principal-reach" className="text-lg font-semibold">
          {t("principal.reachTitle")}
        </h2>
        <p data-testid="principal-seen">{words.seen}</p>
        <p>{words.lessons}</p>
        {report.smallCells ? <p className="text-sm text-slate-600">{t("smallCellsNote")}</p> : null}
      </section>
      <section aria-labelledby="principal-outcomes" className="space-y-1" data-print="avoid-break">
        <h2 id="principal-outcomes" className="text-lg font-semibold">
          {t("principal.outcomesTitle")}
        </h2>
        {words.reachOnly ? <p className="text-sm text-slate-600">{t("principal.reachOnly")}</p> : null}
        <ol className="list-decimal space-y-1 pl-6">
          {words.outcomes.map((o, i) => (
            <li key={i}>{o}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
