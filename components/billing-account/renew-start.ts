import { endChoices, isIsoDate } from "@/lib/billing/dates";
import { defaultEnd } from "@/lib/billing/queries";
import type { TQuoteContext } from "@/lib/billing/schemas";

/**
 * The renew link's ?date={next year}-08-01 (see renew-path.ts) on the quote page: the quote
 * opens on that start when it is one of the start choices ("today, or 1 August of the current or
 * next licence year"), with the end choices after it and the usual default end. 'max' / 'SW' and
 * anything else leave the context as it is.
 */
export function withRenewalStart(context: TQuoteContext, date: string | undefined): TQuoteContext {
  if (!date || !isIsoDate(date) || date === context.defaults.start || !context.startChoices.includes(date)) return context;
  const ends = endChoices(date, context.today);
  if (ends.length === 0) return context;
  const expires = context.user && !context.user.limited ? context.user.expires : null;
  return { ...context, endChoices: ends, defaults: { ...context.defaults, start: date, end: defaultEnd(ends, expires) } };
}
