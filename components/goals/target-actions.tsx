"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { callAction, shownByShell } from "@/components/billing-account/call-action";
import { openPdfLink } from "@/components/billing-account/open-pdf";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { successToast } from "@/components/ui/success-toast";
import { useErrorText } from "@/components/ui/use-error-text";
import { removePdfLinkAction } from "@/lib/billing/pdf-actions";
import { checkTargetUseAction, deleteTargetAction, targetPdfAction } from "@/lib/goals/actions";

// The list's row actions of a target: the PDF (a 10-minute link opened in a new tab and removed
// 1.8 s later) and, for the owner, delete after checkUse and a confirmation.

/** "PDF": the target's document in a new tab. */
export function TargetPdfButton({ targetId, name }: { targetId: number; name: string }) {
  const t = useTranslations("goals.actions");
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      const result = await callAction(() =>
        openPdfLink(
          () => targetPdfAction({ id: targetId }),
          (link) => removePdfLinkAction({ link }),
        ),
      );
      if (!result.ok && !shownByShell(result)) toast.error(result.error[0]?.code === "popup_blocked" ? t("popupBlocked") : errorText(result.error[0], t("pdfFailed")));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="ghost" onClick={open} disabled={busy} aria-busy={busy} aria-label={t("pdfOf", { name })}>
      {busy ? t("working") : t("pdf")}
    </Button>
  );
}

type TUse = { comments: number; ratings: number; smartGoals: number };

/** "Delete": asks the server what goes with the target (checkUse), confirms, then deletes. */
export function DeleteTargetButton({ targetId, name }: { targetId: number; name: string }) {
  const t = useTranslations("goals.actions");
  const router = useRouter();
  const errorText = useErrorText();
  const [use, setUse] = useState<TUse | null>(null);
  const [busy, setBusy] = useState(false);

  const ask = async () => {
    setBusy(true);
    try {
      const result = await callAction(() => checkTargetUseAction({ id: targetId }));
      if (result.ok) setUse(result.data);
      else if (!shownByShell(result)) toast.error(errorText(result.error[0], t("deleteFailed")));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    setBusy(true);
    try {
      const result = await callAction(() => deleteTargetAction({ id: targetId }));
      if (result.ok) {
        setUse(null);
        successToast(t("deleted"));
        router.refresh();
      } else if (!shownByShell(result)) toast.error(errorText(result.error[0], t("deleteFailed")));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="ghost" className="text-red-700" onClick={ask} disabled={busy} aria-label={t("deleteOf", { name })} data-testid={`target-delete-${targetId}`}>
        {t("delete")}
      </Button>
      <Dialog open={use !== null} onOpenChange={(o) => !o && setUse(null)} title={t("deleteTitle")} closeLabel={t("cancel")}>
        <p className="text-sm text-slate-800">{t("deleteText", { name })}</p>
        {use && (use.comments > 0 || use.ratings > 0) ? <p className="mt-2 text-sm text-slate-700">{t("deleteFeedback", { comments: use.comments, ratings: use.ratings })}</p> : null}
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setUse(null)}>
            {t("cancel")}
          </Button>
          <Button variant="danger" onClick={confirm} disabled={busy} data-testid="target-delete-confirm">
            {t("confirmDelete")}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
