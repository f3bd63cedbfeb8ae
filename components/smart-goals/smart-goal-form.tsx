"use client";

import { useMemo, useState } from "react";
import Link from "@/components/ui/app-link";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useConfidential } from "@/components/shell/confidential";
import { DateField } from "@/components/student-days/date-field";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, FormAlert, inputClass, MaxLengthInput, RichTextField, SelectField, TextField, type TOption } from "@/components/ui/form";
import { StandardsPicker } from "@/components/ui/standards-picker";
import { SUCCESS_TOAST_MS } from "@/components/ui/success-toast";
import { useAction } from "@/components/ui/use-action";
import { formatDate, formatNumber } from "@/lib/i18n/format";
import { eyeMasked } from "@/lib/privacy/eye";
import { saveSmartGoalAction } from "@/lib/smart-goals/actions";
import type { TSmartGoalFormData } from "@/lib/smart-goals/page-data";
import { goalMet } from "@/lib/reports/program-rules";
import { parseNumber, smartGoalChangePercent, smartGoalRating, smartGoalRatingInput, smartGoalSentence, smartGoalTitle } from "@/lib/smart-goals/rules";
import type { TSmartGoalFullDetail } from "@/lib/smart-goals/schemas";
import { GoalLessons } from "./goal-lessons";
import { GoalQuestions } from "./goal-questions";
import { RatingStars } from "./rating-stars";
import { SmartGoalPdfButton } from "./smart-goal-pdf-button";
import { TargetGroups } from "./target-groups";
import { useHydrated } from "@/components/pages/use-hydrated";

// The SMART goal screen: the computed title, baseline and target with the change %, the dates
// with a slider (Monday-first, weekend-free pickers), data analysis and action plan, target groups, two
// standards, the narrative, the rating stars rising as parts are filled; once saved, the statements, short
// questions, survey data, lessons, events and PDF. Save shows 'Saved.' for 0.8 s, then the list.

type TProps = {
  initial: TSmartGoalFullDetail | null;
  data: TSmartGoalFormData;
  today: string;
  listHref: string;
};

const str = (v: number | null | undefined) => (v === null || v === undefined ? "" : String(v));

function addDaysSkippingWeekend(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  const dow = d.getUTCDay();
  if (dow === 6) d.setUTCDate(d.getUTCDate() + 2);
  if (dow === 0) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

export function SmartGoalForm({ initial, data, today, listHref }: TProps) {
  const t = useTranslations("smartGoals.form");
  const ts = useTranslations("smartGoals.sentence");
  const tp = useTranslations("smartGoals.form.actionPlans");
  // A seeded action plan is named in the reader's language; one added later keeps its stored words.
  const planWords = (p: { id: number; name: string; description: string }) =>
    tp.has(`${p.id}.name`) ? { name: tp(`${p.id}.name` as never), description: tp(`${p.id}.description` as never) } : { name: p.name, description: p.description };
  const locale = useLocale();
  // Every date of the goal in the reader's one date format (MM/DD/YY in English).
  const showDate = (iso: string) => formatDate(iso, locale);
  const router = useRouter();
  // The server's words next to the field they name (by the path's first part); an error of no field is the form's own message.
  const { pending, run, error, clearErrors } = useAction(saveSmartGoalAction, {
    fields: (e) => (e.field && e.field !== "body" ? e.field.split(".")[0] : "form"),
    text: (e) => (e.field && e.field !== "body" ? e.message : e.message || t("error")),
    refresh: false,
    successMessage: initial ? t("saved") : t("openedAfterCreate"),
    onSuccess: (data) => {
      // A new goal opens as saved: its statements, lessons and survey need its id, so they appear at once.
      if (!initial) router.replace(`/app/smartgoals/edit/${data.id}`);
      // 'Saved.' shows for 0.8 s, then the list.
      else setTimeout(() => router.push(listHref), SUCCESS_TOAST_MS);
    },
  });
  const hydrated = useHydrated();
  const [dataAnalysisId, setDataAnalysisId] = useState(str(initial?.dataAnalysis_id));
  const [actionPlanId, setActionPlanId] = useState(str(initial?.action_plan_id ?? 1));
  const [targetId, setTargetId] = useState(str(initial?.target_id));
  const [target, setTarget] = useState(initial?.target ?? "");
  const [baselineValue, setBaselineValue] = useState(str(initial?.baselineValue));
  const [targetValue, setTargetValue] = useState(str(initial?.targetValue));
  const [dateBaseline, setDateBaseline] = useState(initial?.dateBaseline ?? "");
  const [lastPre, setLastPre] = useState(initial?.lastDateofPreSurvey ?? "");
  const [dateTarget, setDateTarget] = useState(initial?.dateTarget ?? "");
  const [resultValue, setResultValue] = useState(str(initial?.resultValue));
  const [resultDate, setResultDate] = useState(initial?.resultDate ?? "");
  const [groups, setGroups] = useState<number[]>(initial?.smartgoalGroups.map((g) => g.id) ?? []);
  const [mindsets, setMindsets] = useState<number[]>([initial?.mindset_id1, initial?.mindset_id2].filter((x): x is number => typeof x === "number"));
  const [lesson1, setLesson1] = useState(str(initial?.lesson_id));
  const [lesson2, setLesson2] = useState(str(initial?.lesson_id2));
  const [objectives1, setObjectives1] = useState(initial?.objectives1 ?? "");
  const [objectives2, setObjectives2] = useState(initial?.objectives2 ?? "");
  const [likertType, setLikertType] = useState(initial?.likert_type ?? 3);
  const [legends, setLegends] = useState<string[]>([initial?.likert1 ?? "", initial?.likert2 ?? "", initial?.likert3 ?? "", initial?.likert4 ?? "", initial?.likert5 ?? ""]);
  const [narrative, setNarrative] = useState({
    narrativeHow: initial?.narrativeHow ?? "",
    narrativeWhat: initial?.narrativeWhat ?? "",
    narrativeData: initial?.narrativeData ?? "",
    narrativeWhy: initial?.narrativeWhy ?? "",
  });
  const [statementCount, setStatementCount] = useState(initial?.questions.length ?? 0);
  // Editing a recorded baseline asks first; cancelling locks it.
  const recorded = !!initial && (initial.baselineValue !== null || initial.dateBaseline !== null);
  const [baseline, setBaseline] = useState<"ask" | "editable" | "locked">(!recorded || initial?.accepedEditBaselineData ? "editable" : "ask");
  const [askBaseline, setAskBaseline] = useState(false);

  const priority = data.priorities.find((p) => String(p.id) === dataAnalysisId) ?? null;
  const plan = data.actionPlans.find((p) => String(p.id) === actionPlanId) ?? null;
  const chosenGroups = groups.map((id) => data.clients.find((c) => c.id === id)).filter((c): c is TSmartGoalFormData["clients"][number] => !!c);
  const title = smartGoalTitle({ dataAnalysis: priority ? { typeName: priority.typeName, closingTheGap: priority.closingTheGap } : null, groupCount: chosenGroups[0]?.count ?? 0, focus: target });
  const percent = smartGoalChangePercent(baselineValue, targetValue);
  const met = goalMet({ baseline: parseNumber(baselineValue), target: parseNumber(targetValue), result: parseNumber(resultValue) });
  // The target groups are the counselor's students: the eye masks their names here as on the list (TargetGroups).
  const { hidden: namesHidden } = useConfidential();
  const groupNames = chosenGroups.map((g) => eyeMasked(namesHidden, g.name)).join(", ");
  const sentence = smartGoalSentence({ date: formatDate(dateTarget, locale), group: groupNames, target, percent, baseline: baselineValue, targetValue }, (key, values) => ts(key, values));
  const rating = useMemo(
    () =>
      smartGoalRating(
        smartGoalRatingInput(
          {
            mindset_id1: mindsets[0] ?? null,
            mindset_id2: mindsets[1] ?? null,
            dataAnalysis_id: priority?.id ?? null,
            dateBaseline,
            groupCount: groups.length,
            target,
            baselineValue,
            targetValue,
            ...narrative,
          },
          {
            schoolDataStars: initial?.userInfo.starsSchoolData ?? 0,
            caseloadOther: initial?.userInfo.caseload.other ?? "",
            prioritiesExist: data.priorities.length > 0,
            statements: statementCount,
            targetRelevant: data.targets.find((x) => String(x.id) === targetId)?.relevant ?? false,
          },
        ),
      ),
    [initial, data, mindsets, statementCount, priority, targetId, dateBaseline, groups, target, baselineValue, targetValue, narrative],
  );
  const sliderDays = dateBaseline && dateTarget ? Math.max(0, daysBetween(dateBaseline, dateTarget)) : 0;
  const errorOf = (field: string) => error(field) ?? null;

  function onBaselineFocus() {
    if (baseline === "ask") setAskBaseline(true);
  }

  function save() {
    clearErrors();
    run(
      {
        dataAnalysis_id: dataAnalysisId || null,
        action_plan_id: actionPlanId || 1,
        mindsets,
        target_id: targetId || null,
        target,
        targetValue,
        baselineValue,
        dateBaseline,
        lastDateofPreSurvey: lastPre,
        dateTarget,
        resultValue,
        resultDate,
        smartgoalGroups: groups,
        lesson_id: lesson1 || null,
        lesson_id2: lesson2 || null,
        objectives1,
        objectives2,
        likert_type: likertType,
        likert1: legends[0],
        likert2: legends[1],
        likert3: legends[2],
        likert4: legends[3],
        likert5: legends[4],
        ...narrative,
        accepedEditBaselineData: baseline === "editable" && recorded,
      },
      initial?.id,
    );
  }

  // A choice that may stay empty ('None'), with a hint linking to the page where its options are made.
  const linkedChoice = (id: string, fieldLabel: string, value: string, onValue: (v: string) => void, options: TOption[], field: string, hint: { text: string; href: string; link: string }) => (
    <SelectField
      id={id}
      label={fieldLabel}
      value={value}
      onChange={(e) => onValue(e.target.value)}
      placeholder={t("none")}
      options={options}
      hint={
        <>
          {hint.text}{" "}
          <Link href={hint.href} className="text-brand-700 underline">
            {hint.link}
          </Link>
        </>
      }
      error={errorOf(field)}
    />
  );

  const label = "block text-sm font-medium text-slate-800";
  const err = (field: string) => {
    const m = errorOf(field);
    return m ? (
      <p id={`sg-${field}-error`} className="text-sm text-red-700">
        {m}
      </p>
    ) : null;
  };

  return (
    // Disabled until React runs in the browser: a choice made in the server's HTML before then would
    // not reach the form's state (the title, the sentence and the save read it).
    <fieldset disabled={!hydrated} className="m-0 min-w-0 space-y-6 border-0 p-0">
      <section className="space-y-2 rounded-md border border-slate-200 bg-white p-4">
        <h2 className="text-lg font-semibold" data-testid="smart-goal-title">
          {title}
        </h2>
        <p className="text-sm text-slate-700" data-testid="smart-goal-sentence">
          <span className="font-medium">{t("sentence")}: </span>
          {sentence}
        </p>
        <RatingStars stars={rating.stars} label={t("stars", { stars: formatNumber(rating.stars, locale, 1) })} title={t("rating")} locale={locale} />
      </section>

      <FormAlert>{error("form")}</FormAlert>

      <section className="grid gap-4 rounded-md border border-slate-200 bg-white p-4 md:grid-cols-2">
        {linkedChoice(
          "sg-data-analysis",
          t("dataAnalysis"),
          dataAnalysisId,
          setDataAnalysisId,
          data.priorities.map((p) => ({ value: String(p.id), label: p.label })),
          "dataAnalysis_id",
          {
            text: t("dataAnalysisHint"),
            href: "/app/targetDefinition",
            link: t("dataAnalysisLink"),
          },
        )}
        <SelectField
          id="sg-action-plan"
          label={t("actionPlan")}
          value={actionPlanId}
          onChange={(e) => setActionPlanId(e.target.value)}
          options={data.actionPlans.map((p) => ({ value: String(p.id), label: planWords(p).name }))}
          hint={plan ? planWords(plan).description : undefined}
          error={errorOf("action_plan_id")}
        />
        {linkedChoice(
          "sg-target-goal",
          t("targetGoal"),
          targetId,
          setTargetId,
          data.targets.map((x) => ({ value: String(x.id), label: x.name })),
          "target_id",
          {
            text: t("targetGoalHint"),
            href: "/app/goals",
            link: t("targetGoalLink"),
          },
        )}
        <TextField id="sg-target" label={t("target")} value={target} maxLength={200} placeholder={t("targetPlaceholder")} onChange={(e) => setTarget(e.target.value)} error={errorOf("target")} />
        <TextField
          id="sg-baseline"
          label={t("baselineValue")}
          inputMode="decimal"
          value={baselineValue}
          disabled={baseline === "locked"}
          readOnly={baseline === "ask"}
          onFocus={onBaselineFocus}
          onChange={(e) => setBaselineValue(e.target.value)}
          hint={baseline === "locked" ? t("baselineLocked") : undefined}
          error={errorOf("baselineValue")}
        />
        <Field id="sg-target-value" label={t("targetValue")} error={errorOf("targetValue")}>
          {(control) => (
            <>
              <input {...control} inputMode="decimal" value={targetValue} onChange={(e) => setTargetValue(e.target.value)} />
              <p className="text-sm text-slate-700" aria-live="polite">
                {t("changePercent")}: <span data-testid="smart-goal-percent">{percent === null ? "–" : `${percent}%`}</span>
              </p>
            </>
          )}
        </Field>
      </section>

      {initial ? (
        <fieldset className="space-y-3 rounded-md border border-slate-200 bg-white p-4" data-testid="sg-result">
          <legend className="px-1 text-sm font-semibold text-slate-900">{t("result")}</legend>
          <p className="text-sm text-slate-700">{t("resultHelp")}</p>
          <div className="grid gap-4 md:grid-cols-3">
            <div className="space-y-1">
              <label htmlFor="sg-result-value" className={label}>
                {t("resultValue")}
              </label>
              <input
                id="sg-result-value"
                className={inputClass}
                inputMode="decimal"
                value={resultValue}
                onChange={(e) => setResultValue(e.target.value)}
                aria-describedby={errorOf("resultValue") ? "sg-resultValue-error" : undefined}
              />
              {err("resultValue")}
            </div>
            <div>
              <DateField label={t("resultDate")} value={resultDate} onChange={setResultDate} today={today} near={dateTarget || dateBaseline || undefined} testId="sg-result-date" display={showDate} />
              {err("resultDate")}
            </div>
            <p className="text-sm text-slate-700 md:self-end" aria-live="polite" data-testid="sg-result-met">
              {met === null ? t("resultOpen") : met ? t("resultMet") : t("resultNotMet")}
            </p>
          </div>
        </fieldset>
      ) : null}

      <fieldset className="space-y-3 rounded-md border border-slate-200 bg-white p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">{t("dates")}</legend>
        <div className="grid gap-4 md:grid-cols-3">
          <div onFocusCapture={onBaselineFocus}>
            {baseline === "editable" ? (
              <DateField label={t("dateBaseline")} value={dateBaseline} onChange={setDateBaseline} today={today} testId="sg-date-baseline" display={showDate} />
            ) : (
              <div className="space-y-1">
                <span className={label}>{t("dateBaseline")}</span>
                <button type="button" className={inputClass} disabled={baseline === "locked"} onClick={onBaselineFocus}>
                  {showDate(dateBaseline) || "–"}
                </button>
              </div>
            )}
            {err("dateBaseline")}
          </div>
          <div>
            <DateField label={t("lastDateofPreSurvey")} value={lastPre} onChange={setLastPre} today={today} near={dateBaseline || undefined} testId="sg-date-pre" display={showDate} />
            {err("lastDateofPreSurvey")}
          </div>
          <div>
            <DateField label={t("dateTarget")} value={dateTarget} onChange={setDateTarget} today={today} near={dateBaseline || undefined} testId="sg-date-target" display={showDate} />
            {err("dateTarget")}
          </div>
        </div>
        {dateBaseline ? (
          <div className="space-y-1">
            <label htmlFor="sg-date-slider" className={label}>
              {t("dateSlider")}
            </label>
            <input
              id="sg-date-slider"
              type="range"
              min={0}
              max={365}
              step={1}
              value={sliderDays}
              aria-valuetext={t("days", { count: sliderDays })}
              onChange={(e) => setDateTarget(addDaysSkippingWeekend(dateBaseline, Number(e.target.value)))}
              className="w-full"
            />
            <p className="text-xs text-slate-600">{t("days", { count: sliderDays })}</p>
          </div>
        ) : null}
      </fieldset>

      <fieldset className="space-y-2 rounded-md border border-slate-200 bg-white p-4" aria-describedby="sg-groups-help">
        <legend className="px-1 text-sm font-semibold text-slate-900">{t("groups")}</legend>
        <p id="sg-groups-help" className="text-xs text-slate-600">
          {t("groupsHelp")}
        </p>
        <div className="grid max-h-56 gap-1 overflow-y-auto sm:grid-cols-2">
          {data.clients.map((c) => (
            <div key={c.id} className="flex items-center gap-2">
              <input
                id={`sg-group-${c.id}`}
                type="checkbox"
                className="h-4 w-4 rounded border-slate-300"
                checked={groups.includes(c.id)}
                onChange={(e) => setGroups((g) => (e.target.checked ? [...g, c.id] : g.filter((x) => x !== c.id)))}
              />
              <label htmlFor={`sg-group-${c.id}`} className="text-sm text-slate-700">
                <TargetGroups groups={[c.name]} /> <span className="text-xs text-slate-500">({t("students", { count: c.count })})</span>
              </label>
            </div>
          ))}
        </div>
        {err("smartgoalGroups")}
      </fieldset>

      <StandardsPicker
        standards={data.standards}
        selected={mindsets}
        onChange={setMindsets}
        label={data.standardsLabel}
        alertTitle={t("limitTitle")}
        alertText={t("limitText")}
        error={errorOf("mindsets")}
        idPrefix="sg-standard"
      />

      <section className="grid gap-4 rounded-md border border-slate-200 bg-white p-4 md:grid-cols-2">
        {(
          [
            ["sg-lesson1", t("lesson1"), lesson1, setLesson1, "lesson_id"],
            ["sg-lesson2", t("lesson2"), lesson2, setLesson2, "lesson_id2"],
          ] as const
        ).map(([id, fieldLabel, value, onValue, field]) => (
          <SelectField
            key={id}
            id={id}
            label={fieldLabel}
            value={value}
            onChange={(e) => onValue(e.target.value)}
            placeholder={t("none")}
            options={data.lessons.map((l) => ({ value: String(l.id), label: l.name }))}
            error={errorOf(field)}
          />
        ))}
        <RichTextField id="sg-objectives1" label={t("objectives1")} value={objectives1} onChange={setObjectives1} error={errorOf("objectives1")} />
        <RichTextField id="sg-objectives2" label={t("objectives2")} value={objectives2} onChange={setObjectives2} error={errorOf("objectives2")} />
      </section>

      <fieldset className="space-y-3 rounded-md border border-slate-200 bg-white p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">{t("likertType")}</legend>
        <div className="flex flex-wrap gap-4">
          <div className="space-y-1">
            <label htmlFor="sg-likert-type" className={label}>
              {t("likertType")}
            </label>
            <select id="sg-likert-type" className={inputClass} value={likertType} onChange={(e) => setLikertType(Number(e.target.value))}>
              {[3, 4, 5].map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1">
            <label htmlFor="sg-likert-scale" className={label}>
              {t("likertScale")}
            </label>
            <select
              id="sg-likert-scale"
              className={inputClass}
              defaultValue=""
              onChange={(e) => {
                const s = data.likertScales.find((x) => String(x.id) === e.target.value);
                if (s) setLegends([...s.legends]);
              }}
            >
              <option value="">–</option>
              {data.likertScales.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="grid gap-2 sm:grid-cols-5">
          {Array.from({ length: likertType }, (_, i) => (
            <div key={i} className="space-y-1">
              <label htmlFor={`sg-likert-${i + 1}`} className="block text-xs text-slate-700">
                {t("likertStep", { n: i + 1 })}
              </label>
              <MaxLengthInput id={`sg-likert-${i + 1}`} className={inputClass} maxLength={60} value={legends[i]} onChange={(e) => setLegends((l) => l.map((x, j) => (j === i ? e.target.value : x)))} />
            </div>
          ))}
        </div>
        {err("likert_type")}
      </fieldset>

      <section className="grid gap-4 rounded-md border border-slate-200 bg-white p-4 md:grid-cols-2">
        <h2 className="text-base font-semibold md:col-span-2">{t("narrative")}</h2>
        {(["narrativeHow", "narrativeWhat", "narrativeData", "narrativeWhy"] as const).map((k) => (
          <RichTextField key={k} id={`sg-${k}`} label={t(k)} value={narrative[k]} onChange={(v) => setNarrative((n) => ({ ...n, [k]: v }))} error={errorOf(k)} />
        ))}
      </section>

      {initial ? (
        <>
          <GoalQuestions goalId={initial.id} initialQuestions={initial.questions} initialShort={initial.shortQuestions} onStatementsChange={setStatementCount} />
          <GoalLessons goalId={initial.id} categories={data.categories} today={today} hasStandards={mindsets.length > 0} />
        </>
      ) : (
        <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">{t("saveFirst")}</p>
      )}

      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={save} disabled={pending} aria-busy={pending} data-testid="smart-goal-save">
          {pending ? t("saving") : t("save")}
        </Button>
        <Button variant="secondary" onClick={() => router.push(listHref)}>
          {t("cancel")}
        </Button>
        {initial ? <SmartGoalPdfButton goalId={initial.id} /> : null}
      </div>

      <Dialog
        open={askBaseline}
        onOpenChange={(open) => {
          // Closing the question without confirming is a cancel: the baseline is locked.
          if (!open) {
            setBaseline("locked");
            setAskBaseline(false);
          }
        }}
        title={t("baselineTitle")}
        description={t("baselineBody")}
        closeLabel={t("cancel")}
      >
        <div className="mt-4 flex justify-end gap-2">
          <Button
            variant="secondary"
            onClick={() => {
              setBaseline("locked");
              setAskBaseline(false);
            }}
          >
            {t("baselineCancel")}
          </Button>
          <Button
            onClick={() => {
              setBaseline("editable");
              setAskBaseline(false);
            }}
          >
            {t("baselineConfirm")}
          </Button>
        </div>
      </Dialog>
    </fieldset>
  );
}
