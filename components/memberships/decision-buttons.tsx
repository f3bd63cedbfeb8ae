"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { successToast } from "@/components/ui/success-toast";
import { watchUnauthorized } from "@/components/shell/session-expired";
import { approveMembershipAction, refuseMembershipAction, revokeMembershipAction } from "@/lib/memberships/actions";
import type { TActionResult } from "@/lib/http/action";

type TRun = (id: number) => Promise<TActionResult<null>>;

function useDecision() {
  const t = useTranslations("memberships.page");
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const run = (action: TRun, id: number, done: string, after?: () => void) =>
    startTransition(async () => {
      const result = watchUnauthorized(await action(id));
      after?.();
      if (result.ok) successToast(t(done));
      else toast.error(result.error[0]?.message ?? "");
      router.refresh();
    });
  return { t, pending, run };
}

/** Approve at once; refuse after a confirmation dialog. */
export function RequestButtons({ id, name }: { id: number; name: string }) {
  const { t, pending, run } = useDecision();
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-wrap gap-2">
      <Button disabled={pending} aria-label={t("approveNamed", { name })} onClick={() => run(approveMembershipAction, id, "approved")}>
        {t("approve")}
      </Button>
      <Button variant="secondary" disabled={pending} aria-label={t("refuseNamed", { name })} onClick={() => setOpen(true)}>
        {t("refuse")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={t("refuseTitle", { name })} description={t("refuseBody", { name })} closeLabel={t("cancel")}>
        <div className="flex justify-end gap-2 pt-4">
          <Button variant="ghost" onClick={() => setOpen(false)}>
            {t("cancel")}
          </Button>
          <Button disabled={pending} onClick={() => run(refuseMembershipAction, id, "refused", () => setOpen(false))}>
            {t("refuse")}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

/** End an active membership after a confirmation dialog. */
export function RevokeButton({ id, name, place }: { id: number; name: string; place: string }) {
  const { t, pending, run } = useDecision();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" disabled={pending} aria-label={t("revokeNamed", { name })} onClick={() => setOpen(true)}>
        {t("revoke")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={t("revokeTitle", { name })} description={t("revokeBody", { name, place })} closeLabel={t("cancel")}>
        <div className="flex justify-end gap-2 pt-4">
          <Button variant="ghost" onClick={() => setOpen(false)}>
            {t("cancel")}
          </Button>
          <Button disabled={pending} onClick={() => run(revokeMembershipAction, id, "revoked", () => setOpen(false))}>
            {t("revoke")}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
