"use client";

import { useId, useState, type ReactNode } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { inputClass } from "@/components/ui/form/field";
import { Confidential, useConfidential } from "@/components/shell/confidential";
import { EVENT_STATUSES, type TEventStatus } from "@/lib/calendar/constants";
import { endOf, isoWeekday } from "@/lib/calendar/rules";
import type { TCategoryOption } from "@/lib/categories/rules";
import { CategorySelect } from "./category-select";
import { useFieldErrors, type TFieldErrors } from "./form-errors";
import { RecurrenceFields, type TRepeat } from "./recurrence-fields";
import { isReferralCategory, serviceValuesOf, servicePayload, ServiceFields, type TServiceValues } from "./service-fields";
import { TimePicker } from "./time-picker";
import type { TCalendarClient, TCalendarGrade, TEventDraft, TEventJson, TEventPayload, TSaveOutcome } from "./types";
import { formatClockTime } from "@/lib/i18n/format";
import { DEFAULT_DURATION, defaultRepeatUntil, parseCount, studentsCount } from "./ui-rules";
import { MaxLengthInput } from "@/components/ui/form/max-length";
import { NumberInput } from "@/components/ui/form/number-input";

export type TFormMode = { kind: "create"; draft: TEventDraft } | { kind: "edit"; event: TEventJson };

type TValues = {
  title: string;
  date: string;
  time: string;
  duration: string;
  category_id: number | null;
  client_id: number | null;
  lesson_id: string;
  students: string;
  male: string;
  female: string;
  grade_id: string;
  location: string;
  notes: string;
  status: TEventStatus;
  repeat: TRepeat;
  services: TServiceValues;
};

type TProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: TFormMode;
  categories: readonly TCategoryOption[];
  clients: readonly TCalendarClient[];
  grades: readonly TCalendarGrade[];
  /** The lessons the calendar's owner may deliver (own and shared): the lesson picker's options. */
  lessons?: readonly { id: number; name: string }[];
  /** The managed user whose calendar is open (null: the actor's own): whose partners a referral may name. */
  ownerUserId?: number | null;
  /** False for someone who may never read names and notes (a secretary). */
  readConfidential: boolean;
  /** Saves; a series asks which occurrences first. `repeatChanged` limits that choice. */
  onSave: (payload: TEventPayload, info: { repeatChanged: boolean }) => Promise<TSaveOutcome>;
};

const str = (n: number | null | undefined) => (n === null || n === undefined ? "" : String(n));

function initialValues(mode: TFormMode): TValues {
  if (mode.kind === "create") {
    const d = mode.draft;
    return {
      title: d.title ?? "",
      date: d.date,
      time: d.time,
      duration: String(d.duration || DEFAULT_DURATION),
      category_id: d.category_id ?? null,
      client_id: null,
      lesson_id: "",
      students: "",
      male: "",
      female: "",
      grade_id: "",
      location: "",
      notes: "",
      status: "planned",
      repeat: { freq: "none", interval: 1, weekdays: [isoWeekday(d.date)], until: defaultRepeatUntil(d.date) },
      services: serviceValuesOf(null),
    };
  }
  const e = mode.event;
  const r = e.recurrence;
  return {
    title: e.title,
    date: e.date,
    time: e.time.slice(0, 5),
    duration: String(e.duration),
    category_id: e.category_id,
    client_id: e.client_id,
    lesson_id: str(e.lesson_id),
    students: str(e.students),
    male: e.male || e.female ? str(e.male) : "",
    female: e.male || e.female ? str(e.female) : "",
    grade_id: str(e.grade_id),
    location: e.location,
    notes: e.notes,
    status: e.status,
    repeat: r
      ? { freq: r.freq, interval: r.interval, weekdays: r.freq === "weekly" ? r.weekdays : [isoWeekday(e.date)], until: r.until }
      : { freq: "none", interval: 1, weekdays: [isoWeekday(e.date)], until: defaultRepeatUntil(e.date) },
    services: serviceValuesOf(e),
  };
}

/** The API fields of the form's values. */
function toPayload(v: TValues): TEventPayload {
  const male = parseCount(v.male);
  const female = parseCount(v.female);
  const students = studentsCount(parseCount(v.students), male, female);
  return {
    title: v.title.trim(),
    date: v.date,
    time: v.time,
    duration: Number(v.duration),
    category_id: v.category_id,
    client_id: v.client_id,
    lesson_id: parseCount(v.lesson_id),
    students: students ?? (male ?? 0) + (female ?? 0),
    male: male ?? 0,
    female: female ?? 0,
    grade_id: v.grade_id ? Number(v.grade_id) : null,
    location: v.location.trim(),
    notes: v.notes,
    status: v.status,
    recurrence: v.repeat.freq === "none" ? null : { freq: v.repeat.freq, interval: v.repeat.interval, weekdays: v.repeat.freq === "weekly" ? v.repeat.weekdays : [], until: v.repeat.until },
    ...servicePayload(v.services),
  };
}

/** Only what changed, for an edit (an unchanged date must not shift a whole series). */
function changedFields(before: TEventPayload, after: TEventPayload): TEventPayload {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof TEventPayload)[]) {
    if (JSON.stringify(after[key]) !== JSON.stringify(before[key])) out[key] = after[key];
  }
  return out as TEventPayload;
}

function Labelled({ id, label, error, hint, children }: { id: string; label: string; error?: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The full event form: every field of an event, in a dialog. */
export function EventForm({ open, onOpenChange, mode, categories, clients, grades, lessons = [], ownerUserId = null, readConfidential, onSave }: TProps) {
  const t = useTranslations("calendar.form");
  const ts = useTranslations("calendar.services");
  const [serviceErrors, setServiceErrors] = useState<Partial<Record<keyof TServiceValues, string>>>({});
  const tc = useTranslations("calendar");
  const locale = useLocale();
  const id = useId();
  const toFieldErrors = useFieldErrors();
  const { hidden } = useConfidential();
  const masked = hidden || !readConfidential;
  const [initial] = useState(() => initialValues(mode));
  const [v, setV] = useState<TValues>(initial);
  const [errors, setErrors] = useState<TFieldErrors>({});
  // Not a transition: a save may open the "which events" dialog and wait for the answer, and
  // updates made inside a pending transition would not show until it ends.
  const [pending, setPending] = useState(false);

  const set = <K extends keyof TValues>(key: K, value: TValues[K]) => {
    setV((prev) => ({ ...prev, [key]: value }));
    setErrors((prev) => ({ ...prev, [key]: undefined, form: undefined }));
  };
  const err = (field: keyof TFieldErrors) => errors[field];
  const aria = (field: keyof TFieldErrors, fieldId: string, hint = false) => ({
    "aria-invalid": err(field) ? true : undefined,
    "aria-describedby": [hint ? `${fieldId}-hint` : null, err(field) ? `${fieldId}-error` : null].filter(Boolean).join(" ") || undefined,
  });

  const male = parseCount(v.male);
  const female = parseCount(v.female);
  const computedStudents = male !== null && female !== null ? male + female : null;
  const duration = Number(v.duration);
  const ends = Number.isFinite(duration) && duration > 0 && v.date ? endOf(v.date, v.time, duration) : null;
  const isSeries = mode.kind === "edit" && mode.event.series_id !== null;
  const chosenClient = clients.find((c) => c.id === v.client_id) ?? null;

  const pickClient = (clientId: number | null) => {
    const c = clients.find((x) => x.id === clientId);
    // A student or group brings its counts and grade; they stay editable.
    setV((prev) =>
      c
        ? { ...prev, client_id: clientId, male: String(c.male), female: String(c.female), students: String(c.type === "student" ? 1 : c.count), grade_id: prev.grade_id || str(c.grade_id) }
        : { ...prev, client_id: clientId },
    );
    setErrors((prev) => ({ ...prev, client_id: undefined, form: undefined }));
  };

  const check = (): TFieldErrors => {
    const out: TFieldErrors = {};
    const te = (k: string) => tc(`errors.fields.${k}`);
    if (!v.title.trim()) out.title = te("title");
    if (!v.date) out.date = te("date");
    if (v.category_id === null) out.category_id = te("category_id");
    if (!Number.isInteger(duration) || duration < 5 || duration > 1440) out.duration = te("duration");
    if (v.repeat.freq !== "none" && (!v.repeat.until || v.repeat.until < v.date)) out.recurrence_until = te("recurrence_until");
    if (v.repeat.freq === "weekly" && v.repeat.weekdays.length === 0) out.recurrence_weekdays = te("recurrence_weekdays");
    return out;
  };

  const submit = () => {
    const problems = check();
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      return;
    }
    const payload = toPayload(v);
    const before = toPayload(initial);
    const body = mode.kind === "edit" ? changedFields(before, payload) : payload;
    if (mode.kind === "edit" && Object.keys(body).length === 0) {
      onOpenChange(false);
      return;
    }
    // A new rule regenerates this and the following occurrences (or all); "does not repeat" on one occurrence detaches it.
    const repeatChanged = mode.kind === "edit" && "recurrence" in body && body.recurrence !== null;
    void (async () => {
      setPending(true);
      const outcome = await onSave(body, { repeatChanged });
      setPending(false);
      if (outcome.ok) onOpenChange(false);
      else if ("errors" in outcome) {
        // The services fields' errors go next to them; the rest as the calendar shows its own.
        const mine = outcome.errors.filter((e) => e.field && e.field in v.services);
        setServiceErrors(Object.fromEntries(mine.map((e) => [e.field, ts(`errors.${e.field}`)])));
        const rest = outcome.errors.filter((e) => !mine.includes(e));
        setErrors(rest.length ? toFieldErrors(rest) : { form: undefined, title: undefined });
      }
    })();
  };

  const title = mode.kind === "create" ? t("titleNew") : t("titleEdit");

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} size="wide" closeLabel={tc("close")}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <Labelled id={`${id}-title`} label={t("title")} error={err("title")}>
              <MaxLengthInput
                id={`${id}-title`}
                className={inputClass}
                value={v.title}
                maxLength={200}
                required
                autoFocus
                onChange={(e) => set("title", e.target.value)}
                {...aria("title", `${id}-title`)}
              />
            </Labelled>
          </div>
          <Labelled id={`${id}-date`} label={t("date")} error={err("date")}>
            <input id={`${id}-date`} type="date" className={inputClass} value={v.date} required onChange={(e) => set("date", e.target.value)} {...aria("date", `${id}-date`)} />
          </Labelled>
          <TimePicker idPrefix={`${id}-time`} legend={t("time")} value={v.time} onChange={(hm) => set("time", hm)} error={err("time")} />
          <Labelled id={`${id}-duration`} label={t("duration")} error={err("duration")} hint={ends ? t("endsAt", { time: formatClockTime(ends.time, locale) }) : null}>
            <NumberInput
              id={`${id}-duration`}
              min={5}
              max={1440}
              step={5}
              className={inputClass}
              value={v.duration}
              onValueChange={(value) => set("duration", value)}
              {...aria("duration", `${id}-duration`, !!ends)}
            />
          </Labelled>
          <Labelled id={`${id}-status`} label={t("status")} error={err("status")}>
            <select id={`${id}-status`} className={inputClass} value={v.status} onChange={(e) => set("status", e.target.value as TEventStatus)}>
              {EVENT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {tc(`status.${s}`)}
                </option>
              ))}
            </select>
          </Labelled>
          <div className="sm:col-span-2">
            <CategorySelect idPrefix={`${id}-cat`} categories={categories} value={v.category_id} onChange={(c) => set("category_id", c)} error={err("category_id")} />
          </div>
          <div className="sm:col-span-2">
            {masked ? (
              <div className="space-y-1">
                <span className="block text-sm font-medium text-slate-700">{t("client")}</span>
                <p className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm" data-testid="form-client-masked">
                  {v.client_id ? <Confidential>{chosenClient?.name ?? ""}</Confidential> : t("noClient")}
                </p>
                <p className="text-xs text-slate-500">{readConfidential ? t("maskedHint") : t("noAccessHint")}</p>
              </div>
            ) : (
              <Labelled id={`${id}-client`} label={t("client")} error={err("client_id")}>
                <select
                  id={`${id}-client`}
                  className={inputClass}
                  value={v.client_id ?? ""}
                  onChange={(e) => pickClient(e.target.value ? Number(e.target.value) : null)}
                  {...aria("client_id", `${id}-client`)}
                >
                  <option value="">{t("noClient")}</option>
                  {(["student", "group"] as const).map((type) => {
                    const list = clients.filter((c) => c.type === type);
                    return list.length === 0 ? null : (
                      <optgroup key={type} label={t(type === "student" ? "clientStudents" : "clientGroups")}>
                        {list.map((c) => (
                          <option key={c.id} value={c.id}>
                            {c.name}
                          </option>
                        ))}
                      </optgroup>
                    );
                  })}
                </select>
              </Labelled>
            )}
          </div>
          <fieldset className="grid gap-3 rounded-md border border-slate-200 p-3 sm:col-span-2 sm:grid-cols-3">
            <legend className="px-1 text-sm font-medium text-slate-700">{t("studentsLegend")}</legend>
            <Labelled id={`${id}-students`} label={t("students")} error={err("students")} hint={computedStudents !== null ? t("studentsComputed") : null}>
              <NumberInput
                id={`${id}-students`}
                min={0}
                className={`${inputClass} read-only:bg-slate-50`}
                value={computedStudents !== null ? String(computedStudents) : v.students}
                readOnly={computedStudents !== null}
                onValueChange={(value) => set("students", value)}
                {...aria("students", `${id}-students`, computedStudents !== null)}
              />
            </Labelled>
            <Labelled id={`${id}-male`} label={t("male")} error={err("male")}>
              <NumberInput id={`${id}-male`} min={0} className={inputClass} value={v.male} onValueChange={(value) => set("male", value)} {...aria("male", `${id}-male`)} />
            </Labelled>
            <Labelled id={`${id}-female`} label={t("female")} error={err("female")}>
              <NumberInput id={`${id}-female`} min={0} className={inputClass} value={v.female} onValueChange={(value) => set("female", value)} {...aria("female", `${id}-female`)} />
            </Labelled>
          </fieldset>
          <Labelled id={`${id}-grade`} label={t("grade")} error={err("grade_id")}>
            <select id={`${id}-grade`} className={inputClass} value={v.grade_id} onChange={(e) => set("grade_id", e.target.value)}>
              <option value="">{t("noGrade")}</option>
              {grades.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
            </select>
          </Labelled>
          <Labelled id={`${id}-lesson`} label={t("lesson")} error={err("lesson_id")} hint={t("lessonHint")}>
            <select id={`${id}-lesson`} className={inputClass} value={v.lesson_id} onChange={(e) => set("lesson_id", e.target.value)} {...aria("lesson_id", `${id}-lesson`, true)}>
              <option value="">{t("noLesson")}</option>
              {v.lesson_id !== "" && !lessons.some((l) => String(l.id) === v.lesson_id) ? <option value={v.lesson_id}>{t("lessonUnavailable", { id: v.lesson_id })}</option> : null}
              {lessons.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
            </select>
          </Labelled>
          {readConfidential ? (
            <div className="sm:col-span-2">
              <ServiceFields
                idPrefix={`${id}-svc`}
                value={v.services}
                errors={serviceErrors}
                referralCategory={isReferralCategory(v.category_id, categories)}
                owner={mode.kind === "edit" ? { eventId: mode.event.id } : { userId: ownerUserId }}
                onChange={(patch) => {
                  setV((prev) => ({ ...prev, services: { ...prev.services, ...patch } }));
                  setServiceErrors((prev) => Object.fromEntries(Object.entries(prev).filter(([k]) => !(k in patch))));
                }}
              />
            </div>
          ) : null}
          <div className="sm:col-span-2">
            <Labelled id={`${id}-location`} label={t("location")} error={err("location")}>
              <MaxLengthInput
                id={`${id}-location`}
                className={inputClass}
                value={v.location}
                maxLength={200}
                onChange={(e) => set("location", e.target.value)}
                {...aria("location", `${id}-location`)}
              />
            </Labelled>
          </div>
          <div className="sm:col-span-2">
            {masked ? (
              <div className="space-y-1">
                <span className="block text-sm font-medium text-slate-700">{t("notes")}</span>
                <p className="min-h-10 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm" data-testid="form-notes-masked">
                  {v.notes ? <Confidential>{v.notes}</Confidential> : t("noNotes")}
                </p>
              </div>
            ) : (
              <Labelled id={`${id}-notes`} label={t("notes")} error={err("notes")} hint={t("notesHint")}>
                <textarea id={`${id}-notes`} rows={3} className={inputClass} value={v.notes} onChange={(e) => set("notes", e.target.value)} {...aria("notes", `${id}-notes`, true)} />
              </Labelled>
            )}
          </div>
          <div className="sm:col-span-2">
            {isSeries ? <p className="mb-2 text-sm text-slate-600">{t("seriesNote")}</p> : null}
            <RecurrenceFields
              value={v.repeat}
              date={v.date}
              onChange={(r) => set("repeat", r)}
              errors={{ until: err("recurrence_until"), weekdays: err("recurrence_weekdays"), interval: err("recurrence_interval"), freq: err("recurrence_freq") }}
            />
          </div>
        </div>
        {errors.form ? (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
            {errors.form}
          </p>
        ) : Object.values(errors).some(Boolean) ? (
          <p role="alert" className="text-sm text-red-700">
            {t("fixErrors")}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {tc("cancel")}
          </Button>
          <Button type="submit" disabled={pending} aria-busy={pending}>
            {t("save")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
