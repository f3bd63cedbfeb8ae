"use client";

import { useEffect, useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { watchUnauthorized } from "@/components/shell/session-expired";
import type { TActionResult } from "@/lib/http/action";
import type { TErrorEntry } from "@/lib/http/errors";

/** Error text in the user's language: the code (university.errors.<code>), else the field's rule, else the server's words. */
export function useUniversityErrorText(): (entry: TErrorEntry) => string {
  const t = useTranslations("university");
  const shared = useTranslations("errorCodes");
  return (entry) => {
    if (t.has(`errors.${entry.code}`)) return t(`errors.${entry.code}`);
    const leaf = entry.field?.split(".").pop();
    if (leaf && t.has(`fieldErrors.${leaf}`)) return t(`fieldErrors.${leaf}`);
    if (shared.has(entry.code)) return shared(entry.code);
    return entry.message || t("errors.server_error");
  };
}

/**
 * Runs a university form's server action: field errors next to their inputs (the first one
 * focused), any other in an error toast; on success the caller decides (toast, redirect, reset).
 */
export function useUniversityAction() {
  const text = useUniversityErrorText();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failures, setFailures] = useState(0);
  const [pending, startTransition] = useTransition();

  useEffect(() => {
    if (failures) document.querySelector<HTMLElement>("[data-university-form] [aria-invalid='true']")?.focus();
  }, [failures]);

  function submit<T>(call: () => Promise<TActionResult<T>>, onSuccess: (data: T) => void) {
    startTransition(async () => {
      const result = watchUnauthorized(await call());
      if (result.ok) {
        setErrors({});
        onSuccess(result.data);
        return;
      }
      const fields: Record<string, string> = {};
      let general: TErrorEntry | null = null;
      for (const entry of result.error) {
        if (entry.field && entry.field !== "body") fields[entry.field] ??= text(entry);
        else general ??= entry;
      }
      setErrors(fields);
      if (general || !Object.keys(fields).length) toast.error(text(general ?? result.error[0] ?? { code: "server_error", message: "" }));
      setFailures((n) => n + 1);
    });
  }

  return { pending, submit, error: (field: string) => errors[field], clearErrors: () => setErrors({}) };
}
