"use client";

import { useSyncExternalStore } from "react";
import { LazyMaintenanceErrorView } from "@/components/shell/maintenance-error-lazy";
import type { TLocale } from "@/lib/i18n/locales";
import { pickLocale } from "@/lib/shell/maintenance-messages";
import "./globals.css";

// The last error boundary: an error in a root layout (app/(app)/layout.tsx, app/[locale]/layout.tsx)
// or anything no nearer boundary caught. It replaces the root layout, so it renders its own
// document and has no message provider: the language comes from the cookie or the browser, and the
// strings are the maintenance page's own (lib/shell/maintenance-messages.ts), loaded with the view
// only when an error is shown.

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
        <main id="main" className="px-4 py-8">
          <LazyMaintenanceErrorView locale={locale} retry={retry} documentTitle />
        </main>
      </body>
    </html>
  );
}
