import type { TActor } from "@/lib/auth/current-user";
import "server-only";
import { and, count, desc, eq, gte, sql } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { demoRequests, liveTrainingClicks, liveTrainings } from "@/db/schema";
import { assertCan } from "@/lib/auth/permissions";
import { ATTEND_FROM_MINUTES } from "./training-schemas";

/** The demo request type of a training request (the public "Schedule a training" form). */
export const TRAINING_REQUEST_TYPE = 2;
export const TRAINING_STATS_DAYS = 30;

/**
 * The scheduled sessions, newest start first, each with its attendance: the join clicks (and the
 * distinct signed-in users) from ATTEND_FROM_MINUTES before the start to its end.
 */
export async function listLiveTrainings(db: TDbOrTx, actor: TActor) {
  assertCan(actor.user, "content.admin");
  const c = sql.raw('"c"');
  const inWindow = sql`${c}.created_at >= ${liveTrainings.startsAt} - make_interval(mins => ${ATTEND_FROM_MINUTES})
    and ${c}.created_at < ${liveTrainings.startsAt} + make_interval(mins => ${liveTrainings.durationMinutes}::int)`;
  return db
    .select({
      id: liveTrainings.id,
      title: liveTrainings.title,
      description: liveTrainings.description,
      startsAt: liveTrainings.startsAt,
      durationMinutes: liveTrainings.durationMinutes,
      joinUrl: liveTrainings.joinUrl,
      clicks: sql<number>`(select count(*) from live_training_clicks c where ${inWindow})`.mapWith(Number),
      attendees: sql<number>`(select count(distinct ${c}.user_id) from live_training_clicks c where ${inWindow})`.mapWith(Number),
    })
    .from(liveTrainings)
    .orderBy(desc(liveTrainings.startsAt), desc(liveTrainings.id));
}

/** Join clicks of the last TRAINING_STATS_DAYS days by where they came from (home dialog, top nav, banner). */
export async function liveTrainingClickStats(db: TDbOrTx, actor: TActor, now: Date) {
  assertCan(actor.user, "content.admin");
  const since = new Date(now.getTime() - TRAINING_STATS_DAYS * 86_400_000);
  return db
    .select({ modalType: liveTrainingClicks.modalType, clicks: count(), users: sql<number>`count(distinct ${liveTrainingClicks.userId})`.mapWith(Number) })
    .from(liveTrainingClicks)
    .where(gte(liveTrainingClicks.createdAt, since))
    .groupBy(liveTrainingClicks.modalType)
    .orderBy(liveTrainingClicks.modalType);
}

/** The training requests (registrations) of the public form: the newest and the count of the last days. */
export async function trainingRegistrations(db: TDbOrTx, actor: TActor, now: Date, limit = 10) {
  assertCan(actor.user, "content.admin");
  const since = new Date(now.getTime() - TRAINING_STATS_DAYS * 86_400_000);
  const [rows, [{ recent }]] = await Promise.all([
    db
      .select({ id: demoRequests.id, name: demoRequests.name, email: demoRequests.email, preferredAt: demoRequests.preferredAt, createdAt: demoRequests.createdAt })
      .from(demoRequests)
      .where(eq(demoRequests.type, TRAINING_REQUEST_TYPE))
      .orderBy(desc(demoRequests.createdAt), desc(demoRequests.id))
      .limit(limit),
    db
      .select({ recent: count() })
      .from(demoRequests)
      .where(and(eq(demoRequests.type, TRAINING_REQUEST_TYPE), gte(demoRequests.createdAt, since))),
  ]);
  return { rows, recent };
}
