import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { formatDateTime } from "@/lib/i18n/format";
import { getDb } from "@/db/client";
import { Forbidden, guardArea } from "@/components/shell/forbidden";
import { requireActor } from "@/lib/auth/current-user";
import { canReadDemoRequests, listDemoRequests } from "@/lib/pages/demo-requests-queries";
import { safeTimeZone } from "@/lib/users/rules";
import { TableScroll } from "@/components/ui/table-scroll";

export async function generateMetadata() {
  return { title: (await getTranslations("nav.items"))("demoRequests") };
}

/** /app/admin/demo-requests: demo (type 1) and training (type 2) requests, newest first. Admins only. */
export default async function DemoRequestsPage({ searchParams }: { searchParams: Promise<{ page?: string }> }) {
  const denied = await guardArea("admin");
  if (denied) return denied;
  const { user } = await requireActor();
  if (!canReadDemoRequests(user)) return <Forbidden />;
  const t = await getTranslations("pages.demoRequests");
  const page = Math.max(1, Math.floor(Number((await searchParams).page)) || 1);
  const { rows, total, pages } = await listDemoRequests(await getDb(), user, page);
  const zone = safeTimeZone(user.timezone);
  const locale = await getLocale();
  const at = (d: Date) => formatDateTime(d, locale, zone, { year: "2-digit", month: "2-digit", day: "2-digit", hour: "numeric", minute: "2-digit", timeZoneName: "short" });
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
                <th scope="col" className="px-3 py-2">{t("received")}</th>
                <th scope="col" className="px-3 py-2">{t("type")}</th>
                <th scope="col" className="px-3 py-2">{t("who")}</th>
                <th scope="col" className="px-3 py-2">{t("preferred")}</th>
                <th scope="col" className="px-3 py-2">{t("message")}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((r) => (
                <tr key={r.id} className="align-top">
                  <td className="whitespace-nowrap px-3 py-2 text-slate-600">{at(r.createdAt)}</td>
                  <td className="px-3 py-2">
                    <span className={`rounded px-2 py-0.5 text-xs ${r.type === 2 ? "bg-amber-100 text-amber-900" : "bg-brand-100 text-brand-800"}`}>{t(r.type === 2 ? "typeTraining" : "typeDemo")}</span>
                  </td>
                  <td className="px-3 py-2">
                    <p className="font-medium">{r.name}</p>
                    <p>
                      <a href={`mailto:${r.email}`} className="text-brand-700 underline">
                        {r.email}
                      </a>
                    </p>
                    {r.phone ? <p className="text-slate-600">{r.phone}</p> : null}
                    {r.username ? <p className="text-slate-600">{t("account", { username: r.username })}</p> : null}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2">{r.preferredAt ? at(r.preferredAt) : t("noTime")}</td>
                  <td className="max-w-md whitespace-pre-line px-3 py-2 text-slate-700">{r.message || "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {pages > 1 ? (
        <nav aria-label={t("pages")} className="flex gap-3 text-sm">
          {page > 1 ? <Link href={`?page=${page - 1}`}>{t("previous")}</Link> : null}
          <span>{t("pageOf", { page, pages })}</span>
          {page < pages ? <Link href={`?page=${page + 1}`}>{t("next")}</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}
