"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { watchUnauthorized } from "@/components/shell/session-expired";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { SUCCESS_TOAST_MS, successToast } from "@/components/ui/success-toast";
import { saveCompanyAction } from "@/lib/companies/actions";
import { COMPANY_NAME_MAX, COMPANY_TEXT_MAX, COMPANY_TYPES, type TCompanyInput, type TCompanyJson } from "@/lib/companies/schemas";
import type { TErrorEntry } from "@/lib/http/errors";
import { MaxLengthInput, MaxLengthTextarea } from "@/components/ui/max-length-field";

const LIST_HREF = "/app/companies";
type TField = keyof TCompanyInput;
const FIELDS: TField[] = ["name", "type", "contact", "phone", "email", "address", "services"];

/** The community partner form (/app/companies/new and /edit/{id}); saved, the list opens after the 0.8 s toast. */
export function CompanyForm({ initial }: { initial: TCompanyJson | null }) {
  const t = useTranslations("companies.form");
  const router = useRouter();
  const [v, setV] = useState<Record<TField, string>>(() => Object.fromEntries(FIELDS.map((f) => [f, initial?.[f] ?? ""])) as Record<TField, string>);
  const [errors, setErrors] = useState<TErrorEntry[]>([]);
  const [pending, startTransition] = useTransition();
  const set = (f: TField, value: string) => setV((x) => ({ ...x, [f]: value }));
  const errorOf = (f: string) => {
    const e = errors.find((x) => x.field === f);
    if (!e) return null;
    return t.has(`errors.${f}`) ? t(`errors.${f}`) : e.message;
  };
  const other = errors.find((e) => !FIELDS.includes(e.field as TField));

  function submit() {
    const local: TErrorEntry[] = [];
    if (!v.name.trim()) local.push({ code: "invalid_name", field: "name", message: "" });
    if (!v.type) local.push({ code: "invalid_type", field: "type", message: "" });
    if (local.length) return setErrors(local);
    setErrors([]);
    startTransition(async () => {
      const result = watchUnauthorized(await saveCompanyAction(v, initial?.id));
      if (!result.ok) return setErrors(result.error);
      successToast(initial ? t("saved") : t("created"));
      setTimeout(() => router.push(LIST_HREF), SUCCESS_TOAST_MS);
    });
  }

  const label = "block text-sm font-medium text-slate-800";
  const a11y = (f: TField) => (errorOf(f) ? { "aria-invalid": true, "aria-describedby": `co-${f}-error` } : {});
  const err = (f: TField) =>
    errorOf(f) ? (
      <p id={`co-${f}-error`} className="text-sm text-red-700">
        {errorOf(f)}
      </p>
    ) : null;
  const text = (f: TField, type = "text", max = COMPANY_NAME_MAX) => (
    <div className="space-y-1">
      <label htmlFor={`co-${f}`} className={label}>
        {t(f)}
      </label>
      <MaxLengthInput id={`co-${f}`} type={type} className={inputClass} value={v[f]} maxLength={max} onChange={(e) => set(f, e.target.value)} required={f === "name"} {...a11y(f)} />
      {err(f)}
    </div>
  );
  const area = (f: TField) => (
    <div className="space-y-1">
      <label htmlFor={`co-${f}`} className={label}>
        {t(f)}
      </label>
      <MaxLengthTextarea id={`co-${f}`} rows={3} className={inputClass} value={v[f]} maxLength={COMPANY_TEXT_MAX} onChange={(e) => set(f, e.target.value)} {...a11y(f)} />
      {err(f)}
    </div>
  );

  return (
    <form
      noValidate
      className="max-w-3xl space-y-4 rounded-md border border-slate-200 bg-white p-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="grid gap-4 md:grid-cols-2">
        {text("name")}
        <div className="space-y-1">
          <label htmlFor="co-type" className={label}>
            {t("type")}
          </label>
          <select id="co-type" className={inputClass} value={v.type} onChange={(e) => set("type", e.target.value)} required {...a11y("type")}>
            <option value="">{t("chooseType")}</option>
            {COMPANY_TYPES.map((ty) => (
              <option key={ty} value={ty}>
                {t(`types.${ty}`)}
              </option>
            ))}
          </select>
          {err("type")}
        </div>
        {text("contact")}
        {text("phone", "tel", 40)}
        {text("email", "email", 254)}
      </div>
      {area("address")}
      {area("services")}
      {other ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {other.message}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={pending} aria-busy={pending} data-testid="company-save">
          {t("save")}
        </Button>
        <Button variant="secondary" onClick={() => router.push(LIST_HREF)}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}
