"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { Dialog } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import { useErrorText } from "@/components/ui/use-error-text";
import { signOutAndWipe } from "@/components/offline/sign-out";
import type { TErrorEntry } from "@/lib/http/errors";
import { sessionAlertTitle } from "./api-error-rules";

const EVENT = "scuta:unauthorized";

/**
 * Call when a server action or API call answers 401: the shell shows the 'Go to login' warning,
 * titled with the server's message ("warning alert titled with the server message"),
 * in the user's language when its code is a known one.
 */
export function notifyUnauthorized(entry?: TErrorEntry): void {
  window.dispatchEvent(new CustomEvent<TErrorEntry | undefined>(EVENT, { detail: entry?.message ? { code: entry.code, message: entry.message } : undefined }));
}

/** Checks an action result and raises the 401 warning for it; returns the result unchanged. */
export function watchUnauthorized<T extends { ok: boolean; status?: number; error?: readonly TErrorEntry[] }>(result: T): T {
  if (!result.ok && result.status === 401) notifyUnauthorized(result.error?.[0]);
  return result;
}

export function SessionExpiredDialog() {
  const t = useTranslations("shell.sessionExpired");
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const [entry, setEntry] = useState<TErrorEntry | undefined>(undefined);
  useEffect(() => {
    const show = (e: Event) => {
      setEntry(e instanceof CustomEvent ? (e.detail as TErrorEntry | undefined) : undefined);
      setOpen(true);
    };
    window.addEventListener(EVENT, show);
    return () => window.removeEventListener(EVENT, show);
  }, []);
  return (
    <Dialog open={open} onOpenChange={setOpen} title={sessionAlertTitle(entry, errorText, t("title"))} description={t("body")} closeLabel={t("close")}>
      <form action={signOutAndWipe} className="flex justify-end">
        <Button type="submit">{t("goToLogin")}</Button>
      </form>
    </Dialog>
  );
}
