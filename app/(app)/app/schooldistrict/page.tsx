import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { InstitutionPager, InstitutionSearch } from "@/components/institutions/list-controls";
import { guardArea } from "@/components/shell/forbidden";
import { buttonClass } from "@/components/ui/button";
import { TableScroll } from "@/components/ui/table-scroll";
import { filterOf } from "@/lib/institutions/page-filter";
import { listDistricts } from "@/lib/institutions/queries";

export async function generateMetadata() {
  return { title: (await getTranslations("institutions.districts"))("title") };
}

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /app/schooldistrict: the school districts (NCES LEAID), searched by name, LEAID, state and zip, 25 a page. Admins only. */
export default async function SchoolDistrictsPage({ searchParams }: TProps) {
  const denied = await guardArea("schoolDistricts");
  if (denied) return denied;
  const filter = filterOf(await searchParams);
  const [t, f, page] = await Promise.all([getTranslations("institutions.districts"), getTranslations("institutions.fields"), listDistricts(await getDb(), filter)]);
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
          <Link href="/app/schooldistrict/new" className={buttonClass("primary")}>
            {t("add")}
          </Link>
        </div>
      </header>
      <InstitutionSearch base="/app/schooldistrict" filter={filter} idLabel="LEAID" />
      {page.rows.length === 0 ? (
        <p className="text-slate-700">{t("empty")}</p>
      ) : (
        <TableScroll>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("title")}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">{f("leaid")}</th>
                <th scope="col" className="px-3 py-2">{f("name")}</th>
                <th scope="col" className="px-3 py-2">{f("city")}</th>
                <th scope="col" className="px-3 py-2">{f("state")}</th>
                <th scope="col" className="px-3 py-2">{f("zip")}</th>
                <th scope="col" className="px-3 py-2 text-right">{t("schools")}</th>
                <th scope="col" className="px-3 py-2"><span className="sr-only">{f("actions")}</span></th>
              </tr>
            </thead>
            <tbody>
              {page.rows.map((d) => (
                <tr key={d.leaid} className="border-t border-slate-200">
                  <td className="px-3 py-2 tabular-nums">{d.leaid}</td>
                  <td className="px-3 py-2">{d.name}</td>
                  <td className="px-3 py-2">{d.city ?? ""}</td>
                  <td className="px-3 py-2">{d.state}</td>
                  <td className="px-3 py-2 tabular-nums">{d.zip ?? ""}</td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    <Link href={`/app/schools?q=${d.leaid}`} className="text-brand-700 underline">
                      {d.schools}
                    </Link>
                  </td>
                  <td className="px-3 py-2 text-right">
                    <Link href={`/app/schooldistrict/edit/${d.leaid}`} className="text-brand-700 underline" aria-label={f("editNamed", { name: d.name })}>
                      {f("edit")}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <InstitutionPager base="/app/schooldistrict" filter={filter} page={page.page} pages={page.pages} total={page.total} />
    </div>
  );
}
