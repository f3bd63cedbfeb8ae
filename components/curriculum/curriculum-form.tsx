"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { DateField } from "@/components/student-days/date-field";
import { Button } from "@/components/ui/button";
import { FormAlert, inputClass, MaxLengthInput, MaxLengthTextarea } from "@/components/ui/form";
import { StandardsPicker } from "@/components/ui/standards-picker";
import { SUCCESS_TOAST_MS } from "@/components/ui/success-toast";
import { useAction } from "@/components/ui/use-action";
import { useErrorText } from "@/components/ui/use-error-text";
import { saveCurriculumAction } from "@/lib/curriculum/actions";
import type { TCurriculumFormData } from "@/lib/curriculum/page-data";
import { CURRICULUM_NAME_MAX, CURRICULUM_TEXT_MAX, type TCurriculumJson } from "@/lib/curriculum/schemas";

const PLAN_FIELDS = ["activity", "timeline", "who", "processData", "perceptionData", "outcomeData", "evaluation"] as const;
type TPlanField = (typeof PLAN_FIELDS)[number];
const FIELDS: readonly string[] = [...PLAN_FIELDS, "name", "grades", "mindsets", "lessons", "smart_goal_id"];
const fieldOf = (path: string | undefined) => {
  const head = path?.split(".")[0];
  return head && FIELDS.includes(head) ? head : null;
};
const DOMAINS = ["academic", "social", "career"] as const;
/** "on save returns to the curriculum list with type other". */
export const CURRICULUM_LIST_HREF = "/app/mbActionPlan/other";

type TPlanLesson = { lesson_id: number; name: string; plannedDate: string };

/** The curriculum action plan form (/app/curriculumNew, /app/curriculum/edit/{id}). */
export function CurriculumForm({ initial, data, today }: { initial: TCurriculumJson | null; data: TCurriculumFormData; today: string }) {
  const t = useTranslations("curriculum.form");
  const router = useRouter();
  const errorText = useErrorText();
  const [name, setName] = useState(initial?.name ?? "");
  const [domains, setDomains] = useState({ academic: initial?.academic ?? false, social: initial?.social ?? false, career: initial?.career ?? false });
  const [grades, setGrades] = useState<number[]>(initial?.grades ?? []);
  const [mindsets, setMindsets] = useState<number[]>(initial?.mindsets ?? []);
  const [goalId, setGoalId] = useState(String(initial?.smart_goal_id ?? 0));
  const [planLessons, setPlanLessons] = useState<TPlanLesson[]>((initial?.lessons ?? []).map((l) => ({ lesson_id: l.lesson_id, name: l.name, plannedDate: l.plannedDate ?? "" })));
  const [toAdd, setToAdd] = useState("");
  const [plan, setPlan] = useState<Record<TPlanField, string>>(() => Object.fromEntries(PLAN_FIELDS.map((f) => [f, initial?.[f] ?? ""])) as Record<TPlanField, string>);
  // A field's error in the user's language where the form knows the field, else the server's words;
  // an error of no field of the form is the form's own message.
  const { pending, run, errors, setErrors, clearErrors } = useAction(saveCurriculumAction, {
    fields: (e) => fieldOf(e.field) ?? "form",
    text: (e) => {
      const field = fieldOf(e.field);
      // A refusal without words of its own (a call that never answered) reads as its code's.
      return field && t.has(`errors.${field}`) ? t(`errors.${field}`) : e.message || errorText(e, t("fixErrors"));
    },
    refresh: false,
    successMessage: initial ? t("saved") : t("created"),
    // 'Saved.' / 'Created.' shows for 0.8 s, then the list with type other.
    onSuccess: () => setTimeout(() => router.push(CURRICULUM_LIST_HREF), SUCCESS_TOAST_MS),
  });
  const errorOf = (field: string) => errors[field] ?? null;
  const formError = errors.form;

  const available = data.lessons.filter((l) => !planLessons.some((p) => p.lesson_id === l.id));

  function addLesson() {
    const lesson = data.lessons.find((l) => String(l.id) === toAdd);
    if (!lesson) return;
    setPlanLessons((ls) => [...ls, { lesson_id: lesson.id, name: lesson.name, plannedDate: "" }]);
    setToAdd("");
  }

  function submit() {
    if (!name.trim()) {
      setErrors({ name: t("errors.name") });
      return;
    }
    clearErrors();
    run(
      {
        name,
        ...domains,
        grades,
        mindsets,
        smart_goal_id: Number(goalId),
        lessons: planLessons.map((l) => ({ lesson_id: l.lesson_id, plannedDate: l.plannedDate || null })),
        ...plan,
      },
      initial?.id,
    );
  }

  const label = "block text-sm font-medium text-slate-800";
  const err = (field: string) => {
    const m = errorOf(field);
    return m ? (
      <p id={`cur-${field}-error`} className="text-sm text-red-700">
        {m}
      </p>
    ) : null;
  };
  const described = (field: string) => (errorOf(field) ? { "aria-invalid": true, "aria-describedby": `cur-${field}-error` } : {});

  return (
    <form
      noValidate
      className="space-y-6"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <section className="space-y-4 rounded-md border border-slate-200 bg-white p-4">
        <div className="space-y-1">
          <label htmlFor="cur-name" className={label}>
            {t("name")}
          </label>
          <MaxLengthInput id="cur-name" className={inputClass} value={name} maxLength={CURRICULUM_NAME_MAX} required onChange={(e) => setName(e.target.value)} {...described("name")} />
          {err("name")}
        </div>
        <fieldset className="space-y-1">
          <legend className={label}>{t("domains")}</legend>
          <div className="flex flex-wrap gap-4">
            {DOMAINS.map((d) => (
              <div key={d} className="flex items-center gap-2">
                <input id={`cur-domain-${d}`} type="checkbox" className="h-4 w-4" checked={domains[d]} onChange={(e) => setDomains((v) => ({ ...v, [d]: e.target.checked }))} />
                <label htmlFor={`cur-domain-${d}`} className="text-sm text-slate-700">
                  {t(`domain.${d}`)}
                </label>
              </div>
            ))}
          </div>
        </fieldset>
        <fieldset className="space-y-1" aria-describedby={errorOf("grades") ? "cur-grades-error" : undefined}>
          <legend className={label}>{t("grades")}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            {data.grades.map((g) => (
              <div key={g.id} className="flex items-center gap-2">
                <input
                  id={`cur-grade-${g.id}`}
                  type="checkbox"
                  className="h-4 w-4"
                  checked={grades.includes(g.id)}
                  onChange={(e) => setGrades((gs) => (e.target.checked ? [...gs, g.id] : gs.filter((x) => x !== g.id)))}
                />
                <label htmlFor={`cur-grade-${g.id}`} className="text-sm text-slate-700">
                  {g.name}
                </label>
              </div>
            ))}
          </div>
          {err("grades")}
        </fieldset>
        <div className="space-y-1">
          <label htmlFor="cur-goal" className={label}>
            {t("smartGoal")}
          </label>
          <select id="cur-goal" className={inputClass} value={goalId} onChange={(e) => setGoalId(e.target.value)} {...described("smart_goal_id")}>
            <option value="0">{t("noGoal")}</option>
            {data.goals.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
          {err("smart_goal_id")}
        </div>
      </section>

      <StandardsPicker
        standards={data.standards}
        selected={mindsets}
        onChange={setMindsets}
        label={data.standardsLabel}
        alertTitle={t("limitTitle")}
        alertText={t("limitText")}
        error={errorOf("mindsets")}
        idPrefix="cur-standard"
      />

      <section className="space-y-3 rounded-md border border-slate-200 bg-white p-4" aria-labelledby="cur-lessons-title">
        <h2 id="cur-lessons-title" className="text-lg font-semibold">
          {t("lessons")}
        </h2>
        <p className="text-sm text-slate-600">{t("lessonsHint")}</p>
        {planLessons.length === 0 ? <p className="text-sm text-slate-600">{t("noLessons")}</p> : null}
        <ol className="space-y-3">
          {planLessons.map((l, i) => (
            <li key={l.lesson_id} className="flex flex-wrap items-end gap-4 rounded border border-slate-200 p-3" data-testid="curriculum-lesson">
              <span className="min-w-48 font-medium">
                {i + 1}. {l.name}
              </span>
              <div className="min-w-56">
                <DateField
                  label={t("plannedDate", { name: l.name })}
                  value={l.plannedDate}
                  today={today}
                  onChange={(d) => setPlanLessons((ls) => ls.map((x) => (x.lesson_id === l.lesson_id ? { ...x, plannedDate: d } : x)))}
                  testId={`curriculum-lesson-date-${i}`}
                />
              </div>
              <Button variant="secondary" onClick={() => setPlanLessons((ls) => ls.filter((x) => x.lesson_id !== l.lesson_id))}>
                {t("removeLesson")}
                <span className="sr-only"> {l.name}</span>
              </Button>
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap items-end gap-2">
          <div className="min-w-64 space-y-1">
            <label htmlFor="cur-add-lesson" className={label}>
              {t("addLessonLabel")}
            </label>
            <select id="cur-add-lesson" className={inputClass} value={toAdd} onChange={(e) => setToAdd(e.target.value)}>
              <option value="">{t("chooseLesson")}</option>
              {available.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.own ? l.name : t("sharedLesson", { name: l.name })}
                </option>
              ))}
            </select>
          </div>
          <Button variant="secondary" onClick={addLesson} disabled={!toAdd}>
            {t("addLesson")}
          </Button>
        </div>
        {data.lessons.length === 0 ? <p className="text-sm text-slate-600">{t("noLessonsYet")}</p> : null}
        {err("lessons")}
      </section>

      <section className="space-y-4 rounded-md border border-slate-200 bg-white p-4" aria-labelledby="cur-plan-title">
        <h2 id="cur-plan-title" className="text-lg font-semibold">
          {t("planTitle")}
        </h2>
        <p className="text-sm text-slate-600">{t("planHint")}</p>
        <div className="grid gap-4 md:grid-cols-2">
          {PLAN_FIELDS.map((f) => (
            <div key={f} className="space-y-1">
              <label htmlFor={`cur-${f}`} className={label}>
                {t(`plan.${f}`)}
              </label>
              <MaxLengthTextarea
                id={`cur-${f}`}
                rows={3}
                maxLength={CURRICULUM_TEXT_MAX}
                className={inputClass}
                value={plan[f]}
                onChange={(e) => setPlan((p) => ({ ...p, [f]: e.target.value }))}
                aria-describedby={`cur-${f}-hint${errorOf(f) ? ` cur-${f}-error` : ""}`}
              />
              <p id={`cur-${f}-hint`} className="text-xs text-slate-500">
                {t(`planHints.${f}`)}
              </p>
              {err(f)}
            </div>
          ))}
        </div>
      </section>

      <FormAlert>{formError}</FormAlert>
      {Object.keys(errors).length > 0 && !formError ? (
        <p role="alert" className="text-sm text-red-700">
          {t("fixErrors")}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={pending} aria-busy={pending} data-testid="curriculum-save">
          {t("save")}
        </Button>
        <Button variant="secondary" onClick={() => router.push(CURRICULUM_LIST_HREF)}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}
