"use client";

import { useSyncExternalStore } from "react";
import { MaintenanceErrorView } from "@/components/shell/maintenance-error";
import type { TLocale } from "@/lib/i18n/locales";
import { MAINTENANCE_MESSAGES, pickLocale } from "@/lib/shell/maintenance-messages";
import "./globals.css";

// The last error boundary: an error in a root layout (app/(app)/layout.tsx, app/[locale]/layout.tsx)
// or anything no nearer boundary caught. It replaces the root layout, so it renders its own
// document and has no message provider: the language comes from the cookie or the browser, and the
// strings are the maintenance page's own (lib/shell/maintenance-messages.ts).

const noSubscribe = () => () => {};

function browserLocale(): TLocale {
  return pickLocale({ cookie: document.cookie, lang: document.documentElement.lang, languages: navigator.languages });
}

export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  // "en" on the server and during hydration, then the visitor's language.
  const locale = useSyncExternalStore(noSubscribe, browserLocale, () => "en" as TLocale);
  return (
    <html lang={locale}>
      <body className="min-h-screen bg-slate-50">
        <title>{`${MAINTENANCE_MESSAGES[locale].title} · SCUTA`}</title>
        <main id="main" className="px-4 py-8">
          <MaintenanceErrorView locale={locale} retry={retry} />
        </main>
      </body>
    </html>
  );
}
