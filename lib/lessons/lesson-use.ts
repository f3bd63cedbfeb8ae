import "server-only";
import { and, asc, count, eq, ne, or, sql } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { curricula, curriculumLessons, events, smartGoals } from "@/db/schema";
import { smartGoalJson } from "@/lib/smart-goals/queries";
import type { TActor } from "@/lib/auth/current-user";

// Where a lesson is used: calendar events that deliver it, SMART goals that name it (lesson_id, lesson_id2)
// and curricula that plan it. The owner's own goals and plans are named; another counselor's (a shared
// lesson) are only counted, since their titles are theirs.

export type TLessonUse = {
  used: boolean;
  /** Calendar events delivering the lesson (anyone's). */
  events: number;
  /** SMART goals naming the lesson (anyone's). */
  goals: number;
  /** Curricula planning the lesson (anyone's). */
  curricula: number;
  /** The caller's own SMART goals and curricula, by name. */
  ownSmartGoals: { id: number; title: string }[];
  ownCurricula: { id: number; name: string }[];
  /** Other counselors' SMART goals and curricula using the shared lesson. */
  otherSmartGoals: number;
  otherCurricula: number;
};

const usesLesson = (id: number) => or(eq(smartGoals.lessonId, id), eq(smartGoals.lessonId2, id));

export async function lessonUseOf(db: TDbOrTx, actor: TActor, id: number): Promise<TLessonUse> {
  const userId = actor.user.id;
  const [[ev], ownGoalRows, [otherGoals], ownPlans, [otherPlans]] = await Promise.all([
    db.select({ n: count() }).from(events).where(eq(events.lessonId, id)),
    db
      .select()
      .from(smartGoals)
      .where(and(usesLesson(id), eq(smartGoals.userId, userId)))
      .orderBy(asc(smartGoals.id)),
    db
      .select({ n: count() })
      .from(smartGoals)
      .where(and(usesLesson(id), ne(smartGoals.userId, userId))),
    db
      .select({ id: curricula.id, name: curricula.name })
      .from(curriculumLessons)
      .innerJoin(curricula, eq(curricula.id, curriculumLessons.curriculumId))
      .where(and(eq(curriculumLessons.lessonId, id), eq(curricula.userId, userId)))
      .orderBy(sql`lower(${curricula.name})`, asc(curricula.id)),
    db
      .select({ n: count() })
      .from(curriculumLessons)
      .innerJoin(curricula, eq(curricula.id, curriculumLessons.curriculumId))
      .where(and(eq(curriculumLessons.lessonId, id), ne(curricula.userId, userId))),
  ]);
  const ownSmartGoals = await Promise.all(ownGoalRows.map(async (row) => ({ id: row.id, title: (await smartGoalJson(db, row)).title })));
  const o = { goals: otherGoals?.n ?? 0, plans: otherPlans?.n ?? 0 };
  const n = ev?.n ?? 0;
  const goals = ownSmartGoals.length + o.goals;
  const plans = ownPlans.length + o.plans;
  return { used: n + goals + plans > 0, events: n, goals, curricula: plans, ownSmartGoals, ownCurricula: ownPlans, otherSmartGoals: o.goals, otherCurricula: o.plans };
}
