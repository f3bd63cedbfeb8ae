import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { guardArea } from "@/components/shell/forbidden";
import { ListEmpty, ListPager } from "@/components/admin-lists/pager";
import { RevokeGrantButton } from "@/components/addons/revoke-button";
import { buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { TableScroll } from "@/components/ui/table-scroll";
import { requireActor } from "@/lib/auth/current-user";
import { listGrants } from "@/lib/addons/grants";
import { ADDON_KEYS, GRANT_STATUSES } from "@/lib/addons/schemas";
import { formatDate, formatInstantDate } from "@/lib/i18n/format";
import { safeTimeZone } from "@/lib/users/rules";
import { MaxLengthInput } from "@/components/ui/max-length-field";

export async function generateMetadata() {
  return { title: (await getTranslations("addons"))("title") };
}

/** /app/addons: the add-ons administrators granted, who granted what to whom and until when; revoke a running one. */
export default async function AddonsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const denied = await guardArea("addons");
  if (denied) return denied;
  const { user } = await requireActor();
  const t = await getTranslations("addons");
  const tb = await getTranslations("billing.account.addons");
  const { rows, total, filter, pages } = await listGrants(await getDb(), user, await searchParams, new Date());
  const locale = await getLocale();
  const zone = safeTimeZone(user.timezone);
  const params = { q: filter.q, addon: filter.addon, status: filter.status === "active" ? null : filter.status };
  const filtered = Boolean(filter.q || filter.addon || filter.status !== "active");
  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <Link href="/app/addons/new" className={buttonClass("primary")}>
          {t("grant")}
        </Link>
      </div>
      <p className="text-sm text-slate-600">{t("intro")}</p>
      <form role="search" method="get" className="flex flex-wrap items-end gap-3">
        <div className="space-y-1">
          <label htmlFor="addons-q" className="block text-sm font-medium text-slate-700">{t("search")}</label>
          <MaxLengthInput id="addons-q" name="q" type="search" defaultValue={filter.q} maxLength={100} className={`${inputClass} w-64`} />
        </div>
        <div className="space-y-1">
          <label htmlFor="addons-addon" className="block text-sm font-medium text-slate-700">{t("addon")}</label>
          <select id="addons-addon" name="addon" defaultValue={filter.addon ?? ""} className={inputClass}>
            <option value="">{t("allAddons")}</option>
            {ADDON_KEYS.map((k) => (
              <option key={k} value={k}>{tb(k)}</option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor="addons-status" className="block text-sm font-medium text-slate-700">{t("status")}</label>
          <select id="addons-status" name="status" defaultValue={filter.status} className={inputClass}>
            {GRANT_STATUSES.map((s) => (
              <option key={s} value={s}>{t(`statuses.${s}`)}</option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass("secondary")}>{t("filter")}</button>
        {filtered ? <Link href="/app/addons" className="text-sm text-brand-700 underline">{t("clear")}</Link> : null}
      </form>
      {rows.length === 0 ? (
        <ListEmpty filtered={filtered} />
      ) : (
        <TableScroll>
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">{t("caption")}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">{t("user")}</th>
                <th scope="col" className="px-3 py-2">{t("addon")}</th>
                <th scope="col" className="px-3 py-2">{t("until")}</th>
                <th scope="col" className="px-3 py-2">{t("note")}</th>
                <th scope="col" className="px-3 py-2">{t("grantedBy")}</th>
                <th scope="col" className="px-3 py-2">{t("status")}</th>
                <th scope="col" className="px-3 py-2"><span className="sr-only">{t("revoke")}</span></th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((g) => {
                const name = `${g.firstName} ${g.lastName}`.trim() || g.username;
                const status = g.revokedAt ? "revoked" : g.expiredAt ? "expired" : "active";
                return (
                  <tr key={g.id} data-grant-id={g.id}>
                    <th scope="row" className="px-3 py-2 font-medium">
                      <Link href={`/app/users?q=${encodeURIComponent(g.username)}`} className="text-brand-700 underline">{name}</Link>
                      <span className="block text-xs font-normal text-slate-600">{g.email}</span>
                    </th>
                    <td className="px-3 py-2">{tb(g.addon)}</td>
                    <td className="whitespace-nowrap px-3 py-2">{formatDate(g.until, locale)}</td>
                    <td className="max-w-xs whitespace-pre-line break-words px-3 py-2">{g.note}</td>
                    <td className="px-3 py-2">
                      {g.grantedByName ?? "—"}
                      <span className="block text-xs text-slate-600">{formatInstantDate(g.grantedAt, locale, zone)}</span>
                    </td>
                    <td className="px-3 py-2">{t(`statuses.${status}`)}</td>
                    <td className="px-3 py-2 text-right">{status === "active" ? <RevokeGrantButton id={g.id} name={name} addon={tb(g.addon)} /> : null}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
      <ListPager base="/app/addons" params={params} page={filter.page} pages={pages} total={total} />
    </section>
  );
}
