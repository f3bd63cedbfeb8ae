"use client";

import { useCallback, useEffect, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { handleApiError } from "@/components/shell/api-errors";
import { watchUnauthorized } from "@/components/shell/session-expired";
import { successToast } from "@/components/ui/success-toast";
import type { TActionResult } from "@/lib/http/action";
import type { TErrorEntry } from "@/lib/http/errors";
import { settleAction, type TActionEffects, type TFieldPlacing, type TSuccess } from "./action-outcome";

export type { TSuccess } from "./action-outcome";

/**
 * Error text in the user's language: the form's own code (<namespace>.errors.<code>), else the rule
 * of the field (<namespace>.fieldErrors.<last part of the path>), else the shared codes
 * (errorCodes.<code>), else the server's own message, else the generic failure.
 */
export function useActionErrorText(namespace?: string): (entry: TErrorEntry) => string {
  const t = useTranslations();
  return useCallback(
    (entry: TErrorEntry) => {
      const own = (key: string) => (namespace && t.has(`${namespace}.${key}`) ? t(`${namespace}.${key}`) : null);
      const leaf = entry.field?.split(".").pop();
      return (
        own(`errors.${entry.code}`) ??
        (leaf ? own(`fieldErrors.${leaf}`) : null) ??
        (t.has(`errorCodes.${entry.code}`) ? t(`errorCodes.${entry.code}`) : null) ??
        (entry.message || (own("errors.server_error") ?? t("errorCodes.server_error")))
      );
    },
    [t, namespace],
  );
}

const NETWORK_ERROR: TErrorEntry = { code: "network_error", message: "" };

/** A call that never answered (network down, server restarting) is a refusal like any other. */
async function settled<R>(call: () => Promise<TActionResult<R>>): Promise<TActionResult<R>> {
  try {
    return await call();
  } catch {
    return { ok: false, status: 0, error: [NETWORK_ERROR] };
  }
}

export type TUseActionOptions<T> = {
  /** The messages namespace holding the form's errors.<code> and fieldErrors.<field>. */
  namespace?: string;
  /** With a list, only these field names (the path's first part) go next to inputs; the rest to the toast. A function names each error's field itself (null: the toast). */
  fields?: TFieldPlacing;
  /** The error's text, when the form words its errors otherwise than by namespace. */
  text?: (entry: TErrorEntry) => string;
  /** The form (a CSS selector) whose first invalid input takes the focus after a refusal. */
  focus?: string;
  /** The success toast: "brief" (0.8 s, the content forms') or "standard" (the toaster's own time). */
  toast?: "brief" | "standard";
  /** Render the page's data afresh after a success; true unless said otherwise. */
  refresh?: boolean;
  /** For run(): the toast's text after a success. */
  successMessage?: string | ((data: T) => string | void);
  /** For run(): a step after a success (reset the form, close a dialog). */
  onSuccess?: (data: T) => void;
  /** For run(): where to go after a success. */
  href?: string | ((data: T) => string);
};

/**
 * The one hook of the forms that call server actions (lib/http/action.ts runAction): pending state,
 * the server's field errors next to their inputs (error(name)), any other refusal in an error toast,
 * 401 the shell's 'Go to login' warning, 423 the lock screen, and on success the toast, the
 * caller's step, the next page and fresh data.
 *
 * `run(...args)` calls the bound action with the options' success steps; `submit(call, success)`
 * runs any action with its own (for a form whose buttons call different actions).
 */
export function useAction<A extends unknown[], T>(action: ((...args: A) => Promise<TActionResult<T>>) | null, options: TUseActionOptions<T> = {}) {
  const router = useRouter();
  const namespaceText = useActionErrorText(options.namespace);
  const text = options.text ?? namespaceText;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failures, setFailures] = useState(0);
  const [pending, startTransition] = useTransition();
  const { focus, fields, refresh } = options;

  // After a refused save, the first input to fix takes the focus.
  useEffect(() => {
    if (failures && focus) document.querySelector<HTMLElement>(`${focus} [aria-invalid='true']`)?.focus();
  }, [failures, focus]);

  const effects: TActionEffects = {
    text,
    successToast: options.toast === "standard" ? (m) => toast.success(m) : successToast,
    errorToast: (m) => toast.error(m),
    unauthorized: (result) => watchUnauthorized(result),
    locked: (result) => handleApiError(result),
    navigate: (href) => router.push(href),
    refresh: () => router.refresh(),
    setErrors,
  };

  function submit<R>(call: () => Promise<TActionResult<R>>, success?: TSuccess<R>, after?: (ok: boolean) => void) {
    startTransition(async () => {
      const ok = settleAction(await settled(call), success, effects, { fields, refresh });
      if (!ok) setFailures((n) => n + 1);
      after?.(ok);
    });
  }

  function run(...args: A) {
    if (!action) throw new Error("useAction: run() needs the action given to the hook");
    submit(() => action(...args), { message: options.successMessage, then: options.onSuccess, href: options.href });
  }

  return {
    pending,
    run,
    submit,
    errors,
    error: (field: string): string | undefined => errors[field],
    setErrors,
    clearErrors: () => setErrors({}),
  };
}
