import Link from "@/components/ui/app-link";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { requireActor } from "@/lib/auth/current-user";
import { clientsPageContext, typeFromParam } from "@/lib/clients/page-context";
import { listClients, listGrades } from "@/lib/clients/queries";
import { localizeGrades } from "@/lib/i18n/reference";
import { buttonClass } from "@/components/ui/button";
import { ClientTable } from "@/components/clients/client-table";
import { OwnerPicker } from "@/components/clients/owner-picker";
import { RosterImportButton } from "@/components/clients/roster-import-dialog";
import { TypeTabs } from "@/components/clients/type-tabs";
import { guardArea } from "@/components/shell/forbidden";
import { trimmedParam } from "@/lib/ui/search-params";

type TSearch = Record<string, string | string[] | undefined>;

export async function generateMetadata({ params }: { params: Promise<{ type: string }> }) {
  const type = typeFromParam((await params).type);
  return { title: (await getTranslations("clients.page"))(type === "group" ? "titleGroups" : "titleStudents") };
}

/**
 * /app/studentsGroups/{students|groups}: the counselor's students or groups with search, counts, grade
 * and the small-group badge; ?user= shows a managed counselor's list, read-only.
 */
export default async function StudentsGroupsPage({ params, searchParams }: { params: Promise<{ type: string }>; searchParams: Promise<TSearch> }) {
  const denied = await guardArea("studentsGroups");
  if (denied) return denied;
  const type = typeFromParam((await params).type);
  if (!type) notFound();
  const sp = await searchParams;
  const wanted = Number(trimmedParam(sp.user));
  const actor = await requireActor();
  const db = await getDb();
  const ctx = await clientsPageContext(db, actor, Number.isSafeInteger(wanted) && wanted > 0 ? wanted : null);
  const [t, all, grades] = await Promise.all([getTranslations("clients.page"), listClients(db, actor, { userId: ctx.userId }), listGrades(db).then(async (g) => localizeGrades(g, await getLocale()))]);
  const rows = all.filter((c) => c.type === type);
  const studentNames = Object.fromEntries(all.filter((c) => c.type === "student").map((c) => [c.id, c.name]));
  const query = ctx.userId ? `?user=${ctx.userId}` : "";

  return (
    <div className="max-w-6xl space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold">{t(type === "group" ? "titleGroups" : "titleStudents")}</h1>
          <p className="text-slate-700">{ctx.readOnly && ctx.ownerLabel ? t("ofCounselor", { name: ctx.ownerLabel }) : t("intro")}</p>
        </div>
        {ctx.picker ? <OwnerPicker meId={ctx.picker.meId} currentId={ctx.userId ?? ctx.picker.meId} options={ctx.picker.options} truncated={ctx.picker.truncated} /> : null}
      </header>
      {ctx.refused ? (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {t("refused")}
        </p>
      ) : null}
      {ctx.readOnly ? (
        <p role="note" className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
          {t("readOnly")}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <TypeTabs current={type} query={query} counts={{ student: all.filter((c) => c.type === "student").length, group: all.filter((c) => c.type === "group").length }} />
        {ctx.readOnly ? null : (
          <div className="flex flex-wrap gap-2">
            {type === "student" ? <RosterImportButton /> : null}
            <Link href={`/app/studentsGroups/new/${type === "group" ? "groups" : "students"}`} className={buttonClass("primary")} data-testid="client-new">
              {t(type === "group" ? "newGroup" : "newStudent")}
            </Link>
          </div>
        )}
      </div>
      <ClientTable type={type} rows={rows} grades={grades} studentNames={studentNames} readOnly={ctx.readOnly} />
    </div>
  );
}
