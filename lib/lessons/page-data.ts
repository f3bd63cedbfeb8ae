import type { TActor } from "@/lib/auth/current-user";
import "server-only";
import { formatClockTime, formatDate } from "@/lib/i18n/format";
import { getTranslations } from "next-intl/server";
import type { TDbOrTx } from "@/db/client";
import { localizeStandards, STANDARD_MESSAGES, type TStandardTranslator } from "@/lib/i18n/standards";
import { lessonEventOptions, listAllGrades, listCollectionMethods, listStandards, listTeachingMethods, ownSurveyOptions, type TGradeItem } from "./lookups";
import { standardsLabelKey } from "./rules";

// What the lesson pages need besides the lesson: the reference lists in the user's language. The
// seeded lists (collection and teaching methods, grades) have message keys by id or code; a row
// added later without one shows its stored English text.

type TTranslate = Awaited<ReturnType<typeof getTranslations<"lessons">>>;
export type TLabelledItem = { id: number; name: string; description?: string };

export function gradeLabel(t: TTranslate, g: Pick<TGradeItem, "code" | "name">): string {
  if (/^\d+$/.test(g.code)) return t("gradeNumber", { n: Number(g.code) });
  return t.has(`gradeCodes.${g.code}`) ? t(`gradeCodes.${g.code}` as "gradeCodes.K") : g.name;
}

export async function lessonLookups(db: TDbOrTx, actor: TActor) {
  const { user } = actor;
  const [t, ts] = await Promise.all([getTranslations("lessons"), getTranslations(STANDARD_MESSAGES)]);
  const [teaching, collection, grades, standards] = await Promise.all([listTeachingMethods(db), listCollectionMethods(db), listAllGrades(db), listStandards(db)]);
  const tr = (prefix: "teachingMethods" | "collectionMethods", id: number, part: "name" | "description", fallback: string) => {
    const key = `${prefix}.${id}.${part}`;
    return t.has(key) ? t(key as "teachingMethods.1.name") : fallback;
  };
  return {
    teachingMethods: teaching.map((m) => ({ id: m.id, name: tr("teachingMethods", m.id, "name", m.name), description: tr("teachingMethods", m.id, "description", m.description) })),
    collectionMethods: collection.map((m) => ({ id: m.id, name: tr("collectionMethods", m.id, "name", m.method), description: tr("collectionMethods", m.id, "description", m.description) })),
    grades: grades.map((g) => ({ id: g.id, name: gradeLabel(t, g) })),
    // The ASCA standards by their names in the reader's language (filter, picker, lesson view).
    standards: localizeStandards(ts as unknown as TStandardTranslator, standards),
    // The standards section reads 'Student Standards' when the user's logo setting is 3, else 'Mindsets & Behavior'.
    standardsLabel: (await getTranslations("standardsPicker"))(standardsLabelKey(user.logo)),
  };
}

/** The form's own lists: the actor's surveys and, for an existing lesson, the actor's events delivering it. */
export async function lessonFormChoices(db: TDbOrTx, actor: TActor, lessonId: number | null, locale: string) {
  const userId = actor.user.id;
  const [surveys, events] = await Promise.all([ownSurveyOptions(db, userId), lessonId ? lessonEventOptions(db, userId, lessonId) : Promise.resolve([])]);
  return {
    surveys,
    events: events.map((e) => ({ id: e.id, label: `${e.title} – ${formatDate(e.date, locale, "medium")} ${formatClockTime(e.time, locale)}`, survey_id: e.survey_id })),
  };
}
