import type { discountTiers, productPrices } from "../../schema";

// Seeded default unit prices per licence-year (docs/pricing.md, rule 1); admins edit them at /app/admin/prices.
const PRICE_LIST: [product: (typeof productPrices.$inferInsert)["product"], cents: number, label: string][] = [
  ["pro", 9900, "SCUTA PRO"],
  ["sw", 14900, "SCUTA SW"],
  ["max", 19900, "SCUTA MAX"],
  ["outlookCal", 1900, "Outlook calendar"],
  ["googleCal", 1900, "Google calendar"],
  ["appointment", 2900, "Appointment"],
  ["assessment", 2900, "Assessment"],
  ["survey", 2900, "Survey"],
  ["intership", 4900, "Internship"],
  ["sms", 2900, "SMS"],
  ["ib", 2900, "IB"],
  ["rampAddon", 4900, "RAMP add-on"],
  ["university", 4900, "University"],
];

export const PRODUCT_PRICES: (typeof productPrices.$inferInsert)[] = PRICE_LIST.map(([product, cents, label], i) => ({
  product,
  priceCents: cents,
  origPriceCents: cents,
  label,
  sortOrder: i,
}));

// "under 5 → 0%, 5-9 → 5%, 10-19 → 10%, 20-49 → 15%, 50-99 → 20%, 100 or more → 25%" (docs/pricing.md, the quantity discount).
export const DISCOUNT_TIERS: (typeof discountTiers.$inferInsert)[] = [
  { minLicenceYears: 5, percent: 5 },
  { minLicenceYears: 10, percent: 10 },
  { minLicenceYears: 20, percent: 15 },
  { minLicenceYears: 50, percent: 20 },
  { minLicenceYears: 100, percent: 25 },
];

// Settings row 'billing': the MAX upgrade price from PRO at the same expiry ($70).
export const BILLING_SETTINGS = { maxUpgradeCents: 7000, quoteValidDays: 30 };
// Invoice numbers continue from here.
export const FIRST_INVOICE_NUMBER = 10001;
