"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { successToast } from "@/components/ui/success-toast";
import { watchUnauthorized } from "@/components/shell/session-expired";
import { approveUserAction } from "@/lib/admin-users/actions";

/** Approve (activate) one user after a confirmation dialog; 'Saved.' for 0.8 s, then the list is read again. */
export function ApproveButton({ id, name, email }: { id: number; name: string; email: string }) {
  const t = useTranslations("adminUsers.notActive");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} aria-label={t("approveLabel", { name })}>
        {t("approve")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={t("confirmTitle")} description={t("confirmBody", { name, email })} closeLabel={t("cancel")}>
        <div className="flex justify-end gap-2 pt-4">
          <Button variant="ghost" onClick={() => setOpen(false)}>
            {t("cancel")}
          </Button>
          <Button
            disabled={pending}
            onClick={() =>
              startTransition(async () => {
                const result = watchUnauthorized(await approveUserAction({ id }));
                setOpen(false);
                if (result.ok) {
                  successToast(t("approved"));
                } else {
                  const code = result.error[0]?.code ?? "";
                  toast.error(t.has(`errors.${code}`) ? t(`errors.${code}`) : (result.error[0]?.message ?? ""));
                }
                router.refresh();
              })
            }
          >
            {pending ? t("approving") : t("approve")}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
