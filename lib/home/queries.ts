import "server-only";
import os from "node:os";
import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { events, lessonEvents } from "@/db/schema";
import { cpuLoadShare, prePostSurveyPath, usesQrMode } from "./rules";

export type TTrainerPrePostEvent = { eventId: number; surveyId: number; title: string; date: string; preUrl: string; postUrl: string };

export type THomeResponse = {
  cpuLOAD: number;
  prePostSurveyID: number | null;
  prePostEventID: number | null;
  trainerPrePostSurvey: TTrainerPrePostEvent[];
  qrMode: boolean;
};

const TRAINER_EVENTS = 20;

/**
 * The home response for a signed-in user: the server's load, and the user's own deliveries that
 * carry a survey (lesson_events.survey_id), newest first: the newest is the current pre/post survey
 * and event, the list feeds the trainer's pre/post QR dialog. Only the user's own events.
 */
export async function homeResponse(db: TDbOrTx, userId: number): Promise<THomeResponse> {
  const rows = await db
    .select({ eventId: events.id, title: events.title, date: events.date, surveyId: lessonEvents.surveyId })
    .from(lessonEvents)
    .innerJoin(events, eq(events.id, lessonEvents.eventId))
    .where(and(eq(events.userId, userId), isNotNull(lessonEvents.surveyId)))
    .orderBy(desc(events.date), desc(events.id))
    .limit(TRAINER_EVENTS);
  const list = rows.map((r) => ({
    eventId: r.eventId,
    surveyId: r.surveyId as number,
    title: r.title,
    date: r.date,
    preUrl: prePostSurveyPath("pre", r.surveyId as number, r.eventId),
    postUrl: prePostSurveyPath("post", r.surveyId as number, r.eventId),
  }));
  const current = list[0] ?? null;
  return {
    cpuLOAD: cpuLoadShare(os.loadavg()[0], os.cpus().length),
    prePostSurveyID: current?.surveyId ?? null,
    prePostEventID: current?.eventId ?? null,
    trainerPrePostSurvey: list,
    qrMode: usesQrMode(current?.surveyId),
  };
}
