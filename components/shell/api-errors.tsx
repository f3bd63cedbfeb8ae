"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Button, buttonClass } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useErrorText } from "@/components/ui/use-error-text";
import { apiAlertFor, sanitizeAlertHtml, SCHOOL_YEAR_PATH, type TApiAlert, type TFailedCall } from "./api-error-rules";
import { watchUnauthorized } from "./session-expired";

export { apiAlertFor, sanitizeAlertHtml, type TApiAlert, type TFailedCall } from "./api-error-rules";

const EVENT = "scuta:api-error";

/**
 * The one client helper every call of the signed-in app passes its result through:
 * a 401 raises the shell's 'Go to login' warning, a 404 its alert. "All rejected
 * responses are passed on after handling": the result comes back unchanged for the caller to
 * show what is its own (field errors, a decline, a failed save).
 */
export function handleApiError<T extends TFailedCall>(result: T): T {
  // The session was locked in another tab (the lock screen, 423 session_locked): go to /lock.
  const status = "status" in result ? result.status : "status_code" in result ? result.status_code : undefined;
  if (status === 423 && typeof window !== "undefined") {
    window.location.assign(`/lock?callbackUrl=${encodeURIComponent(window.location.pathname)}`);
    return result;
  }
  const alert = apiAlertFor(result);
  if (!alert) return result;
  if (alert.kind === "unauthorized") {
    // The alert is titled with the server's message.
    watchUnauthorized({ ok: false, status: 401, error: result.error ? [...result.error] : undefined });
    return result;
  }
  if (typeof window !== "undefined") window.dispatchEvent(new CustomEvent<TApiAlert>(EVENT, { detail: alert }));
  return result;
}

type TQueued = { alert: Exclude<TApiAlert, { kind: "unauthorized" }>; returnFocus: HTMLElement | null };

/** Mounted once in the app layout, next to SessionExpiredDialog: shows the 404 alerts one at a time. */
export function ApiErrorDialogs() {
  const t = useTranslations("apiErrors");
  const errorText = useErrorText();
  const router = useRouter();
  const [queue, setQueue] = useState<TQueued[]>([]);
  const primary = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const show = (e: Event) => {
      const alert = (e as CustomEvent<TApiAlert>).detail;
      if (!alert || alert.kind === "unauthorized") return;
      // The alert is taken: whoever raised it (with a cancelable event) learns that a dialog shows it.
      e.preventDefault();
      const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setQueue((q) => [...q, { alert, returnFocus: active }]);
    };
    window.addEventListener(EVENT, show);
    return () => window.removeEventListener(EVENT, show);
  }, []);

  const current = queue[0] ?? null;

  // An alert's first focus is its answer (Ok / Yes / Close), not the corner close icon.
  useEffect(() => {
    if (!current) return;
    const id = requestAnimationFrame(() => primary.current?.focus());
    return () => cancelAnimationFrame(id);
  }, [current]);

  const close = useCallback(
    (then?: () => void) => {
      const returnFocus = current?.returnFocus ?? null;
      setQueue((q) => q.slice(1));
      // Back to where the reader was once the dialog has gone (the trigger of the failed call).
      setTimeout(() => {
        if (then) then();
        else if (returnFocus?.isConnected) returnFocus.focus();
      }, 0);
    },
    [current],
  );

  if (!current) return null;
  const { alert } = current;
  const onOpenChange = (open: boolean) => {
    if (!open) close();
  };

  if (alert.kind === "relevantReq") {
    return (
      <Dialog open onOpenChange={onOpenChange} initialFocus={primary} title={t("saveGoalTitle")} closeLabel={t("close")}>
        <div
          role="alert"
          className="mb-4 space-y-2 text-sm text-slate-700 [&_a]:text-brand-700 [&_a]:underline [&_ul]:list-disc [&_ul]:pl-5"
          dangerouslySetInnerHTML={{ __html: sanitizeAlertHtml(alert.html) }}
        />
        <div className="flex justify-end">
          <button ref={primary} type="button" className={buttonClass("primary")} onClick={() => close()}>
            {t("ok")}
          </button>
        </div>
      </Dialog>
    );
  }

  if (alert.kind === "eosyExpired") {
    return (
      <Dialog open onOpenChange={onOpenChange} initialFocus={primary} title={t("eosyTitle")} closeLabel={t("close")}>
        <p role="alert" className="mb-2 text-sm text-slate-700">
          {errorText({ code: "EOSYExpired", message: alert.message }, t("eosyFallback"))}
        </p>
        <p className="mb-4 text-sm text-slate-700">{t("eosyQuestion")}</p>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => close()}>
            {t("no")}
          </Button>
          <button ref={primary} type="button" className={buttonClass("primary")} onClick={() => close(() => router.push(SCHOOL_YEAR_PATH))}>
            {t("yes")}
          </button>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      initialFocus={primary}
      title={errorText({ code: alert.code, message: alert.message }, t("notFoundFallback")) || t("notFoundFallback")}
      closeLabel={t("close")}
    >
      <div className="flex justify-end">
        <button ref={primary} type="button" className={buttonClass("primary")} onClick={() => close()}>
          {t("close")}
        </button>
      </div>
    </Dialog>
  );
}
