"use client";

import { useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { callAction, shownByShell } from "@/components/billing-account/call-action";
import { Confidential } from "@/components/shell/confidential";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, inputClass } from "@/components/ui/field";
import { NumberInput } from "@/components/ui/number-field";
import { useErrorText } from "@/components/ui/use-error-text";
import { acceptRequestAction } from "@/lib/appointments/actions";
import type { TAppointmentRequest, TBusyBlock } from "@/lib/appointments/queries";
import type { TErrorEntry } from "@/lib/http/errors";

type TProps = { request: TAppointmentRequest; busy: TBusyBlock[]; onClose: () => void; onDone: () => void };

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
  const [errors, setErrors] = useState<TErrorEntry[]>([]);
  const [pending, start] = useTransition();
  const fieldError = (field: string) => errors.find((e) => e.field === field);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setErrors([]);
    start(async () => {
      const r = await callAction(() => acceptRequestAction({ id: request.id, date, time, duration: Number(duration) }));
      if (r.ok) {
        toast.success(r.data.emailed ? t("accepted") : t("acceptedCall", { phone: request.requesterPhone }));
        onDone();
      } else if (!shownByShell(r)) setErrors(r.error);
    });
  };
  const conflict = overlaps(busy, date, time, Number(duration) || 0);
  const general = errors.find((e) => !e.field || !["date", "time", "duration"].includes(e.field));

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t("acceptTitle")} closeLabel={t("close")}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <p className="text-sm text-slate-700">
          {t("acceptIntro")} <Confidential>{request.requesterName}</Confidential>
        </p>
        <div className="grid gap-3 sm:grid-cols-3">
          <div>
            <Field id="accept-date" type="date" label={t("date")} value={date} onChange={(e) => setDate(e.target.value)} required />
            {fieldError("date") ? <p className="mt-1 text-xs text-red-700">{errorText(fieldError("date"), t("errorDate"))}</p> : null}
          </div>
          <div>
            <Field id="accept-time" type="time" step={300} label={t("time")} value={time} onChange={(e) => setTime(e.target.value)} required />
            {fieldError("time") ? <p className="mt-1 text-xs text-red-700">{errorText(fieldError("time"), t("errorTime"))}</p> : null}
          </div>
          <div>
            <label htmlFor="accept-duration" className="block text-sm font-medium text-slate-700">
              {t("duration")}
            </label>
            <NumberInput id="accept-duration" min={5} max={480} step={5} className={inputClass} value={duration} onValueChange={setDuration} required />
            {fieldError("duration") ? <p className="mt-1 text-xs text-red-700">{errorText(fieldError("duration"), t("errorDuration"))}</p> : null}
          </div>
        </div>
        {conflict ? (
          <p className="rounded-md border border-amber-200 bg-amber-50 p-2 text-sm text-amber-900" role="status">
            {t("conflict")}
          </p>
        ) : null}
        <p className="text-xs text-slate-500">{t("acceptNote")}</p>
        {general ? (
          <p className="rounded-md border border-red-200 bg-red-50 p-2 text-sm text-red-800" role="alert">
            {t.has(`errors.${general.code}`) ? t(`errors.${general.code}`) : errorText(general, t("errors.failed"))}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? t("saving") : t("acceptConfirm")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
