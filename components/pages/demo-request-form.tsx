"use client";

import { useEffect, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { timeZoneLabel } from "@/lib/pages/rules";
import { ZDemoRequest, fieldIssues } from "@/lib/pages/schemas";
import { TextAreaField, TextField } from "@/components/ui/form";
import { useHydrated } from "./use-hydrated";
import { invalidFields, PublicForm, usePublicForm } from "./use-public-form";

type TValues = { name: string; email: string; phone: string; date: string; time: string; message: string };
const EMPTY: TValues = { name: "", email: "", phone: "", date: "", time: "", message: "" };

function localToday(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/** /scheduleDemo and /scheduleTraining: a demo (type 1) or training (type 2) request at the visitor's own local time. */
export function DemoRequestForm({ type, username }: { type: 1 | 2; username?: string }) {
  const t = useTranslations("pages.demoForm");
  const locale = useLocale();
  const hydrated = useHydrated();
  const [values, setValues] = useState<TValues>(EMPTY);
  const [timeZone, setTimeZone] = useState("");
  const [today, setToday] = useState("");
  const form = usePublicForm("/home/scheduleDemo");
  const { err, send, pending } = form;

  useEffect(() => {
    setTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone || "America/New_York");
    setToday(localToday());
  }, []);

  const set = (key: keyof TValues) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = () => {
    const body = { type, username: username ?? null, ...values, timeZone };
    const issues = fieldIssues(ZDemoRequest, body);
    const found = invalidFields(issues);
    if (!issues.date && values.date < today) found.date = "date_past";
    send(found, body);
  };

  return (
    <PublicForm state={form} onSubmit={submit} doneTitle={t(type === 2 ? "doneTitleTraining" : "doneTitleDemo")} doneBody={t("doneBody", { email: values.email })}>
      <p className="text-sm text-slate-600">{t("requiredNote")}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="demo-name" label={t("name")} autoComplete="name" required requiredMark value={values.name} onChange={set("name")} error={err("name")} />
        <TextField id="demo-email" label={t("email")} type="email" autoComplete="email" required requiredMark value={values.email} onChange={set("email")} error={err("email")} />
        <TextField id="demo-phone" label={t("phone")} type="tel" autoComplete="tel" value={values.phone} onChange={set("phone")} error={err("phone")} hint={t("phoneHint")} />
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-800">{t("whenLegend")}</legend>
        <p className="text-sm text-slate-600" id="demo-zone">
          {timeZone ? t("timeZone", { zone: timeZoneLabel(timeZone, locale, new Date()) }) : t("timeZoneUnknown")}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField id="demo-date" label={t("date")} type="date" required requiredMark min={today || undefined} value={values.date} onChange={set("date")} error={err("date")} />
          <TextField id="demo-time" label={t("time")} type="time" required requiredMark step={900} value={values.time} onChange={set("time")} error={err("time")} hint={t("timeHint")} />
        </div>
      </fieldset>
      <TextAreaField
        id="demo-message"
        label={t("message")}
        maxLength={2000}
        value={values.message}
        onChange={set("message")}
        error={err("message")}
        hint={t(type === 2 ? "messageHintTraining" : "messageHintDemo")}
      />
      <Button type="submit" disabled={!hydrated || pending || !timeZone}>
        {pending ? t("sending") : t(type === 2 ? "submitTraining" : "submitDemo")}
      </Button>
    </PublicForm>
  );
}
