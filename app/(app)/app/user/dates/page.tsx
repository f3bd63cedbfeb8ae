import { getLocale, getTranslations } from "next-intl/server";
import { requireActor } from "@/lib/auth/current-user";
import { formatDate } from "@/lib/i18n/format";
import { effectiveSchoolYear } from "@/lib/users/school-year-schemas";
import { schoolYearOf, todayIn } from "@/lib/users/rules";
import { SchoolYearForm } from "@/components/billing-account/school-year-form";
import { guardArea } from "@/components/shell/forbidden";

export async function generateMetadata() {
  return { title: (await getTranslations("billing.account.schoolYear"))("title") };
}

/**
 * /app/user/dates: the user's school year, which bounds their analysis. The EOSYExpired alert
 * ("Yes goes to /app/user/dates", spec 2 section 8) leads here.
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
    <div className="max-w-3xl space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="text-slate-700">{t("explain")}</p>
      </header>
      <p role={ended ? "alert" : undefined} className={`rounded-md border p-3 text-sm ${ended ? "border-amber-300 bg-amber-50 text-amber-900" : "border-slate-200 bg-white text-slate-700"}`}>
        {t(ended ? "ended" : "current", { start: formatDate(current.startOfSy, locale), end: formatDate(current.endOfSy, locale) })}
        {current.isDefault ? <> {t("defaultNote")}</> : null}
      </p>
      <SchoolYearForm initial={{ startOfSy: current.startOfSy, endOfSy: current.endOfSy }} defaults={{ startOfSy: start, endOfSy: end }} />
    </div>
  );
}
