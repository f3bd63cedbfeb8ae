"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Confidential } from "@/components/shell/confidential";
import { watchUnauthorized } from "@/components/shell/session-expired";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { deleteClientAction } from "@/lib/clients/actions";
import type { TClientType } from "@/lib/clients/schemas";

/** Delete, after a confirmation: the events keep their history without the student or group. */
export function DeleteClientButton({ id, name, type }: { id: number; name: string; type: TClientType }) {
  const t = useTranslations("clients.delete");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();

  function confirm() {
    startTransition(async () => {
      const result = watchUnauthorized(await deleteClientAction({ id }));
      if (!result.ok) {
        toast.error(t("failed"));
        return;
      }
      setOpen(false);
      toast.success(t(type === "group" ? "doneGroup" : "doneStudent"));
      router.refresh();
    });
  }

  return (
    <>
      <Button variant="ghost" className="px-2 py-1 text-red-700" onClick={() => setOpen(true)} data-testid="client-delete">
        {t("button")}
        <span className="sr-only"> {t("rowLabel", { id })}</span>
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={t(type === "group" ? "titleGroup" : "titleStudent")} closeLabel={t("close")}>
        <p className="mb-2 font-medium text-slate-900">
          <Confidential>{name}</Confidential>
        </p>
        <p className="mb-4 text-sm text-slate-700">{t(type === "group" ? "bodyGroup" : "bodyStudent")}</p>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t("keep")}
          </Button>
          <Button variant="danger" onClick={confirm} disabled={pending} aria-busy={pending} data-testid="client-delete-confirm">
            {t("confirm")}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
