import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { DataTable, type TColumn } from "@/components/ui/data-table";
import { guardArea } from "@/components/shell/forbidden";
import { requireActor } from "@/lib/auth/current-user";
import { roleKey } from "@/lib/auth/roles";
import { listUsersWithStudentCounts } from "@/lib/admin-users/student-counts";
import { listHref, parsePage } from "@/lib/lists/params";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("adminUsers.studentCounts");

/** /app/usersWithCountStudents: the users with the number of students they recorded, most first (admins). */
export default async function UsersWithCountStudentsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const denied = await guardArea("usersWithCountStudents");
  if (denied) return denied;
  const { user } = await requireActor();
  const t = await getTranslations("adminUsers.studentCounts");
  const tu = await getTranslations("adminUsers");
  const tr = await getTranslations();
  const page = parsePage(await searchParams);
  const { rows, total, pages } = await listUsersWithStudentCounts(await getDb(), user, page);
  const columns: TColumn<(typeof rows)[number]>[] = [
    {
      id: "name",
      header: tu("name"),
      rowHeader: true,
      cell: (u) => (
        <>
          {`${u.firstName} ${u.lastName}`.trim() || u.username}
          {u.schoolName ? <span className="block text-xs font-normal text-slate-600">{u.schoolName}</span> : null}
        </>
      ),
    },
    { id: "username", header: tu("username"), cell: (u) => u.username },
    { id: "email", header: tu("email"), className: "break-all", cell: (u) => u.email },
    { id: "role", header: tu("role"), cell: (u) => tr(roleKey(u.roleId)) },
    { id: "students", header: t("students"), align: "end", className: "tabular-nums", cell: (u) => u.students },
  ];
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <p className="text-sm text-slate-600">{t("intro", { total })}</p>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(u) => u.id}
        rowProps={(u) => ({ "data-user-id": u.id })}
        caption={t("title")}
        empty={t("empty")}
        pager={{ page, pages, label: tu("pages"), href: (p) => listHref("/app/usersWithCountStudents", { page: p }) }}
      />
    </section>
  );
}
