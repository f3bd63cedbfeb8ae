"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { Dialog } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import { logoutAction } from "@/lib/auth/actions";

const EVENT = "scuta:unauthorized";

/** Call when a server action or API call answers 401: the shell shows the 'Go to login' warning. */
export function notifyUnauthorized(): void {
  window.dispatchEvent(new Event(EVENT));
}

/** Checks an action result and raises the 401 warning for it; returns the result unchanged. */
export function watchUnauthorized<T extends { ok: boolean; status?: number }>(result: T): T {
  if (!result.ok && result.status === 401) notifyUnauthorized();
  return result;
}

export function SessionExpiredDialog() {
  const t = useTranslations("shell.sessionExpired");
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const show = () => setOpen(true);
    window.addEventListener(EVENT, show);
    return () => window.removeEventListener(EVENT, show);
  }, []);
  return (
    <Dialog open={open} onOpenChange={setOpen} title={t("title")} description={t("body")} closeLabel={t("close")}>
      <form action={logoutAction} className="flex justify-end">
        <Button type="submit">{t("goToLogin")}</Button>
      </form>
    </Dialog>
  );
}
