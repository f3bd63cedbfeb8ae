import Link from "@/components/ui/app-link";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { DataTable, type TColumn } from "@/components/ui/data-table";
import { guardArea } from "@/components/shell/forbidden";
import { UniversityListSearch, universityListHref } from "@/components/university/list-controls";
import { requireActor } from "@/lib/auth/current-user";
import { scopeOf } from "@/lib/auth/permissions";
import { roleKey } from "@/lib/auth/roles";
import { formatInstantDate } from "@/lib/i18n/format";
import { safeTimeZone } from "@/lib/users/rules";
import { scopeUniversity } from "@/lib/university/access";
import { listCollegeUsers } from "@/lib/university/college-users";
import { ZCourseListFilter } from "@/lib/university/schemas";
import { universityOptions } from "@/lib/university/universities";
import { titleMetadata } from "@/components/ui/page/metadata";
import { firstParams, type TSearchParamsProps } from "@/lib/ui/search-params";
import { PageShell } from "@/components/ui/page/page-shell";

export const generateMetadata = titleMetadata("university.collegeUsers");

/** /app/usersUniversity: graduate students (21) and faculty (22) of a university, their sessions and last sign-in. */
export default async function CollegeUsersPage({ searchParams }: TSearchParamsProps) {
  const denied = await guardArea("usersUniversity");
  if (denied) return denied;
  const { user } = await requireActor();
  const raw = await searchParams;
  const filter = ZCourseListFilter.parse(firstParams(raw));
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
  const name = (u: (typeof page.rows)[number]) => `${u.firstName} ${u.lastName}`.trim() || u.email;
  const columns: TColumn<(typeof page.rows)[number]>[] = [
    { id: "name", header: t("name"), rowHeader: true, cell: (u) => name(u) },
    { id: "email", header: t("email"), className: "break-all", cell: (u) => u.email },
    { id: "role", header: t("role"), cell: (u) => tr(roleKey(u.roleId)) },
    ...(isAdmin ? [{ id: "university", header: t("university"), cell: (u: (typeof page.rows)[number]) => u.universityName ?? "" }] : []),
    { id: "sessions", header: t("sessions"), align: "end", className: "tabular-nums", cell: (u) => u.sessions },
    { id: "lastLogin", header: t("lastLogin"), className: "whitespace-nowrap", cell: (u) => (u.lastLoginAt ? formatInstantDate(u.lastLoginAt, locale, zone) : t("never")) },
  ];
  return (
    <PageShell title={t("title")} intro={t(isAdmin ? "introAdmin" : "introFaculty")}>
      <UniversityListSearch base="/app/usersUniversity" filter={shown} universities={options} qLabel={t("q")} />
      <DataTable
        columns={columns}
        rows={page.rows}
        rowKey={(u) => u.id}
        caption={t("title")}
        empty={t("empty")}
        actions={
          isAdmin
            ? {
                header: t("record"),
                cell: (u) => (
                  <Link href={`/app/users?q=${encodeURIComponent(u.email)}`} className="whitespace-nowrap text-brand-700 underline" aria-label={t("recordOf", { name: name(u) })}>
                    {t("record")}
                  </Link>
                ),
              }
            : undefined
        }
        pager={{ page: page.page, pages: page.pages, total: page.total, always: true, href: (p) => universityListHref("/app/usersUniversity", shown, p) }}
      />
    </PageShell>
  );
}
