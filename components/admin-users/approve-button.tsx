"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useAction } from "@/components/ui/use-action";
import { approveUserAction } from "@/lib/admin-users/actions";

/** Approve (activate) one user after a confirmation dialog; 'Saved.' for 0.8 s, then the list is read again. */
export function ApproveButton({ id, name, email }: { id: number; name: string; email: string }) {
  const t = useTranslations("adminUsers.notActive");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  // A refused approval (the user was approved or removed meanwhile) reads the list again too.
  const { pending, submit } = useAction(null, { namespace: "adminUsers.notActive", fields: [] });
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
              submit(
                () => approveUserAction({ id }),
                t("approved"),
                (ok) => {
                  setOpen(false);
                  if (!ok) router.refresh();
                },
              )
            }
          >
            {pending ? t("approving") : t("approve")}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
