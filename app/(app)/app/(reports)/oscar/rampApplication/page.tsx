import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { AppError } from "@/lib/http/errors";
import type { TReportT } from "@/lib/reports/format";
import { principalReport } from "@/lib/reports/principal/data";
import { oscarContent } from "@/lib/reports/principal/oscar";
import { savedOscarMessage } from "@/lib/reports/principal/oscar-message";
import { schoolYearStart } from "@/lib/program/rules";
import { ZPrincipalQuery } from "@/lib/reports/principal/schemas";
import { rampGate } from "@/components/ramp/ramp-frame";
import { PrintStyles } from "@/components/analysis/print-toolbar";
import { PrincipalBar } from "@/components/reports/principal/principal-view";
import { OscarMessage } from "@/components/reports/principal/oscar-message";
import { titleMetadata } from "@/components/ui/page/metadata";
import { type TSearchParamsProps, firstParam } from "@/lib/ui/search-params";

export const generateMetadata = titleMetadata("reports", "oscar.title");

// /app/oscar/rampApplication: the OSCAR brochure, two pages built from the
// principal report's figures for the school year; needs the RAMP add-on (a trial or an administrator may).
export default async function Page({ searchParams }: TSearchParamsProps) {
  const search = await searchParams;
  const gate = await rampGate("oscar", search);
  if (!gate.ok) return gate.view;
  const raw = Object.fromEntries(["date", "user_id"].map((k) => [k, firstParam(search[k])]).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = ZPrincipalQuery.safeParse({ ...raw, period: "schoolYear" });
  const query = parsed.success ? parsed.data : ZPrincipalQuery.parse({ period: "schoolYear" });
  const locale = await getLocale();
  const t = (await getTranslations("reports")) as unknown as TReportT;
  const db = await getDb();
  let report: Awaited<ReturnType<typeof principalReport>>;
  try {
    // Her own screen: exact counts for the counselor's own brochure; the PDF (an API call) is masked.
    report = await principalReport(db, gate.actor, query, new Date(), locale, { onOwnScreen: true });
  } catch (e) {
    if (e instanceof AppError && (e.status === 404 || e.status === 403)) notFound();
    throw e;
  }
  const message = await savedOscarMessage(db, report.subject.id, schoolYearStart(report.range.from));
  const content = oscarContent(report, t, locale, message);
  const Section = ({ id, title, children }: { id: string; title: string; children: React.ReactNode }) => (
    <section aria-labelledby={id} className="space-y-2" data-print="avoid-break">
      <h2 id={id} className="text-lg font-semibold text-brand-700">
        {title}
      </h2>
      {children}
    </section>
  );
  const list = (items: string[]) => (
    <ol className="list-decimal space-y-1 pl-6">
      {items.map((x, i) => (
        <li key={i}>{x}</li>
      ))}
    </ol>
  );
  return (
    <article className="max-w-4xl space-y-6">
      <PrintStyles />
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold">{t("oscar.title")}</h1>
        <p className="text-slate-700" data-print="hide">
          {t("oscar.intro")}
        </p>
        <p className="text-sm text-slate-600">{[report.school, report.subject.name, content.words.range].filter(Boolean).join(" · ")}</p>
      </header>
      <Section id="oscar-message-h" title={t("oscar.message")}>
        <OscarMessage
          query={{ period: "schoolYear", date: query.date, user_id: report.subject.isSelf && query.user_id === undefined ? undefined : report.subject.id }}
          initial={message}
          editable={report.subject.isSelf}
          labels={{
            messageLabel: t("oscar.messageLabel"),
            messagePlaceholder: t("oscar.messagePlaceholder"),
            pdf: t("oscar.pdf"),
            print: t("oscar.print"),
            save: t("oscar.save"),
            saved: t("oscar.saved"),
            failed: t("oscar.failed"),
          }}
        />
      </Section>
      <Section id="oscar-statement" title={t("oscar.statement")}>
        <p>{content.statement}</p>
        <PrincipalBar report={report} t={t} />
      </Section>
      <div style={{ breakBefore: "page" }} />
      <Section id="oscar-activities" title={t("oscar.activities")}>
        {content.activities.length ? list(content.activities) : <p>{t("oscar.noActivities")}</p>}
      </Section>
      <Section id="oscar-results" title={t("oscar.results")}>
        {content.reachOnly ? <p className="text-sm text-slate-600">{t("principal.reachOnly")}</p> : null}
        {list(content.results)}
      </Section>
      <Section id="oscar-future" title={t("oscar.future")}>
        {list(content.future)}
      </Section>
    </article>
  );
}
