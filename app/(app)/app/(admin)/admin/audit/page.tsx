import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { guardArea } from "@/components/shell/forbidden";
import { DataTable, ListFilters, type TColumn } from "@/components/ui/data-table";
import { requireActor } from "@/lib/auth/current-user";
import { auditFacets, listAudit } from "@/lib/audit/queries";
import { ZAuditFilter } from "@/lib/audit/schemas";
import { formatInstantDate, formatInstantTime } from "@/lib/i18n/format";
import { listHref } from "@/lib/lists/params";
import { safeTimeZone } from "@/lib/users/rules";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("audit");

function json(value: unknown): string {
  return value === null || value === undefined ? "" : JSON.stringify(value, null, 2);
}

type TAuditRow = Awaited<ReturnType<typeof listAudit>>["rows"][number];

/** /app/admin/audit: every administrative write, newest first, filtered by actor, entity, action and dates. Admins only. */
export default async function AuditPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const denied = await guardArea("admin");
  if (denied) return denied;
  const { user } = await requireActor();
  const t = await getTranslations("audit");
  const raw = await searchParams;
  const filter = ZAuditFilter.parse({ actor: raw.actor, entity: raw.entity, action: raw.action, from: raw.from || null, to: raw.to || null, page: raw.page });
  const zone = safeTimeZone(user.timezone);
  const db = await getDb();
  const [{ rows, total, pages, page }, facets] = await Promise.all([listAudit(db, user, filter, zone), auditFacets(db, user)]);
  const locale = await getLocale();
  const filtered = Boolean(filter.actor || filter.entity || filter.action || filter.from || filter.to);
  const all = { value: "", label: t("all") };
  const columns: TColumn<TAuditRow>[] = [
    { id: "when", header: t("when"), className: "whitespace-nowrap text-slate-600", cell: (r) => `${formatInstantDate(r.createdAt, locale, zone)} ${formatInstantTime(r.createdAt, locale, zone)}` },
    {
      id: "actor",
      header: t("actor"),
      cell: (r) => (
        <>
          <p className="font-medium">{r.actorUsername ? `${r.actorFirstName ?? ""} ${r.actorLastName ?? ""}`.trim() || r.actorUsername : t("deletedActor")}</p>
          {r.actorUsername ? <p className="text-slate-600">{r.actorUsername}</p> : null}
        </>
      ),
    },
    { id: "action", header: t("action"), className: "font-mono text-xs", cell: (r) => r.action },
    {
      id: "entity",
      header: t("entity"),
      cell: (r) => (
        <>
          <span className="font-mono text-xs">{r.entity}</span>
          {r.entityId ? <span className="block text-xs text-slate-600">#{r.entityId}</span> : null}
        </>
      ),
    },
    {
      id: "change",
      header: t("change"),
      cell: (r) =>
        r.before === null && r.after === null ? null : (
          <details>
            <summary className="cursor-pointer text-brand-700 underline">{t("details")}</summary>
            <div className="grid gap-2 pt-2 md:grid-cols-2">
              <div>
                <p className="text-xs font-medium text-slate-700">{t("before")}</p>
                <pre className="max-w-md overflow-x-auto whitespace-pre-wrap break-all rounded bg-slate-50 p-2 text-xs">{json(r.before) || "—"}</pre>
              </div>
              <div>
                <p className="text-xs font-medium text-slate-700">{t("after")}</p>
                <pre className="max-w-md overflow-x-auto whitespace-pre-wrap break-all rounded bg-slate-50 p-2 text-xs">{json(r.after) || "—"}</pre>
              </div>
            </div>
          </details>
        ),
    },
  ];
  const query = { actor: filter.actor, entity: filter.entity, action: filter.action, from: filter.from, to: filter.to };
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <p className="text-sm text-slate-600">{t("intro", { total })}</p>
      <ListFilters
        base="/app/admin/audit"
        idPrefix="audit"
        submitLabel={t("filter")}
        clearLabel={t("clear")}
        fields={[
          { kind: "search", name: "actor", label: t("actor"), value: filter.actor, width: "" },
          { kind: "select", name: "entity", label: t("entity"), value: filter.entity, options: [all, ...facets.entities.map((e) => ({ value: e, label: e }))] },
          { kind: "select", name: "action", label: t("action"), value: filter.action, options: [all, ...facets.actions.map((a) => ({ value: a, label: a }))] },
          { kind: "date", name: "from", label: t("from"), value: filter.from },
          { kind: "date", name: "to", label: t("to"), value: filter.to },
        ]}
      />
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        rowProps={(r) => ({ "data-audit-id": r.id })}
        caption={t("caption")}
        empty={filtered ? t("noMatch") : t("empty")}
        pager={{ page, pages, href: (p) => listHref("/app/admin/audit", { ...query, page: p }) }}
      />
    </section>
  );
}
