import "server-only";
import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { curricula, curriculumGrades, curriculumLessons, curriculumStandards, events, grades, lessons, standards, users, type TCurriculumRow } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { localizeGrades } from "@/lib/i18n/reference";
import { standardsIn } from "@/lib/i18n/standards-server";
import { smartGoalsForCurriculumOf } from "@/lib/smart-goals/queries";
import { asOfIn } from "@/lib/analysis/rules";
import { readableCurriculum, readableOwnerId } from "./access";
import { NO_SMART_GOAL, deliveryStatus, inCurriculumList, type TCurriculumType, type TDeliveryEvent } from "./rules";
import type { TCurriculumDetail, TCurriculumJson, TCurriculumLesson } from "./schemas";

type TLinks = { grades: Map<number, number[]>; standards: Map<number, number[]>; lessons: Map<number, TCurriculumLesson[]> };

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

async function linksOf(db: TDbOrTx, ids: number[]): Promise<TLinks> {
  const links: TLinks = { grades: new Map(), standards: new Map(), lessons: new Map() };
  if (ids.length === 0) return links;
  const [g, s, l] = await Promise.all([
    db
      .select({ id: curriculumGrades.curriculumId, gradeId: curriculumGrades.gradeId })
      .from(curriculumGrades)
      .innerJoin(grades, eq(grades.id, curriculumGrades.gradeId))
      .where(inArray(curriculumGrades.curriculumId, ids))
      .orderBy(asc(grades.sort)),
    db
      .select({ id: curriculumStandards.curriculumId, standardId: curriculumStandards.standardId })
      .from(curriculumStandards)
      .where(inArray(curriculumStandards.curriculumId, ids))
      .orderBy(asc(curriculumStandards.position)),
    db
      .select({ id: curriculumLessons.curriculumId, lesson_id: curriculumLessons.lessonId, name: lessons.name, plannedDate: curriculumLessons.plannedDate, position: curriculumLessons.position })
      .from(curriculumLessons)
      .innerJoin(lessons, eq(lessons.id, curriculumLessons.lessonId))
      .where(inArray(curriculumLessons.curriculumId, ids))
      .orderBy(asc(curriculumLessons.position), asc(curriculumLessons.lessonId)),
  ]);
  for (const r of g) push(links.grades, r.id, r.gradeId);
  for (const r of s) push(links.standards, r.id, r.standardId);
  for (const { id, ...lesson } of l) push(links.lessons, id, lesson);
  return links;
}

function toJson(row: TCurriculumRow, links: TLinks, actorId: number): TCurriculumJson {
  const mindsets = links.standards.get(row.id) ?? [];
  return {
    id: row.id,
    name: row.name,
    academic: row.academic,
    social: row.social,
    career: row.career,
    smart_goal_id: row.smartGoalId ?? NO_SMART_GOAL,
    grades: links.grades.get(row.id) ?? [],
    mindsets,
    mindset_id1: mindsets[0] ?? null,
    mindset_id2: mindsets[1] ?? null,
    lessons: links.lessons.get(row.id) ?? [],
    activity: row.activity,
    timeline: row.timeline,
    who: row.who,
    processData: row.processData,
    perceptionData: row.perceptionData,
    outcomeData: row.outcomeData,
    evaluation: row.evaluation,
    user_id: row.userId,
    isOwner: row.userId === actorId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function curriculumJson(db: TDbOrTx, viewerId: number, row: TCurriculumRow): Promise<TCurriculumJson> {
  return toJson(row, await linksOf(db, [row.id]), viewerId);
}

/** GET /api/v1/curriculum/{id}: the plan as the form edits it (the owner's, or a managed counselor's read-only). */
export async function getCurriculum(db: TDbOrTx, actor: TActor, id: number): Promise<TCurriculumJson> {
  return curriculumJson(db, actor.user.id, await readableCurriculum(db, actor, id));
}

/**
 * The names and delivery status that turn plans into detail rows (one set of queries for a whole
 * list). With a `locale` (a page's reader) grades and standards are named in that language; the API
 * keeps the stored English names.
 */
async function details(db: TDbOrTx, actorId: number, ownerId: number, rows: TCurriculumRow[], now: Date, locale: string | null = null): Promise<TCurriculumDetail[]> {
  if (rows.length === 0) return [];
  const links = await linksOf(
    db,
    rows.map((r) => r.id),
  );
  const gradeIds = [...new Set([...links.grades.values()].flat())];
  const standardIds = [...new Set([...links.standards.values()].flat())];
  const lessonIds = [...new Set([...links.lessons.values()].flat().map((l) => l.lesson_id))];
  const [gradeRows, standardRows, eventRows, [owner], goals] = await Promise.all([
    gradeIds.length
      ? db
          .select({ id: grades.id, code: grades.code, name: grades.name })
          .from(grades)
          .where(inArray(grades.id, gradeIds))
          .then((list) => (locale ? localizeGrades(list, locale) : list))
      : [],
    standardIds.length
      ? db
          .select({ id: standards.id, abbrev: standards.abbrev, name: standards.name, edition: standards.edition })
          .from(standards)
          .where(inArray(standards.id, standardIds))
          .then((list) => (locale ? standardsIn(list, locale) : list))
      : [],
    lessonIds.length
      ? db
          .select({ lessonId: events.lessonId, date: events.date, time: events.time, status: events.status })
          .from(events)
          .where(and(eq(events.userId, ownerId), inArray(events.lessonId, lessonIds)))
      : [],
    db.select({ timezone: users.timezone }).from(users).where(eq(users.id, ownerId)),
    rows.some((r) => r.smartGoalId !== null) ? smartGoalsForCurriculumOf(db, ownerId) : [],
  ]);
  const gradeName = new Map(gradeRows.map((g) => [g.id, g.name]));
  const standard = new Map(standardRows.map((s) => [s.id, { id: s.id, abbrev: s.abbrev, name: s.name }]));
  const goalName = new Map(goals.map((g) => [g.id, g.name]));
  const byLesson = new Map<number, TDeliveryEvent[]>();
  for (const e of eventRows) if (e.lessonId !== null) push(byLesson, e.lessonId, { date: e.date, time: e.time, status: e.status });
  const asOf = asOfIn(owner?.timezone ?? "UTC", now);
  return rows.map((row) => {
    const json = toJson(row, links, actorId);
    return {
      ...json,
      smartGoal: row.smartGoalId !== null ? (goalName.get(row.smartGoalId) ?? null) : null,
      gradeNames: json.grades.map((id) => gradeName.get(id) ?? String(id)),
      standards: json.mindsets.map((id) => standard.get(id) ?? { id, abbrev: "", name: "" }),
      lessons: json.lessons.map((l) => {
        const d = deliveryStatus(byLesson.get(l.lesson_id) ?? [], asOf);
        return { ...l, status: d.status, eventDate: d.date };
      }),
    };
  });
}

/** GET /api/v1/curriculum/detail/{id}: the plan with its names and where each lesson stands on the calendar. */
export async function curriculumDetail(db: TDbOrTx, actor: TActor, id: number, now: Date): Promise<TCurriculumDetail> {
  const row = await readableCurriculum(db, actor, id);
  const [detail] = await details(db, actor.user.id, row.userId, [row], now);
  return detail;
}

export const CURRICULA_LIST_MAX = 500;

/** /app/mbActionPlan/{type} and GET /api/v1/curriculum: the plans of the actor (or of a counselor they manage) of one type, newest first. */
export async function listCurricula(db: TDbOrTx, actor: TActor, opts: { type: TCurriculumType; userId?: number | null; locale?: string | null }, now: Date): Promise<TCurriculumDetail[]> {
  const ownerId = await readableOwnerId(db, actor, opts.userId);
  const rows = await db
    .select()
    .from(curricula)
    .where(and(eq(curricula.userId, ownerId), opts.type === "other" ? undefined : eq(curricula[opts.type], true)))
    .orderBy(desc(curricula.updatedAt), desc(curricula.id))
    .limit(CURRICULA_LIST_MAX);
  return details(
    db,
    actor.user.id,
    ownerId,
    rows.filter((r) => inCurriculumList(r, opts.type)),
    now,
    opts.locale ?? null,
  );
}

/** How many plans a user has (the program-planning hub's status). */
export async function countCurricula(db: TDbOrTx, ownerId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(curricula).where(eq(curricula.userId, ownerId));
  return row?.n ?? 0;
}
