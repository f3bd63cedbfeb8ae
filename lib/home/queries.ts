import "server-only";
import os from "node:os";
import { and, desc, eq, sql } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { events, lessonEvents, lessons } from "@/db/schema";
import { cpuLoadShare, prePostSurveyPath, usesQrMode } from "./rules";

export type TTrainerPrePostEvent = {
  eventId: number;
  surveyId: number;
  title: string;
  date: string;
  preUrl: string;
  postUrl: string;
  /** Whether students may answer the pre / post survey now (no closed administration). */
  preOpen: boolean;
  postOpen: boolean;
};

export type THomeResponse = {
  cpuLOAD: number;
  prePostSurveyID: number | null;
  prePostEventID: number | null;
  trainerPrePostSurvey: TTrainerPrePostEvent[];
  qrMode: boolean;
};

const TRAINER_EVENTS = 20;

// A delivery's survey: its own (lesson_events.survey_id) or else its lesson's, as the lesson screen reads it.
const SURVEY = sql<number | null>`coalesce(${lessonEvents.surveyId}, ${lessons.surveyId})`;

function isOpen(phase: "pre" | "post") {
  return sql<unknown>`not exists (select 1 from survey_administrations ad where ad.event_id = ${events.id} and ad.phase = ${phase}
    and ad.survey_id = coalesce(${lessonEvents.surveyId}, ${lessons.surveyId}) and ad.closed_at is not null)`;
}

/** A boolean from either driver (postgres-js gives true/false, a raw PGlite value may be 't'/'f'). */
const bool = (v: unknown) => v === true || v === "t" || v === "true";

/**
 * The home response for a signed-in user: the server's load, and the user's own events that deliver a
 * survey (the event's own or its lesson's), newest first: the newest is the current pre/post survey and
 * event, the list feeds the trainer's pre/post QR dialog on the dashboard. Only the user's own events.
 */
export async function homeResponse(db: TDbOrTx, userId: number): Promise<THomeResponse> {
  const rows = await db
    .select({ eventId: events.id, title: events.title, date: events.date, surveyId: SURVEY, preOpen: isOpen("pre"), postOpen: isOpen("post") })
    .from(events)
    .leftJoin(lessonEvents, eq(lessonEvents.eventId, events.id))
    .leftJoin(lessons, eq(lessons.id, events.lessonId))
    .where(and(eq(events.userId, userId), sql`${SURVEY} is not null`))
    .orderBy(desc(events.date), desc(events.id))
    .limit(TRAINER_EVENTS);
  const list = rows.map((r) => {
    const surveyId = Number(r.surveyId);
    return {
      eventId: r.eventId,
      surveyId,
      title: r.title,
      date: r.date,
      preUrl: prePostSurveyPath("pre", surveyId, r.eventId),
      postUrl: prePostSurveyPath("post", surveyId, r.eventId),
      preOpen: bool(r.preOpen),
      postOpen: bool(r.postOpen),
    };
  });
  const current = list[0] ?? null;
  return {
    cpuLOAD: cpuLoadShare(os.loadavg()[0], os.cpus().length),
    prePostSurveyID: current?.surveyId ?? null,
    prePostEventID: current?.eventId ?? null,
    trainerPrePostSurvey: list,
    qrMode: usesQrMode(current?.surveyId),
  };
}
