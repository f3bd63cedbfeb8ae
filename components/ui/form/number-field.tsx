"use client";

import { useTranslations } from "next-intl";
import { NumberInput, type TNumberInputProps } from "./number-input";
import type { TNumberBounds } from "@/lib/forms/number-rule";
import { Field, splitFieldProps, type TFieldProps } from "./field";

// The number field of the kit: one min-max rule in three places. The server's zod schema holds the
// bounds (numberBounds, number-bounds.ts, reads them, so the form cannot drift from it), the browser gets them as
// min/max, and the reader sees them in words under the field; leaving the field applies the rule
// (number-input.tsx: a non-number becomes 0, then at least the minimum, at most the maximum).

export type TNumberFieldProps = TFieldProps & Omit<TNumberInputProps, "id" | "className" | "min" | "max" | "integer"> & { min?: number; max?: number; integer?: boolean; bounds?: TNumberBounds };

export function NumberField(all: TNumberFieldProps) {
  const [{ hint, hideLabel, ...frame }, { bounds, min, max, integer, ...props }] = splitFieldProps(all);
  const t = useTranslations("maxLength");
  const low = min ?? bounds?.min ?? 0;
  const high = max ?? bounds?.max;
  const range = high === undefined ? t("numberAtLeast", { min: low }) : t("numberBetween", { min: low, max: high });
  const words = hideLabel ? <span className="sr-only">{range}</span> : range;
  return (
    <Field
      {...frame}
      hideLabel={hideLabel}
      hint={
        hint ? (
          <>
            {hint} {words}
          </>
        ) : (
          words
        )
      }
    >
      {(control) => <NumberInput min={low} max={high} integer={integer ?? bounds?.integer} {...control} {...props} />}
    </Field>
  );
}
