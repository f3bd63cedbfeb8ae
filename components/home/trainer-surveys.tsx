import "server-only";
import { headers } from "next/headers";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { QrCode } from "@/components/pages/qr-code";
import { TrainerQrDialog, type TTrainerEvent } from "@/components/lessons/trainer-qr-dialog";
import { homeResponse } from "@/lib/home/queries";
import { formatDate } from "@/lib/i18n/format";
import { siteOrigin } from "@/lib/pages/origin";

// The dashboard's pre/post surveys, fed by the home response ("cpuLOAD, prePostSurveyID,
// prePostEventID, trainerPrePostSurvey"): the signed-in user's latest deliveries that carry a survey,
// each with its pre and post links (opening in a new tab as qrNew/{p|t}{surveyId}/{eventId}),
// and — "Surveys use QR mode when prePostSurveyID is greater than 2" — the trainer's dialog
// listing those events with their QR codes. Nothing is shown to a user with no such delivery.

export async function TrainerSurveys({ userId }: { userId: number }) {
  const home = await homeResponse(await getDb(), userId);
  if (home.trainerPrePostSurvey.length === 0) return null;
  const locale = await getLocale();
  const t = await getTranslations("spec19.trainerSurveys");
  const tt = await getTranslations("lessonResults.trainer");
  const origin = siteOrigin(await headers());
  const rows = home.trainerPrePostSurvey.map((e) => ({ ...e, when: formatDate(e.date, locale), preHref: `${origin}${e.preUrl}`, postHref: `${origin}${e.postUrl}` }));
  const dialogEvents: TTrainerEvent[] = rows.map((e) => ({
    id: e.eventId,
    surveyId: e.surveyId,
    title: e.title,
    date: e.when,
    preHref: e.preHref,
    postHref: e.postHref,
    preOpen: e.preOpen,
    postOpen: e.postOpen,
    preQr: <QrCode text={e.preHref} label={tt("preQr", { title: e.title, date: e.when })} size={160} />,
    postQr: <QrCode text={e.postHref} label={tt("postQr", { title: e.title, date: e.when })} size={160} />,
  }));

  return (
    <section aria-labelledby="prepost-title" className="rounded-lg border border-slate-200 bg-white p-5" data-print="hide" data-qr-mode={home.qrMode ? "1" : "0"}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="prepost-title" className="text-lg font-semibold">
            {t("title")}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{home.qrMode ? t("introQr") : t("introLinks")}</p>
        </div>
        {home.qrMode ? <TrainerQrDialog events={dialogEvents} withoutSurvey={0} /> : null}
      </div>
      <ul className="mt-3 divide-y divide-slate-100">
        {rows.slice(0, 5).map((e) => (
          <li key={e.eventId} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
            <span>{tt("eventHeading", { title: e.title, date: e.when })}</span>
            <span className="flex flex-wrap gap-4">
              <a href={e.preHref} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline">
                {tt("pre")}
                <span className="sr-only"> – {e.title}</span>
              </a>
              <a href={e.postHref} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline">
                {tt("post")}
                <span className="sr-only"> – {e.title}</span>
              </a>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
