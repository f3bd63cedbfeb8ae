"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { watchUnauthorized } from "@/components/shell/session-expired";
import { successToast } from "@/components/ui/success-toast";
import type { TActionResult } from "@/lib/http/action";
import type { TErrorEntry } from "@/lib/http/errors";

/**
 * Runs a help-content server action: field errors (content.fieldErrors.<field>) go next to their
 * inputs, any other error to an error toast (content.errors.<code>, the shared codes, else the
 * server's message); success shows the 0.8 s success toast and refreshes the page's data.
 */
export function useContentAction() {
  const router = useRouter();
  const t = useTranslations("content");
  const shared = useTranslations("errorCodes");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, startTransition] = useTransition();

  const text = (entry: TErrorEntry) => {
    if (t.has(`errors.${entry.code}`)) return t(`errors.${entry.code}`);
    const leaf = entry.field?.split(".").pop();
    if (leaf && t.has(`fieldErrors.${leaf}`)) return t(`fieldErrors.${leaf}`);
    if (shared.has(entry.code)) return shared(entry.code);
    return entry.message || t("errors.server_error");
  };

  function submit<T>(call: () => Promise<TActionResult<T>>, onSuccess: (data: T) => string | void) {
    startTransition(async () => {
      const result = watchUnauthorized(await call());
      if (result.ok) {
        setErrors({});
        const message = onSuccess(result.data);
        if (message) successToast(message);
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
      requestAnimationFrame(() => document.querySelector<HTMLElement>("[data-content-form] [aria-invalid='true']")?.focus());
    });
  }

  return { pending, submit, error: (field: string) => errors[field] };
}
