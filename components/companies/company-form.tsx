"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Form, SelectField, TextAreaField, TextField } from "@/components/ui/form";
import { SUCCESS_TOAST_MS } from "@/components/ui/success-toast";
import { useAction } from "@/components/ui/use-action";
import { saveCompanyAction } from "@/lib/companies/actions";
import { COMPANY_NAME_MAX, COMPANY_TEXT_MAX, COMPANY_TYPES, type TCompanyInput, type TCompanyJson } from "@/lib/companies/schemas";

const LIST_HREF = "/app/companies";
type TField = keyof TCompanyInput;
const FIELDS: TField[] = ["name", "type", "contact", "phone", "email", "address", "services"];

/** The community partner form (/app/companies/new and /edit/{id}); saved, the list opens after the 0.8 s toast. */
export function CompanyForm({ initial }: { initial: TCompanyJson | null }) {
  const t = useTranslations("companies.form");
  const router = useRouter();
  const [v, setV] = useState<Record<TField, string>>(() => Object.fromEntries(FIELDS.map((f) => [f, initial?.[f] ?? ""])) as Record<TField, string>);
  const { pending, run, error, setErrors } = useAction(saveCompanyAction, {
    namespace: "companies.form",
    fields: FIELDS,
    successMessage: initial ? t("saved") : t("created"),
    onSuccess: () => setTimeout(() => router.push(LIST_HREF), SUCCESS_TOAST_MS),
  });
  const set = (f: TField, value: string) => setV((x) => ({ ...x, [f]: value }));
  // A refused field is named by its own rule where the form has one, else by the server.
  const errorOf = (f: TField) => {
    const e = error(f);
    if (e === undefined) return undefined;
    return t.has(`errors.${f}`) ? t(`errors.${f}`) : e;
  };

  function submit() {
    const local: Partial<Record<TField, string>> = {};
    if (!v.name.trim()) local.name = "";
    if (!v.type) local.type = "";
    if (Object.keys(local).length) return setErrors(local as Record<string, string>);
    run(v, initial?.id);
  }

  const text = (f: TField, type = "text", max = COMPANY_NAME_MAX) => (
    <TextField id={`co-${f}`} label={t(f)} type={type} value={v[f]} maxLength={max} onChange={(e) => set(f, e.target.value)} required={f === "name"} error={errorOf(f)} />
  );
  const area = (f: TField) => <TextAreaField id={`co-${f}`} label={t(f)} rows={3} value={v[f]} maxLength={COMPANY_TEXT_MAX} onChange={(e) => set(f, e.target.value)} error={errorOf(f)} />;

  return (
    <Form className="max-w-3xl space-y-4 rounded-md border border-slate-200 bg-white p-4" onSubmit={submit}>
      <div className="grid gap-4 md:grid-cols-2">
        {text("name")}
        <SelectField
          id="co-type"
          label={t("type")}
          value={v.type}
          onChange={(e) => set("type", e.target.value)}
          required
          error={errorOf("type")}
          placeholder={t("chooseType")}
          options={COMPANY_TYPES.map((ty) => ({ value: ty, label: t(`types.${ty}`) }))}
        />
        {text("contact")}
        {text("phone", "tel", 40)}
        {text("email", "email", 254)}
      </div>
      {area("address")}
      {area("services")}
      <div className="flex gap-2">
        <Button type="submit" disabled={pending} aria-busy={pending} data-testid="company-save">
          {t("save")}
        </Button>
        <Button variant="secondary" onClick={() => router.push(LIST_HREF)}>
          {t("cancel")}
        </Button>
      </div>
    </Form>
  );
}
