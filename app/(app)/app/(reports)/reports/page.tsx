import Link from "@/components/ui/app-link";
import { getTranslations } from "next-intl/server";
import { requireActor } from "@/lib/auth/current-user";
import { REPORT_FAMILIES, reportsFor } from "@/lib/reports/registry";
import { mayOpenPrincipal } from "@/lib/reports/principal/data";
import { guardArea } from "@/components/shell/forbidden";
import { mayOpenPath } from "@/lib/auth/areas";
import { titleMetadata } from "@/components/ui/page/metadata";
import { PageHeader } from "@/components/ui/page/page-header";

export const generateMetadata = titleMetadata("reports");

// /app/reports: the reports the user's role may open, by family, each with what it answers.
export default async function ReportsPage() {
  const denied = await guardArea("reports");
  if (denied) return denied;
  const { user } = await requireActor();
  const t = await getTranslations("reports");
  const mine = reportsFor(user).filter((r) => r.listed !== false);
  const families = REPORT_FAMILIES.filter((f) => mine.some((r) => r.family === f));
  return (
    <div className="space-y-6">
      <PageHeader title={t("title")} intro={t("intro")} introClassName="text-slate-700" tight />
      {mayOpenPrincipal(user) ? (
        <section aria-labelledby="report-principal" className="rounded-lg border border-brand-600 bg-white p-4">
          <h2 id="report-principal" className="font-medium">
            <Link href="/app/report/principal" className="text-brand-700 underline">
              {t("principal.title")}
            </Link>
          </h2>
          <p className="mt-1 text-sm text-slate-700">{t("principal.description")}</p>
        </section>
      ) : null}
      {mayOpenPath(user.roleId, "/app/ramp/rampApplication") ? (
        <section aria-labelledby="report-ramp" className="rounded-lg border border-slate-200 bg-white p-4">
          <h2 id="report-ramp" className="font-medium">
            <Link href="/app/ramp/rampApplication" className="text-brand-700 underline">
              {t("rampCard.title")}
            </Link>
          </h2>
          <p className="mt-1 text-sm text-slate-700">{t("rampCard.description")}</p>
        </section>
      ) : null}
      {families.length === 0 ? <p className="text-slate-700">{t("none")}</p> : null}
      {families.map((f) => (
        <section key={f} aria-labelledby={`family-${f}`} className="space-y-3">
          <h2 id={`family-${f}`} className="text-lg font-semibold">
            {t(`families.${f}` as never)}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {mine
              .filter((r) => r.family === f)
              .map((r) => (
                <li key={r.key} className="rounded-lg border border-slate-200 bg-white p-4">
                  <Link href={r.href ?? `/app/report/${r.key}`} className="font-medium text-brand-700 underline">
                    {t(`titles.${r.key}` as never)}
                  </Link>
                  <p className="mt-1 text-sm text-slate-700">{t(`descriptions.${r.key}` as never)}</p>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
