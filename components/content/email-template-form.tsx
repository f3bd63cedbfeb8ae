"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { AdminInput } from "@/components/billing-admin/controls";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { MaxLengthTextarea } from "@/components/ui/max-length-field";
import { saveEmailTemplateAction } from "@/lib/content/actions";
import { EMAIL_PLACEHOLDERS } from "@/lib/content/email-placeholders";
import { useContentAction } from "./use-content-action";

export type TEmailTemplateFormValue = { name: string; subject: string; body: string; expires: string; clipboard: string };

function Area({ id, label, value, onChange, error, rows, maxLength, hint }: { id: string; label: string; value: string; onChange: (v: string) => void; error?: string; rows: number; maxLength: number; hint?: string }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <MaxLengthTextarea
        id={id}
        rows={rows}
        maxLength={maxLength}
        className={inputClass}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Creates (id null) or edits an email template; saving returns to the list. */
export function EmailTemplateForm({ id, value }: { id: number | null; value: TEmailTemplateFormValue }) {
  const t = useTranslations("content.emails");
  const router = useRouter();
  const { pending, submit, error } = useContentAction();
  const [v, setV] = useState(value);
  const set = (change: Partial<TEmailTemplateFormValue>) => setV((x) => ({ ...x, ...change }));
  const placeholders = EMAIL_PLACEHOLDERS.map((p) => `{${p}}`).join(", ");
  return (
    <form
      data-content-form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit(
          () => saveEmailTemplateAction(id, v),
          () => {
            router.push("/app/emails");
            return t(id === null ? "created" : "saved");
          },
        );
      }}
    >
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <AdminInput id="email-name" label={t("name")} value={v.name} maxLength={120} onChange={(e) => set({ name: e.target.value })} error={error("name")} required />
        <AdminInput id="email-expires" type="date" label={t("expires")} hint={t("expiresHint")} value={v.expires} onChange={(e) => set({ expires: e.target.value })} error={error("expires")} />
      </div>
      <AdminInput id="email-subject" label={t("subject")} value={v.subject} maxLength={200} onChange={(e) => set({ subject: e.target.value })} error={error("subject")} required />
      <Area id="email-body" label={t("body")} rows={12} maxLength={20_000} value={v.body} onChange={(body) => set({ body })} error={error("body")} hint={t("placeholdersHint", { list: placeholders })} />
      <Area id="email-clipboard" label={t("clipboard")} rows={3} maxLength={5_000} value={v.clipboard} onChange={(clipboard) => set({ clipboard })} error={error("clipboard")} hint={t("clipboardHint")} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => router.push("/app/emails")}>
          {t("cancel")}
        </Button>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {t(id === null ? "create" : "save")}
        </Button>
      </div>
    </form>
  );
}
