import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { InstitutionPager, InstitutionSearch } from "@/components/institutions/list-controls";
import { guardArea } from "@/components/shell/forbidden";
import { buttonClass } from "@/components/ui/button";
import { TableScroll } from "@/components/ui/table-scroll";
import { filterOf } from "@/lib/institutions/page-filter";
import { listSchools } from "@/lib/institutions/queries";

export async function generateMetadata() {
  return { title: (await getTranslations("institutions.schools"))("title") };
}

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /app/schools: the schools (NCES NCESSCH), searched by name, NCES id, state and zip, 25 a page. Admins only. */
export default async function SchoolsPage({ searchParams }: TProps) {
  const denied = await guardArea("schools");
  if (denied) return denied;
  const filter = filterOf(await searchParams);
  const [t, f, page] = await Promise.all([getTranslations("institutions.schools"), getTranslations("institutions.fields"), listSchools(await getDb(), filter)]);
  return (
    <div className="max-w-6xl space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-2">
          <h1 className="text-2xl font-semibold">{t("title")}</h1>
          <p className="max-w-2xl text-slate-700">{t("intro")}</p>
        </div>
        <div className="flex gap-2">
          <Link href="/app/schools/import" className={buttonClass("secondary")}>
            {t("import")}
          </Link>
          <Link href="/app/schools/new" className={buttonClass("primary")}>
            {t("add")}
          </Link>
        </div>
      </header>
      <InstitutionSearch base="/app/schools" filter={filter} idLabel="NCESSCH / LEAID" />
      {page.rows.length === 0 ? (
        <p className="text-slate-700">{t("empty")}</p>
      ) : (
        <TableScroll>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("title")}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">{f("ncessch")}</th>
                <th scope="col" className="px-3 py-2">{f("schoolName")}</th>
                <th scope="col" className="px-3 py-2">{f("district")}</th>
                <th scope="col" className="px-3 py-2">{f("city")}</th>
                <th scope="col" className="px-3 py-2">{f("state")}</th>
                <th scope="col" className="px-3 py-2">{f("zip")}</th>
                <th scope="col" className="px-3 py-2">{f("level")}</th>
                <th scope="col" className="px-3 py-2"><span className="sr-only">{f("actions")}</span></th>
              </tr>
            </thead>
            <tbody>
              {page.rows.map((s) => (
                <tr key={s.ncessch} className="border-t border-slate-200">
                  <td className="px-3 py-2 tabular-nums">{s.ncessch}</td>
                  <td className="px-3 py-2">{s.schnam}</td>
                  <td className="px-3 py-2">{s.district ?? ""}</td>
                  <td className="px-3 py-2">{s.city ?? ""}</td>
                  <td className="px-3 py-2">{s.state}</td>
                  <td className="px-3 py-2 tabular-nums">{s.zip}</td>
                  <td className="px-3 py-2">{f(`levels.${[0, 1, 2, 3, 4].includes(s.level) ? s.level : 0}`)}</td>
                  <td className="px-3 py-2 text-right">
                    <Link href={`/app/schools/edit/${s.ncessch}`} className="text-brand-700 underline" aria-label={f("editNamed", { name: s.schnam })}>
                      {f("edit")}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <InstitutionPager base="/app/schools" filter={filter} page={page.page} pages={page.pages} total={page.total} />
    </div>
  );
}
