"use client";

import type { InputHTMLAttributes, TextareaHTMLAttributes } from "react";
import { MaxLengthInput, MaxLengthTextarea } from "./max-length";
import { isTextLimit } from "@/lib/forms/max-length";
import { Field, splitFieldProps, type TFieldProps } from "./field";

// Text fields: a limit of more than 10 characters brings the max-length counter and its colours
// (max-length.tsx); a shorter format limit (a zip code) only caps the input.

export type TTextFieldProps = TFieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className">;

export function TextField(all: TTextFieldProps) {
  const [frame, { maxLength, ...props }] = splitFieldProps(all);
  return <Field {...frame}>{(control) => (isTextLimit(maxLength) ? <MaxLengthInput maxLength={maxLength} {...control} {...props} /> : <input maxLength={maxLength} {...control} {...props} />)}</Field>;
}

export type TTextAreaFieldProps = TFieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "className">;

export function TextAreaField(all: TTextAreaFieldProps) {
  const [frame, { maxLength, rows = 5, ...props }] = splitFieldProps(all);
  return (
    <Field {...frame}>
      {(control) => (isTextLimit(maxLength) ? <MaxLengthTextarea maxLength={maxLength} rows={rows} {...control} {...props} /> : <textarea maxLength={maxLength} rows={rows} {...control} {...props} />)}
    </Field>
  );
}

/** A dollars input: "89.00", with a $ in front. */
export function MoneyField(all: TFieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className" | "type">) {
  const [frame, props] = splitFieldProps(all);
  return (
    <Field {...frame}>
      {(control) => (
        <div className="relative">
          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-500">
            $
          </span>
          <input type="text" inputMode="decimal" autoComplete="off" {...control} className={`${control.className} pl-7 text-right tabular-nums`} {...props} />
        </div>
      )}
    </Field>
  );
}
