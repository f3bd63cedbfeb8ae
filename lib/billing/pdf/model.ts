import type { TBillingContact, TBillingProduct, TInvoiceRow, TOrderRow, TPricedSnapshot, TQuoteRow } from "@/db/schema/billing";
import { formatUsDate } from "@/lib/billing/dates";
import { formatDocumentMoney } from "@/lib/billing/money";

// What the PDFs show, computed from the stored rows (pure: no db, no clock). Every value is a
// ready-to-print string in US format; the documents only add words.

export const SELLER = { name: "SCUTA", address: "School Counselor Use of Time Analysis", email: "billing@scuta.app" } as const;

export type TPdfLine = { label: string; quantity: string; unitPrice: string; years: string; total: string };
export type TPdfDiscount = { kind: "quantity" | "prorated" | "coupon" | "partner" | "conference"; percent: string; code: string; amount: string };
export type TPdfSummary = { lines: TPdfLine[]; totalAmount: string; discounts: TPdfDiscount[]; amountDue: string; start: string; end: string };

export type TQuotePdfData = {
  id: string;
  date: string;
  validUntil: string;
  contact: TBillingContact;
  summary: TPdfSummary;
  includeFunding: boolean;
  // Who signs the funding letter: the quote's contact, else the licence holder.
  signer: { name: string; school: string };
};

export type TInvoiceStatus = { kind: "paid"; date: string } | { kind: "duePo"; po: string } | { kind: "due" };

export type TInvoicePdfData = {
  number: string;
  issued: string;
  orderId: string;
  contact: TBillingContact;
  summary: TPdfSummary;
  status: TInvoiceStatus;
  paymentMethod: TOrderRow["paymentMethod"];
};

/** How a line names its product: the stored label (the admin's, frozen with the quote) or a translation. */
export type TProductName = (product: TBillingProduct, label: string) => string;
const asStored: TProductName = (_product, label) => label;

/** The billed lines (quantity above 0), each discount above 0, the totals and the licence period. */
export function summaryOf(
  priced: TPricedSnapshot,
  x: { amountDueCents: number; couponCode: string | null; partnerId: number | null; start: string; end: string },
  productName: TProductName = asStored,
): TPdfSummary {
  const lines = priced.lines
    .filter((l) => l.quantity > 0)
    .map((l) => ({
      label: productName(l.product, l.label),
      quantity: String(l.quantity),
      unitPrice: formatDocumentMoney(l.unitPriceCents),
      years: String(l.years),
      total: formatDocumentMoney(l.totalCents),
    }));
  const minus = (cents: number) => `-${formatDocumentMoney(cents)}`;
  const discounts: TPdfDiscount[] = [];
  if (priced.quantityDiscountCents > 0) discounts.push({ kind: "quantity", percent: String(priced.quantityDiscountPercent), code: "", amount: minus(priced.quantityDiscountCents) });
  if (priced.proratedDiscountCents > 0) discounts.push({ kind: "prorated", percent: String(priced.proratedPercent), code: "", amount: minus(priced.proratedDiscountCents) });
  if (priced.couponDiscountCents > 0) {
    // A partner's percent acts as a coupon when none was entered; without a coupon
    // or a partner, the percent is the buyer's conference's.
    const kind = x.couponCode ? "coupon" : x.partnerId !== null ? "partner" : "conference";
    discounts.push({ kind, percent: "", code: x.couponCode ?? "", amount: minus(priced.couponDiscountCents) });
  }
  return {
    lines,
    totalAmount: formatDocumentMoney(priced.totalAmountCents),
    discounts,
    amountDue: formatDocumentMoney(x.amountDueCents),
    start: formatUsDate(x.start),
    end: formatUsDate(x.end),
  };
}

const nameOf = (u: { firstName: string; lastName: string; username: string }) => `${u.firstName} ${u.lastName}`.trim() || u.username;

/** A quote as the quote and funding PDFs show it; `createdOn` is the quote's date in the holder's zone. */
export function quotePdfData(
  quote: TQuoteRow,
  x: { createdOn: string; holder: { firstName: string; lastName: string; username: string; schoolName: string } | null; productName?: TProductName },
): TQuotePdfData {
  return {
    id: String(quote.id),
    date: formatUsDate(x.createdOn),
    validUntil: formatUsDate(quote.validUntil),
    contact: quote.contact,
    summary: summaryOf(quote.priced, quote, x.productName),
    includeFunding: quote.includeFunding,
    signer: {
      name: quote.contact.name || (x.holder ? nameOf(x.holder) : ""),
      school: quote.contact.school || x.holder?.schoolName || "",
    },
  };
}

const NO_CONTACT: TBillingContact = { name: "", school: "", zip: "", email: "", phone: "", state: "" };

/**
 * The quote without the text a visitor typed (the contact block, and the funding letter's signer
 * taken from it): what a quote PDF carries when it is emailed to an address nobody has proven, so a
 * stranger's inbox gets the prices and the quote number, never someone's words.
 */
export function withoutTypedContact(data: TQuotePdfData): TQuotePdfData {
  return { ...data, contact: { ...NO_CONTACT }, signer: { name: "", school: "" } };
}

/** An order's invoice as the invoice PDF shows it. */
export function invoicePdfData(order: TOrderRow, invoice: TInvoiceRow, productName?: TProductName): TInvoicePdfData {
  const paidOn = invoice.paidOn ?? (order.status === "paid" && order.paidAt ? order.paidAt.toISOString().slice(0, 10) : null);
  let status: TInvoiceStatus;
  if (paidOn) status = { kind: "paid", date: formatUsDate(paidOn) };
  else if (order.paymentMethod === "po") status = { kind: "duePo", po: order.poNumber ?? "" };
  else status = { kind: "due" };
  return {
    number: String(invoice.number),
    issued: formatUsDate(invoice.issuedOn),
    orderId: String(order.id),
    contact: order.contact,
    summary: summaryOf(order.priced, order, productName),
    status,
    paymentMethod: order.paymentMethod,
  };
}

/** A safe PDF file name: letters, digits, dot, dash, underscore and space, ending in .pdf. */
export function pdfFilename(wanted: string | null | undefined, fallback: string): string {
  const base = (wanted ?? "")
    .replace(/\.pdf$/i, "")
    .replace(/[^A-Za-z0-9._ -]+/g, "-")
    .replace(/^[.\s-]+|[.\s-]+$/g, "")
    .slice(0, 100);
  return `${base || fallback}.pdf`;
}
