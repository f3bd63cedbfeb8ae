"use client";

import { useState } from "react";
import Link from "@/components/ui/app-link";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-delete-button";
import { DataTable, type TColumn } from "@/components/ui/data-table";
import { duplicateEmailTemplateAction } from "@/lib/content/actions";

/** Duplicating shows the toast 'Duplicated' with 'Duplicated email template id : {id}' for 9 s. */
export const DUPLICATED_TOAST_MS = 9_000;

export type TEmailTemplateRowView = { id: number; name: string; subject: string; expires: string; expired: boolean; clipboard: string };

/** The email templates with Edit, Copy (the clipboard text) and Duplicate (confirmed). */
export function EmailTemplateTable({ rows }: { rows: TEmailTemplateRowView[] }) {
  const t = useTranslations("content.emails");
  const [duplicating, setDuplicating] = useState<TEmailTemplateRowView | null>(null);
  const columns: TColumn<TEmailTemplateRowView>[] = [
    { id: "id", header: t("id"), align: "end", className: "tabular-nums", cell: (r) => r.id },
    { id: "name", header: t("name"), rowHeader: true, cell: (r) => r.name },
    { id: "subject", header: t("subject"), cell: (r) => r.subject },
    {
      id: "expires",
      header: t("expires"),
      className: "whitespace-nowrap",
      cell: (r) => (
        <>
          {r.expires || t("noExpiry")}
          {r.expired ? <span className="ml-2 rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{t("expired")}</span> : null}
        </>
      ),
    },
  ];

  return (
    <div className="space-y-3">
      <Link href="/app/email/create" className="inline-flex rounded-md bg-brand-600 px-3 py-2 text-sm font-medium text-white hover:bg-brand-700">
        {t("new")}
      </Link>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        caption={t("caption")}
        empty={t("empty")}
        actions={{
          header: t("actions"),
          cell: (r) => (
            <span className="whitespace-nowrap">
              <Link href={`/app/email/edit/${r.id}`} className="rounded-md px-2 py-1 text-slate-700 hover:bg-slate-100" aria-label={t("editLabel", { name: r.name })}>
                {t("edit")}
              </Link>
              {r.clipboard ? (
                <Button
                  variant="ghost"
                  className="px-2 py-1"
                  aria-label={t("copyLabel", { name: r.name })}
                  onClick={() =>
                    navigator.clipboard.writeText(r.clipboard).then(
                      () => toast.success(t("copied")),
                      () => toast.error(t("copyFailed")),
                    )
                  }
                >
                  {t("copy")}
                </Button>
              ) : null}
              <Button variant="ghost" className="px-2 py-1" onClick={() => setDuplicating(r)} aria-label={t("duplicateLabel", { name: r.name })}>
                {t("duplicate")}
              </Button>
            </span>
          ),
        }}
      />
      <ConfirmDialog
        open={duplicating !== null}
        onOpenChange={(open) => (open ? null : setDuplicating(null))}
        action={() => duplicateEmailTemplateAction({ id: duplicating?.id ?? 0 })}
        title={t("duplicateTitle")}
        closeLabel={t("close")}
        cancelLabel={t("cancel")}
        confirmLabel={t("duplicate")}
        confirmVariant="primary"
        success={(copy) => {
          toast.success(t("duplicated"), { description: t("duplicatedDetail", { id: copy.id }), duration: DUPLICATED_TOAST_MS });
        }}
        namespace="content"
      >
        {duplicating ? <p className="text-sm">{t("duplicateConfirm", { name: duplicating.name, id: duplicating.id })}</p> : null}
      </ConfirmDialog>
    </div>
  );
}
