"use client";

import { useState } from "react";
import Link from "@/components/ui/app-link";
import { useTranslations } from "next-intl";
import { ConfirmDeleteButton, ConfirmDialog, rowDeleteClass } from "@/components/ui/confirm-delete-button";
import { useAction } from "@/components/ui/use-action";
import { deleteScheduleItemAction, pushScheduleItemAction } from "@/lib/schedules/actions";

const rowLinkClass = "rounded px-2 py-1 text-brand-700 hover:bg-slate-100 disabled:opacity-60";

/** The row actions of a schedule item: Put on my calendar (asked again once pushed), Edit, Delete (with a confirmation). */
export function ScheduleItemActions({ id, title, pushed }: { id: number; title: string; pushed: boolean }) {
  const t = useTranslations("schedules.list");
  const [confirmingPush, setConfirmingPush] = useState(false);
  const push = () => pushScheduleItemAction({ id });
  const pushedText = (data: { created: number }) => t("pushed", { count: data.created });
  const { pending, submit } = useAction(null, { namespace: "schedules.form" });

  return (
    <>
      <button type="button" className={rowLinkClass} disabled={pending} onClick={() => (pushed ? setConfirmingPush(true) : submit(push, pushedText))} data-testid="schedule-push">
        {t("push")}
        <span className="sr-only"> {title}</span>
      </button>
      <Link href={`/app/schedule/edit/${id}`} className={rowLinkClass} data-testid="schedule-edit">
        {t("edit")}
        <span className="sr-only"> {title}</span>
      </Link>
      <ConfirmDialog
        open={confirmingPush}
        onOpenChange={setConfirmingPush}
        action={push}
        title={t("pushTitle")}
        closeLabel={t("cancel")}
        confirmLabel={t("push")}
        confirmVariant="primary"
        confirmTestId="schedule-confirm"
        success={pushedText}
        namespace="schedules.form"
      >
        <p className="text-sm text-slate-800">{t("pushAgain", { title })}</p>
      </ConfirmDialog>
      <ConfirmDeleteButton
        action={() => deleteScheduleItemAction({ id })}
        className={rowDeleteClass}
        label={t("delete")}
        srName={title}
        testId="schedule-delete"
        title={t("deleteTitle")}
        closeLabel={t("cancel")}
        confirmLabel={t("delete")}
        confirmTestId="schedule-confirm"
        success={t("deleted")}
        namespace="schedules.form"
      >
        <p className="text-sm text-slate-800">{t("deleteConfirm", { title })}</p>
      </ConfirmDeleteButton>
    </>
  );
}
