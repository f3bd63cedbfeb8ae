import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { getDb } from "@/db/client";
import { guardArea } from "@/components/shell/forbidden";
import { TableScroll } from "@/components/ui/table-scroll";
import { requireActor } from "@/lib/auth/current-user";
import { roleKey } from "@/lib/auth/roles";
import { listUsersWithStudentCounts } from "@/lib/admin-users/student-counts";

export async function generateMetadata() {
  return { title: (await getTranslations("adminUsers.studentCounts"))("title") };
}

/** /app/usersWithCountStudents: the users with the number of students they recorded, most first (admins). */
export default async function UsersWithCountStudentsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const denied = await guardArea("usersWithCountStudents");
  if (denied) return denied;
  const { user } = await requireActor();
  const t = await getTranslations("adminUsers.studentCounts");
  const tu = await getTranslations("adminUsers");
  const tr = await getTranslations();
  const page = z.coerce.number().int().min(1).max(100_000).catch(1).parse((await searchParams).page);
  const { rows, total, pages } = await listUsersWithStudentCounts(await getDb(), user, page);
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <p className="text-sm text-slate-600">{t("intro", { total })}</p>
      {rows.length === 0 ? (
        <p className="rounded-md border border-slate-200 bg-white p-4 text-sm">{t("empty")}</p>
      ) : (
        <TableScroll>
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">{t("title")}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">{tu("name")}</th>
                <th scope="col" className="px-3 py-2">{tu("username")}</th>
                <th scope="col" className="px-3 py-2">{tu("email")}</th>
                <th scope="col" className="px-3 py-2">{tu("role")}</th>
                <th scope="col" className="px-3 py-2 text-right">{t("students")}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((u) => (
                <tr key={u.id} data-user-id={u.id}>
                  <th scope="row" className="px-3 py-2 font-medium">
                    {`${u.firstName} ${u.lastName}`.trim() || u.username}
                    {u.schoolName ? <span className="block text-xs font-normal text-slate-600">{u.schoolName}</span> : null}
                  </th>
                  <td className="px-3 py-2">{u.username}</td>
                  <td className="break-all px-3 py-2">{u.email}</td>
                  <td className="px-3 py-2">{tr(roleKey(u.roleId))}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{u.students}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {pages > 1 ? (
        <nav aria-label={tu("pages")} className="flex gap-3 text-sm">
          {page > 1 ? <Link href={`?page=${page - 1}`}>{tu("previous")}</Link> : null}
          <span>{tu("pageOf", { page, pages })}</span>
          {page < pages ? <Link href={`?page=${page + 1}`}>{tu("next")}</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}
