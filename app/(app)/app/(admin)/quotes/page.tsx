import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { DataTable, type TColumn } from "@/components/ui/data-table";
import { listOpenQuotes } from "@/lib/account-admin/open-quotes";
import { requireActor } from "@/lib/auth/current-user";
import { formatMoney } from "@/lib/billing/money";
import { formatDate, formatDateRange } from "@/lib/i18n/format";
import { todayIn } from "@/lib/users/rules";
import { QuotePdfButtons } from "@/components/account-admin/quote-pdf-buttons";
import { guardArea } from "@/components/shell/forbidden";
import { listHref } from "@/lib/lists/params";
import { titleMetadata } from "@/components/ui/page/metadata";
import { PageShell } from "@/components/ui/page/page-shell";

type TSearch = Record<string, string | string[] | undefined>;

export const generateMetadata = titleMetadata("adminMoney.quotes");

/** /app/quotes: the open quotes — valid and not yet ordered — with their PDFs. */
export default async function QuotesPage({ searchParams }: { searchParams: Promise<TSearch> }) {
  const denied = await guardArea("quotes");
  if (denied) return denied;
  const actor = await requireActor();
  const sp = await searchParams;
  const [t, locale] = await Promise.all([getTranslations("adminMoney.quotes"), getLocale()]);
  const list = await listOpenQuotes(await getDb(), actor, { page: Array.isArray(sp.page) ? sp.page[0] : sp.page, today: todayIn(actor.user.timezone, new Date()) });
  const columns: TColumn<(typeof list.rows)[number]>[] = [
    { id: "number", header: t("number"), className: "whitespace-nowrap", cell: (q) => q.id },
    {
      id: "contact",
      header: t("contact"),
      cell: (q) => (
        <>
          <span className="block font-medium">{q.contactName || q.email}</span>
          <span className="block text-slate-600">{[q.school, q.email, q.username ? `(${q.username})` : null].filter(Boolean).join(" · ")}</span>
        </>
      ),
    },
    { id: "period", header: t("period"), className: "whitespace-nowrap", cell: (q) => formatDateRange(q.start, q.end, locale) },
    { id: "amount", header: t("amount"), className: "whitespace-nowrap", cell: (q) => formatMoney(q.amountDueCents, locale) },
    { id: "validUntil", header: t("validUntil"), className: "whitespace-nowrap", cell: (q) => formatDate(q.validUntil, locale) },
    { id: "pdfs", header: t("pdfs"), cell: (q) => <QuotePdfButtons quoteId={q.id} /> },
  ];

  return (
    <PageShell title={t("title")} intro={t("intro", { total: list.total })} introClassName="text-slate-700">
      <DataTable
        columns={columns}
        rows={list.rows}
        rowKey={(q) => q.id}
        caption={t("caption")}
        empty={t("empty")}
        pager={{ page: list.page, pages: list.pages, label: t("pages"), href: (p) => listHref("/app/quotes", { page: p }) }}
      />
    </PageShell>
  );
}
