"use client";

import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";

/** Copies the full address of a page of this site. */
export function CopyLink({ path }: { path: string }) {
  const t = useTranslations("studentDays.common");
  return (
    <Button
      variant="ghost"
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(new URL(path, window.location.origin).toString());
          toast.success(t("copied"));
        } catch {
          toast.error(t("copyFailed"));
        }
      }}
    >
      {t("copyLink")}
    </Button>
  );
}
