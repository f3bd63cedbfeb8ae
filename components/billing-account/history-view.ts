import { formatInTimeZone } from "date-fns-tz";
import type { TOrderStatus } from "@/db/schema/billing";
import { formatMoney } from "@/lib/billing/money";
import type { TBillingHistoryRow } from "@/lib/billing/schemas";
import { formatDisplayDate } from "@/lib/i18n/format";
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

/** Dates MM/DD/YY (the order's day in the reader's time zone), money $1,234.00, newest first. */
export function toHistoryView(rows: TBillingHistoryRow[], timeZone: string): THistoryView[] {
  const zone = safeTimeZone(timeZone);
  const day = (instant: string) => {
    try {
      return formatDisplayDate(formatInTimeZone(instant, zone, "yyyy-MM-dd"));
    } catch {
      return formatDisplayDate(instant.slice(0, 10));
    }
  };
  return [...rows]
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.orderId - a.orderId))
    .map((r) => ({
      orderId: r.orderId,
      date: day(r.createdAt),
      invoiceNumber: r.invoiceNumber,
      start: formatDisplayDate(r.start),
      end: formatDisplayDate(r.end),
      amount: formatMoney(r.amountDueCents),
      status: r.status,
      paidOn: r.invoicePaidOn ? formatDisplayDate(r.invoicePaidOn) : null,
      poNumber: r.poNumber,
    }));
}
