"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { ConfirmDialog, rowDeleteClass } from "@/components/ui/confirm-delete-button";
import { useAction } from "@/components/ui/use-action";
import { checkLessonUseAction, deleteLessonAction } from "@/lib/lessons/actions";
import type { TLessonUse } from "@/lib/lessons/lesson-use";
import { LessonUseList } from "./lesson-use-list";

/**
 * Delete with a confirmation: the lesson's uses are asked first (POST checkUse's rule), so the dialog names
 * the calendar events that deliver it, the SMART goals and curricula it is part of; confirming then deletes
 * (forced: it is taken out of each) and the toast says where it was taken out.
 */
export function DeleteLessonButton({ id, name }: { id: number; name: string }) {
  const t = useTranslations("lessons.delete");
  const [open, setOpen] = useState(false);
  const [use, setUse] = useState<TLessonUse | null>(null);
  const { pending, submit } = useAction(null, { namespace: "lessons" });

  const ask = () =>
    submit(() => checkLessonUseAction({ id }), {
      then: (data) => {
        setUse(data);
        setOpen(true);
      },
      refresh: false,
    });

  const deletedText = ({ detached: d }: { detached: { ownSmartGoals: { title: string }[]; ownCurricula: { name: string }[]; otherSmartGoals: number; otherCurricula: number } }) => {
    const places = [
      ...d.ownSmartGoals.map((g) => t("goalPlace", { name: g.title })),
      ...d.ownCurricula.map((c) => t("curriculumPlace", { name: c.name })),
      ...(d.otherSmartGoals + d.otherCurricula > 0 ? [t("otherPlaces", { count: d.otherSmartGoals + d.otherCurricula })] : []),
    ];
    return places.length ? t("deletedFrom", { places: places.join(", ") }) : t("deleted");
  };

  return (
    <>
      <button type="button" onClick={ask} disabled={pending} className={rowDeleteClass} data-testid="lesson-delete">
        {t("button")}
        <span className="sr-only"> {name}</span>
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        action={() => deleteLessonAction({ id, force: true })}
        title={t("title")}
        closeLabel={t("cancel")}
        confirmLabel={t("confirmButton")}
        success={deletedText}
        namespace="lessons"
      >
        <div className="space-y-3 text-sm text-slate-800">
          <p>{t("confirm", { name })}</p>
          {use && use.used ? <LessonUseList use={use} /> : null}
        </div>
      </ConfirmDialog>
    </>
  );
}
