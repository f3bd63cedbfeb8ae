"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { watchUnauthorized } from "@/components/shell/session-expired";
import { deleteFileAction } from "@/lib/files/actions";

/** Delete, after a confirmation dialog. */
export function DeleteFileButton({ id, name }: { id: string; name: string }) {
  const t = useTranslations("upload.page");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();

  function confirm() {
    startTransition(async () => {
      const result = watchUnauthorized(await deleteFileAction(id));
      if (!result.ok) {
        toast.error(t("deleteFailed"));
        return;
      }
      setOpen(false);
      toast.success(t("deleted", { name }));
      router.refresh();
    });
  }

  return (
    <>
      <Button variant="ghost" className="px-2 py-1 text-red-700" onClick={() => setOpen(true)} aria-label={t("deleteLabel", { name })}>
        {t("delete")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={t("deleteTitle")} description={t("deleteBody", { name })} closeLabel={t("close")}>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t("keep")}
          </Button>
          <Button variant="danger" onClick={confirm} disabled={pending} aria-busy={pending}>
            {t("deleteConfirm")}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
