"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { watchUnauthorized } from "@/components/shell/session-expired";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { successToast } from "@/components/ui/success-toast";
import type { TErrorEntry } from "@/lib/http/errors";

type TResult = { ok: true } | { ok: false; status: number; error: TErrorEntry[] };

/** A delete button with a confirmation dialog (program-planning lists): confirming runs `onConfirm`, then the list refreshes. */
export function ConfirmDelete({ name, onConfirm, testId }: { name: string; onConfirm: () => Promise<TResult>; testId?: string }) {
  const t = useTranslations("curriculum.delete");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function confirm() {
    startTransition(async () => {
      const result = watchUnauthorized(await onConfirm());
      if (!result.ok) {
        setError(t("failed"));
        return;
      }
      setOpen(false);
      successToast(t("deleted"));
      router.refresh();
    });
  }

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
        className="rounded px-2 py-1 text-red-700 hover:bg-red-50"
        data-testid={testId}
      >
        {t("button")}
        <span className="sr-only"> {name}</span>
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={t("title")} closeLabel={t("cancel")}>
        <div className="space-y-3 text-sm text-slate-800">
          <p>{t("confirm", { name })}</p>
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
          <Button variant="danger" onClick={confirm} disabled={pending}>
            {t("confirmButton")}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
