"use client";

import { useState, useTransition, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { callAction, shownByShell } from "@/components/billing-account/call-action";
import { DateField } from "@/components/student-days/date-field";
import { Button } from "@/components/ui/button";
import { RichTextField } from "@/components/ui/rich-text-field";
import { successToast } from "@/components/ui/success-toast";
import { useErrorText } from "@/components/ui/use-error-text";
import { createAdvisoryAction, updateAdvisoryMeetingAction } from "@/lib/program/actions";
import type { TAdvisoryMeetingJson } from "@/lib/program/queries";

// /app/advisory/new and /app/advisory/edit/{id}: a council meeting's date, agenda and minutes (rich
// text). Saved, it shows 'Created.' or 'Saved.' and goes back to the council (spec 3 §2.6).

export function MeetingForm({ initial, today }: { initial: TAdvisoryMeetingJson | null; today: string }) {
  const t = useTranslations("program.advisory");
  const tc = useTranslations("program.common");
  const router = useRouter();
  const errorText = useErrorText();
  const [pending, startTransition] = useTransition();
  const [date, setDate] = useState(initial?.date ?? "");
  const [agenda, setAgenda] = useState(initial?.agenda ?? "");
  const [minutes, setMinutes] = useState(initial?.minutes ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    startTransition(async () => {
      const body = { date, agenda, minutes };
      const result = await callAction<{ ok: true } | { ok: false; status: number; error: { code: string; message: string; field?: string }[] }>(() =>
        initial ? updateAdvisoryMeetingAction(initial.id, body) : createAdvisoryAction({ type: "meeting", ...body }),
      );
      if (result.ok) {
        successToast(initial ? tc("saved") : tc("created"));
        router.push("/app/advisoryCouncil");
        router.refresh();
        return;
      }
      if (shownByShell(result)) return;
      const byField: Record<string, string> = {};
      for (const e of result.error) if (e.field === "date") byField.date = t("errors.date");
      else if (e.field === "agenda" || e.field === "minutes") byField[e.field] = tc("errors.text");
      setErrors(byField);
      if (Object.keys(byField).length === 0) toast.error(errorText(result.error[0], tc("failed")));
    });
  }

  return (
    <form onSubmit={submit} className="space-y-5" aria-busy={pending} noValidate data-testid="advisory-meeting-form">
      <div>
        <DateField label={t("date")} value={date} onChange={setDate} today={today} testId="meeting-date" />
        {errors.date ? (
          <p role="alert" className="text-sm text-red-700">
            {errors.date}
          </p>
        ) : null}
      </div>
      <RichTextField id="meeting-agenda" label={t("agenda")} value={agenda} onChange={setAgenda} error={errors.agenda} />
      <RichTextField id="meeting-minutes" label={t("minutes")} value={minutes} onChange={setMinutes} error={errors.minutes} />
      <div className="flex gap-3">
        <Button type="submit" disabled={pending} data-testid="advisory-meeting-save">
          {tc("save")}
        </Button>
        <Button variant="secondary" onClick={() => router.push("/app/advisoryCouncil")}>
          {tc("cancel")}
        </Button>
      </div>
    </form>
  );
}
