"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { openPdfLink } from "@/components/billing-account/open-pdf";
import { watchUnauthorized } from "@/components/shell/session-expired";
import { markOrderPaidAction, resendInvoiceAction } from "@/lib/billing/admin/actions";
import { invoicePdfAction, removePdfLinkAction } from "@/lib/billing/pdf-actions";
import { useAction, useActionErrorText } from "@/components/ui/use-action";

/** Per order: "Mark paid" (a purchase order awaiting payment), "Resend invoice" and "Invoice PDF". */
export function OrderActions({ orderId, status, invoiceNumber, who, amount }: { orderId: number; status: string; invoiceNumber: number | null; who: string; amount: string }) {
  const t = useTranslations("billingAdmin.orders");
  const text = useActionErrorText("billingAdmin");
  const action = useAction(null, { namespace: "billingAdmin", focus: "[data-admin-form]", toast: "standard" });
  const [confirming, setConfirming] = useState(false);
  const [pdfBusy, setPdfBusy] = useState(false);
  const label = invoiceNumber === null ? t("orderN", { id: String(orderId) }) : t("invoiceN", { number: String(invoiceNumber) });

  const pdf = async () => {
    setPdfBusy(true);
    try {
      const result = watchUnauthorized(
        await openPdfLink(
          () => invoicePdfAction({ orderId }),
          (link) => removePdfLinkAction({ link }),
        ),
      );
      if (!result.ok) toast.error(result.error[0]?.code === "popup_blocked" ? t("popupBlocked") : text(result.error[0] ?? { code: "server_error", message: "" }));
    } finally {
      setPdfBusy(false);
    }
  };

  return (
    <span className="inline-flex flex-col items-end gap-1 whitespace-nowrap">
      {status === "awaiting_po" ? (
        <Button variant="secondary" className="px-2 py-1" onClick={() => setConfirming(true)} aria-label={t("markPaidLabel", { order: label })}>
          {t("markPaid")}
        </Button>
      ) : null}
      {invoiceNumber !== null ? (
        <>
          <Button
            variant="ghost"
            className="px-2 py-1 text-brand-700"
            disabled={action.pending}
            aria-busy={action.pending}
            aria-label={t("resendLabel", { order: label })}
            onClick={() =>
              action.submit(
                () => resendInvoiceAction({ orderId }),
                (r) => t("resent", { email: r.email }),
              )
            }
          >
            {t("resend")}
          </Button>
          <Button variant="ghost" className="px-2 py-1 text-brand-700" disabled={pdfBusy} aria-busy={pdfBusy} aria-label={t("pdfLabel", { order: label })} onClick={pdf}>
            {t("pdf")}
          </Button>
        </>
      ) : null}
      <Dialog open={confirming} onOpenChange={setConfirming} title={t("markPaidTitle", { order: label })} description={t("markPaidBody", { who, amount })} closeLabel={t("close")}>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t("cancel")}
          </Button>
          <Button
            disabled={action.pending}
            aria-busy={action.pending}
            onClick={() =>
              action.submit(
                () => markOrderPaidAction({ orderId }),
                () => {
                  setConfirming(false);
                  return t("markedPaid", { order: label });
                },
              )
            }
          >
            {t("markPaidConfirm")}
          </Button>
        </div>
      </Dialog>
    </span>
  );
}
