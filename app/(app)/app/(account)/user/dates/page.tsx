import { getLocale, getTranslations } from "next-intl/server";
import { requireActor } from "@/lib/auth/current-user";
import { formatDate } from "@/lib/i18n/format";
import { effectiveSchoolYear } from "@/lib/users/school-year-schemas";
import { schoolYearOf, todayIn } from "@/lib/users/rules";
import { SchoolYearForm } from "@/components/billing-account/school-year-form";
import { guardArea } from "@/components/shell/forbidden";
import { titleMetadata } from "@/components/ui/page/metadata";
import { PageShell } from "@/components/ui/page/page-shell";

export const generateMetadata = titleMetadata("billing.account.schoolYear");

/**
 * /app/user/dates: the user's school year, which bounds their analysis. The EOSYExpired alert
 * (its Yes goes to /app/user/dates) leads here.
 */
export default async function SchoolYearPage() {
  const denied = await guardArea("schoolYear");
  if (denied) return denied;
  const { user } = await requireActor();
  const t = await getTranslations("billing.account.schoolYear");
  const locale = await getLocale();
  const today = todayIn(user.timezone, new Date());
  const current = effectiveSchoolYear(user, today);
  const { start, end } = schoolYearOf(today);
  const ended = current.endOfSy < today;

  return (
    <PageShell width="3xl" title={t("title")} intro={t("explain")} introClassName="text-slate-700">
      <p role={ended ? "alert" : undefined} className={`rounded-md border p-3 text-sm ${ended ? "border-amber-300 bg-amber-50 text-amber-900" : "border-slate-200 bg-white text-slate-700"}`}>
        {t(ended ? "ended" : "current", { start: formatDate(current.startOfSy, locale), end: formatDate(current.endOfSy, locale) })}
        {current.isDefault ? <> {t("defaultNote")}</> : null}
      </p>
      <SchoolYearForm initial={{ startOfSy: current.startOfSy, endOfSy: current.endOfSy }} defaults={{ startOfSy: start, endOfSy: end }} />
    </PageShell>
  );
}
