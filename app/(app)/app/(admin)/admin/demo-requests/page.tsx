import { getLocale, getTranslations } from "next-intl/server";
import { formatDateTime } from "@/lib/i18n/format";
import { getDb } from "@/db/client";
import { Forbidden, guardArea } from "@/components/shell/forbidden";
import { requireActor } from "@/lib/auth/current-user";
import { canReadDemoRequests, listDemoRequests } from "@/lib/pages/demo-requests-queries";
import { safeTimeZone } from "@/lib/users/rules";
import { DataTable, type TColumn } from "@/components/ui/data-table";
import { listHref, parsePage } from "@/lib/lists/params";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("nav.items", "demoRequests");

/** /app/admin/demo-requests: demo (type 1) and training (type 2) requests, newest first. Admins only. */
export default async function DemoRequestsPage({ searchParams }: { searchParams: Promise<{ page?: string }> }) {
  const denied = await guardArea("admin");
  if (denied) return denied;
  const { user } = await requireActor();
  if (!canReadDemoRequests(user)) return <Forbidden />;
  const t = await getTranslations("pages.demoRequests");
  const page = parsePage(await searchParams);
  const { rows, total, pages } = await listDemoRequests(await getDb(), user, page);
  const zone = safeTimeZone(user.timezone);
  const locale = await getLocale();
  const columns: TColumn<(typeof rows)[number]>[] = [
    { id: "received", header: t("received"), className: "whitespace-nowrap text-slate-600", cell: (r) => at(r.createdAt) },
    {
      id: "type",
      header: t("type"),
      cell: (r) => (
        <span className={`rounded px-2 py-0.5 text-xs ${r.type === 2 ? "bg-amber-100 text-amber-900" : "bg-brand-100 text-brand-800"}`}>{t(r.type === 2 ? "typeTraining" : "typeDemo")}</span>
      ),
    },
    {
      id: "who",
      header: t("who"),
      cell: (r) => (
        <>
          <p className="font-medium">{r.name}</p>
          <p>
            <a href={`mailto:${r.email}`} className="text-brand-700 underline">
              {r.email}
            </a>
          </p>
          {r.phone ? <p className="text-slate-600">{r.phone}</p> : null}
          {r.username ? <p className="text-slate-600">{t("account", { username: r.username })}</p> : null}
        </>
      ),
    },
    { id: "preferred", header: t("preferred"), className: "whitespace-nowrap", cell: (r) => (r.preferredAt ? at(r.preferredAt) : t("noTime")) },
    { id: "message", header: t("message"), className: "max-w-md whitespace-pre-line text-slate-700", cell: (r) => r.message || "—" },
  ];
  const at = (d: Date) => formatDateTime(d, locale, zone, { year: "2-digit", month: "2-digit", day: "2-digit", hour: "numeric", minute: "2-digit", timeZoneName: "short" });
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <p className="text-sm text-slate-600">{t("intro", { total })}</p>
      <DataTable columns={columns} rows={rows} rowKey={(r) => r.id} caption={t("caption")} empty={t("empty")} pager={{ page, pages, href: (p) => listHref("/app/admin/demo-requests", { page: p }) }} />
    </section>
  );
}
