"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { COUPON_CHECK_APP_ID } from "@/lib/signup/rules";
import { callApi } from "./api";
import { TextField } from "@/components/ui/form";

type TCheck = { couponNotValid: 0 | 1; discount: number; comment: string };

/** The coupon of quote mode 4, checked with POST /api/v1/users/checkCoupon ("Coupon check uses AppID 2"). */
export function CouponField({ id, value, onChange, error }: { id: string; value: string; onChange: (code: string) => void; error?: string }) {
  const t = useTranslations("signup.coupon");
  const [check, setCheck] = useState<TCheck | null>(null);

  const run = async (code: string) => {
    if (!code.trim()) {
      setCheck(null);
      return;
    }
    const res = await callApi<TCheck>("/api/v1/users/checkCoupon", { coupon: code.trim(), AppID: COUPON_CHECK_APP_ID });
    setCheck(res.ok ? res.data : null);
  };

  // A coupon that came with the link is checked at once.
  useEffect(() => {
    if (value) void run(value);
    // Only the first value: later edits are checked when the field is left.
  }, []);

  const status = check ? (check.couponNotValid ? t("notValid") : t("valid", { discount: check.discount })) : null;
  return (
    <div>
      <TextField
        id={id}
        label={t("label")}
        error={error ?? (check?.couponNotValid ? status : undefined)}
        hint={check && !check.couponNotValid ? status : undefined}
        maxLength={64}
        autoComplete="off"
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          setCheck(null);
        }}
        onBlur={(e) => void run(e.target.value)}
      />
    </div>
  );
}
