"use client";

import { useState } from "react";
import Link from "@/components/ui/app-link";
import { useTranslations } from "next-intl";
import { Button, buttonClass } from "@/components/ui/button";
import { Form, SelectField, TextField } from "@/components/ui/form";
import { useAction } from "@/components/ui/use-action";
import { createSurveyAction, updateSurveyAction } from "@/lib/surveys/actions";
import { DEFAULT_LIKERT_LEVELS, LEGEND_MAX, LIKERT_LEVELS, SURVEY_NAME_MAX, defaultStep } from "@/lib/surveys/rules";
import { defaultLegends, resolveLegends } from "./legends";
import { LikertSlider } from "./likert-slider";
import { StatementsEditor, type TStatementItem } from "./statements-editor";

export type TSurveyFormInitial = {
  id: number;
  name: string;
  likertLevels: number;
  legends: string[];
  questions: { id: number; text: string }[];
};

type TProps = { initial: TSurveyFormInitial | null; listHref: string };

const LEGEND_FIELDS = ["likert1", "likert2", "likert3", "likert4", "likert5"] as const;

/** The survey form: name, Likert scale (3, 4 or 5 steps) with a legend per step and a preview, and the ordered statements. */
export function SurveyForm({ initial, listHref }: TProps) {
  const t = useTranslations("surveys.form");
  const tLegend = useTranslations("surveys.legend");
  const { pending, submit, error } = useAction(null, { namespace: "surveys", fields: ["name", "likertLevels", ...LEGEND_FIELDS, "questions"], focus: "[data-testid='survey-form']" });
  const [name, setName] = useState(initial?.name ?? "");
  const [levels, setLevels] = useState<number>(initial?.likertLevels ?? DEFAULT_LIKERT_LEVELS);
  const [legends, setLegends] = useState<string[]>(() => Array.from({ length: 5 }, (_, i) => initial?.legends[i] ?? ""));
  const [items, setItems] = useState<TStatementItem[]>(() => (initial?.questions ?? []).map((q) => ({ key: `q-${q.id}`, id: q.id, text: q.text })));
  const [preview, setPreview] = useState(defaultStep(levels));
  const placeholders = defaultLegends(levels, (k) => tLegend(k));
  const shown = resolveLegends(levels, legends, (k) => tLegend(k));

  function save() {
    const body = {
      name,
      likertLevels: levels,
      ...Object.fromEntries(LEGEND_FIELDS.map((f, i) => [f, i < levels ? legends[i] : ""])),
      questions: items.map((i) => (i.id ? { id: i.id, text: i.text } : { text: i.text })),
    };
    if (!initial) return submit(() => createSurveyAction(body), { message: t("created"), href: listHref });
    submit(() => updateSurveyAction(initial.id, body), {
      message: t("saved"),
      // Statements added in this save now have ids: keep them, so the next save keeps their answers.
      then: (data) => setItems(data.questions.map((q) => ({ key: `q-${q.id}`, id: q.id, text: q.text }))),
    });
  }

  return (
    <Form onSubmit={save} className="space-y-6" data-testid="survey-form">
      <div className="rounded-md border border-slate-200 bg-white p-4">
        <TextField id="survey-name" label={t("name")} value={name} maxLength={SURVEY_NAME_MAX} required autoComplete="off" onChange={(e) => setName(e.target.value)} error={error("name")} />
      </div>

      <fieldset className="space-y-4 rounded-md border border-slate-200 bg-white p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">{t("scaleLegend")}</legend>
        <SelectField
          id="survey-levels"
          label={t("levels")}
          className="max-w-xs"
          value={levels}
          onChange={(e) => {
            const next = Number(e.target.value);
            setLevels(next);
            setPreview(defaultStep(next));
          }}
          error={error("likertLevels")}
          options={LIKERT_LEVELS.map((n) => ({ value: String(n), label: t("levelsOption", { count: n }) }))}
          data-testid="survey-levels"
        />
        <p id="survey-legends-hint" className="text-xs text-slate-600">
          {t("legendsHint")}
        </p>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: levels }, (_, i) => {
            const field = LEGEND_FIELDS[i];
            const stepError = error(field);
            return (
              <TextField
                key={field}
                id={`survey-${field}`}
                label={t("legendStep", { step: i + 1 })}
                value={legends[i]}
                placeholder={placeholders[i]}
                maxLength={LEGEND_MAX}
                autoComplete="off"
                error={stepError}
                aria-describedby={stepError ? `survey-${field}-error` : "survey-legends-hint"}
                onChange={(e) => setLegends(legends.map((l, j) => (j === i ? e.target.value : l)))}
              />
            );
          })}
        </div>
        <div className="space-y-2 rounded-md bg-slate-50 p-3">
          <p id="survey-preview-label" className="text-sm font-medium text-slate-700">
            {t("preview")}
          </p>
          <LikertSlider legends={shown} value={preview} onChange={setPreview} labelledBy="survey-preview-label" />
        </div>
      </fieldset>

      <StatementsEditor items={items} onChange={setItems} error={error("questions") ?? null} />

      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending} aria-busy={pending} data-testid="survey-save">
          {pending ? t("saving") : t(initial ? "save" : "create")}
        </Button>
        <Link href={listHref} className={buttonClass("secondary")}>
          {t("cancel")}
        </Link>
      </div>
    </Form>
  );
}
