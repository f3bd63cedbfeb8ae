"use client";

import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { inputClass } from "@/components/ui/field";
import { MaxLengthInput, MaxLengthTextarea } from "@/components/ui/max-length-field";
import { isTextLimit } from "@/lib/forms/max-length";

// Labelled form controls whose error text is tied to the control (aria-invalid, aria-describedby).

type TCommon = { id: string; label: ReactNode; error?: string; hint?: ReactNode };

function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return ids || undefined;
}

function Label({ id, label, required }: { id: string; label: ReactNode; required?: boolean }) {
  return (
    <label htmlFor={id} className="block text-sm font-medium text-slate-700">
      {label}
      {required ? (
        <span aria-hidden="true" className="text-red-700">
          {" "}
          *
        </span>
      ) : null}
    </label>
  );
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
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

const invalidClass = "border-red-500 focus:border-red-600 focus:ring-red-600/30";

export function TextInput({ id, label, error, hint, required, className = "", maxLength, ...props }: TCommon & InputHTMLAttributes<HTMLInputElement>) {
  const control = { id, required, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy(id, error, hint), className: `${inputClass} ${error ? invalidClass : ""}`, ...props };
  return (
    <div className={`space-y-1 ${className}`}>
      <Label id={id} label={label} required={required} />
      {isTextLimit(maxLength) ? <MaxLengthInput maxLength={maxLength} {...control} /> : <input maxLength={maxLength} {...control} />}
      <Help id={id} error={error} hint={hint} />
    </div>
  );
}

export function TextArea({ id, label, error, hint, required, className = "", maxLength, ...props }: TCommon & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const control = { id, required, rows: 5, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy(id, error, hint), className: `${inputClass} ${error ? invalidClass : ""}`, ...props };
  return (
    <div className={`space-y-1 ${className}`}>
      <Label id={id} label={label} required={required} />
      {isTextLimit(maxLength) ? <MaxLengthTextarea maxLength={maxLength} {...control} /> : <textarea maxLength={maxLength} {...control} />}
      <Help id={id} error={error} hint={hint} />
    </div>
  );
}

export function SelectField({
  id,
  label,
  error,
  hint,
  required,
  options,
  placeholder,
  className = "",
  ...props
}: TCommon & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly { value: string; label: string }[]; placeholder?: string }) {
  return (
    <div className={`space-y-1 ${className}`}>
      <Label id={id} label={label} required={required} />
      <select id={id} required={required} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} className={`${inputClass} ${error ? invalidClass : ""}`} {...props}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
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

/** A group of radio buttons named by its legend. */
export function RadioGroup({
  id,
  legend,
  name,
  value,
  options,
  onChange,
  error,
  required,
  inline = false,
}: {
  id: string;
  legend: ReactNode;
  name: string;
  value: string;
  options: readonly { value: string; label: ReactNode }[];
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  inline?: boolean;
}) {
  return (
    <fieldset id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">
        {legend}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        ) : null}
      </legend>
      <div className={inline ? "flex flex-wrap gap-2" : "space-y-2"}>
        {options.map((o) => (
          <label key={o.value} className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
            <input type="radio" name={name} value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} className="h-4 w-4 accent-brand-600" />
            {o.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" tabIndex={-1} className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
      {children}
    </p>
  );
}
