"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Confidential } from "@/components/shell/confidential";
import { FormButtons } from "@/components/ui/form-buttons";
import { Dialog } from "@/components/ui/dialog";
import { TextField as Field, FormAlert, inputClass, NumberInput } from "@/components/ui/form";
import { useAction } from "@/components/ui/use-action";
import { useErrorText } from "@/components/ui/use-error-text";
import { acceptRequestAction } from "@/lib/appointments/actions";
import type { TAppointmentRequest, TBusyBlock } from "@/lib/appointments/queries";

type TProps = { request: TAppointmentRequest; busy: TBusyBlock[]; onClose: () => void; onDone: () => void };

const FIELDS = ["date", "time", "duration"] as const;
type TField = (typeof FIELDS)[number];
const isField = (field: string | undefined): field is TField => FIELDS.includes(field as TField);

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Whether a slot overlaps one of the counselor's loaded events (same day). */
export function overlaps(busy: TBusyBlock[], date: string, time: string, duration: number): boolean {
  if (!/^\d{2}:\d{2}/.test(time)) return false;
  const s = minutesOf(time);
  return busy.some((b) => b.date === date && minutesOf(b.time) < s + duration && s < minutesOf(b.time) + b.duration);
}

/** Accept a request at the time asked for, or another: it becomes an event in the counselor's calendar. */
export function AcceptDialog({ request, busy, onClose, onDone }: TProps) {
  const t = useTranslations("appointments");
  const errorText = useErrorText();
  const [date, setDate] = useState(request.date ?? "");
  const [time, setTime] = useState(request.time ?? "");
  const [duration, setDuration] = useState(String(request.duration));
  const fieldFallback: Record<TField, string> = { date: t("errorDate"), time: t("errorTime"), duration: t("errorDuration") };
  // The date, time and duration errors sit under their inputs; any other refusal is the dialog's own message.
  const { pending, run, error, clearErrors } = useAction(acceptRequestAction, {
    fields: (entry) => (isField(entry.field) ? entry.field : "form"),
    text: (entry) => (isField(entry.field) ? errorText(entry, fieldFallback[entry.field]) : t.has(`errors.${entry.code}`) ? t(`errors.${entry.code}`) : errorText(entry, t("errors.failed"))),
    toast: "standard",
    refresh: false,
    successMessage: (data) => (data.emailed ? t("accepted") : t("acceptedCall", { phone: request.requesterPhone })),
    onSuccess: onDone,
  });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    clearErrors();
    run({ id: request.id, date, time, duration: Number(duration) });
  };
  const conflict = overlaps(busy, date, time, Number(duration) || 0);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t("acceptTitle")} closeLabel={t("close")}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <p className="text-sm text-slate-700">
          {t("acceptIntro")} <Confidential>{request.requesterName}</Confidential>
        </p>
        <div className="grid gap-3 sm:grid-cols-3">
          <div>
            <Field id="accept-date" type="date" label={t("date")} value={date} onChange={(e) => setDate(e.target.value)} required />
            {error("date") ? <p className="mt-1 text-xs text-red-700">{error("date")}</p> : null}
          </div>
          <div>
            <Field id="accept-time" type="time" step={300} label={t("time")} value={time} onChange={(e) => setTime(e.target.value)} required />
            {error("time") ? <p className="mt-1 text-xs text-red-700">{error("time")}</p> : null}
          </div>
          <div>
            <label htmlFor="accept-duration" className="block text-sm font-medium text-slate-700">
              {t("duration")}
            </label>
            <NumberInput id="accept-duration" min={5} max={480} step={5} className={inputClass} value={duration} onValueChange={setDuration} required />
            {error("duration") ? <p className="mt-1 text-xs text-red-700">{error("duration")}</p> : null}
          </div>
        </div>
        {conflict ? (
          <p className="rounded-md border border-amber-200 bg-amber-50 p-2 text-sm text-amber-900" role="status">
            {t("conflict")}
          </p>
        ) : null}
        <p className="text-xs text-slate-500">{t("acceptNote")}</p>
        <FormAlert>{error("form")}</FormAlert>
        <FormButtons onCancel={onClose} cancelLabel={t("cancel")} submitLabel={pending ? t("saving") : t("acceptConfirm")} pending={pending} />
      </form>
    </Dialog>
  );
}
