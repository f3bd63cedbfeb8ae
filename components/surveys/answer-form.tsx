"use client";

import { useRef, useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { MaxLengthInput } from "@/components/ui/max-length-field";
import { STUDENT_REF_MAX, defaultStep, type TPhase } from "@/lib/surveys/rules";
import { LikertSlider } from "./likert-slider";

type TProps = {
  /** Where the answers go and what names the survey there: the lesson pages' `/home/surveyAnswer` {survey_id}, a SMART goal's `/api/v1/goalSurveys/answer` {smart_goal_id}. */
  endpoint: string;
  target: Record<string, number>;
  eventId: number;
  phase: TPhase;
  legends: string[];
  statements: { id: number; text: string }[];
  /** A page that names the student (a SMART goal's student page): no student id field then. */
  student?: number;
  /** The round takes named answers (the counselor opened it so): the student id field is shown. */
  named?: boolean;
  /** The grade list of a SMART goal's event page (spec 1 /surveyEvent): the student may pick their grade. */
  grades?: { id: number; name: string }[];
  gradeLabels?: { label: string; none: string };
};

type TState = "editing" | "sending" | "done" | "closed";

/**
 * The students' form, phone first: a Likert slider per statement (starting on step 3), an optional
 * student id, and a thank-you view after sending. Sending again from the same phone replaces the
 * earlier answers (the server recognises the device by its cookie).
 */
export function AnswerForm({ endpoint, target, eventId, phase, legends, statements, student, named = false, grades, gradeLabels }: TProps) {
  const t = useTranslations("surveyAnswer");
  // The device cookie is issued when the page opens: an answer without it is refused.
  useEffect(() => {
    void fetch("/home/surveyDevice", { credentials: "same-origin", cache: "no-store" }).catch(() => undefined);
  }, []);
  const [values, setValues] = useState<number[]>(() => statements.map(() => defaultStep(legends.length)));
  const [studentId, setStudentId] = useState("");
  const [grade, setGrade] = useState("");
  const [state, setState] = useState<TState>("editing");
  const [error, setError] = useState<string | null>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const total = legends.length;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setState("sending");
    try {
      const res = await fetch(endpoint, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          ...target,
          event_id: eventId,
          phase,
          ...(student === undefined ? { student_id: studentId } : { student }),
          ...(grade === "" ? {} : { grade_id: Number(grade) }),
          answers: statements.map((s, i) => ({ question_id: s.id, value: values[i] })),
        }),
      });
      if (res.ok || res.status === 409) {
        setState(res.ok ? "done" : "closed");
        requestAnimationFrame(() => doneRef.current?.focus());
        return;
      }
      setError(t(res.status === 429 ? "tooMany" : res.status === 422 ? "invalid" : res.status === 400 ? "deviceMissing" : "failed"));
    } catch {
      setError(t("failed"));
    }
    setState("editing");
  }

  if (state === "done" || state === "closed") {
    return (
      <section className="space-y-4 rounded-lg border border-slate-200 bg-white p-6" aria-live="polite" data-testid={state === "done" ? "survey-thanks" : "survey-closed"}>
        <h2 ref={doneRef} tabIndex={-1} className="text-2xl font-semibold text-slate-900">
          {t(state === "done" ? "thanksTitle" : "closedTitle")}
        </h2>
        <p className="text-slate-700">{t(state === "done" ? "thanksBody" : "closedBody")}</p>
        {state === "done" ? (
          <Button variant="secondary" onClick={() => setState("editing")}>
            {t("change")}
          </Button>
        ) : null}
      </section>
    );
  }

  const sending = state === "sending";
  return (
    <form onSubmit={submit} className="space-y-5" noValidate data-testid="survey-answer-form">
      <ol className="space-y-5">
        {statements.map((s, i) => (
          <li key={s.id} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{t("statement", { n: i + 1, total: statements.length })}</p>
            <p id={`statement-${s.id}`} className="text-base font-medium text-slate-900">
              {s.text}
            </p>
            <LikertSlider
              legends={legends}
              value={values[i]}
              onChange={(v) => setValues(values.map((x, j) => (j === i ? v : x)))}
              labelledBy={`statement-${s.id}`}
              name={`statement-${s.id}`}
              disabled={sending}
              valueText={(step, legend) => t("stepValue", { legend, step, total })}
            />
          </li>
        ))}
      </ol>
      {grades && grades.length > 0 && gradeLabels ? (
        <div className="space-y-1 rounded-lg border border-slate-200 bg-white p-4">
          <label htmlFor="survey-grade" className="block text-sm font-medium text-slate-700">
            {gradeLabels.label}
          </label>
          <select id="survey-grade" className={inputClass} value={grade} disabled={sending} onChange={(e) => setGrade(e.target.value)} data-testid="survey-grade">
            <option value="">{gradeLabels.none}</option>
            {grades.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {student === undefined && named ? (
        <div className="space-y-1 rounded-lg border border-slate-200 bg-white p-4">
          <label htmlFor="survey-student-id" className="block text-sm font-medium text-slate-700">
            {t("studentId")}
          </label>
          <MaxLengthInput
            id="survey-student-id"
            className={inputClass}
            value={studentId}
            maxLength={STUDENT_REF_MAX}
            autoComplete="off"
            inputMode="text"
            disabled={sending}
            aria-describedby="survey-student-id-hint"
            onChange={(e) => setStudentId(e.target.value)}
          />
          <p id="survey-student-id-hint" className="text-xs text-slate-500">
            {t("studentIdHint")} {t("anonymous")}
          </p>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <Button type="submit" className="w-full py-3 text-base" disabled={sending} aria-busy={sending} data-testid="survey-submit">
        {sending ? t("sending") : t("submit")}
      </Button>
    </form>
  );
}
