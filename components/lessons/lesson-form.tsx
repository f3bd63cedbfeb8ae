"use client";

import { useState, useTransition, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { watchUnauthorized } from "@/components/shell/session-expired";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { MaxLengthInput } from "@/components/ui/max-length-field";
import { NumberInput } from "@/components/ui/number-field";
import { RichTextField } from "@/components/ui/rich-text-field";
import { StandardsPicker, type TStandardOption } from "@/components/ui/standards-picker";
import { successToast } from "@/components/ui/success-toast";
import type { TErrorEntry } from "@/lib/http/errors";
import { saveLessonAction } from "@/lib/lessons/actions";
import { COLLECTION_SURVEY, LESSON_NUMBER_MAX, LESSON_NUMBER_MIN, collectionMethodForEvent } from "@/lib/lessons/rules";
import { LESSON_NAME_MAX, type TLessonJson } from "@/lib/lessons/schemas";

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
 * The lesson form (spec 3 section 3 "Lesson"): every field, at most two standards, grades with
 * "Any grade", the survey and the delivery whose results the lesson shows. Creating goes back to the
 * list with 'Created.'; updating stays and shows 'Saved.' (spec 3 section 2.6).
 */
export function LessonForm({ initial, teachingMethods, collectionMethods, grades, standards, standardsLabel, surveys, events, listHref }: TProps) {
  const t = useTranslations("lessons.form");
  const router = useRouter();
  const [pending, startTransition] = useTransition();
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
  const [errors, setErrors] = useState<TErrorEntry[]>([]);
  const [saved, setSaved] = useState(false);

  const errorFor = (field: string) => errors.find((e) => e.field === field || e.field?.startsWith(`${field}.`))?.message ?? null;
  const KNOWN = ["name", "lessonNumer", "teachingMethod", "collectionMethod", "percCollectionMethod", "ofTotal", "survey_id", "event_id", "grades", "mindsets", "objective1", "objective2", "outcome", "implication"];
  const general = errors.filter((e) => !e.field || !KNOWN.some((k) => e.field === k || e.field!.startsWith(`${k}.`)));

  const method = collectionMethods.find((m) => m.id === collectionMethod);
  // Spec 3 section 5: "With no survey selected the description reads 'Please select a Survey'".
  const methodDescription = collectionMethod === COLLECTION_SURVEY && !surveyId ? t("selectSurvey") : (method?.description ?? "");
  const teaching = teachingMethods.find((m) => String(m.id) === teachingMethod);

  function chooseEvent(value: string) {
    setEventId(value);
    // Spec 3 section 4: an event with a linked survey sets the collection method to Survey (13), else None (0).
    if (value) setCollectionMethod(collectionMethodForEvent(events.find((e) => String(e.id) === value)?.survey_id));
  }

  function toggleGrade(id: number) {
    setGradeIds((g) => (g.includes(id) ? g.filter((x) => x !== id) : [...g, id]));
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    setErrors([]);
    setSaved(false);
    startTransition(async () => {
      const payload = {
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
      };
      const result = watchUnauthorized(await saveLessonAction(payload, initial?.id));
      if (!result.ok) {
        setErrors(result.error);
        return;
      }
      if (!initial) {
        // Spec 3 section 2.6: "Lesson create goes to the lesson list."
        successToast(t("created"));
        router.push(listHref);
        return;
      }
      // "Lesson update on the edit screen stays on the page and shows 'Saved.'"
      setSaved(true);
      successToast(t("saved"));
      router.refresh();
    });
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
      {general.length > 0 || errors.length > 0 ? (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          <p className="font-medium">{t("fixErrors")}</p>
          {general.length > 0 ? (
            <ul className="mt-1 list-disc pl-5">
              {general.map((e, i) => (
                <li key={i}>{e.message}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      <fieldset className="grid gap-4 rounded-md border border-slate-200 bg-white p-4 md:grid-cols-2">
        <legend className="px-1 text-sm font-semibold text-slate-900">{t("detailsLegend")}</legend>
        <div className="space-y-1 md:col-span-2">
          <label htmlFor="lesson-name" className="block text-sm font-medium text-slate-700">
            {t("name")}
          </label>
          <MaxLengthInput
            id="lesson-name"
            className={inputClass}
            value={name}
            maxLength={LESSON_NAME_MAX}
            onChange={(e) => setName(e.target.value)}
            required
            autoComplete="off"
            aria-invalid={errorFor("name") ? true : undefined}
            aria-describedby={errorFor("name") ? "lesson-name-error" : undefined}
          />
          {fieldError("lesson-name", "name")}
        </div>
        <div className="space-y-1">
          <label htmlFor="lesson-number" className="block text-sm font-medium text-slate-700">
            {t("lessonNumber")}
          </label>
          <select id="lesson-number" className={inputClass} value={lessonNumer} onChange={(e) => setLessonNumer(e.target.value)} aria-describedby={errorFor("lessonNumer") ? "lesson-number-error" : undefined}>
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
          <div className="space-y-1">
            <label htmlFor="lesson-perc" className="block text-sm font-medium text-slate-700">
              {t("percCollectionMethod")}
            </label>
            <NumberInput id="lesson-perc" className={inputClass} min={0} max={100} value={perc} onValueChange={setPerc} />
            {fieldError("lesson-perc", "percCollectionMethod")}
          </div>
          <div className="space-y-1">
            <label htmlFor="lesson-of-total" className="block text-sm font-medium text-slate-700">
              {t("ofTotal")}
            </label>
            <NumberInput id="lesson-of-total" className={inputClass} min={0} max={100000} value={ofTotal} onValueChange={setOfTotal} />
            {fieldError("lesson-of-total", "ofTotal")}
          </div>
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
