"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { AdminInput, AdminNumber } from "@/components/billing-admin/controls";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { saveLiveTrainingAction } from "@/lib/content/actions";
import { useContentAction } from "./use-content-action";
import { MaxLengthTextarea } from "@/components/ui/max-length-field";

/** A session as the form edits it: the start as the admin's wall-clock "YYYY-MM-DDTHH:MM". */
export type TLiveTrainingFormValue = { id: number | null; title: string; description: string; startsAt: string; durationMinutes: number; joinUrl: string };

/** Creates a live training session (no id) or edits one. */
export function LiveTrainingForm({ value, onDone }: { value: TLiveTrainingFormValue; onDone: () => void }) {
  const t = useTranslations("content.training");
  const { pending, submit, error } = useContentAction();
  const isNew = value.id === null;
  const [v, setV] = useState({ ...value, durationMinutes: String(value.durationMinutes) });
  const set = (change: Partial<typeof v>) => setV((x) => ({ ...x, ...change }));
  const descriptionError = error("description");

  return (
    <form
      data-content-form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit(
          () => saveLiveTrainingAction({ ...v, id: v.id ?? undefined }),
          () => {
            onDone();
            return t(isNew ? "created" : "saved");
          },
        );
      }}
    >
      <AdminInput id="training-title" label={t("fieldTitle")} value={v.title} maxLength={200} onChange={(e) => set({ title: e.target.value })} error={error("title")} required />
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <AdminInput id="training-start" type="datetime-local" label={t("fieldStart")} hint={t("startHint")} value={v.startsAt} onChange={(e) => set({ startsAt: e.target.value })} error={error("startsAt")} required />
        <AdminNumber id="training-duration" label={t("fieldDuration")} min={15} max={480} step={5} value={v.durationMinutes} onValueChange={(n) => set({ durationMinutes: n })} error={error("durationMinutes")} required />
      </div>
      <AdminInput id="training-join" label={t("fieldJoinUrl")} hint={t("joinHint")} value={v.joinUrl} maxLength={500} onChange={(e) => set({ joinUrl: e.target.value })} error={error("joinUrl")} required />
      <div className="space-y-1">
        <label htmlFor="training-description" className="block text-sm font-medium text-slate-700">
          {t("fieldDescription")}
        </label>
        <MaxLengthTextarea
          id="training-description"
          rows={3}
          maxLength={2000}
          className={inputClass}
          value={v.description}
          onChange={(e) => set({ description: e.target.value })}
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={descriptionError ? "training-description-error" : undefined}
        />
        {descriptionError ? (
          <p id="training-description-error" className="text-xs text-red-700">
            {descriptionError}
          </p>
        ) : null}
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {t("cancel")}
        </Button>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {t(isNew ? "create" : "save")}
        </Button>
      </div>
    </form>
  );
}
