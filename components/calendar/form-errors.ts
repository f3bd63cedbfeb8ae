"use client";

import { useTranslations } from "next-intl";
import { useErrorText } from "@/components/ui/use-error-text";
import type { TErrorEntry } from "@/lib/http/errors";

// The server's errors (422 per field, 404 for a client or event that is not the user's) as the
// calendar's forms show them: next to the field, in the user's language.

export const FORM_FIELDS = [
  "title",
  "date",
  "time",
  "duration",
  "end",
  "category_id",
  "client_id",
  "lesson_id",
  "students",
  "male",
  "female",
  "grade_id",
  "location",
  "notes",
  "status",
  "recurrence_freq",
  "recurrence_interval",
  "recurrence_weekdays",
  "recurrence_until",
] as const;
export type TFormField = (typeof FORM_FIELDS)[number];
export type TFieldErrors = Partial<Record<TFormField | "form", string>>;

const CODE_FIELDS: Record<string, TFormField> = { unknown_category: "category_id" };

/** The field of an error entry ("recurrence.until" → "recurrence_until"), or "form". */
export function fieldOf(entry: TErrorEntry): TFormField | "form" {
  const raw = (entry.field ?? "").replace(/\./g, "_");
  if ((FORM_FIELDS as readonly string[]).includes(raw)) return raw as TFormField;
  return CODE_FIELDS[entry.code] ?? "form";
}

/** Turns the error list of a failed save into one message per field. */
export function useFieldErrors(): (errors: readonly TErrorEntry[]) => TFieldErrors {
  const t = useTranslations("calendar.errors");
  const errorText = useErrorText();
  return (errors) => {
    const out: TFieldErrors = {};
    for (const e of errors) {
      const field = fieldOf(e);
      if (out[field]) continue;
      if (field !== "form") out[field] = t(`fields.${field}`);
      else if (e.code === "network_error") out.form = t("network");
      else if (e.code === "not_found") out.form = t("notFound");
      else out.form = errorText(e, t("failed"));
    }
    return out;
  };
}
