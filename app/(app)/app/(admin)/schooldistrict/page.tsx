import Link from "@/components/ui/app-link";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { type TColumn } from "@/components/ui/data-table";
import { CrudTable } from "@/components/ui/page/crud-table";
import { titleMetadata } from "@/components/ui/page/metadata";
import { PageShell } from "@/components/ui/page/page-shell";
import { InstitutionSearch, institutionHref } from "@/components/institutions/list-controls";
import { guardArea } from "@/components/shell/forbidden";
import { filterOf } from "@/lib/institutions/page-filter";
import { listDistricts } from "@/lib/institutions/queries";
import type { TSearchParamsProps } from "@/lib/ui/search-params";

export const generateMetadata = titleMetadata("institutions.districts");

/** /app/schooldistrict: the school districts (NCES LEAID), searched by name, LEAID, state and zip, 25 a page. Admins only. */
export default async function SchoolDistrictsPage({ searchParams }: TSearchParamsProps) {
  const denied = await guardArea("schoolDistricts");
  if (denied) return denied;
  const filter = filterOf(await searchParams);
  const [t, f, page] = await Promise.all([getTranslations("institutions.districts"), getTranslations("institutions.fields"), listDistricts(await getDb(), filter)]);
  const columns: TColumn<(typeof page.rows)[number]>[] = [
    { id: "leaid", header: f("leaid"), className: "tabular-nums", cell: (d) => d.leaid },
    { id: "name", header: f("name"), cell: (d) => d.name },
    { id: "city", header: f("city"), cell: (d) => d.city ?? "" },
    { id: "state", header: f("state"), cell: (d) => d.state },
    { id: "zip", header: f("zip"), className: "tabular-nums", hideOnPhone: true, cell: (d) => d.zip ?? "" },
    {
      id: "schools",
      header: t("schools"),
      align: "end",
      className: "tabular-nums",
      cell: (d) => (
        <Link href={`/app/schools?q=${d.leaid}`} className="text-brand-700 underline">
          {d.schools}
        </Link>
      ),
    },
  ];
  return (
    <PageShell
      title={t("title")}
      intro={t("intro")}
      links={[
        { href: "/app/schools/import", label: t("import"), variant: "secondary" },
        { href: "/app/schooldistrict/new", label: t("add") },
      ]}
    >
      <InstitutionSearch base="/app/schooldistrict" filter={filter} idLabel="LEAID" />
      <CrudTable
        columns={columns}
        rows={page.rows}
        rowKey={(d) => d.leaid}
        caption={t("title")}
        empty={t("empty")}
        edit={{ header: f("actions"), label: f("edit"), href: (d) => `/app/schooldistrict/edit/${d.leaid}`, name: (d) => f("editNamed", { name: d.name }) }}
        pager={{ ...page, href: (p) => institutionHref("/app/schooldistrict", filter, p) }}
      />
    </PageShell>
  );
}
