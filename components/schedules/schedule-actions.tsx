"use client";

import { useState, useTransition } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { watchUnauthorized } from "@/components/shell/session-expired";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { successToast } from "@/components/ui/success-toast";
import { deleteScheduleItemAction, pushScheduleItemAction } from "@/lib/schedules/actions";
import { useScheduleError } from "./labels";

/** The row actions of a schedule item: Put on my calendar, Edit, Delete (with a confirmation). */
export function ScheduleItemActions({ id, title, pushed }: { id: number; title: string; pushed: boolean }) {
  const t = useTranslations("schedules.list");
  const errorText = useScheduleError();
  const router = useRouter();
  const [confirming, setConfirming] = useState<"push" | "delete" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  const run = (kind: "push" | "delete") => {
    setError(null);
    startTransition(async () => {
      if (kind === "push") {
        const result = watchUnauthorized(await pushScheduleItemAction({ id }));
        if (!result.ok) {
          setError(errorText(result.error[0]));
          setConfirming("push");
          return;
        }
        setConfirming(null);
        successToast(t("pushed", { count: result.data.created }));
      } else {
        const result = watchUnauthorized(await deleteScheduleItemAction({ id }));
        if (!result.ok) {
          setError(errorText(result.error[0]));
          return;
        }
        setConfirming(null);
        successToast(t("deleted"));
      }
      router.refresh();
    });
  };

  return (
    <>
      <button
        type="button"
        className="rounded px-2 py-1 text-brand-700 hover:bg-slate-100 disabled:opacity-60"
        disabled={pending}
        onClick={() => (pushed ? (setError(null), setConfirming("push")) : run("push"))}
        data-testid="schedule-push"
      >
        {t("push")}
        <span className="sr-only"> {title}</span>
      </button>
      <Link href={`/app/schedule/edit/${id}`} className="rounded px-2 py-1 text-brand-700 hover:bg-slate-100" data-testid="schedule-edit">
        {t("edit")}
        <span className="sr-only"> {title}</span>
      </Link>
      <button
        type="button"
        className="rounded px-2 py-1 text-red-700 hover:bg-red-50"
        onClick={() => {
          setError(null);
          setConfirming("delete");
        }}
        data-testid="schedule-delete"
      >
        {t("delete")}
        <span className="sr-only"> {title}</span>
      </button>
      <Dialog open={confirming !== null} onOpenChange={(o) => (o ? null : setConfirming(null))} title={confirming === "delete" ? t("deleteTitle") : t("pushTitle")} closeLabel={t("cancel")}>
        <p className="text-sm text-slate-800">{confirming === "delete" ? t("deleteConfirm", { title }) : t("pushAgain", { title })}</p>
        {error ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirming(null)}>
            {t("cancel")}
          </Button>
          <Button variant={confirming === "delete" ? "danger" : "primary"} onClick={() => run(confirming ?? "push")} disabled={pending} data-testid="schedule-confirm">
            {confirming === "delete" ? t("delete") : t("push")}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
