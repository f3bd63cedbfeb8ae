"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { callAction } from "@/components/billing-account/call-action";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import type { TErrorEntry } from "@/lib/http/errors";
import { useErrorMessage } from "./use-error-message";

type TResult = { ok: true } | { ok: false; status: number; error: TErrorEntry[] };

/** A delete button that asks first, then runs the server action and refreshes the page. */
export function DeleteButton({ what, onDelete, testId }: { what: string; onDelete: () => Promise<TResult>; testId?: string }) {
  const t = useTranslations("studentDays.common");
  const errorMessage = useErrorMessage();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  return (
    <>
      <Button variant="ghost" className="px-2 py-1 text-red-700" onClick={() => setOpen(true)} aria-label={t("deleteWhat", { what })} data-testid={testId}>
        {t("delete")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={t("confirmTitle")} description={t("confirmText", { what })} closeLabel={t("close")}>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t("cancel")}
          </Button>
          <Button
            variant="danger"
            disabled={pending}
            aria-busy={pending}
            onClick={() =>
              startTransition(async () => {
                const result = await callAction(onDelete);
                if (!result.ok) {
                  toast.error(errorMessage(result.error[0]));
                  return;
                }
                setOpen(false);
                toast.success(t("deleted"));
                router.refresh();
              })
            }
          >
            {t("delete")}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
