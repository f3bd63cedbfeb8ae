"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { CheckboxField, Form, NumberField, SelectField, TextAreaField, TextField } from "@/components/ui/form";
import { Button } from "@/components/ui/button";
import { saveFaqAction } from "@/lib/content/actions";
import type { TFaqInput } from "@/lib/content/faq-schemas";
import { useAction } from "@/components/ui/use-action";

export type TFaqFormValue = { locale: string; groupKey: string; groupTitle: string; question: string; answer: string; position: number; published: boolean };

/** Creates a FAQ record (id null; then opens it) or edits one. */
export function FaqForm({ id, value, groups }: { id: number | null; value: TFaqFormValue; groups: { key: string; title: string; locale: string }[] }) {
  const t = useTranslations("content.faq");
  const router = useRouter();
  const { pending, submit, error } = useAction(null, { namespace: "content", focus: "[data-content-form]" });
  const [v, setV] = useState({ ...value, position: String(value.position) });
  const set = (change: Partial<typeof v>) => setV((x) => ({ ...x, ...change }));
  const answerError = error("answer");
  const known = groups.filter((g) => g.locale === v.locale);

  return (
    <Form
      data-content-form
      className="space-y-4"
      onSubmit={() => {
        submit(
          () => saveFaqAction(id, { ...v, locale: v.locale as TFaqInput["locale"] }),
          (saved) => {
            if (id === null) router.push(`/app/faq/question/${saved.id}`);
            return t(id === null ? "created" : "saved");
          },
        );
      }}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          id="faq-locale"
          label={t("locale")}
          value={v.locale}
          onChange={(e) => set({ locale: e.target.value })}
          error={error("locale")}
          options={[
            { value: "en", label: "English" },
            { value: "it", label: "Italiano" },
            { value: "de", label: "Deutsch" },
          ]}
        />
        <TextField
          id="faq-group-key"
          label={t("groupKey")}
          hint={t("groupKeyHint")}
          list="faq-groups"
          value={v.groupKey}
          maxLength={40}
          error={error("groupKey")}
          required
          onChange={(e) => {
            const match = known.find((g) => g.key === e.target.value);
            set(match ? { groupKey: e.target.value, groupTitle: match.title } : { groupKey: e.target.value });
          }}
        />
        <NumberField
          id="faq-position"
          label={t("position")}
          hint={t("positionHint")}
          min={0}
          max={100000}
          step={1}
          value={v.position}
          onValueChange={(n) => set({ position: n })}
          error={error("position")}
        />
      </div>
      <datalist id="faq-groups">
        {known.map((g) => (
          <option key={g.key} value={g.key}>
            {g.title}
          </option>
        ))}
      </datalist>
      <TextField id="faq-group-title" label={t("groupTitle")} value={v.groupTitle} maxLength={200} onChange={(e) => set({ groupTitle: e.target.value })} error={error("groupTitle")} required />
      <TextField id="faq-question" label={t("question")} value={v.question} maxLength={500} onChange={(e) => set({ question: e.target.value })} error={error("question")} required />
      <TextAreaField id="faq-answer" label={t("answer")} hint={t("answerHint")} rows={8} maxLength={10_000} value={v.answer} onChange={(e) => set({ answer: e.target.value })} error={answerError} />
      <CheckboxField id="faq-published" label={t("published")} checked={v.published} onChange={(e) => set({ published: e.target.checked })} error={error("published")} />
      <div className="flex justify-end">
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {t(id === null ? "create" : "save")}
        </Button>
      </div>
    </Form>
  );
}
