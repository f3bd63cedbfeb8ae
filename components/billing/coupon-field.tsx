"use client";

import { useId } from "react";
import { useTranslations } from "next-intl";
import { useHydrated } from "@/components/pages/use-hydrated";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/form";
import type { TQuoteModel } from "./use-quote";

/**
 * Coupon entry: Apply checks the code on the server; an unknown or
 * expired code shows "This coupon is not valid" (cleared when the field is emptied); a coupon
 * voided by a period over one year says so.
 */
export function CouponField({ model }: { model: TQuoteModel }) {
  const t = useTranslations("billing.quote.coupon");
  const id = useId();
  const { coupon } = model.state;
  const { priced } = model;
  const invalid = coupon.applied?.status === "invalid" && coupon.input.trim() !== "";
  const valid = coupon.applied?.status === "valid" ? coupon.applied : null;
  const messageId = `${id}-message`;
  const hydrated = useHydrated();

  const apply = () => void model.applyCoupon(coupon.input);

  let message: { text: string; tone: "error" | "ok" | "warn" } | null = null;
  if (invalid) message = { text: t("invalid"), tone: "error" };
  else if (coupon.failed) message = { text: t("failed"), tone: "error" };
  else if (valid && priced.couponVoidedBySpan) message = { text: t("voided", { code: valid.code }), tone: "warn" };
  else if (valid && priced.appliedCoupon?.kind === "price") message = { text: t("appliedPrice", { code: valid.code }), tone: "ok" };
  else if (valid && priced.appliedCoupon?.kind === "percent") message = { text: t("appliedPercent", { code: valid.code, percent: valid.discount }), tone: "ok" };

  const tone = { error: "text-red-700", ok: "text-emerald-700", warn: "text-amber-800" };

  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {t("label")}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          className={`${inputClass} ${invalid ? "border-red-500 focus:border-red-600 focus:ring-red-600/30" : ""}`}
          value={coupon.input}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={invalid || undefined}
          aria-describedby={message ? messageId : undefined}
          onChange={(e) => model.setCouponInput(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              apply();
            }
          }}
        />
        <Button variant="secondary" onClick={apply} disabled={!hydrated || coupon.checking || coupon.input.trim() === ""}>
          {coupon.checking ? t("checking") : t("apply")}
        </Button>
      </div>
      <p id={messageId} role={message?.tone === "error" ? "alert" : "status"} className={`min-h-5 text-sm ${message ? tone[message.tone] : ""}`}>
        {message?.text ?? ""}
      </p>
    </div>
  );
}
