"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { AdminCheckbox, AdminInput, AdminNumber, AdminSelect } from "@/components/billing-admin/controls";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { MaxLengthTextarea } from "@/components/ui/max-length-field";
import { saveFaqAction } from "@/lib/content/actions";
import type { TFaqInput } from "@/lib/content/faq-schemas";
import { useContentAction } from "./use-content-action";

export type TFaqFormValue = { locale: string; groupKey: string; groupTitle: string; question: string; answer: string; position: number; published: boolean };

/** Creates a FAQ record (id null; then opens it) or edits one. */
export function FaqForm({ id, value, groups }: { id: number | null; value: TFaqFormValue; groups: { key: string; title: string; locale: string }[] }) {
  const t = useTranslations("content.faq");
  const router = useRouter();
  const { pending, submit, error } = useContentAction();
  const [v, setV] = useState({ ...value, position: String(value.position) });
  const set = (change: Partial<typeof v>) => setV((x) => ({ ...x, ...change }));
  const answerError = error("answer");
  const known = groups.filter((g) => g.locale === v.locale);

  return (
    <form
      data-content-form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
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
        <AdminSelect
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
        <AdminInput id="faq-group-key" label={t("groupKey")} hint={t("groupKeyHint")} list="faq-groups" value={v.groupKey} maxLength={40} error={error("groupKey")} required
          onChange={(e) => {
            const match = known.find((g) => g.key === e.target.value);
            set(match ? { groupKey: e.target.value, groupTitle: match.title } : { groupKey: e.target.value });
          }}
        />
        <AdminNumber id="faq-position" label={t("position")} hint={t("positionHint")} min={0} max={100000} step={1} value={v.position} onValueChange={(n) => set({ position: n })} error={error("position")} />
      </div>
      <datalist id="faq-groups">
        {known.map((g) => (
          <option key={g.key} value={g.key}>
            {g.title}
          </option>
        ))}
      </datalist>
      <AdminInput id="faq-group-title" label={t("groupTitle")} value={v.groupTitle} maxLength={200} onChange={(e) => set({ groupTitle: e.target.value })} error={error("groupTitle")} required />
      <AdminInput id="faq-question" label={t("question")} value={v.question} maxLength={500} onChange={(e) => set({ question: e.target.value })} error={error("question")} required />
      <div className="space-y-1">
        <label htmlFor="faq-answer" className="block text-sm font-medium text-slate-700">
          {t("answer")}
        </label>
        <MaxLengthTextarea
          id="faq-answer"
          rows={8}
          maxLength={10_000}
          className={inputClass}
          value={v.answer}
          onChange={(e) => set({ answer: e.target.value })}
          aria-invalid={answerError ? true : undefined}
          aria-describedby={["faq-answer-hint", answerError ? "faq-answer-error" : ""].filter(Boolean).join(" ")}
        />
        <p id="faq-answer-hint" className="text-xs text-slate-500">
          {t("answerHint")}
        </p>
        {answerError ? (
          <p id="faq-answer-error" className="text-xs text-red-700">
            {answerError}
          </p>
        ) : null}
      </div>
      <AdminCheckbox id="faq-published" label={t("published")} checked={v.published} onChange={(e) => set({ published: e.target.checked })} error={error("published")} />
      <div className="flex justify-end">
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {t(id === null ? "create" : "save")}
        </Button>
      </div>
    </form>
  );
}
