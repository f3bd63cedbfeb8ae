import type { TNumberBounds } from "@/lib/forms/number-rule";

type TZodNumber = { minValue: number | null; maxValue: number | null; isInt?: boolean | null };

/** The bounds of a zod number schema (z.number().int().min(1).max(10) → { min: 1, max: 10, integer: true }); without a minimum, 0. */
export function numberBounds(schema: TZodNumber): TNumberBounds {
  const finite = (n: number | null) => (n !== null && Number.isFinite(n) ? n : undefined);
  return { min: finite(schema.minValue) ?? 0, max: finite(schema.maxValue), integer: schema.isInt ?? undefined };
}
