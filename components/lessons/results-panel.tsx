"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { inputClass, RichTextField } from "@/components/ui/form";
import { useAction } from "@/components/ui/use-action";
import { useErrorText } from "@/components/ui/use-error-text";
import { collectionStatus, collectionStatusText } from "@/lib/lessons/collection-status";
import type { TLessonEvent } from "@/lib/lessons/events";
import { saveLessonEventAction, selectLessonEventAction, type TEventSelection } from "@/lib/lessons/results-actions";
import { formatClockTime, formatNumber, formatPercent } from "@/lib/i18n/format";
import { LessonResultsPdfButton } from "./pdf-buttons";
import { LessonResultsChart } from "./results-chart";
import { TableHead } from "@/components/ui/table-head";

// The Results tab's island: pick one of the lesson's deliveries, see its counts, the collection
// method it implies (Survey 13 with a survey, else None 0), the pre/post chart and the
// change figures, and edit its survey, inRAMP, dcpOutcome and implication.

export type TResultsPanelProps = {
  lessonId: number;
  canEdit: boolean;
  events: TLessonEvent[];
  surveys: { id: number; name: string }[];
  initial: TEventSelection | null;
  /** Each event's date in the reader's language (formatted on the server). */
  dateLabels: Record<number, string>;
  /** The trainer's QR dialog (rendered on the server: the QR codes are drawn there). */
  trainer?: ReactNode;
};

const plain = (html: string) =>
  html
    .replace(/<br\s*\/?>|<\/p>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .trim();

export function ResultsPanel({ lessonId, canEdit, events, surveys, initial, dateLabels, trainer }: TResultsPanelProps) {
  const t = useTranslations("lessonResults");
  const locale = useLocale();
  const errorText = useErrorText();
  const ids = useId();
  const [selection, setSelection] = useState<TEventSelection | null>(initial);
  const [eventId, setEventId] = useState<string>(initial ? String(initial.selected.event.id) : "");
  // A refused load is said under the picker.
  const { pending, run, error, clearErrors } = useAction(selectLessonEventAction, {
    fields: () => "load",
    text: (e) => errorText(e, t("loadFailed")),
    refresh: false,
    onSuccess: setSelection,
  });
  const loadError = error("load");

  const choose = (value: string) => {
    setEventId(value);
    clearErrors();
    if (!value) {
      setSelection(null);
      return;
    }
    run({ lessonId, eventId: Number(value) });
  };

  if (events.length === 0) {
    return (
      <section aria-labelledby={`${ids}-title`} className="space-y-3">
        <h2 id={`${ids}-title`} className="text-lg font-semibold text-slate-900">
          {t("title")}
        </h2>
        <p className="text-sm text-slate-600">{t("noEvents")}</p>
        {trainer}
      </section>
    );
  }

  return (
    <section aria-labelledby={`${ids}-title`} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${ids}-title`} className="text-lg font-semibold text-slate-900">
          {t("title")}
        </h2>
        <div className="flex flex-wrap gap-2">
          {selection ? <LessonResultsPdfButton lessonId={lessonId} eventId={selection.selected.event.id} /> : null}
          {trainer}
        </div>
      </div>
      <div className="max-w-md space-y-1">
        <label htmlFor={`${ids}-event`} className="block text-sm font-medium text-slate-700">
          {t("event")}
        </label>
        <select id={`${ids}-event`} className={inputClass} value={eventId} onChange={(e) => choose(e.target.value)} aria-busy={pending}>
          <option value="">{t("chooseEvent")}</option>
          {events.map((e) => (
            <option key={e.id} value={e.id}>
              {t("eventOption", { title: e.title, date: dateLabels[e.id] ?? e.date, time: formatClockTime(e.time, locale) })}
            </option>
          ))}
        </select>
      </div>
      {loadError ? (
        <p role="alert" className="text-sm text-red-700">
          {loadError}
        </p>
      ) : null}
      {selection ? <Selected key={selection.selected.event.id} selection={selection} canEdit={canEdit} surveys={surveys} onSaved={(s) => setSelection(s)} lessonId={lessonId} /> : null}
    </section>
  );
}

function Selected({
  selection,
  canEdit,
  surveys,
  onSaved,
  lessonId,
}: {
  selection: TEventSelection;
  canEdit: boolean;
  surveys: TResultsPanelProps["surveys"];
  onSaved: (s: TEventSelection) => void;
  lessonId: number;
}) {
  const t = useTranslations("lessonResults");
  const tc = useTranslations("lessonResults.collection");
  const locale = useLocale();
  const { selected, results, totals } = selection;
  const e = selected.event;
  const figures: [string, string | number][] = [
    [t("duration"), t("minutes", { n: selected.duration })],
    [t("students"), selected.students],
    [t("male"), selected.male],
    [t("female"), selected.female],
    [t("collectionMethod"), selected.collectionMethod === 13 ? t("collectionSurvey") : t("collectionNone")],
  ];
  const collection = collectionStatusText((key, values) => tc(key as never, values as never), collectionStatus(e));
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-md border border-slate-200 bg-white p-3">
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="text-sm font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
        <div className="col-span-2 rounded-md border border-slate-200 bg-white p-3 sm:col-span-3 lg:col-span-5">
          <dt className="text-xs text-slate-500">{tc("label")}</dt>
          <dd className="text-sm font-semibold text-slate-900" data-testid="collection-status">
            {collection}
          </dd>
        </div>
      </dl>
      <dl className="flex flex-wrap gap-3">
        <div className="rounded-md border border-brand-600/30 bg-brand-50 px-4 py-3">
          <dt className="text-xs text-slate-600">{t("eventChange")}</dt>
          <dd className="text-2xl font-bold tabular-nums text-slate-900" data-testid="event-change">
            {formatPercent(results.eventChange, locale)}
          </dd>
        </div>
        <div className="rounded-md border border-slate-200 bg-white px-4 py-3">
          <dt className="text-xs text-slate-600">{t("lessonChange")}</dt>
          <dd className="text-2xl font-bold tabular-nums text-slate-900" data-testid="lesson-change">
            {formatPercent(totals.lessonChange, locale)}
          </dd>
        </div>
      </dl>
      {results.surveyName === null ? (
        <p className="text-sm text-slate-600">{t("noSurvey")}</p>
      ) : results.statements.length === 0 ? (
        <p className="text-sm text-slate-600">{t("noStatements")}</p>
      ) : (
        <>
          <LessonResultsChart statements={results.statements} levels={results.likertLevels} />
          <div className="overflow-x-auto">
            <table className="min-w-full text-sm">
              <caption className="sr-only">{t("tableCaption", { survey: results.surveyName })}</caption>
              <TableHead
                rowClassName="border-b border-slate-200 text-left text-slate-600"
                cellClassName="py-2 pr-3"
                columns={["#", t("statement"), { label: t("pre"), className: "py-2 pr-3 text-right" }, { label: t("post"), className: "py-2 text-right" }]}
              />
              <tbody>
                {results.statements.map((s, i) => (
                  <tr key={s.id} className="border-b border-slate-100">
                    <td className="py-2 pr-3">{t("statementShort", { n: i + 1 })}</td>
                    <td className="py-2 pr-3">{s.text}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{formatNumber(s.pre, locale, 1)}</td>
                    <td className="py-2 text-right tabular-nums">{formatNumber(s.post, locale, 1)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {canEdit ? (
        <EventForm lessonId={lessonId} event={e} surveys={surveys} onSaved={onSaved} />
      ) : (
        <div className="space-y-3 text-sm">
          <p>
            <span className="font-medium">{t("inRAMP")}: </span>
            {e.inRAMP ? t("yes") : t("no")}
          </p>
          <div>
            <h3 className="font-medium">{t("dcpOutcome")}</h3>
            <p className="whitespace-pre-wrap text-slate-700">{plain(e.dcpOutcome) || "—"}</p>
          </div>
          <div>
            <h3 className="font-medium">{t("implication")}</h3>
            <p className="whitespace-pre-wrap text-slate-700">{plain(e.implication) || "—"}</p>
          </div>
        </div>
      )}
    </div>
  );
}

function EventForm({ lessonId, event, surveys, onSaved }: { lessonId: number; event: TLessonEvent; surveys: TResultsPanelProps["surveys"]; onSaved: (s: TEventSelection) => void }) {
  const t = useTranslations("lessonResults");
  const errorText = useErrorText();
  const ids = useId();
  const [surveyId, setSurveyId] = useState(event.survey_id === null ? "" : String(event.survey_id));
  const [inRamp, setInRamp] = useState(event.inRAMP);
  const [dcpOutcome, setDcpOutcome] = useState(event.dcpOutcome);
  const [implication, setImplication] = useState(event.implication);
  const [saved, setSaved] = useState(false);
  // The survey, outcome and implication errors sit by their inputs; any other under the form.
  const { pending, submit, error, clearErrors } = useAction(null, {
    fields: (x) => (x.field && ["survey_id", "dcpOutcome", "implication"].includes(x.field) ? x.field : "form"),
    text: (x) => errorText(x, t("saveFailed")),
    refresh: false,
  });

  const save = (e: React.FormEvent) => {
    e.preventDefault();
    clearErrors();
    setSaved(false);
    // After the save the delivery's counts and chart are read again, within the same pending state.
    submit(
      async () => {
        const result = await saveLessonEventAction({ event_id: event.id, survey_id: surveyId ? Number(surveyId) : null, inRAMP: inRamp, dcpOutcome, implication });
        return result.ok ? { ...result, data: await selectLessonEventAction({ lessonId, eventId: event.id }) } : result;
      },
      {
        message: t("saved"),
        then: (next) => {
          setSaved(true);
          if (next.ok) onSaved(next.data);
        },
      },
    );
  };
  const describe = (field: string) => (error(field) ? `${ids}-${field}-error` : undefined);
  const fieldMessage = (field: string) => error(field) ?? null;
  const fieldError = (field: string) => {
    const message = error(field);
    return message ? (
      <p id={`${ids}-${field}-error`} className="text-xs text-red-700">
        {message}
      </p>
    ) : null;
  };

  return (
    <form onSubmit={save} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4" noValidate>
      <h3 className="text-base font-semibold text-slate-900">{t("editTitle")}</h3>
      <div className="space-y-1">
        <label htmlFor={`${ids}-survey`} className="block text-sm font-medium text-slate-700">
          {t("survey")}
        </label>
        <select id={`${ids}-survey`} className={inputClass} value={surveyId} onChange={(e) => setSurveyId(e.target.value)} aria-describedby={describe("survey_id")} aria-invalid={!!error("survey_id")}>
          <option value="">{t("lessonSurvey")}</option>
          {surveys.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
        {fieldError("survey_id")}
      </div>
      <div className="flex items-center gap-2">
        <input id={`${ids}-ramp`} type="checkbox" checked={inRamp} onChange={(e) => setInRamp(e.target.checked)} className="h-4 w-4" />
        <label htmlFor={`${ids}-ramp`} className="text-sm text-slate-700">
          {t("inRAMP")}
        </label>
      </div>
      <RichTextField id={`${ids}-dcp`} label={t("dcpOutcome")} value={dcpOutcome} onChange={setDcpOutcome} error={fieldMessage("dcpOutcome")} />
      <RichTextField id={`${ids}-impl`} label={t("implication")} value={implication} onChange={setImplication} error={fieldMessage("implication")} />
      {error("form") ? (
        <p role="alert" className="text-sm text-red-700">
          {error("form")}
        </p>
      ) : null}
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {t("save")}
        </Button>
        {saved ? (
          <span role="status" className="text-sm text-green-700">
            {t("saved")}
          </span>
        ) : null}
      </div>
    </form>
  );
}
