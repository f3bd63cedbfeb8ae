"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { watchUnauthorized } from "@/components/shell/session-expired";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { successToast } from "@/components/ui/success-toast";
import { deleteSmartGoalAction } from "@/lib/smart-goals/actions";

/** Delete a goal after a confirmation (its statements, answers and short questions go with it). */
export function DeleteSmartGoalButton({ id, title }: { id: number; title: string }) {
  const t = useTranslations("smartGoals.list");
  const tf = useTranslations("smartGoals.form");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function confirm() {
    startTransition(async () => {
      const result = watchUnauthorized(await deleteSmartGoalAction({ id }));
      if (!result.ok) {
        setError(result.error[0]?.message ?? "");
        return;
      }
      setOpen(false);
      successToast(t("deleted"));
      router.refresh();
    });
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} aria-label={`${t("delete")} – ${title}`}>
        {t("delete")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={t("deleteTitle")} description={t("deleteBody")} closeLabel={tf("cancel")}>
        <p className="mt-2 text-sm font-medium text-slate-800">{title}</p>
        {error ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {tf("cancel")}
          </Button>
          <Button onClick={confirm} disabled={pending} aria-busy={pending}>
            {t("delete")}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
