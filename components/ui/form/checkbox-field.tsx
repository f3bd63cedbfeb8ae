"use client";

import type { InputHTMLAttributes } from "react";
import { describedBy, FieldMessages, type TFieldProps } from "./field";

/** A checkbox with its label after it, its hint and error tied to it. */
export function CheckboxField({ id, label, hint, error, className = "", ...props }: Omit<TFieldProps, "hideLabel"> & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className" | "type">) {
  return (
    <div className={`space-y-1 ${className}`}>
      <div className="flex items-center gap-2">
        <input id={id} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} className="h-4 w-4 accent-brand-600" {...props} />
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {label}
        </label>
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
