"use client";

import { useEffect, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { timeZoneLabel } from "@/lib/pages/rules";
import { ZDemoRequest, fieldIssues } from "@/lib/pages/schemas";
import { FormAlert, TextArea, TextInput } from "./form-controls";
import { useHydrated } from "./use-hydrated";
import { FormDone, invalidFields, usePublicForm } from "./use-public-form";

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
  const { err, send, formError, done, pending, formRef, doneRef } = usePublicForm("/home/scheduleDemo");

  useEffect(() => {
    setTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone || "America/New_York");
    setToday(localToday());
  }, []);

  const set = (key: keyof TValues) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const body = { type, username: username ?? null, ...values, timeZone };
    const issues = fieldIssues(ZDemoRequest, body);
    const found = invalidFields(issues);
    if (!issues.date && values.date < today) found.date = "date_past";
    send(found, body);
  };

  if (done) {
    return (
      <FormDone headingRef={doneRef} title={t(type === 2 ? "doneTitleTraining" : "doneTitleDemo")}>
        {t("doneBody", { email: values.email })}
      </FormDone>
    );
  }

  return (
    <form ref={formRef} method="post" onSubmit={submit} noValidate className="space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <p className="text-sm text-slate-600">{t("requiredNote")}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput id="demo-name" label={t("name")} autoComplete="name" required value={values.name} onChange={set("name")} error={err("name")} />
        <TextInput id="demo-email" label={t("email")} type="email" autoComplete="email" required value={values.email} onChange={set("email")} error={err("email")} />
        <TextInput id="demo-phone" label={t("phone")} type="tel" autoComplete="tel" value={values.phone} onChange={set("phone")} error={err("phone")} hint={t("phoneHint")} />
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-800">{t("whenLegend")}</legend>
        <p className="text-sm text-slate-600" id="demo-zone">
          {timeZone ? t("timeZone", { zone: timeZoneLabel(timeZone, locale, new Date()) }) : t("timeZoneUnknown")}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput id="demo-date" label={t("date")} type="date" required min={today || undefined} value={values.date} onChange={set("date")} error={err("date")} />
          <TextInput id="demo-time" label={t("time")} type="time" required step={900} value={values.time} onChange={set("time")} error={err("time")} hint={t("timeHint")} />
        </div>
      </fieldset>
      <TextArea id="demo-message" label={t("message")} maxLength={2000} value={values.message} onChange={set("message")} error={err("message")} hint={t(type === 2 ? "messageHintTraining" : "messageHintDemo")} />
      <Button type="submit" disabled={!hydrated || pending || !timeZone}>
        {pending ? t("sending") : t(type === 2 ? "submitTraining" : "submitDemo")}
      </Button>
    </form>
  );
}
