"use client";

import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { deleteCouponAction } from "@/lib/billing/admin/actions";
import { formatMoney } from "@/lib/billing/money";
import { formatDate } from "@/lib/i18n/format";
import { CouponForm, NEW_COUPON, type TCouponFormValue } from "./coupon-form";
import { useAdminAction } from "./use-admin-action";
import { TableScroll } from "@/components/ui/table-scroll";

export type TCouponRow = TCouponFormValue & { id: number; uses: number };

/** The coupons with Edit and Delete (a used coupon is deactivated instead), and "New coupon". */
export function CouponTable({ rows }: { rows: TCouponRow[] }) {
  const t = useTranslations("billingAdmin.coupons");
  const locale = useLocale();
  const names = useTranslations("billingAdmin.couponProducts");
  const [editing, setEditing] = useState<TCouponFormValue | null>(null);
  const [removing, setRemoving] = useState<TCouponRow | null>(null);
  const remove = useAdminAction();

  return (
    <div className="space-y-3">
      <Button onClick={() => setEditing(NEW_COUPON)}>{t("new")}</Button>
      {rows.length === 0 ? (
        <p className="rounded-md border border-slate-200 bg-white p-4 text-sm">{t("empty")}</p>
      ) : (
        <TableScroll>
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">{t("caption")}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">{t("code")}</th>
                <th scope="col" className="px-3 py-2 text-right">{t("discount")}</th>
                <th scope="col" className="px-3 py-2 text-right">{t("price")}</th>
                <th scope="col" className="px-3 py-2">{t("product")}</th>
                <th scope="col" className="px-3 py-2">{t("expires")}</th>
                <th scope="col" className="px-3 py-2">{t("comment")}</th>
                <th scope="col" className="px-3 py-2">{t("status")}</th>
                <th scope="col" className="px-3 py-2 text-right">{t("uses")}</th>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">{t("actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((c) => (
                <tr key={c.id} className="align-top">
                  <th scope="row" className="px-3 py-2 font-mono font-medium">
                    {c.code}
                  </th>
                  <td className="px-3 py-2 text-right tabular-nums">{c.discount > 0 ? `${c.discount}%` : "—"}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{c.priceCents > 0 ? formatMoney(c.priceCents, locale) : "—"}</td>
                  <td className="px-3 py-2">{c.priceCents > 0 ? names(c.product === null ? "none" : String(c.product)) : "—"}</td>
                  <td className="whitespace-nowrap px-3 py-2">
                    {c.expires ? formatDate(c.expires, locale) : "—"}
                    {c.expires0731 ? <span className="block text-xs text-slate-600">{t("expires0731Short")}</span> : null}
                  </td>
                  <td className="max-w-xs px-3 py-2 text-slate-700">{c.comment || "—"}</td>
                  <td className="px-3 py-2">
                    <span className={`rounded px-2 py-0.5 text-xs ${c.active ? "bg-green-100 text-green-800" : "bg-slate-100 text-slate-700"}`}>{t(c.active ? "isActive" : "isInactive")}</span>
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{c.uses}</td>
                  <td className="px-3 py-2">
                    <div className="flex flex-col items-end gap-1 whitespace-nowrap">
                      <Button variant="ghost" className="px-2 py-1" onClick={() => setEditing(c)} aria-label={t("editLabel", { code: c.code })}>
                        {t("edit")}
                      </Button>
                      <Button variant="ghost" className="px-2 py-1 text-red-700" onClick={() => setRemoving(c)} aria-label={t("deleteLabel", { code: c.code })}>
                        {t("delete")}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} title={editing?.id ? t("editTitle", { code: editing.code }) : t("newTitle")} closeLabel={t("close")}>
        {editing ? <CouponForm key={editing.id ?? "new"} coupon={editing} onSaved={() => setEditing(null)} onCancel={() => setEditing(null)} /> : null}
      </Dialog>
      <Dialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t("deleteTitle", { code: removing?.code ?? "" })}
        description={removing && removing.uses > 0 ? t("deactivateBody") : t("deleteBody")}
        closeLabel={t("close")}
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setRemoving(null)}>
            {t("keep")}
          </Button>
          <Button
            variant="danger"
            disabled={remove.pending}
            aria-busy={remove.pending}
            onClick={() =>
              removing &&
              remove.submit(
                () => deleteCouponAction({ id: removing.id }),
                (r) => {
                  setRemoving(null);
                  return t(r.outcome === "deleted" ? "deleted" : "deactivated", { code: r.code });
                },
              )
            }
          >
            {removing && removing.uses > 0 ? t("deactivateConfirm") : t("deleteConfirm")}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
