"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useAction } from "@/components/ui/use-action";
import { assignSeatAction, releaseSeatAction } from "@/lib/seats/actions";

/** Assign one of the manager's seats to this counselor, or release it; the list is read again after, refused or not. */
export function SeatButton({ userId, name, assigned, disabled }: { userId: number; name: string; assigned: boolean; disabled?: boolean }) {
  const t = useTranslations("seats");
  const router = useRouter();
  const { pending, submit } = useAction(null, { namespace: "seats" });
  return (
    <Button
      variant={assigned ? "ghost" : "secondary"}
      disabled={pending || disabled}
      aria-label={assigned ? t("releaseLabel", { name }) : t("assignLabel", { name })}
      onClick={() =>
        submit(
          () => (assigned ? releaseSeatAction({ userId }) : assignSeatAction({ userId })),
          assigned ? t("released") : t("assigned"),
          (ok) => {
            if (!ok) router.refresh();
          },
        )
      }
    >
      {pending ? t("saving") : assigned ? t("release") : t("assign")}
    </Button>
  );
}
