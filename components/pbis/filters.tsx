import Link from "@/components/ui/app-link";
import { getTranslations } from "next-intl/server";
import { buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/form";
import type { TPbisListQuery } from "@/lib/pbis/schemas";
import { PbisStudentSelect } from "./student-select";
import type { TPbisStudent } from "./types";

type TProps = {
  action: string;
  query: TPbisListQuery;
  /** `user=…` when a manager reads a counselor's records. */
  userParam: number | null;
  students?: TPbisStudent[];
  withType?: boolean;
  /** Offer 'All types' (the frequency charts show one type at a time). */
  allTypes?: boolean;
  invalid?: boolean;
  studentLabel?: string;
  allStudentsLabel?: string;
};

/** The filters of a PBIS page: a plain GET form (student, type, date range), rendered on the server for each query. */
export async function PbisFilters({ action, query, userParam, students, withType = true, allTypes = true, invalid = false, studentLabel, allStudentsLabel }: TProps) {
  const t = await getTranslations("pbis.filters");
  const filtered = !!(query.client_id || query.type || query.from || query.to);
  return (
    <form method="get" action={action} role="search" aria-label={t("label")} className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4">
      {userParam ? <input type="hidden" name="user" value={userParam} /> : null}
      {students ? <PbisStudentSelect students={students} value={query.client_id ?? null} label={studentLabel} allLabel={allStudentsLabel} /> : null}
      {withType ? (
        <div className="space-y-1">
          <label htmlFor="pbis-filter-type" className="block text-sm font-medium text-slate-700">
            {t("type")}
          </label>
          <select id="pbis-filter-type" name="type" defaultValue={query.type ?? ""} className={`${inputClass} w-44`}>
            {allTypes ? <option value="">{t("allTypes")}</option> : null}
            <option value="incident">{t("incident")}</option>
            <option value="recognition">{t("recognition")}</option>
          </select>
        </div>
      ) : null}
      <div className="space-y-1">
        <label htmlFor="pbis-filter-from" className="block text-sm font-medium text-slate-700">
          {t("from")}
        </label>
        <input id="pbis-filter-from" type="date" name="from" defaultValue={query.from ?? ""} className={`${inputClass} w-44`} />
      </div>
      <div className="space-y-1">
        <label htmlFor="pbis-filter-to" className="block text-sm font-medium text-slate-700">
          {t("to")}
        </label>
        <input id="pbis-filter-to" type="date" name="to" defaultValue={query.to ?? ""} className={`${inputClass} w-44`} />
      </div>
      <button type="submit" className={buttonClass("secondary")} data-testid="pbis-filter-apply">
        {t("apply")}
      </button>
      {filtered ? (
        <Link href={userParam ? `${action}?user=${userParam}` : action} className="text-sm text-slate-700 underline">
          {t("clear")}
        </Link>
      ) : null}
      {invalid ? (
        <p role="alert" className="w-full text-sm text-red-700">
          {t("invalid")}
        </p>
      ) : null}
    </form>
  );
}
