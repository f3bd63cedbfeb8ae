"use client";

import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";

// The trainer's dialog (spec 1 §2: "a dialog listing trainer pre/post survey events for QR codes";
// links open in a new tab as qrNew/{p or t}{surveyId}/{eventId}): each delivery of the lesson that has
// a survey, with a pre and a post QR code. The codes are drawn on the server and passed in.

export type TTrainerEvent = {
  id: number;
  title: string;
  date: string;
  preHref: string;
  postHref: string;
  preQr: ReactNode;
  postQr: ReactNode;
};

export function TrainerQrDialog({ events, withoutSurvey }: { events: TTrainerEvent[]; withoutSurvey: number }) {
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
                {(
                  [
                    ["pre", e.preHref, e.preQr],
                    ["post", e.postHref, e.postQr],
                  ] as const
                ).map(([phase, href, qr]) => (
                  <figure key={phase} className="flex flex-col items-center gap-2">
                    <div className="w-40">{qr}</div>
                    <figcaption className="text-center text-sm">
                      <a href={href} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline">
                        {t(phase)}
                      </a>
                      <span className="block break-all text-xs text-slate-500">{href}</span>
                    </figcaption>
                  </figure>
                ))}
              </div>
            </li>
          ))}
        </ul>
        {withoutSurvey > 0 ? <p className="mt-4 text-sm text-slate-600">{t("withoutSurvey", { n: withoutSurvey })}</p> : null}
      </Dialog>
    </>
  );
}
