"use client";

import { useTranslations } from "next-intl";
import type { TLessonUse } from "@/lib/lessons/lesson-use";

/**
 * What deleting a lesson takes it out of, in the delete dialog: the events that deliver it, the owner's SMART
 * goals and curricula by name, other counselors' counted, and that each keeps its row without the lesson.
 */
export function LessonUseList({ use }: { use: TLessonUse }) {
  const t = useTranslations("lessons.delete");
  return (
    <div className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-2 text-amber-900" data-testid="lesson-delete-uses">
      {use.events > 0 ? <p>{t("used", { count: use.events })}</p> : null}
      {use.ownSmartGoals.length > 0 ? (
        <div>
          <p>{t("usedGoals", { count: use.ownSmartGoals.length })}</p>
          <ul className="list-disc pl-5">
            {use.ownSmartGoals.map((g) => (
              <li key={g.id}>{g.title}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {use.ownCurricula.length > 0 ? (
        <div>
          <p>{t("usedCurricula", { count: use.ownCurricula.length })}</p>
          <ul className="list-disc pl-5">
            {use.ownCurricula.map((c) => (
              <li key={c.id}>{c.name}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {use.otherSmartGoals > 0 ? <p>{t("usedOtherGoals", { count: use.otherSmartGoals })}</p> : null}
      {use.otherCurricula > 0 ? <p>{t("usedOtherCurricula", { count: use.otherCurricula })}</p> : null}
      {use.goals + use.curricula > 0 ? <p className="font-medium">{t("detachNote")}</p> : null}
    </div>
  );
}
