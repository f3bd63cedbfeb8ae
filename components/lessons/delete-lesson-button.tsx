"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { watchUnauthorized } from "@/components/shell/session-expired";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { successToast } from "@/components/ui/success-toast";
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
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [use, setUse] = useState<TLessonUse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function ask() {
    setError(null);
    startTransition(async () => {
      const result = watchUnauthorized(await checkLessonUseAction({ id }));
      if (!result.ok) {
        setError(result.error[0]?.message ?? t("failed"));
        setOpen(true);
        return;
      }
      setUse(result.data);
      setOpen(true);
    });
  }

  function confirm() {
    startTransition(async () => {
      const result = watchUnauthorized(await deleteLessonAction({ id, force: true }));
      if (!result.ok) {
        setError(result.error[0]?.message ?? t("failed"));
        return;
      }
      setOpen(false);
      const d = result.data.detached;
      const places = [
        ...d.ownSmartGoals.map((g) => t("goalPlace", { name: g.title })),
        ...d.ownCurricula.map((c) => t("curriculumPlace", { name: c.name })),
        ...(d.otherSmartGoals + d.otherCurricula > 0 ? [t("otherPlaces", { count: d.otherSmartGoals + d.otherCurricula })] : []),
      ];
      successToast(places.length ? t("deletedFrom", { places: places.join(", ") }) : t("deleted"));
      router.refresh();
    });
  }

  return (
    <>
      <button type="button" onClick={ask} disabled={pending} className="rounded px-2 py-1 text-red-700 hover:bg-red-50 disabled:opacity-60" data-testid="lesson-delete">
        {t("button")}
        <span className="sr-only"> {name}</span>
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={t("title")} closeLabel={t("cancel")}>
        <div className="space-y-3 text-sm text-slate-800">
          <p>{t("confirm", { name })}</p>
          {use && use.used ? <LessonUseList use={use} /> : null}
          {error ? (
            <p role="alert" className="text-red-700">
              {error}
            </p>
          ) : null}
        </div>
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t("cancel")}
          </Button>
          <Button variant="danger" onClick={confirm} disabled={pending || !!error}>
            {t("confirmButton")}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
