import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { guardArea } from "@/components/shell/forbidden";
import { buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { TableScroll } from "@/components/ui/table-scroll";
import { MaxLengthInput } from "@/components/ui/max-length-field";
import { requireActor } from "@/lib/auth/current-user";
import { auditFacets, listAudit } from "@/lib/audit/queries";
import { ZAuditFilter } from "@/lib/audit/schemas";
import { formatInstantDate, formatInstantTime } from "@/lib/i18n/format";
import { safeTimeZone } from "@/lib/users/rules";

export async function generateMetadata() {
  return { title: (await getTranslations("audit"))("title") };
}

function json(value: unknown): string {
  return value === null || value === undefined ? "" : JSON.stringify(value, null, 2);
}

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
  const params = (p: number) => {
    const q = new URLSearchParams();
    if (filter.actor) q.set("actor", filter.actor);
    if (filter.entity) q.set("entity", filter.entity);
    if (filter.action) q.set("action", filter.action);
    if (filter.from) q.set("from", filter.from);
    if (filter.to) q.set("to", filter.to);
    q.set("page", String(p));
    return `?${q}`;
  };
  const filtered = Boolean(filter.actor || filter.entity || filter.action || filter.from || filter.to);
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <p className="text-sm text-slate-600">{t("intro", { total })}</p>
      <form role="search" method="get" className="flex flex-wrap items-end gap-2">
        <div className="space-y-1">
          <label htmlFor="audit-actor" className="block text-sm font-medium text-slate-700">
            {t("actor")}
          </label>
          <MaxLengthInput id="audit-actor" name="actor" type="search" defaultValue={filter.actor} maxLength={100} className={inputClass} />
        </div>
        <div className="space-y-1">
          <label htmlFor="audit-entity" className="block text-sm font-medium text-slate-700">
            {t("entity")}
          </label>
          <select id="audit-entity" name="entity" defaultValue={filter.entity} className={inputClass}>
            <option value="">{t("all")}</option>
            {facets.entities.map((e) => (
              <option key={e} value={e}>
                {e}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor="audit-action" className="block text-sm font-medium text-slate-700">
            {t("action")}
          </label>
          <select id="audit-action" name="action" defaultValue={filter.action} className={inputClass}>
            <option value="">{t("all")}</option>
            {facets.actions.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor="audit-from" className="block text-sm font-medium text-slate-700">
            {t("from")}
          </label>
          <input id="audit-from" name="from" type="date" defaultValue={filter.from ?? ""} className={inputClass} />
        </div>
        <div className="space-y-1">
          <label htmlFor="audit-to" className="block text-sm font-medium text-slate-700">
            {t("to")}
          </label>
          <input id="audit-to" name="to" type="date" defaultValue={filter.to ?? ""} className={inputClass} />
        </div>
        <div className="flex gap-2">
          <button type="submit" className={buttonClass("secondary")}>
            {t("filter")}
          </button>
          {filtered ? (
            <Link href="/app/admin/audit" className={buttonClass("ghost")}>
              {t("clear")}
            </Link>
          ) : null}
        </div>
      </form>
      {rows.length === 0 ? (
        <p className="rounded-md border border-slate-200 bg-white p-4 text-sm">{filtered ? t("noMatch") : t("empty")}</p>
      ) : (
        <TableScroll>
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">{t("caption")}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">{t("when")}</th>
                <th scope="col" className="px-3 py-2">{t("actor")}</th>
                <th scope="col" className="px-3 py-2">{t("action")}</th>
                <th scope="col" className="px-3 py-2">{t("entity")}</th>
                <th scope="col" className="px-3 py-2">{t("change")}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((r) => {
                const name = r.actorUsername ? `${r.actorFirstName ?? ""} ${r.actorLastName ?? ""}`.trim() || r.actorUsername : t("deletedActor");
                return (
                  <tr key={r.id} className="align-top" data-audit-id={r.id}>
                    <td className="whitespace-nowrap px-3 py-2 text-slate-600">
                      {formatInstantDate(r.createdAt, locale, zone)} {formatInstantTime(r.createdAt, locale, zone)}
                    </td>
                    <td className="px-3 py-2">
                      <p className="font-medium">{name}</p>
                      {r.actorUsername ? <p className="text-slate-600">{r.actorUsername}</p> : null}
                    </td>
                    <td className="px-3 py-2 font-mono text-xs">{r.action}</td>
                    <td className="px-3 py-2">
                      <span className="font-mono text-xs">{r.entity}</span>
                      {r.entityId ? <span className="block text-xs text-slate-600">#{r.entityId}</span> : null}
                    </td>
                    <td className="px-3 py-2">
                      {r.before === null && r.after === null ? null : (
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
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
      {pages > 1 ? (
        <nav aria-label={t("pages")} className="flex gap-3 text-sm">
          {page > 1 ? <Link href={params(page - 1)}>{t("previous")}</Link> : null}
          <span>{t("pageOf", { page, pages })}</span>
          {page < pages ? <Link href={params(page + 1)}>{t("next")}</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}
