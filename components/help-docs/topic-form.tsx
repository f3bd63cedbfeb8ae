"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { CheckboxField, Form, RichTextField, TextField } from "@/components/ui/form";
import { FormButtons } from "@/components/ui/form-buttons";
import { saveDocTopicAction } from "@/lib/help-docs/actions";
import { DOC_TITLE_MAX } from "@/lib/help-docs/schemas";
import { CategorySelects, type TCatOption } from "./category-select";
import { useAction } from "@/components/ui/use-action";

export type TTopicFormValue = {
  categoryId: string;
  subCategoryId: string;
  subSubCategoryId: string;
  titleEn: string;
  titleIt: string;
  titleDe: string;
  bodyEn: string;
  bodyIt: string;
  bodyDe: string;
  published: boolean;
};

const EMPTY: TTopicFormValue = { categoryId: "", subCategoryId: "", subSubCategoryId: "", titleEn: "", titleIt: "", titleDe: "", bodyEn: "", bodyIt: "", bodyDe: "", published: true };
const LANGS = [
  ["En", "en"],
  ["It", "it"],
  ["De", "de"],
] as const;

/** Creates (id null) or edits a documentation topic: its category levels, title and text in each language, published. */
export function TopicForm({ id, initial, categories }: { id: number | null; initial: TTopicFormValue | null; categories: TCatOption[] }) {
  const t = useTranslations("helpDocs");
  const { pending, submit, error } = useAction(null, { namespace: "helpDocs", focus: "[data-help-form]" });
  const [v, setV] = useState<TTopicFormValue>(initial ?? EMPTY);
  const set = (change: Partial<TTopicFormValue>) => setV((x) => ({ ...x, ...change }));
  return (
    <Form
      data-help-form
      className="max-w-4xl space-y-6"
      onSubmit={() => {
        submit(() => saveDocTopicAction(v, id), { message: t(id === null ? "admin.created" : "admin.saved"), href: "/app/documentationTopics" });
      }}
    >
      <fieldset className="space-y-2">
        <legend className="text-base font-semibold">{t("admin.where")}</legend>
        <CategorySelects idPrefix="topic" categories={categories} value={v} onChange={(c) => set(c)} error={error} anyLabel={t("admin.none")} />
      </fieldset>
      {LANGS.map(([suffix, lang]) => (
        <fieldset key={lang} className="space-y-3 rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-base font-semibold">{t(`languages.${lang}`)}</legend>
          {lang !== "en" ? <p className="text-sm text-slate-600">{t("admin.fallbackHint")}</p> : null}
          <TextField
            id={`topic-title-${lang}`}
            label={t("fields.titleIn", { language: t(`languages.${lang}`) })}
            value={v[`title${suffix}`]}
            maxLength={DOC_TITLE_MAX}
            onChange={(e) => set({ [`title${suffix}`]: e.target.value })}
            error={error(`title${suffix}`)}
            required={lang === "en"}
          />
          <RichTextField
            id={`topic-body-${lang}`}
            label={t("fields.bodyIn", { language: t(`languages.${lang}`) })}
            value={v[`body${suffix}`]}
            onChange={(html) => set({ [`body${suffix}`]: html })}
            error={error(`body${suffix}`)}
          />
        </fieldset>
      ))}
      <CheckboxField id="topic-published" label={t("fields.published")} hint={t("admin.publishedHint")} checked={v.published} onChange={(e) => set({ published: e.target.checked })} />
      <FormButtons cancelHref="/app/documentationTopics" cancelLabel={t("admin.cancel")} submitLabel={id === null ? t("admin.create") : t("admin.save")} pending={pending} />
    </Form>
  );
}
