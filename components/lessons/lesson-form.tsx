"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Field, inputClass, NumberInput, RichTextField, TextField } from "@/components/ui/form";
import { StandardsPicker, type TStandardOption } from "@/components/ui/standards-picker";
import { useAction } from "@/components/ui/use-action";
import { saveLessonAction } from "@/lib/lessons/actions";
import { COLLECTION_SURVEY, LESSON_NUMBER_MAX, LESSON_NUMBER_MIN, collectionMethodForEvent } from "@/lib/lessons/rules";
import { LESSON_NAME_MAX, type TLessonJson } from "@/lib/lessons/schemas";

const KNOWN: readonly string[] = [
  "name",
  "lessonNumer",
  "teachingMethod",
  "collectionMethod",
  "percCollectionMethod",
  "ofTotal",
  "survey_id",
  "event_id",
  "grades",
  "mindsets",
  "objective1",
  "objective2",
  "outcome",
  "implication",
];

export type TLabelled = { id: number; name: string; description?: string };
export type TFormEvent = { id: number; label: string; survey_id: number | null };

type TProps = {
  initial: TLessonJson | null;
  teachingMethods: TLabelled[];
  collectionMethods: TLabelled[];
  grades: TLabelled[];
  standards: TStandardOption[];
  standardsLabel: string;
  surveys: TLabelled[];
  events: TFormEvent[];
  listHref: string;
};

type TFlags = "share" | "academic" | "social" | "career" | "achievement" | "attendance" | "behavior" | "inRAMP";
type TRich = "objective1" | "objective2" | "outcome" | "implication";

const numText = (n: number | null | undefined) => (n === null || n === undefined ? "" : String(n));

/**
 * The lesson form: every field, at most two standards, grades with
 * "Any grade", the survey and the delivery whose results the lesson shows. Creating goes back to the
 * list with 'Created.'; updating stays and shows 'Saved.'.
 */
export function LessonForm({ initial, teachingMethods, collectionMethods, grades, standards, standardsLabel, surveys, events, listHref }: TProps) {
  const t = useTranslations("lessons.form");
  const [name, setName] = useState(initial?.name ?? "");
  const [lessonNumer, setLessonNumer] = useState(numText(initial?.lessonNumer));
  const [teachingMethod, setTeachingMethod] = useState(numText(initial?.teachingMethod));
  const [collectionMethod, setCollectionMethod] = useState(initial?.collectionMethod ?? 0);
  const [perc, setPerc] = useState(numText(initial?.percCollectionMethod));
  const [ofTotal, setOfTotal] = useState(numText(initial?.ofTotal));
  const [surveyId, setSurveyId] = useState(numText(initial?.survey_id));
  const [eventId, setEventId] = useState(numText(initial?.event_id));
  const [gradeIds, setGradeIds] = useState<number[]>(initial?.grades ?? []);
  const [mindsets, setMindsets] = useState<number[]>(initial?.mindsets ?? []);
  const [flags, setFlags] = useState<Record<TFlags, boolean>>({
    share: initial?.share ?? false,
    academic: initial?.academic ?? false,
    social: initial?.social ?? false,
    career: initial?.career ?? false,
    achievement: initial?.achievement ?? false,
    attendance: initial?.attendance ?? false,
    behavior: initial?.behavior ?? false,
    inRAMP: initial?.inRAMP ?? false,
  });
  const [rich, setRich] = useState<Record<TRich, string>>({
    objective1: initial?.objective1 ?? "",
    objective2: initial?.objective2 ?? "",
    outcome: initial?.outcome ?? "",
    implication: initial?.implication ?? "",
  });
  const [saved, setSaved] = useState(false);
  // The server's words next to the field they name; an error of no field of the form is listed in the form's alert.
  const { pending, run, errors, clearErrors } = useAction(saveLessonAction, {
    fields: (e) => {
      const head = e.field?.split(".")[0];
      return head && KNOWN.includes(head) ? head : "form";
    },
    text: (e) => e.message,
    successMessage: initial ? t("saved") : t("created"),
    // Creating a lesson goes back to the lesson list; an update stays on the page and shows 'Saved.'.
    href: initial ? undefined : listHref,
    refresh: !!initial,
    onSuccess: () => setSaved(!!initial),
  });

  const errorFor = (field: string) => errors[field] ?? null;
  const general = errors.form;

  const method = collectionMethods.find((m) => m.id === collectionMethod);
  // With no survey selected the description reads 'Please select a Survey'.
  const methodDescription = collectionMethod === COLLECTION_SURVEY && !surveyId ? t("selectSurvey") : (method?.description ?? "");
  const teaching = teachingMethods.find((m) => String(m.id) === teachingMethod);

  function chooseEvent(value: string) {
    setEventId(value);
    // An event with a linked survey sets the collection method to Survey (13), else None (0).
    if (value) setCollectionMethod(collectionMethodForEvent(events.find((e) => String(e.id) === value)?.survey_id));
  }

  function toggleGrade(id: number) {
    setGradeIds((g) => (g.includes(id) ? g.filter((x) => x !== id) : [...g, id]));
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    clearErrors();
    setSaved(false);
    run(
      {
        name,
        lessonNumer,
        teachingMethod: teachingMethod || null,
        collectionMethod,
        percCollectionMethod: perc,
        ofTotal,
        survey_id: surveyId || null,
        event_id: eventId || null,
        grades: gradeIds,
        mindsets,
        ...flags,
        ...rich,
      },
      initial?.id,
    );
  }

  const flag = (key: TFlags) => (
    <div className="flex items-center gap-2" key={key}>
      <input id={`lesson-${key}`} type="checkbox" className="h-4 w-4 rounded border-slate-300" checked={flags[key]} onChange={(e) => setFlags((f) => ({ ...f, [key]: e.target.checked }))} />
      <label htmlFor={`lesson-${key}`} className="text-sm text-slate-700">
        {t(key)}
      </label>
    </div>
  );
  const fieldError = (id: string, field: string) => {
    const message = errorFor(field);
    return message ? (
      <p id={`${id}-error`} className="text-sm text-red-700">
        {message}
      </p>
    ) : null;
  };
  const richField = (key: TRich) => (
    <RichTextField key={key} id={`lesson-${key}`} label={t(key)} value={rich[key]} onChange={(html) => setRich((r) => ({ ...r, [key]: html }))} error={errorFor(key)} />
  );

  return (
    <form onSubmit={submit} className="space-y-6" noValidate data-testid="lesson-form">
      {Object.keys(errors).length > 0 ? (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          <p className="font-medium">{t("fixErrors")}</p>
          {general ? (
            <ul className="mt-1 list-disc pl-5">
              <li>{general}</li>
            </ul>
          ) : null}
        </div>
      ) : null}

      <fieldset className="grid gap-4 rounded-md border border-slate-200 bg-white p-4 md:grid-cols-2">
        <legend className="px-1 text-sm font-semibold text-slate-900">{t("detailsLegend")}</legend>
        <TextField
          id="lesson-name"
          label={t("name")}
          className="md:col-span-2"
          value={name}
          maxLength={LESSON_NAME_MAX}
          onChange={(e) => setName(e.target.value)}
          required
          autoComplete="off"
          error={errorFor("name")}
        />
        <div className="space-y-1">
          <label htmlFor="lesson-number" className="block text-sm font-medium text-slate-700">
            {t("lessonNumber")}
          </label>
          <select
            id="lesson-number"
            className={inputClass}
            value={lessonNumer}
            onChange={(e) => setLessonNumer(e.target.value)}
            aria-describedby={errorFor("lessonNumer") ? "lesson-number-error" : undefined}
          >
            <option value="">{t("noNumber")}</option>
            {Array.from({ length: LESSON_NUMBER_MAX - LESSON_NUMBER_MIN + 1 }, (_, i) => i + LESSON_NUMBER_MIN).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          {fieldError("lesson-number", "lessonNumer")}
        </div>
        <div className="space-y-1">
          <label htmlFor="lesson-teaching" className="block text-sm font-medium text-slate-700">
            {t("teachingMethod")}
          </label>
          <select id="lesson-teaching" className={inputClass} value={teachingMethod} onChange={(e) => setTeachingMethod(e.target.value)} aria-describedby="lesson-teaching-hint">
            <option value="">{t("chooseTeaching")}</option>
            {teachingMethods.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </select>
          <p id="lesson-teaching-hint" className="text-xs text-slate-500">
            {teaching?.description ?? ""}
          </p>
          {fieldError("lesson-teaching", "teachingMethod")}
        </div>
        <div className="space-y-2 md:col-span-2">
          {flag("share")}
          <p className="text-xs text-slate-500">{t("shareHint")}</p>
          {flag("inRAMP")}
        </div>
      </fieldset>

      <div className="grid gap-4 md:grid-cols-2">
        <fieldset className="space-y-2 rounded-md border border-slate-200 bg-white p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">{t("domainsLegend")}</legend>
          {(["academic", "social", "career"] as const).map(flag)}
        </fieldset>
        <fieldset className="space-y-2 rounded-md border border-slate-200 bg-white p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">{t("dataLegend")}</legend>
          {(["achievement", "attendance", "behavior"] as const).map(flag)}
        </fieldset>
      </div>

      <fieldset className="rounded-md border border-slate-200 bg-white p-4" aria-describedby={errorFor("grades") ? "lesson-grades-error" : undefined}>
        <legend className="px-1 text-sm font-semibold text-slate-900">{t("gradesLegend")}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4 md:grid-cols-6">
          {grades.map((g) => (
            <div key={g.id} className="flex items-center gap-2">
              <input id={`lesson-grade-${g.id}`} type="checkbox" className="h-4 w-4 rounded border-slate-300" checked={gradeIds.includes(g.id)} onChange={() => toggleGrade(g.id)} />
              <label htmlFor={`lesson-grade-${g.id}`} className="text-sm text-slate-700">
                {g.name}
              </label>
            </div>
          ))}
        </div>
        {fieldError("lesson-grades", "grades")}
      </fieldset>

      <StandardsPicker standards={standards} selected={mindsets} onChange={setMindsets} label={standardsLabel} error={errorFor("mindsets")} />

      <fieldset className="grid gap-4 rounded-md border border-slate-200 bg-white p-4 md:grid-cols-2">
        <legend className="px-1 text-sm font-semibold text-slate-900">{t("collectionLegend")}</legend>
        <div className="space-y-1">
          <label htmlFor="lesson-survey" className="block text-sm font-medium text-slate-700">
            {t("survey")}
          </label>
          <select id="lesson-survey" className={inputClass} value={surveyId} onChange={(e) => setSurveyId(e.target.value)} aria-describedby="lesson-survey-hint">
            <option value="">{t("noSurvey")}</option>
            {surveys.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
          <p id="lesson-survey-hint" className="text-xs text-slate-600" data-testid="survey-description">
            {surveyId ? (surveys.find((x) => String(x.id) === surveyId)?.description ?? "") : t("selectSurvey")}
          </p>
          {fieldError("lesson-survey", "survey_id")}
        </div>
        <div className="space-y-1">
          <label htmlFor="lesson-event" className="block text-sm font-medium text-slate-700">
            {t("event")}
          </label>
          <select id="lesson-event" className={inputClass} value={eventId} onChange={(e) => chooseEvent(e.target.value)} disabled={!initial} aria-describedby="lesson-event-hint">
            <option value="">{t("noEvent")}</option>
            {events.map((ev) => (
              <option key={ev.id} value={ev.id}>
                {ev.label}
              </option>
            ))}
          </select>
          <p id="lesson-event-hint" className="text-xs text-slate-500">
            {initial ? (events.length === 0 ? t("noEventsYet") : t("eventHint")) : t("eventAfterCreate")}
          </p>
          {fieldError("lesson-event", "event_id")}
        </div>
        <div className="space-y-1">
          <label htmlFor="lesson-collection" className="block text-sm font-medium text-slate-700">
            {t("collectionMethod")}
          </label>
          <select id="lesson-collection" className={inputClass} value={collectionMethod} onChange={(e) => setCollectionMethod(Number(e.target.value))} aria-describedby="lesson-collection-hint">
            {collectionMethods.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </select>
          <p id="lesson-collection-hint" className="text-xs text-slate-600" data-testid="collection-description">
            {methodDescription}
          </p>
          {fieldError("lesson-collection", "collectionMethod")}
        </div>
        <div className="grid grid-cols-2 gap-3">
          <Field id="lesson-perc" label={t("percCollectionMethod")} error={errorFor("percCollectionMethod")}>
            {(control) => <NumberInput {...control} min={0} max={100} value={perc} onValueChange={setPerc} />}
          </Field>
          <Field id="lesson-of-total" label={t("ofTotal")} error={errorFor("ofTotal")}>
            {(control) => <NumberInput {...control} min={0} max={100000} value={ofTotal} onValueChange={setOfTotal} />}
          </Field>
        </div>
      </fieldset>

      <fieldset className="grid gap-4 rounded-md border border-slate-200 bg-white p-4 md:grid-cols-2">
        <legend className="px-1 text-sm font-semibold text-slate-900">{t("textLegend")}</legend>
        {(["objective1", "objective2", "outcome", "implication"] as const).map(richField)}
      </fieldset>

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={pending}>
          {pending ? t("saving") : initial ? t("save") : t("create")}
        </Button>
        <a href={listHref} className="text-sm text-slate-700 underline">
          {t("backToList")}
        </a>
        <p role="status" className="text-sm font-medium text-green-700">
          {saved ? t("saved") : ""}
        </p>
      </div>
    </form>
  );
}
