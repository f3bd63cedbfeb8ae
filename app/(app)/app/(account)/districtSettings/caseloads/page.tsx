import Link from "@/components/ui/app-link";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { requireActor } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { caseloadPageDistrict, districtSchools, ruleCounselors } from "@/lib/roster/caseload-queries";
import { ZCaseloadListQuery } from "@/lib/roster/caseload-schemas";
import { listCaseloadStudents } from "@/lib/roster/caseload-students";
import { CaseloadDistrictPicker } from "@/components/roster/caseload-district-picker";
import { CaseloadStudents } from "@/components/roster/caseloads";
import { Forbidden, guardArea } from "@/components/shell/forbidden";
import { ListFilters } from "@/components/ui/data-table";
import { PageShell } from "@/components/ui/page/page-shell";

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata() {
  return { title: (await getTranslations("roster.caseloads"))("title") };
}

const PATH = "/app/districtSettings/caseloads";
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

// /app/districtSettings/caseloads: the district's students with their counselor and how they were
// placed (roster, rule, by hand), one page at a time, searchable by name and filtered by school and
// counselor; each student can be moved to another counselor by hand and their history read. A manager
// or director sees their own district (active membership); the administrator opens any by LEAID.
export default async function Page({ searchParams }: TProps) {
  const denied = await guardArea("districtSettings");
  if (denied) return denied;
  const { user } = await requireActor();
  if (!can(user, "caseload.read")) return <Forbidden />;
  const t = await getTranslations("roster.caseloads");
  const db = await getDb();
  const params = await searchParams;
  const { isAdmin, leaid } = await caseloadPageDistrict(db, user, "caseload.read", one(params.leaid));
  const q = ZCaseloadListQuery.parse({ q: one(params.q), school: one(params.school) || null, counselor: one(params.counselor) || null, page: one(params.page) || 1 });
  const [list, counselors, schools] = leaid ? await Promise.all([listCaseloadStudents(db, user, leaid, q), ruleCounselors(db, leaid), districtSchools(db, leaid)]) : [null, [], []];
  const keep = isAdmin && leaid ? { leaid } : {};
  const query = new URLSearchParams(
    Object.entries({ ...keep, q: q.q, school: q.school ?? "", counselor: q.counselor ? String(q.counselor) : "" }).filter(([, v]) => v) as [string, string][],
  ).toString();
  const suffix = isAdmin && leaid ? `?leaid=${leaid}` : "";
  return (
    <PageShell
      width="6xl"
      title={t("title")}
      intro={t("intro")}
      headerExtra={
        <p className="flex flex-wrap gap-4 text-sm">
          <Link className="underline" href={`/app/districtSettings${suffix}`}>
            {t("settingsLink")}
          </Link>
          <Link className="underline" href={`/app/districtSettings/caseloadRules${suffix}`}>
            {t("rulesLink")}
          </Link>
        </p>
      }
    >
      {isAdmin ? <CaseloadDistrictPicker id="caseloads-leaid" leaid={leaid} label={t("chooseDistrict")} open={t("open")} /> : null}
      {leaid && list ? (
        <section aria-labelledby="caseloads-list" className="space-y-3">
          <h2 id="caseloads-list" className="text-lg font-semibold">
            {t("listTitle")}
          </h2>
          <ListFilters
            base={PATH}
            idPrefix="caseloads"
            keep={keep}
            clearHref={`${PATH}${suffix}`}
            fields={[
              { kind: "search", name: "q", label: t("search"), hint: t("searchHint"), value: q.q, maxLength: 80 },
              {
                kind: "select",
                name: "school",
                label: t("school"),
                value: q.school ?? "",
                options: [{ value: "", label: t("anySchool") }, ...schools.map((s) => ({ value: s.ncessch, label: s.name }))],
              },
              {
                kind: "select",
                name: "counselor",
                label: t("counselor"),
                value: q.counselor ? String(q.counselor) : "",
                options: [{ value: "", label: t("anyCounselor") }, ...counselors.map((c) => ({ value: String(c.id), label: c.name }))],
              },
            ]}
          />
          <CaseloadStudents
            leaid={leaid}
            sendLeaid={isAdmin}
            rows={list.rows}
            counselors={counselors.map((c) => ({ value: String(c.id), label: c.name }))}
            pager={{ page: list.page, pages: list.pages, total: list.total, path: PATH, query }}
            timeZone={user.timezone}
          />
        </section>
      ) : (
        <p className="text-slate-700">{isAdmin ? t("pickFirst") : t("noDistrict")}</p>
      )}
    </PageShell>
  );
}
