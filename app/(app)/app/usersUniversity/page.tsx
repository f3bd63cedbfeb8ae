import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { guardArea } from "@/components/shell/forbidden";
import { TableScroll } from "@/components/ui/table-scroll";
import { UniversityListSearch, UniversityPager } from "@/components/university/list-controls";
import { requireActor } from "@/lib/auth/current-user";
import { scopeOf } from "@/lib/auth/permissions";
import { roleKey } from "@/lib/auth/roles";
import { formatInstantDate } from "@/lib/i18n/format";
import { safeTimeZone } from "@/lib/users/rules";
import { scopeUniversity } from "@/lib/university/access";
import { listCollegeUsers } from "@/lib/university/college-users";
import { ZCourseListFilter } from "@/lib/university/schemas";
import { universityOptions } from "@/lib/university/universities";

export async function generateMetadata() {
  return { title: (await getTranslations("university.collegeUsers"))("title") };
}

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /app/usersUniversity: graduate students (21) and faculty (22) of a university, their sessions and last sign-in. */
export default async function CollegeUsersPage({ searchParams }: TProps) {
  const denied = await guardArea("usersUniversity");
  if (denied) return denied;
  const { user } = await requireActor();
  const raw = await searchParams;
  const filter = ZCourseListFilter.parse(Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v])));
  // Held at "all" (the administrator): every university, picked on the page; faculty their own.
  const isAdmin = scopeOf(user, "course.read") === "all";
  const db = await getDb();
  const [t, tr, locale, page, options] = await Promise.all([
    getTranslations("university.collegeUsers"),
    getTranslations(),
    getLocale(),
    listCollegeUsers(db, { ipedsid: scopeUniversity(user, filter.university), q: filter.q, page: filter.page }),
    isAdmin ? universityOptions(db) : Promise.resolve(null),
  ]);
  const zone = safeTimeZone(user.timezone);
  const shown = { university: isAdmin ? filter.university : undefined, q: filter.q, page: filter.page };
  return (
    <div className="max-w-6xl space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="max-w-2xl text-slate-700">{t(isAdmin ? "introAdmin" : "introFaculty")}</p>
      </header>
      <UniversityListSearch base="/app/usersUniversity" filter={shown} universities={options} qLabel={t("q")} />
      {page.rows.length === 0 ? (
        <p className="text-slate-700">{t("empty")}</p>
      ) : (
        <TableScroll>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("title")}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">{t("name")}</th>
                <th scope="col" className="px-3 py-2">{t("email")}</th>
                <th scope="col" className="px-3 py-2">{t("role")}</th>
                {isAdmin ? <th scope="col" className="px-3 py-2">{t("university")}</th> : null}
                <th scope="col" className="px-3 py-2 text-right">{t("sessions")}</th>
                <th scope="col" className="px-3 py-2">{t("lastLogin")}</th>
                {isAdmin ? <th scope="col" className="px-3 py-2"><span className="sr-only">{t("record")}</span></th> : null}
              </tr>
            </thead>
            <tbody>
              {page.rows.map((u) => {
                const name = `${u.firstName} ${u.lastName}`.trim() || u.email;
                return (
                  <tr key={u.id} className="border-t border-slate-200">
                    <th scope="row" className="px-3 py-2 font-medium">{name}</th>
                    <td className="break-all px-3 py-2">{u.email}</td>
                    <td className="px-3 py-2">{tr(roleKey(u.roleId))}</td>
                    {isAdmin ? <td className="px-3 py-2">{u.universityName ?? ""}</td> : null}
                    <td className="px-3 py-2 text-right tabular-nums">{u.sessions}</td>
                    <td className="whitespace-nowrap px-3 py-2">{u.lastLoginAt ? formatInstantDate(u.lastLoginAt, locale, zone) : t("never")}</td>
                    {isAdmin ? (
                      <td className="whitespace-nowrap px-3 py-2 text-right">
                        <Link href={`/app/users?q=${encodeURIComponent(u.email)}`} className="text-brand-700 underline" aria-label={t("recordOf", { name })}>
                          {t("record")}
                        </Link>
                      </td>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
      <UniversityPager base="/app/usersUniversity" filter={shown} page={page.page} pages={page.pages} total={page.total} />
    </div>
  );
}
