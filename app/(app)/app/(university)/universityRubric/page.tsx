import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { guardArea } from "@/components/shell/forbidden";
import { buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/form";
import { RubricForm } from "@/components/university/rubric-form";
import { requireActor } from "@/lib/auth/current-user";
import { scopeOf } from "@/lib/auth/permissions";
import { findRubric } from "@/lib/university/rubrics";
import { ZCourseListFilter } from "@/lib/university/schemas";
import { universityOptions } from "@/lib/university/universities";
import { titleMetadata } from "@/components/ui/page/metadata";
import type { TSearchParamsProps } from "@/lib/ui/search-params";
import { PageShell } from "@/components/ui/page/page-shell";
import { PageSection } from "@/components/ui/page/page-section";

export const generateMetadata = titleMetadata("university.rubric");

/** /app/universityRubric: the university's rubric (faculty: their own; administrators: any, with a university picker). */
export default async function UniversityRubricPage({ searchParams }: TSearchParamsProps) {
  const denied = await guardArea("universityRubric");
  if (denied) return denied;
  const { user } = await requireActor();
  const raw = await searchParams;
  const filter = ZCourseListFilter.parse({ university: Array.isArray(raw.university) ? raw.university[0] : raw.university });
  const db = await getDb();
  const t = await getTranslations("university.rubric");
  // Held at "all" (the administrator): every university, picked on the page; faculty their own.
  const isAdmin = scopeOf(user, "course.read") === "all";
  const options = isAdmin ? await universityOptions(db) : [];
  const ipedsid = isAdmin ? (options.find((u) => u.ipedsid === filter.university)?.ipedsid ?? null) : user.universityId;
  const name = isAdmin ? options.find((u) => u.ipedsid === ipedsid)?.name : (await universityOptions(db)).find((u) => u.ipedsid === ipedsid)?.name;
  const rubric = ipedsid ? await findRubric(db, ipedsid) : null;
  return (
    <PageShell width="4xl" title={t("title")} intro={t("intro")}>
      {isAdmin ? (
        <form method="get" action="/app/universityRubric" className="flex flex-wrap items-end gap-3">
          <div className="space-y-1">
            <label htmlFor="rubric-university" className="block text-sm font-medium text-slate-700">
              {t("university")}
            </label>
            <select id="rubric-university" name="university" defaultValue={ipedsid ? String(ipedsid) : ""} className={`${inputClass} w-80`}>
              <option value="">{t("chooseUniversity")}</option>
              {options.map((u) => (
                <option key={u.ipedsid} value={u.ipedsid}>
                  {u.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={buttonClass("secondary")}>
            {t("open")}
          </button>
        </form>
      ) : null}
      {rubric && ipedsid ? (
        <PageSection id="rubric-heading" title={name ?? ipedsid} className="space-y-3">
          <p className="text-sm text-slate-600">{t(rubric.saved ? "saved" : "defaults")}</p>
          <RubricForm key={ipedsid} ipedsid={ipedsid} initial={rubric} />
        </PageSection>
      ) : (
        <p className="text-slate-700">{t(isAdmin ? "pick" : "noUniversity")}</p>
      )}
    </PageShell>
  );
}
