"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Confidential } from "@/components/shell/confidential";
import { watchUnauthorized } from "@/components/shell/session-expired";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { eraseStudentAction } from "@/lib/privacy/actions";

/** Erase one student, after a dialog that says what goes and what stays. */
export function EraseStudentButton({ id, name }: { id: number; name: string }) {
  const t = useTranslations("privacy.studentPage");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();

  function confirm() {
    startTransition(async () => {
      const result = watchUnauthorized(await eraseStudentAction({ id, confirm: true }));
      if (!result.ok) {
        toast.error(t("eraseFailed"));
        return;
      }
      setOpen(false);
      toast.success(t("eraseDone"));
      router.refresh();
    });
  }

  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)} data-testid="student-erase">
        {t("erase")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={t("eraseTitle")} closeLabel={t("cancel")}>
        <p className="mb-2 font-medium text-slate-900">
          <Confidential>{name}</Confidential>
        </p>
        <p className="mb-4 text-sm text-slate-700">{t("eraseBody")}</p>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t("cancel")}
          </Button>
          <Button variant="danger" onClick={confirm} disabled={pending} aria-busy={pending} data-testid="student-erase-confirm">
            {t("eraseConfirm")}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
