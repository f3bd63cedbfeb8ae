"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { DateField } from "@/components/student-days/date-field";
import { Button } from "@/components/ui/button";
import { Form, RichTextField } from "@/components/ui/form";
import { useAction } from "@/components/ui/use-action";
import { createAdvisoryAction, updateAdvisoryMeetingAction } from "@/lib/program/actions";
import type { TAdvisoryMeetingJson } from "@/lib/program/queries";

// /app/advisory/new and /app/advisory/edit/{id}: a council meeting's date, agenda and minutes (rich
// text). Saved, it shows 'Created.' or 'Saved.' and goes back to the council.

export function MeetingForm({ initial, today }: { initial: TAdvisoryMeetingJson | null; today: string }) {
  const t = useTranslations("program.advisory");
  const tc = useTranslations("program.common");
  const router = useRouter();
  const { pending, submit, error } = useAction(null, { namespace: "program.advisory", fields: ["date", "agenda", "minutes"] });
  const [date, setDate] = useState(initial?.date ?? "");
  const [agenda, setAgenda] = useState(initial?.agenda ?? "");
  const [minutes, setMinutes] = useState(initial?.minutes ?? "");
  // A refused date or text is named by its rule.
  const fieldError = (field: "date" | "agenda" | "minutes") => (error(field) ? (field === "date" ? t("errors.date") : tc("errors.text")) : undefined);

  const save = () => {
    const body = { date, agenda, minutes };
    submit<unknown>(() => (initial ? updateAdvisoryMeetingAction(initial.id, body) : createAdvisoryAction({ type: "meeting", ...body })), {
      message: initial ? tc("saved") : tc("created"),
      href: "/app/advisoryCouncil",
    });
  };

  return (
    <Form onSubmit={save} className="space-y-5" aria-busy={pending} data-testid="advisory-meeting-form">
      <div>
        <DateField label={t("date")} value={date} onChange={setDate} today={today} testId="meeting-date" />
        {fieldError("date") ? (
          <p role="alert" className="text-sm text-red-700">
            {fieldError("date")}
          </p>
        ) : null}
      </div>
      <RichTextField id="meeting-agenda" label={t("agenda")} value={agenda} onChange={setAgenda} error={fieldError("agenda")} />
      <RichTextField id="meeting-minutes" label={t("minutes")} value={minutes} onChange={setMinutes} error={fieldError("minutes")} />
      <div className="flex gap-3">
        <Button type="submit" disabled={pending} data-testid="advisory-meeting-save">
          {tc("save")}
        </Button>
        <Button variant="secondary" onClick={() => router.push("/app/advisoryCouncil")}>
          {tc("cancel")}
        </Button>
      </div>
    </Form>
  );
}
