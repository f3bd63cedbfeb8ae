// Plain data with no drizzle import, so browser code (the quote page) can import it without the tables.
// The products a licence quote can hold, in the order the billing table shows them.
export const BILLING_PRODUCTS = ["pro", "sw", "max", "outlookCal", "googleCal", "appointment", "assessment", "survey", "intership", "sms", "ib", "rampAddon", "university"] as const;
export type TBillingProduct = (typeof BILLING_PRODUCTS)[number];
export type TQuantities = Record<TBillingProduct, number>;
