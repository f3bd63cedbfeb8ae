"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition, type ReactNode } from "react";
import { callAction, shownByShell } from "@/components/billing-account/call-action";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useErrorText } from "@/components/ui/use-error-text";
import { setAdministrationAction } from "@/lib/lessons/results-actions";

// The trainer's dialog, listing the trainer's pre/post survey events for QR codes (links open in a new tab as qrNew/{p or t}{surveyId}/{eventId}): each delivery of the lesson that has
// a survey, with a pre and a post QR code, and a button that opens or closes what students answer.
// The codes are drawn on the server and passed in.

export type TTrainerEvent = {
  id: number;
  surveyId: number;
  title: string;
  date: string;
  preHref: string;
  postHref: string;
  preQr: ReactNode;
  postQr: ReactNode;
  preOpen: boolean;
  postOpen: boolean;
  /** Whether each round takes named answers; a list that does not say shows no switch. */
  preNamed?: boolean;
  postNamed?: boolean;
};

type TPhase = "pre" | "post";

function PhaseCard({ event, phase, canEdit }: { event: TTrainerEvent; phase: TPhase; canEdit: boolean }) {
  const t = useTranslations("lessonResults.trainer");
  const errorText = useErrorText();
  const [open, setOpen] = useState(phase === "pre" ? event.preOpen : event.postOpen);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const namedAtStart = phase === "pre" ? event.preNamed : event.postNamed;
  const [named, setNamed] = useState(namedAtStart ?? false);
  const href = phase === "pre" ? event.preHref : event.postHref;
  const switchNamed = (next: boolean) =>
    startTransition(async () => {
      setError(null);
      const result = await callAction(() => setAdministrationAction({ survey_id: event.surveyId, event_id: event.id, phase, open, named_answers: next }));
      if (result.ok) setNamed(result.data.named_answers);
      else if (!shownByShell(result)) setError(errorText(result.error[0], t("toggleFailed")));
    });
  const toggle = () =>
    startTransition(async () => {
      setError(null);
      const result = await callAction(() => setAdministrationAction({ survey_id: event.surveyId, event_id: event.id, phase, open: !open }));
      if (result.ok) setOpen(result.data.open);
      else if (!shownByShell(result)) setError(errorText(result.error[0], t("toggleFailed")));
    });
  return (
    <figure className="flex flex-col items-center gap-2">
      <div className={`w-40 ${open ? "" : "opacity-40"}`}>{phase === "pre" ? event.preQr : event.postQr}</div>
      <figcaption className="space-y-1 text-center text-sm">
        <a href={href} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline">
          {t(phase)}
        </a>
        <span className="block break-all text-xs text-slate-500">{href}</span>
        <span className={`block text-xs font-medium ${open ? "text-green-700" : "text-slate-600"}`} role="status">
          {open ? t("isOpen") : t("isClosed")}
        </span>
        {canEdit ? (
          <Button variant="secondary" className="mt-1" onClick={toggle} disabled={pending} aria-busy={pending}>
            {t(`${open ? "close" : "open"}${phase === "pre" ? "Pre" : "Post"}`)}
          </Button>
        ) : null}
        {canEdit && namedAtStart !== undefined ? (
          <span className="flex items-start justify-center gap-2 pt-1 text-left text-xs">
            <input
              id={`named-${event.id}-${phase}`}
              type="checkbox"
              className="mt-0.5 h-4 w-4"
              checked={named}
              disabled={pending}
              onChange={(e) => switchNamed(e.target.checked)}
              aria-describedby={`named-${event.id}-${phase}-hint`}
            />
            <span>
              <label htmlFor={`named-${event.id}-${phase}`} className="font-medium text-slate-700">
                {t("namedAnswers")}
              </label>
              <span id={`named-${event.id}-${phase}-hint`} className="block text-slate-500">
                {t("namedAnswersHint")}
              </span>
            </span>
          </span>
        ) : null}
        {error ? (
          <span role="alert" className="block text-xs text-red-700">
            {error}
          </span>
        ) : null}
      </figcaption>
    </figure>
  );
}

export function TrainerQrDialog({ events, withoutSurvey, canEdit = true }: { events: TTrainerEvent[]; withoutSurvey: number; canEdit?: boolean }) {
  const t = useTranslations("lessonResults.trainer");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t("open")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={t("title")} description={t("description")} size="wide" closeLabel={t("close")}>
        {events.length === 0 ? <p className="text-sm text-slate-600">{t("none")}</p> : null}
        <ul className="space-y-6">
          {events.map((e) => (
            <li key={e.id} className="rounded-lg border border-slate-200 p-4">
              <h3 className="mb-3 text-base font-semibold text-slate-900">{t("eventHeading", { title: e.title, date: e.date })}</h3>
              <div className="grid gap-4 sm:grid-cols-2">
                <PhaseCard event={e} phase="pre" canEdit={canEdit} />
                <PhaseCard event={e} phase="post" canEdit={canEdit} />
              </div>
            </li>
          ))}
        </ul>
        {withoutSurvey > 0 ? <p className="mt-4 text-sm text-slate-600">{t("withoutSurvey", { n: withoutSurvey })}</p> : null}
      </Dialog>
    </>
  );
}
