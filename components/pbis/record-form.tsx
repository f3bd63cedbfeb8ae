"use client";

import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { TimePicker } from "@/components/calendar/time-picker";
import { Confidential, useConfidential } from "@/components/shell/confidential";
import { DateField } from "@/components/student-days/date-field";
import { FormButtons } from "@/components/ui/form-buttons";
import { Dialog } from "@/components/ui/dialog";
import { Field, Form, SelectField, TextField, MaxLengthTextarea } from "@/components/ui/form";
import { useAction } from "@/components/ui/use-action";
import { savePbisRecordAction } from "@/lib/pbis/actions";
import { usePbisLabel } from "./labels";
import { PBIS_KINDS, type TPbisKind, type TPbisOptionJson, type TPbisRecordJson, type TPbisStudent } from "./types";

type TType = "incident" | "recognition";
type TValues = { client_id: string; type: TType; date: string; time: string; notes: string } & Record<`${TPbisKind}_id`, string> & Record<`${TPbisKind}_other`, string>;

const REQUIRED: Record<TPbisKind, boolean> = { behavior: true, location: true, motivation: false, action: false };

function initial(record: TPbisRecordJson | null, today: string, studentId: number | null): TValues {
  if (!record) {
    return {
      client_id: studentId ? String(studentId) : "",
      type: "incident",
      date: today,
      time: "09:00",
      notes: "",
      behavior_id: "",
      behavior_other: "",
      location_id: "",
      location_other: "",
      motivation_id: "",
      motivation_other: "",
      action_id: "",
      action_other: "",
    };
  }
  const s = (v: number | null) => (v === null ? "" : String(v));
  return {
    client_id: String(record.client_id),
    type: record.type,
    date: record.date,
    time: record.time,
    notes: record.notes,
    behavior_id: s(record.behavior_id),
    behavior_other: record.behavior_other,
    location_id: s(record.location_id),
    location_other: record.location_other,
    motivation_id: s(record.motivation_id),
    motivation_other: record.motivation_other,
    action_id: s(record.action_id),
    action_other: record.action_other,
  };
}

type TProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The record to change, or null to record a new one. */
  record: TPbisRecordJson | null;
  students: TPbisStudent[];
  options: TPbisOptionJson[];
  today: string;
  /** The student chosen in advance (the student's page). */
  studentId?: number | null;
};

/**
 * Records or changes a PBIS incident or recognition: the student (the counselor's own, chosen in the
 * list the calendar's event form uses; hidden while the confidentiality eye is closed), date and time,
 * behaviour, location, motivation (perceived function), action taken and notes. The lists offer the
 * choices that fit the type; 'Other' asks for a few words.
 */
export function PbisRecordForm({ open, onOpenChange, record, students, options, today, studentId = null }: TProps) {
  const t = useTranslations("pbis.form");
  const label = usePbisLabel();
  const { hidden } = useConfidential();
  const id = useId();
  const [v, setV] = useState<TValues>(() => initial(record, today, studentId));
  const { pending, run, error, setErrors } = useAction(savePbisRecordAction, {
    namespace: "pbis.form",
    focus: "[data-testid='pbis-form']",
    successMessage: record ? t("saved") : t("created"),
    onSuccess: () => onOpenChange(false),
  });
  const set = <K extends keyof TValues>(key: K, value: TValues[K]) => {
    setV((prev) => ({ ...prev, [key]: value }));
    setErrors((prev) => ({ ...prev, [key]: "" }));
  };
  const fits = (o: TPbisOptionJson) => o.applies_to === "both" || o.applies_to === v.type;
  const byId = new Map(options.map((o) => [String(o.id), o]));
  const chosen = students.find((s) => String(s.id) === v.client_id);

  const changeType = (type: TType) => {
    // A choice that does not fit the new type is cleared.
    setV((prev) => {
      const next = { ...prev, type };
      for (const k of PBIS_KINDS) {
        const o = byId.get(prev[`${k}_id`]);
        if (o && !(o.applies_to === "both" || o.applies_to === type)) next[`${k}_id`] = "";
      }
      return next;
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={record ? t("editTitle") : t("newTitle")} closeLabel={t("cancel")} size="wide">
      <Form onSubmit={() => run(v, record?.id)} className="grid gap-4 sm:grid-cols-2" data-testid="pbis-form">
        <fieldset className="sm:col-span-2">
          <legend className="mb-1 text-sm font-medium text-slate-700">{t("type")}</legend>
          <div className="flex gap-4">
            {(["incident", "recognition"] as const).map((type) => (
              <label key={type} className="flex items-center gap-2 text-sm">
                <input type="radio" name={`${id}-type`} value={type} checked={v.type === type} onChange={() => changeType(type)} data-testid={`pbis-type-${type}`} />
                {t(`types.${type}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="sm:col-span-2">
          {hidden ? (
            <div className="space-y-1">
              <span className="block text-sm font-medium text-slate-700">{t("student")}</span>
              <p className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm">{chosen ? <Confidential>{chosen.name}</Confidential> : t("noStudent")}</p>
              <p className="text-xs text-slate-500">{t("maskedHint")}</p>
            </div>
          ) : (
            <SelectField
              id={`${id}-client_id`}
              label={t("student")}
              error={error("client_id")}
              value={v.client_id}
              onChange={(e) => set("client_id", e.target.value)}
              required
              placeholder={t("chooseStudent")}
              options={students.map((s) => ({ value: String(s.id), label: s.name }))}
              data-testid="pbis-student"
            />
          )}
          {students.length === 0 ? <p className="mt-1 text-sm text-slate-600">{t("noStudents")}</p> : null}
        </div>
        <div>
          <DateField label={t("date")} value={v.date} onChange={(d) => set("date", d)} today={today} testId="pbis-date" />
          {error("date") ? <p className="text-sm text-red-700">{error("date")}</p> : null}
        </div>
        <TimePicker legend={t("time")} value={v.time} onChange={(hm) => set("time", hm)} idPrefix={`${id}-time`} error={error("time") || null} />
        {PBIS_KINDS.map((kind) => {
          const list = options.filter((o) => o.kind === kind && fits(o));
          const isOther = byId.get(v[`${kind}_id`])?.code === "other";
          return (
            <div key={kind} className="space-y-2">
              <SelectField
                id={`${id}-${kind}`}
                label={REQUIRED[kind] ? t(`kinds.${kind}`) : t("optional", { label: t(`kinds.${kind}`) })}
                error={error(`${kind}_id`)}
                value={v[`${kind}_id`]}
                onChange={(e) => set(`${kind}_id`, e.target.value)}
                required={REQUIRED[kind]}
                placeholder={t("choose")}
                options={list.map((o) => ({ value: String(o.id), label: label(kind, o.code) }))}
                data-testid={`pbis-${kind}`}
              />
              {isOther ? (
                <TextField
                  id={`${id}-${kind}-other`}
                  label={t("otherText", { label: t(`kinds.${kind}`) })}
                  error={error(`${kind}_other`)}
                  value={v[`${kind}_other`]}
                  maxLength={200}
                  onChange={(e) => set(`${kind}_other`, e.target.value)}
                />
              ) : null}
            </div>
          );
        })}
        <div className="sm:col-span-2">
          <Field id={`${id}-notes`} label={t("notes")} error={error("notes")}>
            {(control) => (
              <MaxLengthTextarea
                {...control}
                className={`${control.className} ${hidden ? "text-transparent [text-shadow:0_0_8px_rgb(15_23_42/0.6)]" : ""}`}
                rows={3}
                value={v.notes}
                maxLength={5000}
                onChange={(e) => set("notes", e.target.value)}
              />
            )}
          </Field>
        </div>
        <FormButtons
          onCancel={() => onOpenChange(false)}
          cancelLabel={t("cancel")}
          submitLabel={record ? t("save") : t("create")}
          pending={pending}
          className="sm:col-span-2"
          submitTestId="pbis-save"
        />
      </Form>
    </Dialog>
  );
}
