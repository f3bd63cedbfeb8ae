"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Form, NumberField } from "@/components/ui/form";
import { Button } from "@/components/ui/button";
import { saveDiscountTiersAction } from "@/lib/billing/admin/actions";
import { AdminCard, EditHead, PercentField } from "./controls";
import { useAction } from "@/components/ui/use-action";
import { TableScroll } from "@/components/ui/table-scroll";

type TRow = { key: number; minLicenceYears: string; percent: string };

/** The quantity-discount table: from N licence-years on, P percent off; saved as a whole. */
export function TierForm({ tiers }: { tiers: { minLicenceYears: number; percent: number }[] }) {
  const t = useTranslations("billingAdmin.tiers");
  const { error, pending, submit, setErrors } = useAction(null, { namespace: "billingAdmin", focus: "[data-admin-form]", toast: "standard" });
  const [rows, setRows] = useState<TRow[]>(() => tiers.map((x, i) => ({ key: i, minLicenceYears: String(x.minLicenceYears), percent: String(x.percent) })));
  const [nextKey, setNextKey] = useState(tiers.length);
  const edit = (i: number, change: Partial<TRow>) => setRows((all) => all.map((r, j) => (j === i ? { ...r, ...change } : r)));
  // Errors are keyed by row position: removing or adding a row makes them stale.
  const reshape = (next: TRow[]) => {
    setErrors({});
    setRows(next);
  };

  return (
    <AdminCard headingId="tiers-heading" title={t("title")} intro={t("intro")}>
      <Form
        data-admin-form
        className="space-y-4"
        onSubmit={() => {
          submit(
            () => saveDiscountTiersAction({ tiers: rows.map(({ minLicenceYears, percent }) => ({ minLicenceYears, percent })) }),
            () => t("saved"),
          );
        }}
      >
        {rows.length === 0 ? (
          <p className="text-sm text-slate-600">{t("none")}</p>
        ) : (
          <TableScroll framed={false}>
            <table className="text-left text-sm">
              <caption className="sr-only">{t("caption")}</caption>
              <EditHead columns={[{ label: t("minLicenceYears") }, { label: t("percent") }, { label: t("actions"), hidden: true }]} />
              <tbody className="divide-y divide-slate-100">
                {rows.map((r, i) => (
                  <tr key={r.key} className="align-top">
                    <td className="w-48 px-2 py-2">
                      <NumberField
                        id={`tier-years-${r.key}`}
                        hideLabel
                        label={t("minLicenceYearsOf", { n: i + 1 })}
                        min={1}
                        step={1}
                        value={r.minLicenceYears}
                        onValueChange={(n) => edit(i, { minLicenceYears: n })}
                        error={error(`tiers.${i}.minLicenceYears`)}
                      />
                    </td>
                    <td className="w-36 px-2 py-2">
                      <PercentField
                        id={`tier-percent-${r.key}`}
                        hideLabel
                        label={t("percentOf", { n: i + 1 })}
                        value={r.percent}
                        onValueChange={(n) => edit(i, { percent: n })}
                        error={error(`tiers.${i}.percent`)}
                      />
                    </td>
                    <td className="px-2 py-2">
                      <Button variant="ghost" className="text-red-700" onClick={() => reshape(rows.filter((_, j) => j !== i))}>
                        {t("remove")}
                        <span className="sr-only"> {t("tierN", { n: i + 1 })}</span>
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() => {
              reshape([...rows, { key: nextKey, minLicenceYears: "", percent: "" }]);
              setNextKey((k) => k + 1);
            }}
          >
            {t("add")}
          </Button>
          <Button type="submit" disabled={pending} aria-busy={pending}>
            {t("save")}
          </Button>
        </div>
      </Form>
    </AdminCard>
  );
}
