import { getTranslations } from "next-intl/server";
import { ListFilters } from "@/components/ui/data-table";
import { listHref } from "@/lib/lists/params";

export type TUniversityListFilter = { university?: number; q?: string; page: number };

/** The link of one page of a course or college-student list, its filter kept. */
export function universityListHref(base: string, filter: TUniversityListFilter, page: number): string {
  return listHref(base, { university: filter.university, q: filter.q, page });
}

/** Search text and, for administrators, the university: a plain GET form. */
export async function UniversityListSearch({
  base,
  filter,
  universities,
  qLabel,
}: {
  base: string;
  filter: TUniversityListFilter;
  universities: { ipedsid: number; name: string }[] | null;
  qLabel: string;
}) {
  const t = await getTranslations("university.list");
  return (
    <ListFilters
      base={base}
      idPrefix="uni"
      label={t("search")}
      submitLabel={t("searchButton")}
      clearLabel={t("clear")}
      fields={[
        ...(universities
          ? [
              {
                kind: "select" as const,
                name: "university",
                label: t("university"),
                value: filter.university ? String(filter.university) : "",
                width: "w-72",
                options: [{ value: "", label: t("allUniversities") }, ...universities.map((u) => ({ value: String(u.ipedsid), label: u.name }))],
              },
            ]
          : []),
        { kind: "search", name: "q", label: qLabel, value: filter.q, type: "text" },
      ]}
    />
  );
}
