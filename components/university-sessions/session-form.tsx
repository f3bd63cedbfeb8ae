"use client";

import Link from "@/components/ui/app-link";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Form, TextField } from "@/components/ui/form";
import { Button, buttonClass } from "@/components/ui/button";
import { saveSessionAction } from "@/lib/university/sessions-actions";
import { useAction } from "@/components/ui/use-action";

export type TSessionFormValue = { name: string; startDate: string; endDate: string };
export const NEW_SESSION: TSessionFormValue = { name: "", startDate: "", endDate: "" };

/**
 * Creates (courseId) or edits (id) a session of a course. Save returns to the course's
 * sessions; save-and-new (create only) stays on an empty form and shows 'Created.'. An empty date is
 * today ('0000-00-00' is treated as today).
 */
export function SessionForm({ target, initial, listHref }: { target: { courseId: number } | { id: number }; initial: TSessionFormValue; listHref: string }) {
  const t = useTranslations("universitySessions.form");
  const { pending, submit, error } = useAction(null, { namespace: "universitySessions", focus: `[data-session-form="session"]` });
  const [v, setV] = useState(initial);
  // After save-and-new: 'Created.' stays above the emptied form until the next change.
  const [created, setCreated] = useState(false);
  const set = (change: Partial<TSessionFormValue>) => {
    setCreated(false);
    setV((x) => ({ ...x, ...change }));
  };
  const creating = !("id" in target);
  return (
    <Form
      data-session-form="session"
      className="max-w-2xl space-y-4"
      onSubmit={(e) => {
        // Which button sent the form: "Save and new" stays on it.
        const stay = creating && (e.nativeEvent as SubmitEvent).submitter?.getAttribute("data-next") === "new";
        submit(() => saveSessionAction(v, target), {
          message: t(creating ? "created" : "saved"),
          href: stay ? undefined : listHref,
          then: () => {
            if (!stay) return;
            setV(NEW_SESSION);
            setCreated(true);
            document.getElementById("session-name")?.focus();
          },
        });
      }}
    >
      {created ? (
        <p role="status" className="rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-800">
          {t("created")}
        </p>
      ) : null}
      <TextField id="session-name" label={t("name")} hint={t("nameHint")} value={v.name} maxLength={120} onChange={(e) => set({ name: e.target.value })} error={error("name")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="session-start" type="date" label={t("startDate")} hint={t("todayHint")} value={v.startDate} onChange={(e) => set({ startDate: e.target.value })} error={error("startDate")} />
        <TextField id="session-end" type="date" label={t("endDate")} hint={t("todayHint")} value={v.endDate} onChange={(e) => set({ endDate: e.target.value })} error={error("endDate")} />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Link href={listHref} className={buttonClass("secondary")}>
          {t("cancel")}
        </Link>
        <Button type="submit" disabled={pending} aria-busy={pending} data-next="list">
          {t("save")}
        </Button>
        {creating ? (
          <Button type="submit" variant="secondary" disabled={pending} aria-busy={pending} data-next="new">
            {t("saveAndNew")}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
