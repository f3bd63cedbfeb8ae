import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { listOpenQuotes } from "@/lib/account-admin/open-quotes";
import { requireActor } from "@/lib/auth/current-user";
import { formatMoney } from "@/lib/billing/money";
import { formatDate, formatDateRange } from "@/lib/i18n/format";
import { todayIn } from "@/lib/users/rules";
import { QuotePdfButtons } from "@/components/account-admin/quote-pdf-buttons";
import { guardArea } from "@/components/shell/forbidden";
import { TableScroll } from "@/components/ui/table-scroll";

type TSearch = Record<string, string | string[] | undefined>;

export async function generateMetadata() {
  return { title: (await getTranslations("adminMoney.quotes"))("title") };
}

/** /app/quotes (spec 3 section 2.6): the open quotes — valid and not yet ordered — with their PDFs. */
export default async function QuotesPage({ searchParams }: { searchParams: Promise<TSearch> }) {
  const denied = await guardArea("quotes");
  if (denied) return denied;
  const actor = await requireActor();
  const sp = await searchParams;
  const [t, locale] = await Promise.all([getTranslations("adminMoney.quotes"), getLocale()]);
  const list = await listOpenQuotes(await getDb(), actor, { page: Array.isArray(sp.page) ? sp.page[0] : sp.page, today: todayIn(actor.user.timezone, new Date()) });

  return (
    <div className="max-w-6xl space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="text-slate-700">{t("intro", { total: list.total })}</p>
      </header>
      {list.rows.length === 0 ? (
        <p className="rounded-md border border-slate-200 bg-white p-4 text-sm text-slate-600">{t("empty")}</p>
      ) : (
        <TableScroll aria-label={t("caption")}>
          <table className="min-w-full divide-y divide-slate-200 bg-white text-sm">
            <caption className="sr-only">{t("caption")}</caption>
            <thead className="bg-slate-50 text-left">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">{t("number")}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t("contact")}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t("period")}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t("amount")}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t("validUntil")}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t("pdfs")}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {list.rows.map((q) => (
                <tr key={q.id}>
                  <td className="px-3 py-2 whitespace-nowrap">{q.id}</td>
                  <td className="px-3 py-2">
                    <span className="block font-medium">{q.contactName || q.email}</span>
                    <span className="block text-slate-600">{[q.school, q.email, q.username ? `(${q.username})` : null].filter(Boolean).join(" · ")}</span>
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDateRange(q.start, q.end, locale)}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatMoney(q.amountDueCents, locale)}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDate(q.validUntil, locale)}</td>
                  <td className="px-3 py-2">
                    <QuotePdfButtons quoteId={q.id} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {list.pages > 1 ? (
        <nav aria-label={t("pages")} className="flex items-center gap-3 text-sm">
          {list.page > 1 ? <Link href={`/app/quotes?page=${list.page - 1}`} className="underline">{t("previous")}</Link> : null}
          <span>{t("pageOf", { page: list.page, pages: list.pages })}</span>
          {list.page < list.pages ? <Link href={`/app/quotes?page=${list.page + 1}`} className="underline">{t("next")}</Link> : null}
        </nav>
      ) : null}
    </div>
  );
}
