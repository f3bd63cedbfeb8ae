"use client";

import { useEffect, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { watchUnauthorized } from "@/components/shell/session-expired";
import { successToast } from "@/components/ui/success-toast";
import type { TActionResult } from "@/lib/http/action";
import type { TErrorEntry } from "@/lib/http/errors";

/** Error text in the reader's language: the code (helpDocs.errors.<code>), else the field's rule (helpDocs.fieldErrors.<field>), else the shared codes, else the server's words. */
export function useHelpErrorText(): (entry: TErrorEntry) => string {
  const t = useTranslations("helpDocs.errors");
  const fields = useTranslations("helpDocs.fieldErrors");
  const shared = useTranslations("errorCodes");
  return (entry) => {
    if (t.has(entry.code)) return t(entry.code);
    const leaf = entry.field?.split(".").pop();
    if (leaf && fields.has(leaf)) return fields(leaf);
    if (shared.has(entry.code)) return shared(entry.code);
    return entry.message || t("server_error");
  };
}

/**
 * Runs a help-content form's server action (documentation, videos, grants, carousel): field errors
 * next to their inputs, any other in an error toast; on success the short toast, then the list
 * (href) or a refresh of the page.
 */
export function useHelpAction(formSelector = "[data-help-form]") {
  const router = useRouter();
  const text = useHelpErrorText();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failures, setFailures] = useState(0);
  const [pending, startTransition] = useTransition();

  useEffect(() => {
    if (failures) document.querySelector<HTMLElement>(`${formSelector} [aria-invalid='true']`)?.focus();
  }, [failures, formSelector]);

  function submit<T>(call: () => Promise<TActionResult<T>>, success: { message: string; href?: string; then?: (data: T) => void }) {
    startTransition(async () => {
      const result = watchUnauthorized(await call());
      if (result.ok) {
        setErrors({});
        successToast(success.message);
        success.then?.(result.data);
        if (success.href) router.push(success.href);
        router.refresh();
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

  return { pending, submit, error: (field: string) => errors[field], clear: () => setErrors({}) };
}
