"use client";

import { useState, useTransition, type FormEvent } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { watchUnauthorized } from "@/components/shell/session-expired";
import { Button, buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { MaxLengthInput } from "@/components/ui/max-length-field";
import { successToast } from "@/components/ui/success-toast";
import { createSurveyAction, updateSurveyAction } from "@/lib/surveys/actions";
import { DEFAULT_LIKERT_LEVELS, LEGEND_MAX, LIKERT_LEVELS, SURVEY_NAME_MAX, defaultStep, type TLikertLevels } from "@/lib/surveys/rules";
import type { TErrorEntry } from "@/lib/http/errors";
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
  const tErr = useTranslations("surveys.errors");
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [name, setName] = useState(initial?.name ?? "");
  const [levels, setLevels] = useState<number>(initial?.likertLevels ?? DEFAULT_LIKERT_LEVELS);
  const [legends, setLegends] = useState<string[]>(() => Array.from({ length: 5 }, (_, i) => initial?.legends[i] ?? ""));
  const [items, setItems] = useState<TStatementItem[]>(() => (initial?.questions ?? []).map((q) => ({ key: `q-${q.id}`, id: q.id, text: q.text })));
  const [preview, setPreview] = useState(defaultStep(levels));
  const [errors, setErrors] = useState<TErrorEntry[]>([]);

  const placeholders = defaultLegends(levels, (k) => tLegend(k));
  const shown = resolveLegends(levels, legends, (k) => tLegend(k));
  const message = (e: TErrorEntry) => (tErr.has(e.code) ? tErr(e.code) : e.message);
  const errorFor = (field: string) => {
    const e = errors.find((x) => x.field === field);
    return e ? message(e) : null;
  };
  const statementsError = errors
    .filter((e) => e.field?.startsWith("questions"))
    .map(message)
    .join(" ");
  const known = new Set(["name", "likertLevels", ...LEGEND_FIELDS]);
  const general = errors.filter((e) => !e.field || (!known.has(e.field) && !e.field.startsWith("questions")));

  function submit(e: FormEvent) {
    e.preventDefault();
    setErrors([]);
    const body = {
      name,
      likertLevels: levels,
      ...Object.fromEntries(LEGEND_FIELDS.map((f, i) => [f, i < levels ? legends[i] : ""])),
      questions: items.map((i) => (i.id ? { id: i.id, text: i.text } : { text: i.text })),
    };
    startTransition(async () => {
      const result = watchUnauthorized(initial ? await updateSurveyAction(initial.id, body) : await createSurveyAction(body));
      if (!result.ok) {
        setErrors(result.error.length ? result.error : [{ code: "failed", message: tErr("failed") }]);
        return;
      }
      if (!initial) {
        successToast(t("created"));
        router.push(listHref);
        router.refresh();
        return;
      }
      // Statements added in this save now have ids: keep them, so the next save keeps their answers.
      setItems(result.data.questions.map((q) => ({ key: `q-${q.id}`, id: q.id, text: q.text })));
      successToast(t("saved"));
      router.refresh();
    });
  }

  const nameError = errorFor("name");
  const levelsError = errorFor("likertLevels");

  return (
    <form onSubmit={submit} className="space-y-6" noValidate data-testid="survey-form">
      {general.length > 0 ? (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          <p className="font-medium">{t("fixErrors")}</p>
          <ul className="mt-1 list-disc pl-5">
            {general.map((e, i) => (
              <li key={i}>{message(e)}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="space-y-1 rounded-md border border-slate-200 bg-white p-4">
        <label htmlFor="survey-name" className="block text-sm font-medium text-slate-700">
          {t("name")}
        </label>
        <MaxLengthInput
          id="survey-name"
          className={inputClass}
          value={name}
          maxLength={SURVEY_NAME_MAX}
          required
          autoComplete="off"
          onChange={(e) => setName(e.target.value)}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? "survey-name-error" : undefined}
        />
        {nameError ? (
          <p id="survey-name-error" className="text-xs text-red-700">
            {nameError}
          </p>
        ) : null}
      </div>

      <fieldset className="space-y-4 rounded-md border border-slate-200 bg-white p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">{t("scaleLegend")}</legend>
        <div className="max-w-xs space-y-1">
          <label htmlFor="survey-levels" className="block text-sm font-medium text-slate-700">
            {t("levels")}
          </label>
          <select
            id="survey-levels"
            className={inputClass}
            value={levels}
            onChange={(e) => {
              const next = Number(e.target.value);
              setLevels(next);
              setPreview(defaultStep(next));
            }}
            aria-invalid={levelsError ? true : undefined}
            aria-describedby={levelsError ? "survey-levels-error" : undefined}
            data-testid="survey-levels"
          >
            {LIKERT_LEVELS.map((n: TLikertLevels) => (
              <option key={n} value={n}>
                {t("levelsOption", { count: n })}
              </option>
            ))}
          </select>
          {levelsError ? (
            <p id="survey-levels-error" className="text-xs text-red-700">
              {levelsError}
            </p>
          ) : null}
        </div>
        <p id="survey-legends-hint" className="text-xs text-slate-600">
          {t("legendsHint")}
        </p>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: levels }, (_, i) => {
            const field = LEGEND_FIELDS[i];
            const error = errorFor(field);
            return (
              <div key={field} className="space-y-1">
                <label htmlFor={`survey-${field}`} className="block text-sm font-medium text-slate-700">
                  {t("legendStep", { step: i + 1 })}
                </label>
                <MaxLengthInput
                  id={`survey-${field}`}
                  className={inputClass}
                  value={legends[i]}
                  placeholder={placeholders[i]}
                  maxLength={LEGEND_MAX}
                  autoComplete="off"
                  aria-describedby={error ? `survey-${field}-error` : "survey-legends-hint"}
                  aria-invalid={error ? true : undefined}
                  onChange={(e) => setLegends(legends.map((l, j) => (j === i ? e.target.value : l)))}
                />
                {error ? (
                  <p id={`survey-${field}-error`} className="text-xs text-red-700">
                    {error}
                  </p>
                ) : null}
              </div>
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

      <StatementsEditor items={items} onChange={setItems} error={statementsError || null} />

      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending} aria-busy={pending} data-testid="survey-save">
          {pending ? t("saving") : t(initial ? "save" : "create")}
        </Button>
        <Link href={listHref} className={buttonClass("secondary")}>
          {t("cancel")}
        </Link>
      </div>
    </form>
  );
}
