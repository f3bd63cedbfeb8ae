"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Form, MoneyField, TextField } from "@/components/ui/form";
import { Button } from "@/components/ui/button";
import type { TBillingProduct } from "@/db/schema/billing";
import { updatePricesAction } from "@/lib/billing/admin/actions";
import { centsToDollarsText } from "@/lib/billing/admin/money-text";
import { AdminCard, EditHead } from "./controls";
import { useAction } from "@/components/ui/use-action";
import { TableScroll } from "@/components/ui/table-scroll";

type TRow = { product: TBillingProduct; label: string; price: string; origPrice: string };

/** Unit prices per licence-year, their original prices and labels, and the MAX upgrade price. */
export function PriceForm({ prices, maxUpgradeCents }: { prices: { product: TBillingProduct; label: string; priceCents: number; origPriceCents: number }[]; maxUpgradeCents: number }) {
  const t = useTranslations("billingAdmin.prices");
  const products = useTranslations("billingAdmin.products");
  const { error, pending, submit } = useAction(null, { namespace: "billingAdmin", focus: "[data-admin-form]", toast: "standard" });
  const [rows, setRows] = useState<TRow[]>(() => prices.map((p) => ({ product: p.product, label: p.label, price: centsToDollarsText(p.priceCents), origPrice: centsToDollarsText(p.origPriceCents) })));
  const [maxUpgrade, setMaxUpgrade] = useState(centsToDollarsText(maxUpgradeCents));
  const edit = (i: number, change: Partial<TRow>) => setRows((all) => all.map((r, j) => (j === i ? { ...r, ...change } : r)));

  return (
    <AdminCard headingId="prices-heading" title={t("title")} intro={t("intro")}>
      <Form
        data-admin-form
        className="space-y-4"
        onSubmit={() => {
          submit(
            () => updatePricesAction({ prices: rows, maxUpgrade }),
            () => t("saved"),
          );
        }}
      >
        <TableScroll framed={false}>
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">{t("caption")}</caption>
            <EditHead columns={[t("product"), t("label"), t("price"), t("origPrice")]} />
            <tbody className="divide-y divide-slate-100">
              {rows.map((r, i) => {
                const name = products(r.product);
                return (
                  <tr key={r.product} className="align-top">
                    <th scope="row" className="whitespace-nowrap px-2 pb-2 pt-4 font-medium">
                      {name}
                    </th>
                    <td className="min-w-48 px-2 py-2">
                      <TextField
                        id={`label-${r.product}`}
                        hideLabel
                        label={t("labelOf", { product: name })}
                        value={r.label}
                        maxLength={80}
                        onChange={(e) => edit(i, { label: e.target.value })}
                        error={error(`prices.${i}.label`)}
                      />
                    </td>
                    <td className="w-36 px-2 py-2">
                      <MoneyField
                        id={`price-${r.product}`}
                        hideLabel
                        label={t("priceOf", { product: name })}
                        value={r.price}
                        onChange={(e) => edit(i, { price: e.target.value })}
                        error={error(`prices.${i}.price`)}
                      />
                    </td>
                    <td className="w-36 px-2 py-2">
                      <MoneyField
                        id={`orig-${r.product}`}
                        hideLabel
                        label={t("origPriceOf", { product: name })}
                        value={r.origPrice}
                        onChange={(e) => edit(i, { origPrice: e.target.value })}
                        error={error(`prices.${i}.origPrice`)}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
        <p className="text-xs text-slate-500">{t("origPriceHint")}</p>
        <MoneyField
          id="max-upgrade"
          className="max-w-xs"
          label={t("maxUpgrade")}
          hint={t("maxUpgradeHint")}
          value={maxUpgrade}
          onChange={(e) => setMaxUpgrade(e.target.value)}
          error={error("maxUpgrade")}
        />
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {t("save")}
        </Button>
      </Form>
    </AdminCard>
  );
}
