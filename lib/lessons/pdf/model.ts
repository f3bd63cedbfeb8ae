import "server-only";
import { and, asc, avg, count, eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { collectionMethods, grades, lessonGrades, lessonStandards, sharedRatings, standards, surveys, teachingMethods, users, type TLessonRow } from "@/db/schema";
import { formatDocumentDate } from "@/lib/i18n/format";
import { isLocale } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import { standardsIn } from "@/lib/i18n/standards-server";
import { todayIn } from "@/lib/users/rules";

// What the lesson, results and survey PDFs print, read from the stored records (never from the
// caller's payload). Callers check access first (lib/lessons/pdf-links.ts, lib/lessons/pdf/render.tsx).

export type TPdfAuthor = { name: string; datePrint: string; standardsLabel: "studentStandards" | "mindsets" };

export type TLessonPdfData = {
  lesson: TLessonRow;
  teachingMethod: string;
  collectionMethod: string;
  survey: string;
  grades: { id: number; code: string; name: string }[];
  standards: { abbrev: string; name: string }[];
  /** The shared lesson's rating (scutaRating): the average of its ratings and how many. */
  rating: { average: number; count: number };
};

/** The reader's name, the print date MM/DD/YY in their zone (PDF dates are US format), and the standards label their logo setting picks. */
export async function pdfAuthor(db: TDbOrTx, authorId: number | null, at: Date): Promise<TPdfAuthor> {
  const [u] =
    authorId === null ? [] : await db.select({ firstName: users.firstName, lastName: users.lastName, timezone: users.timezone, logo: users.logo }).from(users).where(eq(users.id, authorId)).limit(1);
  return {
    name: u ? `${u.firstName} ${u.lastName}`.trim() : "",
    datePrint: formatDocumentDate(todayIn(u?.timezone ?? "America/New_York", at)),
    // The section label is 'Student Standards' when the user's logo setting is 3, otherwise 'Mindsets & Behavior'.
    standardsLabel: u?.logo === 3 ? "studentStandards" : "mindsets",
  };
}

/** The lesson as its PDF prints it, the standards named in the reader's language. */
export async function lessonPdfData(db: TDbOrTx, lesson: TLessonRow, locale: string): Promise<TLessonPdfData> {
  const [teaching, collection, survey, gradeRows, standardRows, ratingRows] = await Promise.all([
    lesson.teachingMethodId === null ? [] : db.select({ name: teachingMethods.name }).from(teachingMethods).where(eq(teachingMethods.id, lesson.teachingMethodId)).limit(1),
    db.select({ name: collectionMethods.method }).from(collectionMethods).where(eq(collectionMethods.id, lesson.collectionMethodId)).limit(1),
    lesson.surveyId === null ? [] : db.select({ name: surveys.name }).from(surveys).where(eq(surveys.id, lesson.surveyId)).limit(1),
    db
      .select({ id: grades.id, code: grades.code, name: grades.name })
      .from(lessonGrades)
      .innerJoin(grades, eq(grades.id, lessonGrades.gradeId))
      .where(eq(lessonGrades.lessonId, lesson.id))
      .orderBy(asc(grades.sort)),
    db
      .select({ abbrev: standards.abbrev, name: standards.name, edition: standards.edition })
      .from(lessonStandards)
      .innerJoin(standards, eq(standards.id, lessonStandards.standardId))
      .where(eq(lessonStandards.lessonId, lesson.id))
      .orderBy(asc(lessonStandards.position), asc(standards.abbrev)),
    db
      .select({ average: avg(sharedRatings.value), count: count() })
      .from(sharedRatings)
      .where(and(eq(sharedRatings.subjectType, "lesson"), eq(sharedRatings.subjectId, lesson.id))),
  ]);
  // The seeded teaching and collection methods are named in the reader's language, as on the lesson pages.
  const lessonMessages = (await loadMessages(isLocale(locale) ? locale : "en")).lessons;
  const methodName = (list: "teachingMethods" | "collectionMethods", id: number | null, stored: string): string => {
    const entry = id === null || typeof lessonMessages !== "object" ? undefined : lessonMessages[list];
    const named = typeof entry === "object" ? entry[String(id)] : undefined;
    return typeof named === "object" && typeof named.name === "string" ? named.name : stored;
  };
  return {
    lesson,
    teachingMethod: teaching[0] ? methodName("teachingMethods", lesson.teachingMethodId, teaching[0].name) : "",
    collectionMethod: collection[0] ? methodName("collectionMethods", lesson.collectionMethodId, collection[0].name) : "",
    survey: survey[0]?.name ?? "",
    grades: gradeRows,
    standards: (await standardsIn(standardRows, locale)).map(({ abbrev, name }) => ({ abbrev, name })),
    rating: { average: Math.round(Number(ratingRows[0]?.average ?? 0) * 10) / 10, count: Number(ratingRows[0]?.count ?? 0) },
  };
}

/** A safe file-name part from a lesson or survey name. */
export function nameForFile(name: string, fallback: string): string {
  const base = name
    .replace(/[^A-Za-z0-9 _-]+/g, " ")
    .trim()
    .replace(/\s+/g, "-")
    .slice(0, 60);
  return base || fallback;
}
