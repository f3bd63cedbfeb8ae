import type { ReactNode } from "react";

/** The form's own message (not a field's), announced when it appears and focusable (a form may move the focus to it); nothing without one. */
export function FormAlert({ children, className = "" }: { children?: ReactNode; className?: string }) {
  if (!children) return null;
  return (
    <p role="alert" tabIndex={-1} className={`rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800 ${className}`.trim()}>
      {children}
    </p>
  );
}

/** The card a settings form sits in. */
export const formCardClass = "space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm";
