import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { z } from "zod";
import { getDb } from "@/db/client";
import { guardArea } from "@/components/shell/forbidden";
import { ApproveButton } from "@/components/admin-users/approve-button";
import { TableScroll } from "@/components/ui/table-scroll";
import { requireActor } from "@/lib/auth/current-user";
import { roleKey } from "@/lib/auth/roles";
import { listNotActiveUsers } from "@/lib/admin-users/approve-user";
import { formatInstantDate } from "@/lib/i18n/format";
import { safeTimeZone } from "@/lib/users/rules";

export async function generateMetadata() {
  return { title: (await getTranslations("adminUsers.notActive"))("title") };
}

/** /app/usersNotActive: users not approved yet, newest first; an administrator approves (activates) them. */
export default async function UsersNotActivePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const denied = await guardArea("usersNotActive");
  if (denied) return denied;
  const { user } = await requireActor();
  const t = await getTranslations("adminUsers.notActive");
  const tu = await getTranslations("adminUsers");
  const tr = await getTranslations();
  const page = z.coerce.number().int().min(1).max(100_000).catch(1).parse((await searchParams).page);
  const { rows, total, pages } = await listNotActiveUsers(await getDb(), user, page);
  const locale = await getLocale();
  const zone = safeTimeZone(user.timezone);
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <p className="text-sm text-slate-600">{t("intro", { total })}</p>
      {rows.length === 0 ? (
        <p className="rounded-md border border-slate-200 bg-white p-4 text-sm">{t("empty")}</p>
      ) : (
        <TableScroll>
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">{t("caption")}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">{tu("name")}</th>
                <th scope="col" className="px-3 py-2">{tu("username")}</th>
                <th scope="col" className="px-3 py-2">{tu("email")}</th>
                <th scope="col" className="px-3 py-2">{tu("role")}</th>
                <th scope="col" className="px-3 py-2">{t("created")}</th>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">{t("approve")}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((u) => {
                const name = `${u.firstName} ${u.lastName}`.trim() || u.username;
                return (
                  <tr key={u.id} data-user-id={u.id}>
                    <th scope="row" className="px-3 py-2 font-medium">
                      {name}
                      {u.schoolName ? <span className="block text-xs font-normal text-slate-600">{u.schoolName}</span> : null}
                    </th>
                    <td className="px-3 py-2">{u.username}</td>
                    <td className="break-all px-3 py-2">{u.email}</td>
                    <td className="px-3 py-2">{tr(roleKey(u.roleId))}</td>
                    <td className="whitespace-nowrap px-3 py-2">{formatInstantDate(u.createdAt, locale, zone)}</td>
                    <td className="px-3 py-2 text-right">
                      <ApproveButton id={u.id} name={name} email={u.email} />
                    </td>
                  </tr>
                );
              })}
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
