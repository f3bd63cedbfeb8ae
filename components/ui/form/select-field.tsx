"use client";

import type { ReactNode, SelectHTMLAttributes } from "react";
import { Field, splitFieldProps, type TFieldProps } from "./field";

export type TOption = { value: string; label: string; disabled?: boolean };

export type TSelectFieldProps = TFieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "className"> & {
    /** The choices; or give <option> children. */
    options?: readonly TOption[];
    /** A first, empty choice ("Choose…"). */
    placeholder?: string;
    children?: ReactNode;
  };

export function SelectField(all: TSelectFieldProps) {
  const [frame, { options, placeholder, children, ...props }] = splitFieldProps(all);
  return (
    <Field {...frame}>
      {(control) => (
        <select {...control} {...props}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options?.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
          {children}
        </select>
      )}
    </Field>
  );
}
