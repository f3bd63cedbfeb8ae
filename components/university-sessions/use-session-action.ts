"use client";

import { useEffect, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { watchUnauthorized } from "@/components/shell/session-expired";
import { successToast } from "@/components/ui/success-toast";
import type { TActionResult } from "@/lib/http/action";
import type { TErrorEntry } from "@/lib/http/errors";

/** Error text in the user's language: the code (universitySessions.errors.<code>), else the field's rule, else the shared codes, else the server's words. */
export function useSessionErrorText(): (entry: TErrorEntry) => string {
  const t = useTranslations("universitySessions");
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
 * Runs a session page's server action: field errors next to their inputs (the first invalid one
 * takes the focus), any other in an error toast; on success the 0.8 s toast and, with an href,
 * the way back to the list; without one the page is rendered again (the form stays).
 */
export function useSessionAction(formKey: string) {
  const router = useRouter();
  const text = useSessionErrorText();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failures, setFailures] = useState(0);
  const [pending, startTransition] = useTransition();

  useEffect(() => {
    if (failures) document.querySelector<HTMLElement>(`[data-session-form="${formKey}"] [aria-invalid='true']`)?.focus();
  }, [failures, formKey]);

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

  return { pending, submit, error: (field: string) => errors[field] };
}
