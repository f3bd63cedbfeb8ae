"use client";

import { useId, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { inputClass } from "@/components/ui/form/field";
import { NumberInput } from "@/components/ui/form/number-input";
import type { TCategoryOption } from "@/lib/categories/rules";
import { endOf } from "@/lib/calendar/rules";
import { CategorySelect } from "./category-select";
import { useFieldErrors, type TFieldErrors } from "./form-errors";
import type { TEventDraft, TEventPayload, TSaveOutcome } from "./types";
import { dateFormatter, formatClockTime } from "@/lib/i18n/format";
import { MaxLengthInput } from "@/components/ui/form/max-length";

type TProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  draft: TEventDraft;
  categories: readonly TCategoryOption[];
  onSave: (payload: TEventPayload) => Promise<TSaveOutcome>;
  /** "More options": the full form, with what was typed here. */
  onMore: (draft: TEventDraft) => void;
};

/** A long date in the user's language ("Monday, March 2"), from YYYY-MM-DD. */
export function formatLongDate(date: string, locale: string): string {
  const [y, m, d] = date.split("-").map(Number);
  return dateFormatter(locale, { weekday: "long", month: "long", day: "numeric", year: "numeric" }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** What a drag on the grid opens: title, category and duration, then save or "More options". */
export function QuickAdd({ open, onOpenChange, draft, categories, onSave, onMore }: TProps) {
  const t = useTranslations("calendar.quickAdd");
  const tc = useTranslations("calendar");
  const tf = useTranslations("calendar.form");
  const locale = useLocale();
  const id = useId();
  const toFieldErrors = useFieldErrors();
  const [title, setTitle] = useState(draft.title ?? "");
  const [categoryId, setCategoryId] = useState<number | null>(draft.category_id ?? null);
  const [duration, setDuration] = useState(String(draft.duration));
  const [errors, setErrors] = useState<TFieldErrors>({});
  // Not a transition: a save may open the "which events" dialog and wait for the answer, and
  // updates made inside a pending transition would not show until it ends.
  const [pending, setPending] = useState(false);

  const minutes = Number(duration);
  const ends = Number.isInteger(minutes) && minutes > 0 ? endOf(draft.date, draft.time, minutes) : null;
  const current = (): TEventDraft => ({ ...draft, title, category_id: categoryId, duration: Number.isInteger(minutes) && minutes >= 5 ? minutes : draft.duration });

  const submit = () => {
    const problems: TFieldErrors = {};
    if (!title.trim()) problems.title = tc("errors.fields.title");
    if (categoryId === null) problems.category_id = tc("errors.fields.category_id");
    if (!Number.isInteger(minutes) || minutes < 5 || minutes > 1440) problems.duration = tc("errors.fields.duration");
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      return;
    }
    void (async () => {
      setPending(true);
      const outcome = await onSave({ title: title.trim(), date: draft.date, time: draft.time, duration: minutes, category_id: categoryId, status: "planned" });
      setPending(false);
      if (outcome.ok) onOpenChange(false);
      else if ("errors" in outcome) setErrors(toFieldErrors(outcome.errors));
    })();
  };

  const describe = (field: keyof TFieldErrors, fieldId: string) => ({ "aria-invalid": errors[field] ? true : undefined, "aria-describedby": errors[field] ? `${fieldId}-error` : undefined });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("title")}
      description={t("when", { date: formatLongDate(draft.date, locale), time: formatClockTime(draft.time, locale) })}
      closeLabel={tc("close")}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className="space-y-1">
          <label htmlFor={`${id}-title`} className="block text-sm font-medium text-slate-700">
            {tf("title")}
          </label>
          <MaxLengthInput
            id={`${id}-title`}
            className={inputClass}
            value={title}
            maxLength={200}
            autoFocus
            required
            onChange={(e) => {
              setTitle(e.target.value);
              setErrors((p) => ({ ...p, title: undefined, form: undefined }));
            }}
            {...describe("title", `${id}-title`)}
          />
          {errors.title ? (
            <p id={`${id}-title-error`} className="text-sm text-red-700">
              {errors.title}
            </p>
          ) : null}
        </div>
        <CategorySelect
          idPrefix={`${id}-cat`}
          categories={categories}
          value={categoryId}
          withSubcategory={false}
          onChange={(c) => {
            setCategoryId(c);
            setErrors((p) => ({ ...p, category_id: undefined, form: undefined }));
          }}
          error={errors.category_id}
        />
        <div className="space-y-1">
          <label htmlFor={`${id}-duration`} className="block text-sm font-medium text-slate-700">
            {tf("duration")}
          </label>
          <NumberInput
            id={`${id}-duration`}
            emptyAllowed={false}
            min={5}
            max={1440}
            step={5}
            className={`${inputClass} sm:max-w-40`}
            value={duration}
            onValueChange={(next) => {
              setDuration(next);
              setErrors((p) => ({ ...p, duration: undefined, form: undefined }));
            }}
            aria-invalid={errors.duration ? true : undefined}
            aria-describedby={[ends ? `${id}-duration-hint` : null, errors.duration ? `${id}-duration-error` : null].filter(Boolean).join(" ") || undefined}
          />
          {ends ? (
            <p id={`${id}-duration-hint`} className="text-xs text-slate-500">
              {tf("endsAt", { time: formatClockTime(ends.time, locale) })}
            </p>
          ) : null}
          {errors.duration ? (
            <p id={`${id}-duration-error`} className="text-sm text-red-700">
              {errors.duration}
            </p>
          ) : null}
        </div>
        {errors.form ? (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
            {errors.form}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button variant="ghost" onClick={() => onMore(current())}>
            {t("more")}
          </Button>
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {tc("cancel")}
            </Button>
            <Button type="submit" disabled={pending} aria-busy={pending}>
              {tf("save")}
            </Button>
          </div>
        </div>
      </form>
    </Dialog>
  );
}
