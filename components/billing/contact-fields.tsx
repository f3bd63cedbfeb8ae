"use client";

import { useId } from "react";
import { useTranslations } from "next-intl";
import { inputClass, MaxLengthInput } from "@/components/ui/form";
import type { TBillingContact } from "@/db/schema/billing";
import type { TQuoteModel } from "./use-quote";
import { isTextLimit } from "@/lib/forms/max-length";
import { showsSchoolDistrictFields } from "@/lib/billing/quote-rules";

const FIELDS: { key: Exclude<keyof TBillingContact, "state">; type: string; autoComplete: string; maxLength: number; wide?: boolean }[] = [
  { key: "name", type: "text", autoComplete: "name", maxLength: 120, wide: true },
  { key: "school", type: "text", autoComplete: "organization", maxLength: 200, wide: true },
  { key: "zip", type: "text", autoComplete: "postal-code", maxLength: 10 },
  { key: "phone", type: "tel", autoComplete: "tel", maxLength: 32 },
  { key: "email", type: "email", autoComplete: "email", maxLength: 254, wide: true },
];

/**
 * Who the quote and the invoice are addressed to: prefilled from the context (the email and phone
 * only when the context has them: never for a bare username), otherwise what the visitor types.
 */
export function ContactFields({ model, appId, district }: { model: TQuoteModel; appId?: number; district?: { leaid: string; name: string } | null }) {
  const t = useTranslations("billing.quote.contact");
  const td = useTranslations("quoteDistrict");
  const id = useId();
  return (
    <fieldset className="rounded-lg border border-slate-200 bg-white p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{t("legend")}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map((f) => (
          <div key={f.key} className={`space-y-1 ${f.wide ? "sm:col-span-2" : ""}`}>
            <label htmlFor={`${id}-${f.key}`} className="block text-sm font-medium text-slate-700">
              {t(f.key)}
            </label>
            {isTextLimit(f.maxLength) ? (
              <MaxLengthInput
                id={`${id}-${f.key}`}
                type={f.type}
                autoComplete={f.autoComplete}
                maxLength={f.maxLength}
                className={inputClass}
                value={model.state.contact[f.key]}
                onChange={(e) => model.setContact(f.key, e.target.value)}
              />
            ) : (
              <input
                id={`${id}-${f.key}`}
                type={f.type}
                autoComplete={f.autoComplete}
                maxLength={f.maxLength}
                className={inputClass}
                value={model.state.contact[f.key]}
                onChange={(e) => model.setContact(f.key, e.target.value)}
              />
            )}
          </div>
        ))}
        {/* showSDfields: "AppID 3 or 4 shows school-district fields". */}
        {showsSchoolDistrictFields(appId) ? (
          <>
            <div className="space-y-1 sm:col-span-2">
              <label htmlFor={`${id}-district`} className="block text-sm font-medium text-slate-700">
                {td("name")}
              </label>
              <input id={`${id}-district`} readOnly className={`${inputClass} bg-slate-50`} value={district?.name ?? td("none")} aria-describedby={`${id}-district-hint`} />
            </div>
            <div className="space-y-1">
              <label htmlFor={`${id}-leaid`} className="block text-sm font-medium text-slate-700">
                {td("leaid")}
              </label>
              <input id={`${id}-leaid`} readOnly className={`${inputClass} bg-slate-50`} value={district?.leaid ?? ""} aria-describedby={`${id}-district-hint`} />
            </div>
            <p id={`${id}-district-hint`} className="text-xs text-slate-500 sm:col-span-2">
              {td("hint")}
            </p>
          </>
        ) : null}
      </div>
    </fieldset>
  );
}
