"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { DateField, Form, TextAreaField, TextField } from "@/components/ui/form";
import { Button } from "@/components/ui/button";
import { saveEmailTemplateAction } from "@/lib/content/actions";
import { EMAIL_PLACEHOLDERS } from "@/lib/content/email-placeholders";
import { useAction } from "@/components/ui/use-action";

export type TEmailTemplateFormValue = { name: string; subject: string; body: string; expires: string; clipboard: string };

/** Creates (id null) or edits an email template; saving returns to the list. */
export function EmailTemplateForm({ id, value }: { id: number | null; value: TEmailTemplateFormValue }) {
  const t = useTranslations("content.emails");
  const router = useRouter();
  const { pending, submit, error } = useAction(null, { namespace: "content", focus: "[data-content-form]" });
  const [v, setV] = useState(value);
  const set = (change: Partial<TEmailTemplateFormValue>) => setV((x) => ({ ...x, ...change }));
  const placeholders = EMAIL_PLACEHOLDERS.map((p) => `{${p}}`).join(", ");
  return (
    <Form
      data-content-form
      className="space-y-4"
      onSubmit={() => {
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
        <TextField id="email-name" label={t("name")} value={v.name} maxLength={120} onChange={(e) => set({ name: e.target.value })} error={error("name")} required />
        <DateField id="email-expires" label={t("expires")} hint={t("expiresHint")} value={v.expires} onValueChange={(expires) => set({ expires })} error={error("expires")} />
      </div>
      <TextField id="email-subject" label={t("subject")} value={v.subject} maxLength={200} onChange={(e) => set({ subject: e.target.value })} error={error("subject")} required />
      <TextAreaField
        id="email-body"
        label={t("body")}
        rows={12}
        maxLength={20_000}
        value={v.body}
        onChange={(e) => set({ body: e.target.value })}
        error={error("body")}
        hint={t("placeholdersHint", { list: placeholders })}
      />
      <TextAreaField
        id="email-clipboard"
        label={t("clipboard")}
        rows={3}
        maxLength={5_000}
        value={v.clipboard}
        onChange={(e) => set({ clipboard: e.target.value })}
        error={error("clipboard")}
        hint={t("clipboardHint")}
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => router.push("/app/emails")}>
          {t("cancel")}
        </Button>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {t(id === null ? "create" : "save")}
        </Button>
      </div>
    </Form>
  );
}
