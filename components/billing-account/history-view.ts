import type { TOrderStatus } from "@/db/schema/billing";
import { formatMoney } from "@/lib/billing/money";
import type { TBillingHistoryRow } from "@/lib/billing/schemas";
import { formatDate, formatInstantDate } from "@/lib/i18n/format";
import { safeTimeZone } from "@/lib/users/rules";

/** One row of the orders and invoices table, ready to show. */
export type THistoryView = {
  orderId: number;
  date: string;
  invoiceNumber: number | null;
  start: string;
  end: string;
  amount: string;
  status: TOrderStatus;
  paidOn: string | null;
  poNumber: string | null;
};

/** Dates and money in the reader's language (the order's day in the reader's time zone; $1,234.00, 1.234,00 $), newest first. */
export function toHistoryView(rows: TBillingHistoryRow[], timeZone: string, locale: string): THistoryView[] {
  const zone = safeTimeZone(timeZone);
  const day = (instant: string) => formatInstantDate(instant, locale, zone) || formatDate(instant.slice(0, 10), locale);
  return [...rows]
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.orderId - a.orderId))
    .map((r) => ({
      orderId: r.orderId,
      date: day(r.createdAt),
      invoiceNumber: r.invoiceNumber,
      start: formatDate(r.start, locale),
      end: formatDate(r.end, locale),
      amount: formatMoney(r.amountDueCents, locale),
      status: r.status,
      paidOn: r.invoicePaidOn ? formatDate(r.invoicePaidOn, locale) : null,
      poNumber: r.poNumber,
    }));
}
