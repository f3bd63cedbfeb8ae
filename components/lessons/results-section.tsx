import "server-only";
import { headers } from "next/headers";
import { getDb } from "@/db/client";
import { QrCode } from "@/components/pages/qr-code";
import { requireActor } from "@/lib/auth/current-user";
import { readableLesson } from "@/lib/lessons/access";
import { lessonEvents, onSelectEvent } from "@/lib/lessons/events";
import { eventResults, lessonTotals } from "@/lib/lessons/results";
import type { TEventSelection } from "@/lib/lessons/results-actions";
import { formatDate } from "@/lib/i18n/format";
import { siteOrigin } from "@/lib/pages/origin";
import { listOwnSurveys } from "@/lib/surveys/queries";
import { qrPath } from "@/lib/surveys/rules";
import { getTranslations } from "next-intl/server";
import { ResultsPanel } from "./results-panel";
import { TrainerQrDialog, type TTrainerEvent } from "./trainer-qr-dialog";

// The lesson screen's Results tab (pick a delivery and see its pre/post survey results):
// the user's deliveries of the lesson, the chosen one's results (the lesson's own event_id when it is
// one of them, else the latest), the results PDF and the trainer's QR dialog. Reads run here on the
// server; the island (results-panel.tsx) calls server actions to switch or edit a delivery.

export async function LessonResultsSection(props: { lessonId: number; canEdit: boolean; locale: string }) {
  const { lessonId, canEdit, locale } = props;
  const [db, actor] = [await getDb(), await requireActor()];
  const lesson = await readableLesson(db, actor.user.id, lessonId);
  const [events, surveys] = [await lessonEvents(db, actor, lessonId), await listOwnSurveys(db, actor)];
  const chosen = events.find((e) => e.id === lesson.eventId) ?? events[0];
  let initial: TEventSelection | null = null;
  if (chosen) {
    const results = await eventResults(db, actor, lessonId, chosen.id);
    initial = { selected: await onSelectEvent(db, actor, chosen.id), results, totals: await lessonTotals(db, actor, lessonId) };
  }

  const t = await getTranslations({ locale, namespace: "lessonResults.trainer" });
  const origin = siteOrigin(await headers());
  const withSurvey = events.filter((e) => e.survey_id !== null);
  const trainerEvents: TTrainerEvent[] = withSurvey.map((e) => {
    const surveyId = e.survey_id as number;
    const date = formatDate(e.date, locale);
    const preHref = `${origin}${qrPath("pre", surveyId, e.id)}`;
    const postHref = `${origin}${qrPath("post", surveyId, e.id)}`;
    return {
      id: e.id,
      surveyId,
      preOpen: e.preOpen,
      postOpen: e.postOpen,
      preNamed: e.preNamed,
      postNamed: e.postNamed,
      title: e.title,
      date,
      preHref,
      postHref,
      preQr: <QrCode text={preHref} label={t("preQr", { title: e.title, date })} size={160} />,
      postQr: <QrCode text={postHref} label={t("postQr", { title: e.title, date })} size={160} />,
    };
  });

  return (
    <ResultsPanel
      lessonId={lessonId}
      canEdit={canEdit}
      events={events}
      surveys={surveys.map((s) => ({ id: s.id, name: s.name }))}
      initial={initial}
      dateLabels={Object.fromEntries(events.map((e) => [e.id, formatDate(e.date, locale)]))}
      trainer={<TrainerQrDialog events={trainerEvents} withoutSurvey={events.length - withSurvey.length} canEdit={canEdit} />}
    />
  );
}
