import Link from "@/components/ui/app-link";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { requireActor } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { listGrades } from "@/lib/clients/queries";
import { ANY_GRADE_ID } from "@/lib/clients/schemas";
import { caseloadPageDistrict, districtSchools, listCaseloadRules, ruleCounselors } from "@/lib/roster/caseload-queries";
import { CaseloadDistrictPicker } from "@/components/roster/caseload-district-picker";
import { CaseloadRules } from "@/components/roster/caseload-rules";
import { Forbidden, guardArea } from "@/components/shell/forbidden";

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata() {
  return { title: (await getTranslations("roster.caseloadRules"))("title") };
}

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

// /app/districtSettings/caseloadRules: the rules that place a district's students with its counselors
// (school, grade range, last-name range). A manager or director sets their own district's (the district
// of their active membership); the administrator opens any by LEAID.
export default async function Page({ searchParams }: TProps) {
  const denied = await guardArea("districtSettings");
  if (denied) return denied;
  const { user } = await requireActor();
  if (!can(user, "district.settings.write")) return <Forbidden />;
  const t = await getTranslations("roster.caseloadRules");
  const db = await getDb();
  const { isAdmin, leaid } = await caseloadPageDistrict(db, user, "district.settings.write", one((await searchParams).leaid));
  const [rules, counselors, schools, grades] = leaid ? await Promise.all([listCaseloadRules(db, leaid), ruleCounselors(db, leaid), districtSchools(db, leaid), listGrades(db)]) : [[], [], [], []];
  return (
    <div className="max-w-5xl space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="max-w-2xl text-slate-700">{t("intro")}</p>
        <p className="flex flex-wrap gap-4 text-sm">
          <Link className="underline" href="/app/districtSettings">
            {t("settingsLink")}
          </Link>
          <Link className="underline" href="/app/roster">
            {t("rosterLink")}
          </Link>
          {can(user, "caseload.read") ? (
            <Link className="underline" href={`/app/districtSettings/caseloads${isAdmin && leaid ? `?leaid=${leaid}` : ""}`}>
              {t("caseloadsLink")}
            </Link>
          ) : null}
        </p>
      </header>
      {isAdmin ? <CaseloadDistrictPicker id="caseload-leaid" leaid={leaid} label={t("chooseDistrict")} open={t("open")} /> : null}
      {leaid ? (
        <CaseloadRules
          leaid={leaid}
          sendLeaid={isAdmin}
          rules={rules}
          counselors={counselors.map((c) => ({ value: String(c.id), label: c.name }))}
          schools={schools.map((s) => ({ value: s.ncessch, label: s.name }))}
          grades={grades.filter((g) => g.id !== ANY_GRADE_ID).map((g) => ({ value: String(g.id), label: g.name }))}
        />
      ) : (
        <p className="text-slate-700">{isAdmin ? t("pickFirst") : t("noDistrict")}</p>
      )}
    </div>
  );
}
