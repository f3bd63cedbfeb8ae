"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ConfirmDeleteButton } from "@/components/ui/confirm-delete-button";
import { useAction } from "@/components/ui/use-action";
import { deleteTopicAction, moveTopicAction, publishTopicAction } from "@/lib/billing-topics/actions";
import type { TActionResult } from "@/lib/http/action";

/** A topic row's controls: move up / down, publish / unpublish, delete after a confirmation. */
export function TopicActions({ id, question, published, first, last }: { id: number; question: string; published: boolean; first: boolean; last: boolean }) {
  const t = useTranslations("billingTopics");
  const { pending, submit } = useAction(null, { namespace: "billingTopics" });
  const run = (call: () => Promise<TActionResult<unknown>>, message: string) => submit(call, message);
  return (
    <div className="flex flex-wrap justify-end gap-1">
      <Button variant="ghost" disabled={pending || first} aria-label={t("moveUpLabel", { question })} onClick={() => run(() => moveTopicAction({ id, direction: "up" }), t("moved"))}>
        {t("moveUp")}
      </Button>
      <Button variant="ghost" disabled={pending || last} aria-label={t("moveDownLabel", { question })} onClick={() => run(() => moveTopicAction({ id, direction: "down" }), t("moved"))}>
        {t("moveDown")}
      </Button>
      <Button
        variant="secondary"
        disabled={pending}
        aria-label={published ? t("unpublishLabel", { question }) : t("publishLabel", { question })}
        onClick={() => run(() => publishTopicAction({ id, published: !published }), t("saved"))}
      >
        {published ? t("unpublish") : t("publish")}
      </Button>
      <ConfirmDeleteButton
        action={() => deleteTopicAction({ id })}
        variant="danger"
        disabled={pending}
        label={t("delete")}
        ariaLabel={t("deleteLabel", { question })}
        title={t("deleteTitle")}
        description={t("deleteBody", { question })}
        closeLabel={t("cancel")}
        confirmLabel={t("delete")}
        success={t("deleted")}
        namespace="billingTopics"
      />
    </div>
  );
}
