import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { InstitutionPager, InstitutionSearch } from "@/components/institutions/list-controls";
import { guardArea } from "@/components/shell/forbidden";
import { buttonClass } from "@/components/ui/button";
import { TableScroll } from "@/components/ui/table-scroll";
import { LOCAL_IPEDSID_START } from "@/lib/university/constants";
import { ZUniversityFilter } from "@/lib/university/schemas";
import { listUniversities } from "@/lib/university/universities";

export async function generateMetadata() {
  return { title: (await getTranslations("university.universities"))("title") };
}

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /app/university: the universities (IPEDS), searched by name, IPEDSID, state and zip, 25 a page. Admins only. */
export default async function UniversitiesPage({ searchParams }: TProps) {
  const denied = await guardArea("university");
  if (denied) return denied;
  const raw = await searchParams;
  const filter = ZUniversityFilter.parse(Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v])));
  const [t, f, page] = await Promise.all([getTranslations("university.universities"), getTranslations("university.fields"), listUniversities(await getDb(), filter)]);
  return (
    <div className="max-w-6xl space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-2">
          <h1 className="text-2xl font-semibold">{t("title")}</h1>
          <p className="max-w-2xl text-slate-700">{t("intro")}</p>
        </div>
        <Link href="/app/university/new" className={buttonClass("primary")}>
          {t("add")}
        </Link>
      </header>
      <InstitutionSearch base="/app/university" filter={filter} idLabel="IPEDSID" />
      {page.rows.length === 0 ? (
        <p className="text-slate-700">{t("empty")}</p>
      ) : (
        <TableScroll>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("title")}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">{f("ipedsid")}</th>
                <th scope="col" className="px-3 py-2">{f("name")}</th>
                <th scope="col" className="px-3 py-2">{f("city")}</th>
                <th scope="col" className="px-3 py-2">{f("state")}</th>
                <th scope="col" className="px-3 py-2">{f("zip")}</th>
                <th scope="col" className="px-3 py-2">{f("domain")}</th>
                <th scope="col" className="px-3 py-2 text-right">{t("courses")}</th>
                <th scope="col" className="px-3 py-2"><span className="sr-only">{f("actions")}</span></th>
              </tr>
            </thead>
            <tbody>
              {page.rows.map((u) => (
                <tr key={u.ipedsid} className="border-t border-slate-200">
                  <td className="px-3 py-2 tabular-nums">
                    {u.ipedsid}
                    {u.ipedsid >= LOCAL_IPEDSID_START ? <span className="ml-1 text-xs text-slate-500">{t("localId")}</span> : null}
                  </td>
                  <td className="px-3 py-2">{u.name}</td>
                  <td className="px-3 py-2">{u.city ?? ""}</td>
                  <td className="px-3 py-2">{u.state}</td>
                  <td className="px-3 py-2 tabular-nums">{u.zip}</td>
                  <td className="px-3 py-2">{u.domain}</td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    <Link href={`/app/universityCourses?university=${u.ipedsid}`} className="text-brand-700 underline" aria-label={t("coursesOf", { name: u.name, count: u.courses })}>
                      {u.courses}
                    </Link>
                  </td>
                  <td className="px-3 py-2 text-right">
                    <Link href={`/app/university/edit/${u.ipedsid}`} className="text-brand-700 underline" aria-label={f("editNamed", { name: u.name })}>
                      {f("edit")}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <InstitutionPager base="/app/university" filter={filter} page={page.page} pages={page.pages} total={page.total} />
    </div>
  );
}
