"use client";

import { useEffect, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { watchUnauthorized } from "@/components/shell/session-expired";
import type { TActionResult } from "@/lib/http/action";
import type { TErrorEntry } from "@/lib/http/errors";

/**
 * Error text in the admin's language: a specific code (billingAdmin.errors.<code>), else the
 * rule of the field (billingAdmin.fieldErrors.<last part of the path>), else the shared error
 * codes, else the server's own English message.
 */
export function useAdminErrorText(): (entry: TErrorEntry) => string {
  const t = useTranslations("billingAdmin");
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
 * Runs a billing-admin server action: field errors go next to their inputs (keyed by the path the
 * server names, e.g. "prices.2.price"), any other error to an error toast, success to a toast and
 * a refresh of the page's data.
 */
export function useAdminAction() {
  const router = useRouter();
  const text = useAdminErrorText();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failures, setFailures] = useState(0);
  const [pending, startTransition] = useTransition();

  // After a refused save, take the admin to the first input to fix.
  useEffect(() => {
    if (failures) document.querySelector<HTMLElement>("[data-admin-form] [aria-invalid='true']")?.focus();
  }, [failures]);

  function submit<T>(call: () => Promise<TActionResult<T>>, onSuccess: (data: T) => string | void) {
    startTransition(async () => {
      const result = watchUnauthorized(await call());
      if (result.ok) {
        setErrors({});
        const message = onSuccess(result.data);
        if (message) toast.success(message);
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

  return { errors, setErrors, pending, submit, error: (field: string) => errors[field] };
}
