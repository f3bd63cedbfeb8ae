"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { NEW_PARTNER, PartnerForm, type TPartnerFormValue } from "./partner-form";
import { DataTable, type TColumn } from "@/components/ui/data-table";

export type TPartnerRow = TPartnerFormValue & { id: number };

/** The partners with Edit, and "New partner". */
export function PartnerTable({ rows }: { rows: TPartnerRow[] }) {
  const t = useTranslations("billingAdmin.partners");
  const [editing, setEditing] = useState<TPartnerFormValue | null>(null);
  const columns: TColumn<(typeof rows)[number]>[] = [
    { id: "id", header: t("id"), align: "end", className: "tabular-nums", cell: (p) => p.id },
    { id: "name", header: t("name"), rowHeader: true, cell: (p) => p.name },
    { id: "host", header: t("host"), className: "font-mono text-xs", cell: (p) => p.host },
    {
      id: "logo",
      header: t("logo"),
      cell: (p) =>
        p.logo ? (
          <span className="inline-flex items-center rounded px-2 py-1" style={{ backgroundColor: p.logoBackground }}>
            <img src={p.logo} alt={t("logoAlt", { name: p.name })} className="h-6 max-w-32 object-contain" />
          </span>
        ) : (
          <span className="inline-flex items-center gap-2 text-xs text-slate-600">
            <span aria-hidden="true" className="inline-block h-4 w-4 rounded border border-slate-300" style={{ backgroundColor: p.logoBackground }} />
            {p.logoBackground}
          </span>
        ),
    },
    { id: "discount", header: t("discount"), align: "end", className: "tabular-nums", cell: (p) => `${p.discount}%` },
    { id: "state", header: t("state"), cell: (p) => p.state || t("noState") },
    {
      id: "status",
      header: t("status"),
      cell: (p) => <span className={`rounded px-2 py-0.5 text-xs ${p.active ? "bg-green-100 text-green-800" : "bg-slate-100 text-slate-700"}`}>{t(p.active ? "isActive" : "isInactive")}</span>,
    },
  ];

  return (
    <div className="space-y-3">
      <Button onClick={() => setEditing(NEW_PARTNER)}>{t("new")}</Button>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(p) => p.id}
        caption={t("caption")}
        empty={t("empty")}
        actions={{
          header: t("actions"),
          cell: (p) => (
            <Button variant="ghost" className="px-2 py-1" onClick={() => setEditing(p)} aria-label={t("editLabel", { name: p.name })}>
              {t("edit")}
            </Button>
          ),
        }}
      />
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} title={editing?.id ? t("editTitle", { name: editing.name }) : t("newTitle")} closeLabel={t("close")}>
        {editing ? <PartnerForm key={editing.id ?? "new"} partner={editing} onSaved={() => setEditing(null)} onCancel={() => setEditing(null)} /> : null}
      </Dialog>
    </div>
  );
}
