"use client";

import { useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { Form } from "@/components/ui/form";
import { Button } from "@/components/ui/button";
import { updatePromotionsAction } from "@/lib/billing/admin/actions";
import { AdminCard, EditHead, PercentField } from "./controls";
import { useAction } from "@/components/ui/use-action";
import { TableScroll } from "@/components/ui/table-scroll";

type TRow = { month: number; discount: string; prorated: string };

/** The 12 monthly promotions: discount and prorated percent of a licence starting that month. */
export function PromotionForm({ promotions }: { promotions: { month: number; discount: number; prorated: number }[] }) {
  const t = useTranslations("billingAdmin.promotions");
  const format = useFormatter();
  const { error, pending, submit } = useAction(null, { namespace: "billingAdmin", focus: "[data-admin-form]", toast: "standard" });
  const [rows, setRows] = useState<TRow[]>(() => promotions.map((p) => ({ month: p.month, discount: String(p.discount), prorated: String(p.prorated) })));
  const edit = (i: number, change: Partial<TRow>) => setRows((all) => all.map((r, j) => (j === i ? { ...r, ...change } : r)));
  const monthName = (m: number) => format.dateTime(new Date(Date.UTC(2001, m - 1, 15)), { month: "long", timeZone: "UTC" });

  return (
    <AdminCard headingId="promotions-heading" title={t("title")} intro={t("intro")}>
      <Form
        data-admin-form
        className="space-y-4"
        onSubmit={() => {
          submit(
            () => updatePromotionsAction({ promotions: rows }),
            () => t("saved"),
          );
        }}
      >
        <TableScroll framed={false}>
          <table className="text-left text-sm">
            <caption className="sr-only">{t("caption")}</caption>
            <EditHead columns={[{ label: t("month") }, { label: t("discount") }, { label: t("prorated") }]} />
            <tbody className="divide-y divide-slate-100">
              {rows.map((r, i) => {
                const name = monthName(r.month);
                return (
                  <tr key={r.month} className="align-top">
                    <th scope="row" className="whitespace-nowrap px-2 pb-2 pt-4 font-medium capitalize">
                      {name}
                    </th>
                    <td className="w-32 px-2 py-2">
                      <PercentField
                        id={`promo-discount-${r.month}`}
                        hideLabel
                        label={t("discountOf", { month: name })}
                        value={r.discount}
                        onValueChange={(n) => edit(i, { discount: n })}
                        error={error(`promotions.${i}.discount`)}
                      />
                    </td>
                    <td className="w-32 px-2 py-2">
                      <PercentField
                        id={`promo-prorated-${r.month}`}
                        hideLabel
                        label={t("proratedOf", { month: name })}
                        value={r.prorated}
                        onValueChange={(n) => edit(i, { prorated: n })}
                        error={error(`promotions.${i}.prorated`)}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {t("save")}
        </Button>
      </Form>
    </AdminCard>
  );
}
