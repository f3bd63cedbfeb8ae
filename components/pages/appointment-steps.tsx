"use client";

import { useFormatter, useTranslations } from "next-intl";
import { GRADE_CODES, REQUESTER_ROLES, TIME_SLOTS, type TSchoolWeek } from "@/lib/pages/rules";
import { FieldMessages, RadioGroup, RequiredMark, SelectField, TextAreaField, TextField } from "@/components/ui/form";

export type TWizardValues = {
  requesterRole: string;
  name: string;
  email: string;
  phone: string;
  studentName: string;
  grade: string;
  date: string;
  time: string;
  reason: string;
};

type TStepProps = {
  values: TWizardValues;
  set: (key: keyof TWizardValues, value: string) => void;
  err: (field: string) => string | undefined;
};

const utcDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** Step 1: who you are. A parent names the student and the grade; a student may give a grade. */
export function WhoStep({ values, set, err }: TStepProps) {
  const t = useTranslations("pages.appointment");
  const grades = GRADE_CODES.map((g) => ({ value: g, label: t(`grades.${g}`) }));
  // A parent must name the grade; a student may.
  const grade = (required: boolean) => (
    <SelectField
      id="appt-grade"
      label={t(required ? "grade" : "gradeOptional")}
      required={required}
      requiredMark={required}
      placeholder={t("gradeChoose")}
      options={grades}
      value={values.grade}
      onChange={(e) => set("grade", e.target.value)}
      error={err("grade")}
    />
  );
  return (
    <div className="space-y-4">
      <RadioGroup
        id="appt-role"
        legend={t("role")}
        name="requesterRole"
        value={values.requesterRole}
        options={REQUESTER_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
        onChange={(v) => set("requesterRole", v)}
        error={err("requesterRole")}
        required
        inline
      />
      <TextField id="appt-name" label={t("name")} autoComplete="name" required requiredMark value={values.name} onChange={(e) => set("name", e.target.value)} error={err("name")} />
      {values.requesterRole === "parent" ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField id="appt-student" label={t("studentName")} required requiredMark value={values.studentName} onChange={(e) => set("studentName", e.target.value)} error={err("studentName")} />
          {grade(true)}
        </div>
      ) : null}
      {values.requesterRole === "student" ? grade(false) : null}
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-700">{t(values.requesterRole === "student" ? "contactStudent" : "contact")}</legend>
        <FieldMessages id="appt-contact" error={err("contact")} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="appt-email"
            label={t("email")}
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(e) => set("email", e.target.value)}
            error={err("email")}
            {...(err("contact") ? { "aria-invalid": true, "aria-describedby": "appt-contact-error" } : {})}
          />
          <TextField id="appt-phone" label={t("phone")} type="tel" autoComplete="tel" value={values.phone} onChange={(e) => set("phone", e.target.value)} error={err("phone")} />
        </div>
      </fieldset>
    </div>
  );
}

/** Step 2: when. A school day (weeks start on Monday, weekends are not offered) and a time; or "now" for a drop-in. */
export function WhenStep({ values, set, err, kind, weeks, timeZone }: TStepProps & { kind: "appointment" | "dropin"; weeks: TSchoolWeek[]; timeZone: string }) {
  const t = useTranslations("pages.appointment");
  const format = useFormatter();
  if (kind === "dropin") {
    return (
      <div className="rounded-md border border-brand-100 bg-brand-50 p-4 text-slate-800">
        <p className="font-semibold">{t("dropinNow")}</p>
        <p className="mt-1 text-sm">{t("dropinExplain")}</p>
      </div>
    );
  }
  const day = (iso: string) => format.dateTime(utcDate(iso), { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });
  const slots = TIME_SLOTS.map((s) => ({ value: s, label: format.dateTime(new Date(`1970-01-01T${s}:00Z`), { hour: "numeric", minute: "2-digit", timeZone: "UTC" }) }));
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-600">{t("zoneNote", { zone: timeZone })}</p>
      <fieldset id="appt-date" aria-invalid={err("date") ? true : undefined} aria-describedby={err("date") ? "appt-date-error" : undefined} className="space-y-3">
        <legend className="text-sm font-medium text-slate-700">
          {t("date")}
          <RequiredMark shown />
        </legend>
        {weeks.map((w) => (
          <div key={w.monday} role="group" aria-label={t("weekOf", { date: format.dateTime(utcDate(w.monday), { month: "long", day: "numeric", timeZone: "UTC" }) })}>
            <p aria-hidden="true" className="mb-1 text-xs font-medium uppercase tracking-wide text-slate-500">
              {t("weekOf", { date: format.dateTime(utcDate(w.monday), { month: "long", day: "numeric", timeZone: "UTC" }) })}
            </p>
            <div className="grid grid-cols-5 gap-2">
              {w.days.map((d) => (
                <label
                  key={d.date}
                  className={`flex items-center justify-center gap-1 rounded-md border px-1 py-2 text-center text-sm ${d.disabled ? "cursor-not-allowed border-slate-100 bg-slate-50 text-slate-400" : "cursor-pointer border-slate-200 bg-white has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"}`}
                >
                  <input type="radio" name="date" value={d.date} disabled={d.disabled} checked={values.date === d.date} onChange={() => set("date", d.date)} className="sr-only" />
                  {day(d.date)}
                </label>
              ))}
            </div>
          </div>
        ))}
        <FieldMessages id="appt-date" error={err("date")} />
      </fieldset>
      <SelectField
        id="appt-time"
        label={t("time")}
        required
        requiredMark
        placeholder={t("timeChoose")}
        options={slots}
        value={values.time}
        onChange={(e) => set("time", e.target.value)}
        error={err("time")}
        className="max-w-xs"
      />
    </div>
  );
}

/** Step 3: why. */
export function WhyStep({ values, set, err, counselorName }: TStepProps & { counselorName: string }) {
  const t = useTranslations("pages.appointment");
  return (
    <div className="space-y-4">
      <TextAreaField
        id="appt-reason"
        label={t("reason")}
        required
        requiredMark
        maxLength={1000}
        value={values.reason}
        onChange={(e) => set("reason", e.target.value)}
        error={err("reason")}
        hint={t("reasonHint", { name: counselorName, left: 1000 - values.reason.length })}
      />
      <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">{t("emergency")}</p>
    </div>
  );
}
