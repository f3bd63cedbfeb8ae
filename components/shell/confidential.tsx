"use client";

import { createContext, useCallback, useContext, useState, useTransition, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { setHideConfidentialAction } from "@/lib/shell/actions";
import { watchUnauthorized } from "./session-expired";

type TConfidential = { hidden: boolean; toggle: () => void; pending: boolean };

const ConfidentialContext = createContext<TConfidential>({ hidden: false, toggle: () => {}, pending: false });

/** The confidentiality eye, stored per user: one state every page reads through useConfidential(). */
export function ConfidentialProvider({ initialHidden, children }: { initialHidden: boolean; children: ReactNode }) {
  const [hidden, setHidden] = useState(initialHidden);
  const [pending, startTransition] = useTransition();
  const toggle = useCallback(() => {
    const next = !hidden;
    setHidden(next);
    startTransition(async () => {
      const result = watchUnauthorized(await setHideConfidentialAction(next));
      if (!result.ok) setHidden(!next);
    });
  }, [hidden]);
  return <ConfidentialContext.Provider value={{ hidden, toggle, pending }}>{children}</ConfidentialContext.Provider>;
}

export function useConfidential(): TConfidential {
  return useContext(ConfidentialContext);
}

/** Wraps a student name, a note or a detail: masked while the eye is closed. */
export function Confidential({ children }: { children: ReactNode }) {
  const { hidden } = useConfidential();
  const t = useTranslations("shell.confidential");
  if (!hidden) return <>{children}</>;
  return (
    <span className="select-none tracking-widest text-slate-500" aria-label={t("masked")} role="img">
      •••••
    </span>
  );
}

export function ConfidentialToggle() {
  const { hidden, toggle, pending } = useConfidential();
  const t = useTranslations("shell.confidential");
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={hidden}
      aria-busy={pending}
      title={hidden ? t("show") : t("hide")}
      className="rounded-md p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      data-testid="confidential-toggle"
    >
      <span className="sr-only">{t("label")}</span>
      {hidden ? (
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M3 3l18 18M10.6 10.6a2 2 0 0 0 2.8 2.8M9.9 5.1A10.5 10.5 0 0 1 12 5c5 0 9 4.5 10 7-.4 1-1.3 2.4-2.6 3.7M6.6 6.6C4.4 8 2.8 10.2 2 12c1 2.5 5 7 10 7 1.7 0 3.2-.5 4.5-1.2" />
        </svg>
      ) : (
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M2 12c1-2.5 5-7 10-7s9 4.5 10 7c-1 2.5-5 7-10 7S3 14.5 2 12Z" />
          <circle cx="12" cy="12" r="3" />
        </svg>
      )}
    </button>
  );
}
