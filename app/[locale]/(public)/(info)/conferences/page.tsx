import Link from "@/components/ui/app-link";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { Actions, PageFrame, infoMetadata } from "@/components/pages/info-page";
import { formatDate } from "@/lib/i18n/format";
import { listUpcomingConferences } from "@/lib/pages/public-queries";
import { todayIn } from "@/lib/users/rules";
import { PageSection } from "@/components/ui/page/page-section";

// Read from the database: rendered on the first request in each language, then cached; an
// administrator's change refreshes it (lib/pages/public-cache.ts), at the latest a minute later.
export const revalidate = 60;
export const generateMetadata = () => infoMetadata("conferences");

/** /conferences: upcoming conferences from the conferences table, each linking to its /{slug} page. */
export default async function ConferencesPage() {
  const t = await getTranslations("pages.conferences");
  const locale = await getLocale();
  const list = await listUpcomingConferences(await getDb(), todayIn("America/New_York", new Date()), locale);
  const when = (start: string | null, end: string | null) =>
    start && end && start !== end ? t("dates", { start: formatDate(start, locale), end: formatDate(end, locale) }) : start ? formatDate(start, locale) : t("datesTbd");
  return (
    <PageFrame title={t("title")} intro={t("intro")}>
      <PageSection id="conf-upcoming" title={t("upcoming")} className="space-y-4" headingClassName="text-xl font-semibold text-slate-900">
        {list.length === 0 ? (
          <p className="rounded-md border border-slate-200 bg-white p-4 text-slate-700">{t("none")}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {list.map((c) => (
              <li key={c.slug} className="flex flex-col rounded-lg border border-slate-200 bg-white p-5">
                <h3 className="text-lg font-semibold text-slate-900">
                  <Link href={`/${encodeURIComponent(c.slug)}`} className="hover:text-brand-700 hover:underline">
                    {c.name}
                  </Link>
                </h3>
                <p className="mt-1 text-sm text-slate-600">
                  {when(c.startDate, c.endDate)}
                  {c.city ? ` · ${c.city}${c.state ? `, ${c.state}` : ""}` : ""}
                </p>
                {c.freeLabel ? <p className="mt-3 font-medium text-brand-800">{c.freeLabel}</p> : null}
                <Link href={`/${encodeURIComponent(c.slug)}`} className="mt-auto pt-4 text-sm font-semibold text-brand-700 underline" aria-label={t("openAria", { name: c.name })}>
                  {t("open")}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </PageSection>
      <PageSection id="conf-booth" title={t("booth.title")} className="space-y-3" headingClassName="text-xl font-semibold text-slate-900">
        <p className="text-slate-700">{t("booth.body")}</p>
        <Actions
          actions={[
            { href: "/conferenceshirts", label: t("booth.shirts") },
            { href: "/scheduleDemo", label: t("booth.demo"), primary: true },
          ]}
        />
      </PageSection>
    </PageFrame>
  );
}
