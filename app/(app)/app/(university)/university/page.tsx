import Link from "@/components/ui/app-link";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import type { TColumn } from "@/components/ui/data-table";
import { InstitutionSearch, institutionHref } from "@/components/institutions/list-controls";
import { guardArea } from "@/components/shell/forbidden";
import { LOCAL_IPEDSID_START } from "@/lib/university/constants";
import { ZUniversityFilter } from "@/lib/university/schemas";
import { listUniversities } from "@/lib/university/universities";
import { PageShell } from "@/components/ui/page/page-shell";
import { titleMetadata } from "@/components/ui/page/metadata";
import { firstParams, type TSearchParamsProps } from "@/lib/ui/search-params";
import { CrudTable } from "@/components/ui/page/crud-table";

export const generateMetadata = titleMetadata("university.universities");

/** /app/university: the universities (IPEDS), searched by name, IPEDSID, state and zip, 25 a page. Admins only. */
export default async function UniversitiesPage({ searchParams }: TSearchParamsProps) {
  const denied = await guardArea("university");
  if (denied) return denied;
  const raw = await searchParams;
  const filter = ZUniversityFilter.parse(firstParams(raw));
  const [t, f, page] = await Promise.all([getTranslations("university.universities"), getTranslations("university.fields"), listUniversities(await getDb(), filter)]);
  const columns: TColumn<(typeof page.rows)[number]>[] = [
    {
      id: "ipedsid",
      header: f("ipedsid"),
      className: "tabular-nums",
      cell: (u) => (
        <>
          {u.ipedsid}
          {u.ipedsid >= LOCAL_IPEDSID_START ? <span className="ml-1 text-xs text-slate-500">{t("localId")}</span> : null}
        </>
      ),
    },
    { id: "name", header: f("name"), cell: (u) => u.name },
    { id: "city", header: f("city"), cell: (u) => u.city ?? "" },
    { id: "state", header: f("state"), cell: (u) => u.state },
    { id: "zip", header: f("zip"), className: "tabular-nums", hideOnPhone: true, cell: (u) => u.zip },
    { id: "domain", header: f("domain"), hideOnPhone: true, cell: (u) => u.domain },
    {
      id: "courses",
      header: t("courses"),
      align: "end",
      className: "tabular-nums",
      cell: (u) => (
        <Link href={`/app/universityCourses?university=${u.ipedsid}`} className="text-brand-700 underline" aria-label={t("coursesOf", { name: u.name, count: u.courses })}>
          {u.courses}
        </Link>
      ),
    },
  ];
  return (
    <PageShell title={t("title")} intro={t("intro")} links={[{ href: "/app/university/new", label: t("add") }]}>
      <InstitutionSearch base="/app/university" filter={filter} idLabel="IPEDSID" />
      <CrudTable
        columns={columns}
        rows={page.rows}
        rowKey={(u) => u.ipedsid}
        caption={t("title")}
        empty={t("empty")}
        edit={{ header: f("actions"), label: f("edit"), href: (u) => `/app/university/edit/${u.ipedsid}`, name: (u) => f("editNamed", { name: u.name }) }}
        pager={{ ...page, href: (p) => institutionHref("/app/university", filter, p) }}
      />
    </PageShell>
  );
}
