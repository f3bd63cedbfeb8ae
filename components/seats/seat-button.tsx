"use client";

import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { successToast } from "@/components/ui/success-toast";
import { watchUnauthorized } from "@/components/shell/session-expired";
import { assignSeatAction, releaseSeatAction } from "@/lib/seats/actions";

/** Assign one of the manager's seats to this counselor, or release it; the list is read again after. */
export function SeatButton({ userId, name, assigned, disabled }: { userId: number; name: string; assigned: boolean; disabled?: boolean }) {
  const t = useTranslations("seats");
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Button
      variant={assigned ? "ghost" : "secondary"}
      disabled={pending || disabled}
      aria-label={assigned ? t("releaseLabel", { name }) : t("assignLabel", { name })}
      onClick={() =>
        startTransition(async () => {
          const result = watchUnauthorized(assigned ? await releaseSeatAction({ userId }) : await assignSeatAction({ userId }));
          if (result.ok) successToast(assigned ? t("released") : t("assigned"));
          else {
            const code = result.error[0]?.code ?? "";
            toast.error(t.has(`errors.${code}`) ? t(`errors.${code}`) : (result.error[0]?.message ?? ""));
          }
          router.refresh();
        })
      }
    >
      {pending ? t("saving") : assigned ? t("release") : t("assign")}
    </Button>
  );
}
