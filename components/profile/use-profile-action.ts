"use client";

import { useTranslations } from "next-intl";
import { useAction } from "@/components/ui/use-action";
import type { TErrorEntry } from "@/lib/http/errors";

const FIELD_OF_CODE: Record<string, string> = { email_taken: "email", invalid_current_password: "current_password", invalid_NCESSCH: "NCESSCH", invalid_school_name: "school_name" };

/** The field a server error belongs to: by its field, else by its code (invalid_<field> and the named codes); "form" for the form's alert. */
export function fieldOf(entry: TErrorEntry): string {
  if (entry.field && entry.field !== "body") return entry.field;
  if (FIELD_OF_CODE[entry.code]) return FIELD_OF_CODE[entry.code];
  return entry.code.startsWith("invalid_") ? entry.code.slice("invalid_".length) : "form";
}

/**
 * useAction for the profile's forms: every refusal goes next to its field (or to the form's alert,
 * `error("form")`), in the field's words from `profile.errors` (or the code's, when it has its own),
 * else the generic "could not save". check() shows the server schema's issues before the round
 * trip, in the same words.
 */
export function useProfileAction() {
  const t = useTranslations("profile.errors");
  const fieldText = (field: string) => (t.has(field) ? t(field) : t("failed"));
  const action = useAction(null, { fields: fieldOf, text: (entry) => (t.has(entry.code) ? t(entry.code) : fieldText(fieldOf(entry))) });
  const check = (issues: readonly { path: PropertyKey[] }[] | null): boolean => {
    if (!issues || issues.length === 0) return true;
    const next: Record<string, string> = {};
    for (const issue of issues) {
      const field = String(issue.path[0] ?? "form");
      next[field] ??= fieldText(field);
    }
    action.setErrors(next);
    return false;
  };
  return { ...action, check };
}
