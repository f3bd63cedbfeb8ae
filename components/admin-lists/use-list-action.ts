"use client";

import { useEffect, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { watchUnauthorized } from "@/components/shell/session-expired";
import { successToast } from "@/components/ui/success-toast";
import type { TActionResult } from "@/lib/http/action";

/** Runs a list form's server action: field errors next to their inputs (focused), any other in a toast; on success the toast and a fresh list. */
export function useListAction(formSelector: string, fieldNames: readonly string[]) {
  const router = useRouter();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failures, setFailures] = useState(0);
  const [pending, start] = useTransition();
  useEffect(() => {
    if (failures) document.querySelector<HTMLElement>(`${formSelector} [aria-invalid='true']`)?.focus();
  }, [failures, formSelector]);
  function submit<T>(call: () => Promise<TActionResult<T>>, success: string, after?: () => void) {
    start(async () => {
      const result = watchUnauthorized(await call());
      if (result.ok) {
        setErrors({});
        successToast(success);
        after?.();
        router.refresh();
        return;
      }
      const fields: Record<string, string> = {};
      for (const entry of result.error) {
        const field = entry.field?.split(".")[0];
        if (field && fieldNames.includes(field)) fields[field] ??= entry.message;
        else toast.error(entry.message);
      }
      setErrors(fields);
      setFailures((n) => n + 1);
    });
  }
  return { errors, pending, submit };
}
