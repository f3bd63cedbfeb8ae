// Plain data with no drizzle import, so browser code (the partner form) can use the types a community
// partner may have without the tables. The check constraint of db/schema/companies.ts accepts exactly these.
export const COMPANY_TYPES = ["agency", "business", "college", "clinic"] as const;
export type TCompanyType = (typeof COMPANY_TYPES)[number];
