// The one min-max number rule: "A min-max number rule forces non-numbers to 0 and values
// below the minimum up to the minimum". Applied in that order, so a non-number becomes 0 and then,
// when 0 is below the minimum, the minimum. A maximum, when the field has one, caps the value too.

export type TNumberBounds = { min: number; max?: number; /** Whole numbers only (step 1). */ integer?: boolean };

/** The number a field's raw text stands for once the rule is applied. */
export function applyMinMax(raw: string | number | null | undefined, bounds: TNumberBounds): number {
  const text = typeof raw === "number" ? String(raw) : (raw ?? "").trim();
  let value = text === "" ? Number.NaN : Number(text);
  if (!Number.isFinite(value)) value = 0;
  if (bounds.integer) value = Math.trunc(value);
  if (value < bounds.min) value = bounds.min;
  if (bounds.max !== undefined && value > bounds.max) value = bounds.max;
  return value;
}

/** The field's text after the rule; an empty optional field stays empty. */
export function normalizeNumberText(raw: string, bounds: TNumberBounds & { emptyAllowed?: boolean }): string {
  if (bounds.emptyAllowed && raw.trim() === "") return "";
  return String(applyMinMax(raw, bounds));
}
