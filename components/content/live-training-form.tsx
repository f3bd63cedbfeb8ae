"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Form, NumberField, TextAreaField, TextField } from "@/components/ui/form";
import { FormButtons } from "@/components/ui/form-buttons";
import { saveLiveTrainingAction } from "@/lib/content/actions";
import { useAction } from "@/components/ui/use-action";

/** A session as the form edits it: the start as the admin's wall-clock "YYYY-MM-DDTHH:MM". */
export type TLiveTrainingFormValue = { id: number | null; title: string; description: string; startsAt: string; durationMinutes: number; joinUrl: string };

/** Creates a live training session (no id) or edits one. */
export function LiveTrainingForm({ value, onDone }: { value: TLiveTrainingFormValue; onDone: () => void }) {
  const t = useTranslations("content.training");
  const { pending, submit, error } = useAction(null, { namespace: "content", focus: "[data-content-form]" });
  const isNew = value.id === null;
  const [v, setV] = useState({ ...value, durationMinutes: String(value.durationMinutes) });
  const set = (change: Partial<typeof v>) => setV((x) => ({ ...x, ...change }));
  const descriptionError = error("description");

  return (
    <Form
      data-content-form
      className="space-y-4"
      onSubmit={() => {
        submit(
          () => saveLiveTrainingAction({ ...v, id: v.id ?? undefined }),
          () => {
            onDone();
            return t(isNew ? "created" : "saved");
          },
        );
      }}
    >
      <TextField id="training-title" label={t("fieldTitle")} value={v.title} maxLength={200} onChange={(e) => set({ title: e.target.value })} error={error("title")} required />
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <TextField
          id="training-start"
          type="datetime-local"
          label={t("fieldStart")}
          hint={t("startHint")}
          value={v.startsAt}
          onChange={(e) => set({ startsAt: e.target.value })}
          error={error("startsAt")}
          required
        />
        <NumberField
          id="training-duration"
          label={t("fieldDuration")}
          min={15}
          max={480}
          step={5}
          value={v.durationMinutes}
          onValueChange={(n) => set({ durationMinutes: n })}
          error={error("durationMinutes")}
          required
        />
      </div>
      <TextField
        id="training-join"
        label={t("fieldJoinUrl")}
        hint={t("joinHint")}
        value={v.joinUrl}
        maxLength={500}
        onChange={(e) => set({ joinUrl: e.target.value })}
        error={error("joinUrl")}
        required
      />
      <TextAreaField
        id="training-description"
        label={t("fieldDescription")}
        rows={3}
        maxLength={2000}
        value={v.description}
        onChange={(e) => set({ description: e.target.value })}
        error={descriptionError}
      />
      <FormButtons onCancel={onDone} cancelLabel={t("cancel")} submitLabel={t(isNew ? "create" : "save")} pending={pending} />
    </Form>
  );
}
