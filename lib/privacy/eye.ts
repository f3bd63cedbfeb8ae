// The confidentiality eye (users.hide_confidential): a display preference that masks student names
// and notes on the screen and in every export made while it is on (report CSV and PDF, the logs
// CSV). It only hides, on top, what the visibility rule (lib/privacy/visibility.ts) let through.

/** What a masked name or note reads as, on the page and in every export. */
export const MASKED = "•••••";

/** A name or note as an export shows it: masked while the eye is on, unless empty. */
export function eyeMasked<T extends string | null | undefined>(hidden: boolean, value: T): T | typeof MASKED {
  return hidden && value ? MASKED : value;
}
