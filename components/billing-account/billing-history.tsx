"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { useErrorText } from "@/components/ui/use-error-text";
import { invoicePdfAction, removePdfLinkAction } from "@/lib/billing/pdf-actions";
import { resendInvoiceAction } from "@/lib/billing/purchase-actions";
import type { THistoryView } from "./history-view";
import { callAction, shownByShell } from "./call-action";
import { openPdfLink } from "./open-pdf";
import { DataTable, type TColumn } from "@/components/ui/data-table";

const STATUS_STYLE: Record<THistoryView["status"], string> = {
  paid: "border-emerald-300 bg-emerald-50 text-emerald-900",
  awaiting_po: "border-amber-300 bg-amber-50 text-amber-900",
  pending: "border-slate-300 bg-slate-50 text-slate-800",
  declined: "border-red-300 bg-red-50 text-red-800",
  failed: "border-red-300 bg-red-50 text-red-800",
};

/**
 * Orders and invoices: date, invoice number, period, amount, status, and per invoice "Invoice PDF"
 * and "Email invoice". ?order_id= (the login redirect of an unpaid invoice) marks its row and
 * scrolls to it.
 */
export function BillingHistory({ rows, highlightOrderId, holderName }: { rows: THistoryView[]; highlightOrderId: number | null; holderName: string | null }) {
  const t = useTranslations("billing.account.history");
  const section = useRef<HTMLElement>(null);

  useEffect(() => {
    if (highlightOrderId === null) return;
    section.current?.querySelector(`tr[data-order-id="${highlightOrderId}"]`)?.scrollIntoView({ block: "center", behavior: "smooth" });
  }, [highlightOrderId]);

  const nowrap = "whitespace-nowrap text-slate-700";
  const columns: TColumn<THistoryView>[] = [
    { id: "date", header: t("date"), className: nowrap, cell: (r) => r.date },
    {
      id: "invoice",
      header: t("invoice"),
      rowHeader: true,
      className: "whitespace-nowrap text-slate-900",
      cell: (r) => (
        <>
          {r.invoiceNumber ?? <span aria-label={t("noInvoice")}>—</span>}
          {r.orderId === highlightOrderId ? <span className="sr-only"> {t("highlighted")}</span> : null}
        </>
      ),
    },
    { id: "period", header: t("period"), className: nowrap, cell: (r) => t("periodValue", { start: r.start, end: r.end }) },
    { id: "amount", header: t("amount"), align: "end", className: "whitespace-nowrap font-medium tabular-nums text-slate-900", cell: (r) => r.amount },
    {
      id: "status",
      header: t("statusHeading"),
      className: "whitespace-nowrap",
      cell: (r) => (
        <>
          <span className={`inline-block rounded-full border px-2 py-0.5 text-xs font-medium ${STATUS_STYLE[r.status] ?? STATUS_STYLE.pending}`}>{t(`statuses.${r.status}`)}</span>
          {r.status === "paid" && r.paidOn ? <span className="ml-2 text-xs text-slate-600">{t("paidOn", { date: r.paidOn })}</span> : null}
          {r.status === "awaiting_po" && r.poNumber ? <span className="ml-2 text-xs text-slate-600">{t("po", { number: r.poNumber })}</span> : null}
        </>
      ),
    },
  ];

  return (
    <section ref={section} aria-labelledby="history-heading" className="space-y-3">
      <h2 id="history-heading" className="text-lg font-semibold">
        {t("heading")}
      </h2>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => r.orderId}
        caption={holderName ? t("captionFor", { name: holderName }) : t("caption")}
        empty={<span className="text-slate-700">{t("empty")}</span>}
        className="w-full"
        // The invoice the login redirect points at (?order_id=) is marked, named and scrolled to.
        rowProps={(r) =>
          r.orderId === highlightOrderId
            ? { "data-order-id": r.orderId, "aria-current": "true", className: "align-top bg-amber-50 outline-2 -outline-offset-2 outline-amber-400" }
            : { "data-order-id": r.orderId }
        }
        actions={{
          header: t("actions"),
          cell: (r) =>
            r.invoiceNumber !== null ? (
              <span className="whitespace-nowrap">
                <InvoiceButtons orderId={r.orderId} number={r.invoiceNumber} />
              </span>
            ) : null,
        }}
      />
    </section>
  );
}

function InvoiceButtons({ orderId, number }: { orderId: number; number: number }) {
  const t = useTranslations("billing.account.history");
  const errorText = useErrorText();
  const [busy, setBusy] = useState<"pdf" | "email" | null>(null);

  const pdf = async () => {
    setBusy("pdf");
    try {
      const result = await callAction(() =>
        openPdfLink(
          () => invoicePdfAction({ orderId }),
          (link) => removePdfLinkAction({ link }),
        ),
      );
      if (!result.ok && !shownByShell(result)) toast.error(result.error[0]?.code === "popup_blocked" ? t("popupBlocked") : errorText(result.error[0], t("pdfFailed")));
    } finally {
      setBusy(null);
    }
  };

  const email = async () => {
    setBusy("email");
    try {
      const result = await callAction(() => resendInvoiceAction({ orderId }));
      if (!result.ok) {
        if (!shownByShell(result)) toast.error(errorText(result.error[0], t("emailFailed")));
      } else toast.success(result.data.email ? t("emailed", { email: result.data.email }) : result.data.message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <span className="inline-flex gap-1">
      <Button variant="ghost" className="px-2 py-1 text-brand-700" onClick={pdf} disabled={busy !== null} aria-busy={busy === "pdf"} aria-label={t("invoicePdfLabel", { number })}>
        {t("invoicePdf")}
      </Button>
      <Button variant="ghost" className="px-2 py-1 text-brand-700" onClick={email} disabled={busy !== null} aria-busy={busy === "email"} aria-label={t("emailInvoiceLabel", { number })}>
        {t("emailInvoice")}
      </Button>
    </span>
  );
}
