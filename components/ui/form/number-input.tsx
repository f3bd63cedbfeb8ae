"use client";

import type { FocusEvent, InputHTMLAttributes } from "react";
import { normalizeNumberText } from "@/lib/forms/number-rule";

// The ONE numeric field: "A min-max number rule forces non-numbers to 0 and values below
// the minimum up to the minimum". The rule runs when the field loses focus, so a number can be typed
// digit by digit; the corrected text is given to onValueChange (controlled fields) or written into
// the element (uncontrolled fields read by a form).

export type TNumberInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "min" | "max" | "value" | "onChange"> & {
  min: number;
  max?: number;
  value?: string | number;
  /** Whole numbers only; true unless step is fractional or "any". */
  integer?: boolean;
  /** Left empty, the field stays empty instead of becoming 0 (or the minimum); by default when not required. */
  emptyAllowed?: boolean;
  onValueChange?: (value: string) => void;
};

export function NumberInput({ min, max, integer, emptyAllowed, value, onValueChange, onBlur, step, ...props }: TNumberInputProps) {
  const whole = integer ?? !(typeof step === "number" ? step % 1 !== 0 : typeof step === "string" && (step === "any" || step.includes(".")));
  function onLeave(e: FocusEvent<HTMLInputElement>) {
    const raw = e.currentTarget.value;
    const next = normalizeNumberText(raw, { min, max, integer: whole, emptyAllowed: emptyAllowed ?? !props.required });
    if (next !== raw) {
      if (onValueChange) onValueChange(next);
      else e.currentTarget.value = next;
    }
    onBlur?.(e);
  }
  return (
    <input
      {...props}
      type="number"
      inputMode={props.inputMode ?? (whole ? "numeric" : "decimal")}
      min={min}
      max={max}
      step={step}
      {...(value !== undefined ? { value } : {})}
      onChange={onValueChange ? (e) => onValueChange(e.target.value) : undefined}
      onBlur={onLeave}
    />
  );
}
