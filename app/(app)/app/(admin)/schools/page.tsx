import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import type { TColumn } from "@/components/ui/data-table";
import { InstitutionSearch, institutionHref } from "@/components/institutions/list-controls";
import { guardArea } from "@/components/shell/forbidden";
import { filterOf } from "@/lib/institutions/page-filter";
import { listSchools } from "@/lib/institutions/queries";
import { PageShell } from "@/components/ui/page/page-shell";
import { titleMetadata } from "@/components/ui/page/metadata";
import type { TSearchParamsProps } from "@/lib/ui/search-params";
import { CrudTable } from "@/components/ui/page/crud-table";

export const generateMetadata = titleMetadata("institutions.schools");

/** /app/schools: the schools (NCES NCESSCH), searched by name, NCES id, state and zip, 25 a page. Admins only. */
export default async function SchoolsPage({ searchParams }: TSearchParamsProps) {
  const denied = await guardArea("schools");
  if (denied) return denied;
  const filter = filterOf(await searchParams);
  const [t, f, page] = await Promise.all([getTranslations("institutions.schools"), getTranslations("institutions.fields"), listSchools(await getDb(), filter)]);
  const columns: TColumn<(typeof page.rows)[number]>[] = [
    { id: "ncessch", header: f("ncessch"), className: "tabular-nums", cell: (s) => s.ncessch },
    { id: "name", header: f("schoolName"), cell: (s) => s.schnam },
    { id: "district", header: f("district"), hideOnPhone: true, cell: (s) => s.district ?? "" },
    { id: "city", header: f("city"), cell: (s) => s.city ?? "" },
    { id: "state", header: f("state"), cell: (s) => s.state },
    { id: "zip", header: f("zip"), className: "tabular-nums", hideOnPhone: true, cell: (s) => s.zip },
    { id: "level", header: f("level"), hideOnPhone: true, cell: (s) => f(`levels.${[0, 1, 2, 3, 4].includes(s.level) ? s.level : 0}`) },
  ];
  return (
    <PageShell
      title={t("title")}
      intro={t("intro")}
      links={[
        { href: "/app/schools/import", label: t("import"), variant: "secondary" },
        { href: "/app/schools/new", label: t("add") },
      ]}
    >
      <InstitutionSearch base="/app/schools" filter={filter} idLabel="NCESSCH / LEAID" />
      <CrudTable
        columns={columns}
        rows={page.rows}
        rowKey={(s) => s.ncessch}
        caption={t("title")}
        empty={t("empty")}
        edit={{ header: f("actions"), label: f("edit"), href: (s) => `/app/schools/edit/${s.ncessch}`, name: (s) => f("editNamed", { name: s.schnam }) }}
        pager={{ ...page, href: (p) => institutionHref("/app/schools", filter, p) }}
      />
    </PageShell>
  );
}
