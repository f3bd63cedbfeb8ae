"use client";

import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { deleteCouponAction } from "@/lib/billing/admin/actions";
import { formatMoney } from "@/lib/billing/money";
import { formatDate } from "@/lib/i18n/format";
import { CouponForm, NEW_COUPON, type TCouponFormValue } from "./coupon-form";
import { useAction } from "@/components/ui/use-action";
import { DataTable, RowActions, type TColumn } from "@/components/ui/data-table";

export type TCouponRow = TCouponFormValue & { id: number; uses: number };

/** The coupons with Edit and Delete (a used coupon is deactivated instead), and "New coupon". */
export function CouponTable({ rows }: { rows: TCouponRow[] }) {
  const t = useTranslations("billingAdmin.coupons");
  const locale = useLocale();
  const names = useTranslations("billingAdmin.couponProducts");
  const [editing, setEditing] = useState<TCouponFormValue | null>(null);
  const [removing, setRemoving] = useState<TCouponRow | null>(null);
  const remove = useAction(null, { namespace: "billingAdmin", focus: "[data-admin-form]", toast: "standard" });
  const columns: TColumn<TCouponRow>[] = [
    { id: "code", header: t("code"), rowHeader: true, className: "font-mono", cell: (c) => c.code },
    { id: "discount", header: t("discount"), align: "end", className: "tabular-nums", cell: (c) => (c.discount > 0 ? `${c.discount}%` : "—") },
    { id: "price", header: t("price"), align: "end", className: "tabular-nums", cell: (c) => (c.priceCents > 0 ? formatMoney(c.priceCents, locale) : "—") },
    { id: "product", header: t("product"), cell: (c) => (c.priceCents > 0 ? names(c.product === null ? "none" : String(c.product)) : "—") },
    {
      id: "expires",
      header: t("expires"),
      className: "whitespace-nowrap",
      cell: (c) => (
        <>
          {c.expires ? formatDate(c.expires, locale) : "—"}
          {c.expires0731 ? <span className="block text-xs text-slate-600">{t("expires0731Short")}</span> : null}
        </>
      ),
    },
    { id: "comment", header: t("comment"), className: "max-w-xs text-slate-700", cell: (c) => c.comment || "—" },
    {
      id: "status",
      header: t("status"),
      cell: (c) => <span className={`rounded px-2 py-0.5 text-xs ${c.active ? "bg-green-100 text-green-800" : "bg-slate-100 text-slate-700"}`}>{t(c.active ? "isActive" : "isInactive")}</span>,
    },
    { id: "uses", header: t("uses"), align: "end", className: "tabular-nums", cell: (c) => c.uses },
  ];

  return (
    <div className="space-y-3">
      <Button onClick={() => setEditing(NEW_COUPON)}>{t("new")}</Button>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(c) => c.id}
        caption={t("caption")}
        empty={t("empty")}
        actions={{
          header: t("actions"),
          cell: (c) => (
            <RowActions
              className="flex flex-col items-end gap-1 whitespace-nowrap"
              actions={[
                { label: t("edit"), name: t("editLabel", { code: c.code }), onClick: () => setEditing(c) },
                { label: t("delete"), name: t("deleteLabel", { code: c.code }), onClick: () => setRemoving(c), danger: true },
              ]}
            />
          ),
        }}
      />
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
