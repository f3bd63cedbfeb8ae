"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { watchUnauthorized } from "@/components/shell/session-expired";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { deleteSurveyAction } from "@/lib/surveys/actions";

/** Delete a survey after a confirmation that says what goes with it (the answers) and what stays (its lessons). */
export function DeleteSurveyButton({ id, name, lessons }: { id: number; name: string; lessons: number }) {
  const t = useTranslations("surveys.delete");
  const tList = useTranslations("surveys.list");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();

  function confirm() {
    startTransition(async () => {
      const result = watchUnauthorized(await deleteSurveyAction({ id }));
      if (!result.ok) {
        toast.error(t("failed"));
        return;
      }
      setOpen(false);
      toast.success(tList("deleted"));
      router.refresh();
    });
  }

  return (
    <>
      <Button variant="ghost" className="px-2 py-1 text-red-700" onClick={() => setOpen(true)} data-testid="survey-delete">
        {t("button")}
        <span className="sr-only"> {t("rowLabel", { name })}</span>
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={t("title")} closeLabel={t("close")}>
        <p className="mb-2 font-medium text-slate-900">{name}</p>
        <p className="mb-2 text-sm text-slate-700">{t("body")}</p>
        {lessons > 0 ? <p className="mb-4 text-sm text-slate-700">{t("usedBy", { count: lessons })}</p> : null}
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t("keep")}
          </Button>
          <Button variant="danger" onClick={confirm} disabled={pending} aria-busy={pending} data-testid="survey-delete-confirm">
            {t("confirm")}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
