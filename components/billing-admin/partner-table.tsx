"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { NEW_PARTNER, PartnerForm, type TPartnerFormValue } from "./partner-form";
import { TableScroll } from "@/components/ui/table-scroll";

export type TPartnerRow = TPartnerFormValue & { id: number };

/** The partners with Edit, and "New partner". */
export function PartnerTable({ rows }: { rows: TPartnerRow[] }) {
  const t = useTranslations("billingAdmin.partners");
  const [editing, setEditing] = useState<TPartnerFormValue | null>(null);

  return (
    <div className="space-y-3">
      <Button onClick={() => setEditing(NEW_PARTNER)}>{t("new")}</Button>
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
                <th scope="col" className="px-3 py-2">{t("host")}</th>
                <th scope="col" className="px-3 py-2">{t("logo")}</th>
                <th scope="col" className="px-3 py-2 text-right">{t("discount")}</th>
                <th scope="col" className="px-3 py-2">{t("state")}</th>
                <th scope="col" className="px-3 py-2">{t("status")}</th>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">{t("actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((p) => (
                <tr key={p.id} className="align-middle">
                  <td className="px-3 py-2 text-right tabular-nums">{p.id}</td>
                  <th scope="row" className="px-3 py-2 font-medium">
                    {p.name}
                  </th>
                  <td className="px-3 py-2 font-mono text-xs">{p.host}</td>
                  <td className="px-3 py-2">
                    {p.logo ? (
                      <span className="inline-flex items-center rounded px-2 py-1" style={{ backgroundColor: p.logoBackground }}>
                        <img src={p.logo} alt={t("logoAlt", { name: p.name })} className="h-6 max-w-32 object-contain" />
                      </span>
                    ) : (
                      <span className="inline-flex items-center gap-2 text-xs text-slate-600">
                        <span aria-hidden="true" className="inline-block h-4 w-4 rounded border border-slate-300" style={{ backgroundColor: p.logoBackground }} />
                        {p.logoBackground}
                      </span>
                    )}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{p.discount}%</td>
                  <td className="px-3 py-2">{p.state || t("noState")}</td>
                  <td className="px-3 py-2">
                    <span className={`rounded px-2 py-0.5 text-xs ${p.active ? "bg-green-100 text-green-800" : "bg-slate-100 text-slate-700"}`}>{t(p.active ? "isActive" : "isInactive")}</span>
                  </td>
                  <td className="px-3 py-2 text-right">
                    <Button variant="ghost" className="px-2 py-1" onClick={() => setEditing(p)} aria-label={t("editLabel", { name: p.name })}>
                      {t("edit")}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} title={editing?.id ? t("editTitle", { name: editing.name }) : t("newTitle")} closeLabel={t("close")}>
        {editing ? <PartnerForm key={editing.id ?? "new"} partner={editing} onSaved={() => setEditing(null)} onCancel={() => setEditing(null)} /> : null}
      </Dialog>
    </div>
  );
}
