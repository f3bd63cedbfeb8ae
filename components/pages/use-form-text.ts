"use client";

import { useTranslations } from "next-intl";
import type { TErrorEntry } from "@/lib/http/errors";

/**
 * Error text in the visitor's language. A field's message comes from <namespace>.fieldErrors.<field>
 * (or <namespace>.errors.<code> for a specific code); a form-level error from <namespace>.errors.<code>,
 * else the shared errorCodes, else a generic text.
 */
export function useFormText(namespace = "pages") {
  const t = useTranslations(namespace);
  const shared = useTranslations("errorCodes");
  return {
    /** A field's message; a specific server code (date_past…) wins over the field's general text. */
    field: (field: string, code?: string) => {
      if (code && t.has(`errors.${code}`)) return t(`errors.${code}`);
      return t.has(`fieldErrors.${field}`) ? t(`fieldErrors.${field}`) : t("errors.invalid");
    },
    form: (entry: TErrorEntry | null) => {
      if (!entry) return t("errors.server_error");
      if (t.has(`errors.${entry.code}`)) return t(`errors.${entry.code}`);
      if (shared.has(entry.code)) return shared(entry.code);
      return entry.message || t("errors.server_error");
    },
  };
}
