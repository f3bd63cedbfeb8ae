"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { watchUnauthorized } from "@/components/shell/session-expired";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { successToast } from "@/components/ui/success-toast";
import { checkLessonUseAction, deleteLessonAction } from "@/lib/lessons/actions";

/**
 * Delete with a confirmation: the lesson's use is asked first (POST checkUse's rule), so the
 * dialog says when calendar events deliver it; confirming then deletes (forced: those events stay
 * without the lesson).
 */
export function DeleteLessonButton({ id, name }: { id: number; name: string }) {
  const t = useTranslations("lessons.delete");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [events, setEvents] = useState(0);
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
      setEvents(result.data.events);
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
      successToast(t("deleted"));
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
          {events > 0 ? <p className="rounded-md border border-amber-300 bg-amber-50 p-2 text-amber-900">{t("used", { count: events })}</p> : null}
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
