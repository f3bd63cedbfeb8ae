import "server-only";
import { and, asc, count, eq, ilike, ne, or, sql, type SQL } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { lessonGrades, lessonStandards, lessons, sharedRatings, users, type TLessonRow } from "@/db/schema";
import { ownLesson, readableLesson } from "./access";
import { lessonUseOf, type TLessonUse } from "./lesson-use";
import { likePattern, ownerName, pageCount, roundRating } from "./rules";
import { LESSONS_PER_PAGE, type TLessonFilters, type TLessonJson, type TLessonListItem, type TLessonPage } from "./schemas";
import type { TActor } from "@/lib/auth/current-user";

// The lesson reads: a lesson is read when it is the reader's own or shared. The use-cases take the actor;
// listLessonsOf and lessonJson take the id of the user they read for.

// Correlated sub-selects: one row per lesson, whatever the number of grades, standards and ratings.
const gradeIds = sql<number[]>`coalesce((select array_agg(${lessonGrades.gradeId} order by ${lessonGrades.gradeId}) from ${lessonGrades} where ${lessonGrades.lessonId} = ${lessons.id}), '{}')`;
const standardIds = sql<
  number[]
>`coalesce((select array_agg(${lessonStandards.standardId} order by ${lessonStandards.position}, ${lessonStandards.standardId}) from ${lessonStandards} where ${lessonStandards.lessonId} = ${lessons.id}), '{}')`;
const ratingAvg = sql<string | null>`(select avg(${sharedRatings.value}) from ${sharedRatings} where ${sharedRatings.subjectType} = 'lesson' and ${sharedRatings.subjectId} = ${lessons.id})`;
const ratingCount = sql<number>`(select count(*) from ${sharedRatings} where ${sharedRatings.subjectType} = 'lesson' and ${sharedRatings.subjectId} = ${lessons.id})::int`;

/** Postgres arrays arrive as arrays from both drivers; a driver answering text "{1,2}" is read too. */
function ids(value: unknown): number[] {
  if (Array.isArray(value)) return value.map(Number);
  if (typeof value === "string") return value.replace(/[{}]/g, "").split(",").filter(Boolean).map(Number);
  return [];
}

function whereFor(userId: number, f: Omit<TLessonFilters, "page">): SQL | undefined {
  const scope =
    f.scope === "mine" ? eq(lessons.userId, userId) : f.scope === "shared" ? and(eq(lessons.share, true), ne(lessons.userId, userId)) : or(eq(lessons.userId, userId), eq(lessons.share, true));
  return and(
    scope,
    f.q ? ilike(lessons.name, likePattern(f.q)) : undefined,
    f.grade_id !== null && f.grade_id !== undefined
      ? sql`exists (select 1 from ${lessonGrades} where ${lessonGrades.lessonId} = ${lessons.id} and ${lessonGrades.gradeId} = ${f.grade_id})`
      : undefined,
    f.standard_id ? sql`exists (select 1 from ${lessonStandards} where ${lessonStandards.lessonId} = ${lessons.id} and ${lessonStandards.standardId} = ${f.standard_id})` : undefined,
    f.domain ? eq(lessons[f.domain], true) : undefined,
  );
}

/** GET /api/v1/lesson: one page of the lessons the actor may read (listLessonsOf for the actor). */
export async function listLessons(db: TDbOrTx, actor: TActor, filters: TLessonFilters, perPage = LESSONS_PER_PAGE): Promise<TLessonPage> {
  return listLessonsOf(db, actor.user.id, filters, perPage);
}

/**
 * One page of the lessons `ownerId` may read (their own and the shared ones), searched by name and
 * filtered by grade, standard and domain: one query (the page and the total, by a window count).
 * The list page calls it for the counselor it shows (a manager's view of one of theirs), once access
 * has been checked; the bench calls it directly.
 */
export async function listLessonsOf(db: TDbOrTx, ownerId: number, filters: TLessonFilters, perPage = LESSONS_PER_PAGE): Promise<TLessonPage> {
  const page = Math.max(1, filters.page);
  const rows = await db
    .select({
      id: lessons.id,
      name: lessons.name,
      share: lessons.share,
      lessonNumber: lessons.lessonNumber,
      academic: lessons.academic,
      social: lessons.social,
      career: lessons.career,
      userId: lessons.userId,
      updatedAt: lessons.updatedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      grades: gradeIds,
      mindsets: standardIds,
      rating: ratingAvg,
      ratings: ratingCount,
      total: sql<number>`count(*) over()`.mapWith(Number),
    })
    .from(lessons)
    .innerJoin(users, eq(users.id, lessons.userId))
    .where(whereFor(ownerId, filters))
    .orderBy(sql`lower(${lessons.name})`, asc(lessons.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  let total = rows[0]?.total ?? 0;
  // A page past the end has no row to carry the total.
  if (rows.length === 0 && page > 1) {
    const [c] = await db.select({ n: count() }).from(lessons).where(whereFor(ownerId, filters));
    total = c?.n ?? 0;
  }
  const data: TLessonListItem[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    share: r.share,
    lessonNumer: r.lessonNumber,
    academic: r.academic,
    social: r.social,
    career: r.career,
    grades: ids(r.grades),
    mindsets: ids(r.mindsets),
    scutaRating: roundRating(r.rating),
    ratingCount: Number(r.ratings ?? 0),
    user_id: r.userId,
    owner: ownerName(r),
    isOwner: r.userId === ownerId,
    updated_at: r.updatedAt.toISOString(),
  }));
  return { data, total, page, perPage, pages: pageCount(total, perPage) };
}

/** The lesson in the API's shape, with its grades, standards, rating and owner. */
export async function lessonJson(db: TDbOrTx, viewerId: number, row: TLessonRow): Promise<TLessonJson> {
  const [extra] = await db
    .select({ grades: gradeIds, mindsets: standardIds, rating: ratingAvg, ratings: ratingCount, firstName: users.firstName, lastName: users.lastName, username: users.username })
    .from(lessons)
    .innerJoin(users, eq(users.id, lessons.userId))
    .where(eq(lessons.id, row.id));
  const grades = ids(extra?.grades);
  const mindsets = ids(extra?.mindsets);
  return {
    id: row.id,
    name: row.name,
    share: row.share,
    teachingMethod: row.teachingMethodId,
    scutaRating: roundRating(extra?.rating),
    ratingCount: Number(extra?.ratings ?? 0),
    lessonNumer: row.lessonNumber,
    academic: row.academic,
    social: row.social,
    career: row.career,
    collectionMethod: row.collectionMethodId,
    percCollectionMethod: row.percCollectionMethod,
    ofTotal: row.ofTotal,
    achievement: row.achievement,
    attendance: row.attendance,
    behavior: row.behavior,
    survey_id: row.surveyId,
    event_id: row.eventId,
    grades,
    mindsets,
    mindset_id1: mindsets[0] ?? null,
    mindset_id2: mindsets[1] ?? null,
    grade_id: grades[0] ?? null,
    inRAMP: row.inRamp,
    outcome: row.outcome,
    implication: row.implication,
    objective1: row.objective1,
    objective2: row.objective2,
    user_id: row.userId,
    owner: extra ? ownerName(extra) : "",
    isOwner: row.userId === viewerId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** GET /api/v1/lesson/{id}: a lesson the actor owns or that is shared; else 404. */
export async function getLesson(db: TDbOrTx, actor: TActor, id: number): Promise<TLessonJson> {
  return lessonJson(db, actor.user.id, await readableLesson(db, actor.user.id, id));
}

/**
 * GET /api/v1/lesson/sharing/{id}: the read-only shape of a shared lesson (or of one's own). The
 * owner's event and survey are theirs alone: another reader does not get their ids.
 */
export async function getSharedLesson(db: TDbOrTx, actor: TActor, id: number): Promise<TLessonJson> {
  const json = await getLesson(db, actor, id);
  return json.isOwner ? json : { ...json, survey_id: null, event_id: null };
}

/**
 * POST /api/v1/lesson/checkUse: what deleting the lesson would take it out of: calendar events (anyone's: a
 * shared lesson may be delivered by others), SMART goals (lesson_id, lesson_id2) and curricula, the caller's
 * own by name (lib/lessons/lesson-use.ts).
 */
export async function lessonUse(db: TDbOrTx, actor: TActor, id: number): Promise<TLessonUse> {
  await ownLesson(db, actor.user.id, id);
  return lessonUseOf(db, actor, id);
}
