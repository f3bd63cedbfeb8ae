"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { successToast } from "@/components/ui/success-toast";
import { watchUnauthorized } from "@/components/shell/session-expired";
import { deleteTopicAction, moveTopicAction, publishTopicAction } from "@/lib/billing-topics/actions";
import type { TActionResult } from "@/lib/http/action";

/** A topic row's controls: move up / down, publish / unpublish, delete after a confirmation. */
export function TopicActions({ id, question, published, first, last }: { id: number; question: string; published: boolean; first: boolean; last: boolean }) {
  const t = useTranslations("billingTopics");
  const router = useRouter();
  const [confirm, setConfirm] = useState(false);
  const [pending, startTransition] = useTransition();
  const run = (call: () => Promise<TActionResult<unknown>>, message: string) =>
    startTransition(async () => {
      const result = watchUnauthorized(await call());
      if (result.ok) successToast(message);
      else toast.error(result.error[0]?.message ?? "");
      router.refresh();
    });
  return (
    <div className="flex flex-wrap justify-end gap-1">
      <Button variant="ghost" disabled={pending || first} aria-label={t("moveUpLabel", { question })} onClick={() => run(() => moveTopicAction({ id, direction: "up" }), t("moved"))}>
        {t("moveUp")}
      </Button>
      <Button variant="ghost" disabled={pending || last} aria-label={t("moveDownLabel", { question })} onClick={() => run(() => moveTopicAction({ id, direction: "down" }), t("moved"))}>
        {t("moveDown")}
      </Button>
      <Button variant="secondary" disabled={pending} aria-label={published ? t("unpublishLabel", { question }) : t("publishLabel", { question })} onClick={() => run(() => publishTopicAction({ id, published: !published }), t("saved"))}>
        {published ? t("unpublish") : t("publish")}
      </Button>
      <Button variant="danger" disabled={pending} aria-label={t("deleteLabel", { question })} onClick={() => setConfirm(true)}>
        {t("delete")}
      </Button>
      <Dialog open={confirm} onOpenChange={setConfirm} title={t("deleteTitle")} description={t("deleteBody", { question })} closeLabel={t("cancel")}>
        <div className="flex justify-end gap-2 pt-4">
          <Button variant="ghost" onClick={() => setConfirm(false)}>{t("cancel")}</Button>
          <Button
            variant="danger"
            disabled={pending}
            onClick={() => {
              setConfirm(false);
              run(() => deleteTopicAction({ id }), t("deleted"));
            }}
          >
            {t("delete")}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
