"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { watchUnauthorized } from "@/components/shell/session-expired";
import type { TActionResult } from "@/lib/http/action";
import type { TErrorEntry } from "@/lib/http/errors";

/**
 * Runs a category server action: field errors go under their inputs (categories.errors.<code>, else
 * the field's rule, else the server's message), any other error to a toast; success refreshes the page.
 */
export function useCategoryAction() {
  const t = useTranslations("categories.errors");
  const shared = useTranslations("errorCodes");
  const router = useRouter();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, startTransition] = useTransition();

  const text = (entry: TErrorEntry): string => {
    if (t.has(entry.code)) return t(entry.code);
    if (entry.field && t.has(`field_${entry.field}`)) return t(`field_${entry.field}`);
    if (shared.has(entry.code)) return shared(entry.code);
    return entry.message || t("server_error");
  };

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
      if (general || Object.keys(fields).length === 0) toast.error(text(general ?? result.error[0] ?? { code: "server_error", message: "" }));
    });
  }

  return { errors, setErrors, pending, submit };
}
