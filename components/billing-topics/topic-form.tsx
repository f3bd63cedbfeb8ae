"use client";

import { useEffect, useState, useTransition, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { MaxLengthInput, MaxLengthTextarea } from "@/components/ui/max-length-field";
import { successToast } from "@/components/ui/success-toast";
import { watchUnauthorized } from "@/components/shell/session-expired";
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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failures, setFailures] = useState(0);
  const [pending, startTransition] = useTransition();

  useEffect(() => {
    if (failures) document.querySelector<HTMLElement>("[data-topic-form] [aria-invalid='true']")?.focus();
  }, [failures]);

  function submit(e: FormEvent) {
    e.preventDefault();
    startTransition(async () => {
      const result = watchUnauthorized(id ? await updateTopicAction({ id, topic: values }) : await createTopicAction(values));
      if (result.ok) {
        setErrors({});
        successToast(id ? t("saved") : t("created"));
        router.push("/app/billingTopics");
        router.refresh();
        return;
      }
      const fields: Record<string, string> = {};
      for (const entry of result.error) {
        const field = entry.field?.split(".")[0];
        if (field && field in values) fields[field] ??= entry.message;
        else toast.error(entry.message);
      }
      setErrors(fields);
      setFailures((n) => n + 1);
    });
  }

  const set = (key: keyof TValues, value: string | boolean) => setValues((v) => ({ ...v, [key]: value }));
  const field = (key: Exclude<keyof TValues, "published">, label: string, multiline: boolean) => {
    const id_ = `topic-${key}`;
    const err = errors[key];
    const common = { id: id_, value: values[key], className: inputClass, "aria-invalid": err ? (true as const) : undefined, "aria-describedby": err ? `${id_}-error` : undefined };
    return (
      <div className="space-y-1">
        <label htmlFor={id_} className="block text-sm font-medium text-slate-700">{label}</label>
        {multiline ? (
          <MaxLengthTextarea {...common} rows={5} maxLength={ANSWER_MAX} onChange={(e) => set(key, e.target.value)} />
        ) : (
          <MaxLengthInput {...common} maxLength={QUESTION_MAX} onChange={(e) => set(key, e.target.value)} />
        )}
        {err ? <p id={`${id_}-error`} className="text-sm text-red-700">{err}</p> : null}
      </div>
    );
  };

  return (
    <form onSubmit={submit} noValidate data-topic-form className="max-w-3xl space-y-6">
      {LANGS.map(([suffix, lang]) => (
        <fieldset key={lang} className="space-y-3 rounded-md border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-800">{t(`languages.${lang}`)}</legend>
          {field(`question${suffix}` as "questionEn", t("question", { language: t(`languages.${lang}`) }), false)}
          {field(`answer${suffix}` as "answerEn", t("answer", { language: t(`languages.${lang}`) }), true)}
        </fieldset>
      ))}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={values.published} onChange={(e) => set("published", e.target.checked)} />
        {t("publishedLabel")}
      </label>
      <div className="flex gap-2">
        <Button type="submit" disabled={pending}>{pending ? t("saving") : t("save")}</Button>
        <Button variant="ghost" onClick={() => router.push("/app/billingTopics")}>{t("cancel")}</Button>
      </div>
    </form>
  );
}
