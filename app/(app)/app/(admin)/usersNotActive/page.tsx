import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { DataTable, type TColumn } from "@/components/ui/data-table";
import { guardArea } from "@/components/shell/forbidden";
import { ApproveButton } from "@/components/admin-users/approve-button";
import { requireActor } from "@/lib/auth/current-user";
import { roleKey } from "@/lib/auth/roles";
import { listNotActiveUsers } from "@/lib/admin-users/approve-user";
import { formatInstantDate } from "@/lib/i18n/format";
import { safeTimeZone } from "@/lib/users/rules";
import { listHref, parsePage } from "@/lib/lists/params";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("adminUsers.notActive");

/** /app/usersNotActive: users not approved yet, newest first; an administrator approves (activates) them. */
export default async function UsersNotActivePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const denied = await guardArea("usersNotActive");
  if (denied) return denied;
  const { user } = await requireActor();
  const t = await getTranslations("adminUsers.notActive");
  const tu = await getTranslations("adminUsers");
  const tr = await getTranslations();
  const page = parsePage(await searchParams);
  const { rows, total, pages } = await listNotActiveUsers(await getDb(), user, page);
  const locale = await getLocale();
  const zone = safeTimeZone(user.timezone);
  const name = (u: (typeof rows)[number]) => `${u.firstName} ${u.lastName}`.trim() || u.username;
  const columns: TColumn<(typeof rows)[number]>[] = [
    {
      id: "name",
      header: tu("name"),
      rowHeader: true,
      cell: (u) => (
        <>
          {name(u)}
          {u.schoolName ? <span className="block text-xs font-normal text-slate-600">{u.schoolName}</span> : null}
        </>
      ),
    },
    { id: "username", header: tu("username"), cell: (u) => u.username },
    { id: "email", header: tu("email"), className: "break-all", cell: (u) => u.email },
    { id: "role", header: tu("role"), cell: (u) => tr(roleKey(u.roleId)) },
    { id: "created", header: t("created"), className: "whitespace-nowrap", cell: (u) => formatInstantDate(u.createdAt, locale, zone) },
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
        caption={t("caption")}
        empty={t("empty")}
        actions={{ header: t("approve"), cell: (u) => <ApproveButton id={u.id} name={name(u)} email={u.email} /> }}
        pager={{ page, pages, label: tu("pages"), href: (p) => listHref("/app/usersNotActive", { page: p }) }}
      />
    </section>
  );
}
