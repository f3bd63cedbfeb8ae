"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { successToast } from "@/components/ui/success-toast";
import { watchUnauthorized } from "@/components/shell/session-expired";
import { revokeGrantAction } from "@/lib/addons/actions";

/** Revoke a running add-on grant after a confirmation dialog. */
export function RevokeGrantButton({ id, name, addon }: { id: number; name: string; addon: string }) {
  const t = useTranslations("addons");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)} aria-label={t("revokeLabel", { name, addon })}>
        {t("revoke")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={t("revokeTitle")} description={t("revokeBody", { name, addon })} closeLabel={t("cancel")}>
        <div className="flex justify-end gap-2 pt-4">
          <Button variant="ghost" onClick={() => setOpen(false)}>{t("cancel")}</Button>
          <Button
            variant="danger"
            disabled={pending}
            onClick={() =>
              startTransition(async () => {
                const result = watchUnauthorized(await revokeGrantAction({ id }));
                setOpen(false);
                if (result.ok) successToast(t("revoked"));
                else toast.error(result.error[0]?.message ?? "");
                router.refresh();
              })
            }
          >
            {t("revoke")}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
