"use client";

import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from "react";
import { inputClass } from "@/components/ui/field";
import { MaxLengthInput } from "@/components/ui/max-length-field";
import { NumberInput, type TNumberInputProps } from "@/components/ui/number-field";
import { isTextLimit } from "@/lib/forms/max-length";

// Labelled inputs of the billing back office. The error text sits under its input and is tied to
// it (aria-invalid, aria-describedby); inside a table the label may be visually hidden.

const invalidClass = "border-red-500 focus:border-red-600 focus:ring-red-600/30";

type TCommon = { id: string; label: ReactNode; error?: string; hint?: ReactNode; hideLabel?: boolean; className?: string };

function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  return [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
}

function Help({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

export function AdminInput({ id, label, error, hint, hideLabel, className = "", maxLength, ...props }: TCommon & Omit<InputHTMLAttributes<HTMLInputElement>, "className">) {
  const control = { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy(id, error, hint), className: `${inputClass} ${error ? invalidClass : ""}`, ...props };
  return (
    <div className={`space-y-1 ${className}`}>
      <label htmlFor={id} className={hideLabel ? "sr-only" : "block text-sm font-medium text-slate-700"}>
        {label}
      </label>
      {isTextLimit(maxLength) ? <MaxLengthInput maxLength={maxLength} {...control} /> : <input maxLength={maxLength} {...control} />}
      <Help id={id} error={error} hint={hint} />
    </div>
  );
}

/** A number input under the one min-max rule (components/ui/number-field.tsx). */
export function AdminNumber({ id, label, error, hint, hideLabel, className = "", ...props }: TCommon & Omit<TNumberInputProps, "className">) {
  return (
    <div className={`space-y-1 ${className}`}>
      <label htmlFor={id} className={hideLabel ? "sr-only" : "block text-sm font-medium text-slate-700"}>
        {label}
      </label>
      <NumberInput id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} className={`${inputClass} ${error ? invalidClass : ""}`} {...props} />
      <Help id={id} error={error} hint={hint} />
    </div>
  );
}

/** A dollars input: "89.00", with a $ in front. */
export function MoneyInput({ id, label, error, hint, hideLabel, className = "", ...props }: TCommon & Omit<InputHTMLAttributes<HTMLInputElement>, "className" | "type">) {
  return (
    <div className={`space-y-1 ${className}`}>
      <label htmlFor={id} className={hideLabel ? "sr-only" : "block text-sm font-medium text-slate-700"}>
        {label}
      </label>
      <div className="relative">
        <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-500">
          $
        </span>
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className={`${inputClass} pl-7 text-right tabular-nums ${error ? invalidClass : ""}`}
          {...props}
        />
      </div>
      <Help id={id} error={error} hint={hint} />
    </div>
  );
}

export function AdminSelect({
  id,
  label,
  error,
  hint,
  hideLabel,
  className = "",
  options,
  ...props
}: TCommon & Omit<SelectHTMLAttributes<HTMLSelectElement>, "className"> & { options: readonly { value: string; label: string }[] }) {
  return (
    <div className={`space-y-1 ${className}`}>
      <label htmlFor={id} className={hideLabel ? "sr-only" : "block text-sm font-medium text-slate-700"}>
        {label}
      </label>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} className={`${inputClass} ${error ? invalidClass : ""}`} {...props}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Help id={id} error={error} hint={hint} />
    </div>
  );
}

export function AdminCheckbox({ id, label, error, hint, className = "", ...props }: Omit<TCommon, "hideLabel"> & Omit<InputHTMLAttributes<HTMLInputElement>, "className" | "type">) {
  return (
    <div className={`space-y-1 ${className}`}>
      <div className="flex items-center gap-2">
        <input id={id} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} className="h-4 w-4 accent-brand-600" {...props} />
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {label}
        </label>
      </div>
      <Help id={id} error={error} hint={hint} />
    </div>
  );
}

/** A titled card holding one form of a page. */
export function AdminCard({ title, intro, children, headingId }: { title: string; intro?: ReactNode; children: ReactNode; headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border border-slate-200 bg-white p-5">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {intro ? <p className="text-sm text-slate-600">{intro}</p> : null}
      {children}
    </section>
  );
}
