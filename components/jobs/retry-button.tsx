"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useAction } from "@/components/ui/use-action";
import { retryJobAction } from "@/lib/jobs/actions";

/** Gives one failed job another attempt; the list is read again after the answer. */
export function RetryJobButton({ id, name }: { id: string; name: string }) {
  const t = useTranslations("admin.jobs");
  const { pending, submit } = useAction(null, { namespace: "admin.jobs", fields: [] });
  return (
    <Button variant="secondary" disabled={pending} aria-label={t("retryLabel", { name })} onClick={() => submit(() => retryJobAction({ id }), t("retried"))}>
      {pending ? t("retrying") : t("retry")}
    </Button>
  );
}
