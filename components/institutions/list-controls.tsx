import { getTranslations } from "next-intl/server";
import { ListFilters } from "@/components/ui/data-table";
import type { TInstitutionFilter } from "@/lib/institutions/schemas";
import { listHref } from "@/lib/lists/params";

/** The link of one page of a school, district or university list, its filter kept. */
export function institutionHref(base: string, filter: TInstitutionFilter, page: number): string {
  return listHref(base, { q: filter.q, state: filter.state, zip: filter.zip, page });
}

/** The search of a school or district list: name or NCES id, state, zip. A plain GET form. */
export async function InstitutionSearch({ base, filter, idLabel }: { base: string; filter: TInstitutionFilter; idLabel: string }) {
  const t = await getTranslations("institutions.list");
  return (
    <ListFilters
      base={base}
      idPrefix="inst"
      label={t("search")}
      submitLabel={t("searchButton")}
      clearLabel={t("clear")}
      fields={[
        { kind: "search", name: "q", label: t("q", { id: idLabel }), value: filter.q, type: "text" },
        { kind: "search", name: "state", label: t("state"), value: filter.state, maxLength: 2, width: "w-20 uppercase" },
        { kind: "search", name: "zip", label: t("zip"), value: filter.zip, maxLength: 10, inputMode: "numeric", width: "w-28" },
      ]}
    />
  );
}
