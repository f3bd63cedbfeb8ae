// "Line total = quantity × unit price × Y. Total amount = the sum of the lines."
import { cleanQuantity } from "./pricing-plan";

export type TLineInput<P extends string = string> = { product: P; label: string; quantity: number; unitPriceCents: number };
export type TPricedLine<P extends string = string> = TLineInput<P> & { years: number; totalCents: number };

/** A cent amount that is a number and not negative, else 0 ("negative quantities and totals become 0", rule 11). */
export function cleanCents(cents: number): number {
  return Number.isFinite(cents) && cents > 0 ? Math.round(cents) : 0;
}

/**
 * Prices lines for `years` billed years. Every line is returned, quantity 0 included (the page shows
 * every product row). A line whose total is not a number or negative totals 0.
 */
export function priceLines<P extends string>(lines: readonly TLineInput<P>[], years: number): { lines: TPricedLine<P>[]; totalAmountCents: number } {
  const out: TPricedLine<P>[] = new Array(lines.length);
  let total = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const quantity = cleanQuantity(line.quantity);
    const unitPriceCents = cleanCents(line.unitPriceCents);
    const totalCents = cleanCents(quantity * unitPriceCents * years);
    total += totalCents;
    out[i] = { product: line.product, label: line.label, quantity, unitPriceCents, years, totalCents };
  }
  return { lines: out, totalAmountCents: total };
}
