"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { CheckboxField, Form, TextAreaField, TextField } from "@/components/ui/form";
import { useAction } from "@/components/ui/use-action";
import { createTopicAction, updateTopicAction } from "@/lib/billing-topics/actions";

const LANGS = [
  ["En", "en"],
  ["It", "it"],
  ["De", "de"],
] as const;
const QUESTION_MAX = 200;
const ANSWER_MAX = 4000;

type TValues = { questionEn: string; answerEn: string; questionIt: string; answerIt: string; questionDe: string; answerDe: string; published: boolean };

/** Create or edit a billing topic: question and answer in English, Italian and German, published or not. */
export function TopicForm({ id, initial }: { id?: number; initial?: TValues }) {
  const t = useTranslations("billingTopics");
  const router = useRouter();
  const [values, setValues] = useState<TValues>(initial ?? { questionEn: "", answerEn: "", questionIt: "", answerIt: "", questionDe: "", answerDe: "", published: true });
  const fields = Object.keys(values);
  const { pending, submit, error } = useAction(null, { namespace: "billingTopics", fields, focus: "[data-topic-form]" });

  const save = () => submit(() => (id ? updateTopicAction({ id, topic: values }) : createTopicAction(values)), { message: id ? t("saved") : t("created"), href: "/app/billingTopics" });

  const set = (key: keyof TValues, value: string | boolean) => setValues((v) => ({ ...v, [key]: value }));
  const field = (key: Exclude<keyof TValues, "published">, label: string, multiline: boolean) => {
    const common = { id: `topic-${key}`, label, value: values[key], error: error(key), onChange: (e: { target: { value: string } }) => set(key, e.target.value) };
    return multiline ? <TextAreaField {...common} rows={5} maxLength={ANSWER_MAX} /> : <TextField {...common} maxLength={QUESTION_MAX} />;
  };

  return (
    <Form onSubmit={save} data-topic-form className="max-w-3xl space-y-6">
      {LANGS.map(([suffix, lang]) => (
        <fieldset key={lang} className="space-y-3 rounded-md border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-800">{t(`languages.${lang}`)}</legend>
          {field(`question${suffix}` as "questionEn", t("question", { language: t(`languages.${lang}`) }), false)}
          {field(`answer${suffix}` as "answerEn", t("answer", { language: t(`languages.${lang}`) }), true)}
        </fieldset>
      ))}
      <CheckboxField id="topic-published" label={t("publishedLabel")} checked={values.published} onChange={(e) => set("published", e.target.checked)} />
      <div className="flex gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? t("saving") : t("save")}
        </Button>
        <Button variant="ghost" onClick={() => router.push("/app/billingTopics")}>
          {t("cancel")}
        </Button>
      </div>
    </Form>
  );
}
