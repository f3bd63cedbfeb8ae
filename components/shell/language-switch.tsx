"use client";

import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { LOCALES, LOCALE_NAMES, type TLocale } from "@/lib/i18n/locales";
import { setLanguageAction } from "@/lib/shell/actions";

/**
 * The control named "Language": English, Italiano, Deutsch. Stored per user and in a cookie. The
 * server hands it the current language and its label, so the public pages need no message
 * library in the browser (components/shell/language-switch-server.tsx).
 */
export function LanguageSwitch({ locale, label, id = "language-switch" }: { locale: TLocale; label: string; id?: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <div className="flex items-center">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        // Named "Language" in every language, so it can be found by someone who cannot read the current one.
        aria-label={locale === "en" ? label : `${label} (Language)`}
        value={locale}
        disabled={pending}
        onChange={(e) => {
          const next = e.target.value as TLocale;
          startTransition(async () => {
            await setLanguageAction(next);
            router.refresh();
          });
        }}
        className="rounded-md border border-slate-300 bg-white py-1.5 pl-2 pr-7 text-sm text-slate-700 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
    </div>
  );
}
