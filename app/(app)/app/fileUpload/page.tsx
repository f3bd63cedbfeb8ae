import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { listAllUploads } from "@/lib/account-admin/file-uploads";
import { requireActor } from "@/lib/auth/current-user";
import { formatInstantDate } from "@/lib/i18n/format";
import { formatBytes } from "@/components/upload/format";
import { guardArea } from "@/components/shell/forbidden";
import { TableScroll } from "@/components/ui/table-scroll";
import { inputClass } from "@/components/ui/field";
import { buttonClass } from "@/components/ui/button";
import { MaxLengthInput } from "@/components/ui/max-length-field";

type TSearch = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export async function generateMetadata() {
  return { title: (await getTranslations("adminMoney.files"))("title") };
}

/** /app/fileUpload (spec 3 section 2.6): every user's uploaded files, for the administrator. */
export default async function FileUploadsPage({ searchParams }: { searchParams: Promise<TSearch> }) {
  const denied = await guardArea("fileUpload");
  if (denied) return denied;
  const actor = await requireActor();
  const sp = await searchParams;
  const [t, locale] = await Promise.all([getTranslations("adminMoney.files"), getLocale()]);
  const list = await listAllUploads(await getDb(), actor, { q: one(sp.q) ?? "", page: one(sp.page) });
  const pageHref = (p: number) => `/app/fileUpload?${new URLSearchParams({ ...(list.q ? { q: list.q } : {}), page: String(p) })}`;

  return (
    <div className="max-w-5xl space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="text-slate-700">{t("intro", { total: list.total })}</p>
      </header>
      <form method="get" role="search" className="flex flex-wrap items-end gap-2">
        <div className="space-y-1">
          <label htmlFor="files-q" className="block text-sm font-medium text-slate-700">
            {t("search")}
          </label>
          <MaxLengthInput id="files-q" name="q" type="search" defaultValue={list.q} maxLength={100} className={inputClass} />
        </div>
        <button type="submit" className={buttonClass("secondary")}>
          {t("filter")}
        </button>
      </form>
      {list.rows.length === 0 ? (
        <p className="rounded-md border border-slate-200 bg-white p-4 text-sm text-slate-600">{list.q ? t("noMatch") : t("empty")}</p>
      ) : (
        <TableScroll aria-label={t("caption")}>
          <table className="min-w-full divide-y divide-slate-200 bg-white text-sm">
            <caption className="sr-only">{t("caption")}</caption>
            <thead className="bg-slate-50 text-left">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">{t("file")}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t("owner")}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t("size")}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t("uploaded")}</th>
                <th scope="col" className="px-3 py-2 font-medium">
                  <span className="sr-only">{t("download")}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {list.rows.map((r) => (
                <tr key={r.id}>
                  <td className="px-3 py-2 break-all">{r.filename}</td>
                  <td className="px-3 py-2">{r.username ? `${r.ownerName || r.username} (${r.username})` : t("deletedUser")}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatBytes(r.size, locale)}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatInstantDate(r.completedAt, locale, actor.user.timezone || "UTC")}</td>
                  <td className="px-3 py-2">
                    <a href={`/app/fileUpload/${r.id}`} download={r.filename} className="font-medium text-brand-700 underline" aria-label={t("downloadLabel", { name: r.filename })}>
                      {t("download")}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {list.pages > 1 ? (
        <nav aria-label={t("pages")} className="flex items-center gap-3 text-sm">
          {list.page > 1 ? <Link href={pageHref(list.page - 1)} className="underline">{t("previous")}</Link> : null}
          <span>{t("pageOf", { page: list.page, pages: list.pages })}</span>
          {list.page < list.pages ? <Link href={pageHref(list.page + 1)} className="underline">{t("next")}</Link> : null}
        </nav>
      ) : null}
    </div>
  );
}
