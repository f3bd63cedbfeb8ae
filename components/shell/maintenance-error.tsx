"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import type { TLocale } from "@/lib/i18n/locales";
import { MAINTENANCE_MESSAGES, probeResult, type TProbe } from "@/lib/shell/maintenance-messages";

async function probe(): Promise<Exclude<TProbe, "checking">> {
  try {
    const res = await fetch("/home/maintenanceMode", { cache: "no-store", headers: { accept: "application/json" } });
    const body: unknown = await res.json().catch(() => null);
    return probeResult({ ok: res.ok, body });
  } catch {
    return probeResult(null);
  }
}

/**
 * What every error boundary shows (the signed-in area, the public site, global-error): the
 * maintenance page. A server error reaches the browser without its cause, so the view asks the
 * maintenance call: when it fails (the database is down) or maintenance is on, the
 * maintenance text; otherwise only this page failed, with a retry. Never a stack trace.
 * `documentTitle`: also names the document (global-error, which renders the whole document).
 */
export function MaintenanceErrorView({ locale, retry, documentTitle = false }: { locale: TLocale; retry?: () => void; documentTitle?: boolean }) {
  const [state, setState] = useState<TProbe>("checking");
  const t = MAINTENANCE_MESSAGES[locale];

  useEffect(() => {
    let live = true;
    void probe().then((s) => live && setState(s));
    return () => {
      live = false;
    };
  }, []);

  return (
    <section
      lang={locale}
      className="mx-auto my-8 max-w-xl rounded-lg border border-amber-300 bg-amber-50 p-6"
      aria-labelledby="maintenance-error-title"
      aria-busy={state === "checking"}
      data-testid="maintenance-error"
    >
      {documentTitle ? <title>{`${t.title} · SCUTA`}</title> : null}
      <h1 id="maintenance-error-title" className="text-xl font-semibold text-amber-900">
        {t.title}
      </h1>
      {state === "checking" ? null : (
        <p role="status" className="mt-2 text-amber-900">
          {state === "down" ? t.body : t.failed}
        </p>
      )}
      {retry ? (
        <Button className="mt-4" onClick={retry}>
          {t.retry}
        </Button>
      ) : null}
    </section>
  );
}
