"use client";

import { useState } from "react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TableScroll } from "@/components/ui/table-scroll";
import { duplicateEmailTemplateAction } from "@/lib/content/actions";
import { useContentAction } from "./use-content-action";

/** Spec 3 section 8: "the toast 'Duplicated' with 'Duplicated email template id : {id}' shown for 9 s". */
export const DUPLICATED_TOAST_MS = 9_000;

export type TEmailTemplateRowView = { id: number; name: string; subject: string; expires: string; expired: boolean; clipboard: string };

/** The email templates with Edit, Copy (the clipboard text) and Duplicate (confirmed). */
export function EmailTemplateTable({ rows }: { rows: TEmailTemplateRowView[] }) {
  const t = useTranslations("content.emails");
  const [duplicating, setDuplicating] = useState<TEmailTemplateRowView | null>(null);
  const { pending, submit } = useContentAction();

  return (
    <div className="space-y-3">
      <Link href="/app/email/create" className="inline-flex rounded-md bg-brand-600 px-3 py-2 text-sm font-medium text-white hover:bg-brand-700">
        {t("new")}
      </Link>
      {rows.length === 0 ? (
        <p className="rounded-md border border-slate-200 bg-white p-4 text-sm">{t("empty")}</p>
      ) : (
        <TableScroll>
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">{t("caption")}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2 text-right">{t("id")}</th>
                <th scope="col" className="px-3 py-2">{t("name")}</th>
                <th scope="col" className="px-3 py-2">{t("subject")}</th>
                <th scope="col" className="px-3 py-2">{t("expires")}</th>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">{t("actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 bg-white">
              {rows.map((r) => (
                <tr key={r.id}>
                  <td className="px-3 py-2 text-right tabular-nums">{r.id}</td>
                  <th scope="row" className="px-3 py-2 font-medium">{r.name}</th>
                  <td className="px-3 py-2">{r.subject}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {r.expires || t("noExpiry")}
                    {r.expired ? <span className="ml-2 rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{t("expired")}</span> : null}
                  </td>
                  <td className="px-3 py-2 text-right whitespace-nowrap">
                    <Link href={`/app/email/edit/${r.id}`} className="rounded-md px-2 py-1 text-slate-700 hover:bg-slate-100" aria-label={t("editLabel", { name: r.name })}>
                      {t("edit")}
                    </Link>
                    {r.clipboard ? (
                      <Button
                        variant="ghost"
                        className="px-2 py-1"
                        aria-label={t("copyLabel", { name: r.name })}
                        onClick={() => navigator.clipboard.writeText(r.clipboard).then(() => toast.success(t("copied")), () => toast.error(t("copyFailed")))}
                      >
                        {t("copy")}
                      </Button>
                    ) : null}
                    <Button variant="ghost" className="px-2 py-1" onClick={() => setDuplicating(r)} aria-label={t("duplicateLabel", { name: r.name })}>
                      {t("duplicate")}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <Dialog open={duplicating !== null} onOpenChange={(open) => !open && setDuplicating(null)} title={t("duplicateTitle")} closeLabel={t("close")}>
        {duplicating ? (
          <div className="space-y-4">
            <p className="text-sm">{t("duplicateConfirm", { name: duplicating.name, id: duplicating.id })}</p>
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={() => setDuplicating(null)}>
                {t("cancel")}
              </Button>
              <Button
                disabled={pending}
                aria-busy={pending}
                onClick={() =>
                  submit(
                    () => duplicateEmailTemplateAction({ id: duplicating.id }),
                    (copy) => {
                      setDuplicating(null);
                      toast.success(t("duplicated"), { description: t("duplicatedDetail", { id: copy.id }), duration: DUPLICATED_TOAST_MS });
                    },
                  )
                }
              >
                {t("duplicate")}
              </Button>
            </div>
          </div>
        ) : null}
      </Dialog>
    </div>
  );
}
