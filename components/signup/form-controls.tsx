"use client";

import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from "react";
import { inputClass } from "@/components/ui/field";
import { MaxLengthInput } from "@/components/ui/max-length-field";
import { isTextLimit } from "@/lib/forms/max-length";

type TControl = { id: string; label: ReactNode; hint?: ReactNode; error?: ReactNode };

function describedBy(id: string, hint?: ReactNode, error?: ReactNode): string | undefined {
  return [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
}

function Notes({ id, hint, error }: { id: string; hint?: ReactNode; error?: ReactNode }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** A labelled input with its hint and error tied to it. */
export function TextField({ id, label, hint, error, maxLength, ...props }: TControl & InputHTMLAttributes<HTMLInputElement>) {
  const control = { id, className: `${inputClass} ${error ? "border-red-500" : ""}`, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy(id, hint, error), ...props };
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {isTextLimit(maxLength) ? <MaxLengthInput maxLength={maxLength} {...control} /> : <input maxLength={maxLength} {...control} />}
      <Notes id={id} hint={hint} error={error} />
    </div>
  );
}

/** A labelled select with its hint and error tied to it. */
export function SelectField({ id, label, hint, error, children, ...props }: TControl & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select id={id} className={`${inputClass} ${error ? "border-red-500" : ""}`} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...props}>
        {children}
      </select>
      <Notes id={id} hint={hint} error={error} />
    </div>
  );
}
