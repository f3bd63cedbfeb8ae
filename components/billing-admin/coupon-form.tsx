"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { CheckboxField, Form, MoneyField, SelectField, TextField } from "@/components/ui/form";
import { FormButtons } from "@/components/ui/form-buttons";
import { PercentField } from "./controls";
import { saveCouponAction } from "@/lib/billing/admin/actions";
import { COUPON_PRODUCTS } from "@/lib/billing/admin/constants";
import { centsToDollarsText } from "@/lib/billing/admin/money-text";
import { useAction } from "@/components/ui/use-action";

export type TCouponFormValue = {
  id?: number;
  code: string;
  discount: number;
  priceCents: number;
  product: number | null;
  expires: string | null;
  expires0731: boolean;
  comment: string;
  active: boolean;
};

export const NEW_COUPON: TCouponFormValue = { code: "", discount: 0, priceCents: 0, product: null, expires: null, expires0731: false, comment: "", active: true };

/** Creates or edits one coupon; calls onSaved after a successful save. */
export function CouponForm({ coupon, onSaved, onCancel }: { coupon: TCouponFormValue; onSaved: () => void; onCancel: () => void }) {
  const t = useTranslations("billingAdmin.coupons");
  const names = useTranslations("billingAdmin.couponProducts");
  const { error, pending, submit } = useAction(null, { namespace: "billingAdmin", focus: "[data-admin-form]", toast: "standard" });
  const [v, setV] = useState({
    code: coupon.code,
    discount: String(coupon.discount),
    price: centsToDollarsText(coupon.priceCents),
    product: coupon.product === null ? "none" : String(coupon.product),
    expires: coupon.expires ?? "",
    expires0731: coupon.expires0731,
    comment: coupon.comment,
    active: coupon.active,
  });
  const set = (change: Partial<typeof v>) => setV((x) => ({ ...x, ...change }));
  const products = [{ value: "none", label: names("none") }, ...COUPON_PRODUCTS.map((p) => ({ value: String(p), label: names(String(p)) }))];

  return (
    <Form
      data-admin-form
      className="space-y-4"
      onSubmit={() => {
        submit(
          () => saveCouponAction({ ...(coupon.id ? { id: coupon.id } : {}), ...v }),
          (saved) => {
            onSaved();
            return t(coupon.id ? "updated" : "created", { code: saved.code });
          },
        );
      }}
    >
      <TextField
        id="coupon-code"
        label={t("code")}
        hint={t("codeHint")}
        value={v.code}
        maxLength={40}
        autoCapitalize="characters"
        onChange={(e) => set({ code: e.target.value.toUpperCase() })}
        error={error("code")}
        required
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <PercentField id="coupon-discount" label={t("discount")} value={v.discount} onValueChange={(n) => set({ discount: n })} error={error("discount")} />
        <MoneyField id="coupon-price" label={t("price")} hint={t("priceHint")} value={v.price} onChange={(e) => set({ price: e.target.value })} error={error("price")} />
      </div>
      <p className="text-xs text-slate-500">{t("eitherHint")}</p>
      <SelectField id="coupon-product" label={t("product")} hint={t("productHint")} options={products} value={v.product} onChange={(e) => set({ product: e.target.value })} error={error("product")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="coupon-expires" label={t("expires")} type="date" value={v.expires} onChange={(e) => set({ expires: e.target.value })} error={error("expires")} />
        <CheckboxField
          id="coupon-expires0731"
          className="sm:pt-7"
          label={t("expires0731")}
          checked={v.expires0731}
          onChange={(e) => set({ expires0731: e.target.checked })}
          error={error("expires0731")}
        />
      </div>
      <TextField id="coupon-comment" label={t("comment")} value={v.comment} maxLength={500} onChange={(e) => set({ comment: e.target.value })} error={error("comment")} />
      <CheckboxField id="coupon-active" label={t("active")} checked={v.active} onChange={(e) => set({ active: e.target.checked })} error={error("active")} />
      <FormButtons onCancel={onCancel} cancelLabel={t("cancel")} submitLabel={t("save")} pending={pending} />
    </Form>
  );
}
