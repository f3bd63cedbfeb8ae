"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { inputClass, MaxLengthInput } from "@/components/ui/form";
import { STUDENT_REF_MAX, type TPhase } from "@/lib/surveys/rules";
import { LikertSlider } from "./likert-slider";

export type TAnswerFormProps = {
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
  /** The grade list of a SMART goal's event page (/surveyEvent): the student may pick their grade. */
  grades?: { id: number; name: string }[];
  gradeLabels?: { label: string; none: string };
};

type TState = "editing" | "sending" | "done" | "closed";

type TErrorEntry = { field?: string };

/** The statements a 422 names as unanswered (entries with the field `unanswered.{statement id}`). */
function unansweredIn(body: unknown): number[] {
  const entries = (body as { error?: TErrorEntry[] } | null)?.error ?? [];
  return entries.flatMap((e) => {
    const m = /^unanswered\.(\d+)$/.exec(e.field ?? "");
    return m ? [Number(m[1])] : [];
  });
}

/**
 * The students' form, phone first: a Likert slider per statement, starting unanswered (an untouched
 * statement is never sent as the middle step), an optional student id, and a thank-you view brought
 * into view after sending. Sending with statements unanswered sends nothing: each of them is marked
 * and described, a summary names them, and the first one takes the focus. Sending again from the
 * same phone replaces the earlier answers (the server recognises the device by its cookie).
 */
export function AnswerForm({ endpoint, target, eventId, phase, legends, statements, student, named = false, grades, gradeLabels }: TAnswerFormProps) {
  const t = useTranslations("surveyAnswer");
  // The device cookie is issued when the page opens: an answer without it is refused, so sending
  // waits for that request to have answered (a quick student would otherwise send before it).
  const device = useRef<Promise<unknown> | null>(null);
  const deviceCookie = () => (device.current ??= fetch("/home/surveyDevice", { credentials: "same-origin", cache: "no-store" }).catch(() => undefined));
  useEffect(() => {
    void deviceCookie();
  }, []);
  const [values, setValues] = useState<(number | null)[]>(() => statements.map(() => null));
  const [missing, setMissing] = useState<number[]>([]);
  const [studentId, setStudentId] = useState("");
  const [grade, setGrade] = useState("");
  const [state, setState] = useState<TState>("editing");
  const [error, setError] = useState<string | null>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const total = legends.length;

  // The thank-you replaces the form where the student was, far down a long survey: brought into view and focused.
  useEffect(() => {
    if (state !== "done" && state !== "closed") return;
    const heading = doneRef.current;
    heading?.scrollIntoView({ block: "center" });
    heading?.focus({ preventScroll: true });
  }, [state]);

  const sliderOf = (statementId: number) => document.getElementById(`statement-${statementId}-answer`);

  /** Brings a statement's slider into view and gives it the focus. */
  function goTo(statementId: number) {
    const slider = sliderOf(statementId);
    slider?.scrollIntoView({ block: "center" });
    slider?.focus({ preventScroll: true });
  }

  /** Marks these statements unanswered and takes the student to the first. */
  function showMissing(ids: number[]) {
    setMissing(ids);
    if (ids.length > 0) requestAnimationFrame(() => goTo(ids[0]));
  }

  function answer(i: number, v: number) {
    setValues(values.map((x, j) => (j === i ? v : x)));
    setMissing(missing.filter((id) => id !== statements[i].id));
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const unanswered = statements.filter((_, i) => values[i] === null).map((s) => s.id);
    if (unanswered.length > 0) {
      showMissing(unanswered);
      return;
    }
    setState("sending");
    try {
      await deviceCookie();
      const res = await fetch(endpoint, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          ...target,
          event_id: eventId,
          phase,
          ...(student === undefined ? { student_id: studentId } : { student }),
          ...(grade === "" ? {} : { grade_id: Number(grade) }),
          answers: statements.flatMap((s, i) => (values[i] === null ? [] : [{ question_id: s.id, value: values[i] }])),
        }),
      });
      if (res.ok || res.status === 409) {
        setMissing([]);
        setState(res.ok ? "done" : "closed");
        return;
      }
      const refused = res.status === 422 ? unansweredIn(await res.json().catch(() => null)) : [];
      if (refused.length > 0) {
        setState("editing");
        showMissing(refused);
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
  const missingNumbers = statements.flatMap((s, i) => (missing.includes(s.id) ? [i + 1] : []));
  return (
    <form onSubmit={submit} className="space-y-5" noValidate data-testid="survey-answer-form">
      <p className="text-sm text-slate-600">{t("required")}</p>
      <ol className="space-y-5">
        {statements.map((s, i) => {
          const unanswered = missing.includes(s.id);
          const chosen = values[i];
          return (
            <li
              key={s.id}
              className={`space-y-3 rounded-lg border bg-white p-4 shadow-sm ${unanswered ? "border-red-500 ring-1 ring-red-500" : "border-slate-200"}`}
              data-testid="survey-statement"
              data-unanswered={unanswered ? "true" : undefined}
            >
              <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{t("statement", { n: i + 1, total: statements.length })}</p>
              <p id={`statement-${s.id}`} className="text-base font-medium text-slate-900">
                {s.text}
              </p>
              <LikertSlider
                id={`statement-${s.id}-answer`}
                legends={legends}
                value={chosen}
                onChange={(v) => answer(i, v)}
                labelledBy={`statement-${s.id}`}
                name={`statement-${s.id}`}
                disabled={sending}
                valueText={(step, legend) => t("stepValue", { legend, step, total })}
                unansweredText={t("notAnswered")}
                invalid={unanswered}
                describedBy={unanswered ? `statement-${s.id}-error` : undefined}
              />
              <p className={`text-sm ${chosen === null ? "text-slate-600 italic" : "font-medium text-brand-800"}`} aria-hidden="true" data-testid="survey-chosen">
                {chosen === null ? t("notAnswered") : t("yourAnswer", { legend: legends[chosen - 1] ?? String(chosen) })}
              </p>
              {unanswered ? (
                <p id={`statement-${s.id}-error`} className="text-sm font-medium text-red-700">
                  {t("unansweredError")}
                </p>
              ) : null}
            </li>
          );
        })}
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
      {/* Always in the page, so that its text is announced when statements are found unanswered. */}
      <div role="alert" data-testid="survey-unanswered">
        {missingNumbers.length > 0 ? (
          <div className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
            <p className="font-medium">{t("unansweredSummary", { count: missingNumbers.length })}</p>
            <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
              {missingNumbers.map((n) => (
                <li key={n}>
                  <button type="button" className="underline" onClick={() => goTo(statements[n - 1].id)}>
                    {t("statement", { n, total: statements.length })}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
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
