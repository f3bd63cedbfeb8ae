"use server";

import { runAction, type TActionResult } from "@/lib/http/action";
import { setAdministration, type TAdministrationState } from "@/lib/surveys/administrations";
import { ZAdministrationInput, type TAdministrationInput } from "@/lib/surveys/schemas";
import { onSelectEvent, saveLessonEvent, type TLessonEvent, type TSelectedEvent } from "./events";
import { zId, type TLessonEventPatch, type TLessonPdfBody, type TSurveyPdfBody } from "./events-schemas";
import { linkLessonPdf, linkLessonResultsPdf, linkSurveyPdf } from "./pdf-links";
import { eventResults, lessonTotals, type TEventResults, type TLessonTotals } from "./results";

// The lesson screen's Results tab and PDF buttons (components/lessons/*): thin wrappers over the
// use-cases the /api/v1 routes call.

export type TEventSelection = { selected: TSelectedEvent; results: TEventResults; totals: TLessonTotals };

/** Picking a delivery: its counts and collection method (onSelectEvent), its results and the lesson's totals. */
export async function selectLessonEventAction(input: { lessonId: number; eventId: number }): Promise<TActionResult<TEventSelection>> {
  return runAction(
    async ({ db, actor }) => {
      const lessonId = zId("Enter a valid lesson id.").parse(input?.lessonId);
      const eventId = zId("Enter a valid event id.").parse(input?.eventId);
      const results = await eventResults(db, actor, lessonId, eventId);
      const [selected, totals] = [await onSelectEvent(db, actor, eventId), await lessonTotals(db, actor, lessonId)];
      return { selected, results, totals };
    },
    { access: "lesson.write", license: "renewal" },
  );
}

export async function saveLessonEventAction(input: TLessonEventPatch): Promise<TActionResult<TLessonEvent>> {
  return runAction(({ db, actor, now }) => saveLessonEvent(db, actor, input, now), { access: "lesson.write" });
}

export async function lessonPdfAction(input: TLessonPdfBody): Promise<TActionResult<{ link: string }>> {
  return runAction(({ db, actor, now }) => linkLessonPdf(db, actor, input, now), { access: "lesson.read", license: "renewal" });
}

export async function lessonResultsPdfAction(input: TLessonPdfBody): Promise<TActionResult<{ link: string }>> {
  return runAction(({ db, actor, now }) => linkLessonResultsPdf(db, actor, input, now), { access: "lesson.read", license: "renewal" });
}

export async function surveyPdfAction(input: TSurveyPdfBody): Promise<TActionResult<{ link: string }>> {
  return runAction(({ db, actor, now }) => linkSurveyPdf(db, actor, input, now), { access: "survey.read", license: "renewal" });
}

/** The trainer dialog opens or closes what students answer (the pre or post survey of one delivery). */
export async function setAdministrationAction(input: TAdministrationInput): Promise<TActionResult<TAdministrationState>> {
  return runAction(({ db, actor, now }) => setAdministration(db, actor, ZAdministrationInput.parse(input), now), { access: "survey.write" });
}
