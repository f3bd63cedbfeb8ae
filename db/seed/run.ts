import { count, eq, sql } from "drizzle-orm";
import type { TDb } from "../client";
import * as s from "../schema";
import { STATES, COUNTRIES } from "./data/states";
import { SCHOOL_DISTRICTS, SCHOOLS } from "./data/schools";
import { UNIVERSITIES } from "./data/universities";
import { USE_OF_TIME_GROUPS, USE_OF_TIME_CATEGORIES, STANDARDS, GRADES } from "./data/asca";
import { QUESTION_CATEGORIES, QUESTION_TOPICS, VIDEO_TUTORIALS } from "./data/questions";
import { MONTHLY_PROMOTIONS } from "./data/promotions";
import { BILLING_SETTINGS, DISCOUNT_TIERS, FIRST_INVOICE_NUMBER, PRODUCT_PRICES } from "./data/billing";
import { seedDemo } from "./demo";
import { seedCounties } from "./counties";
import { seedDocumentation } from "@/lib/help-docs/seed";
import { seedBillingTopics } from "@/lib/billing-topics/seed";

// Bump when the reference data changes, so existing databases receive it on the next start.
export const REFERENCE_SEED_VERSION = 5;

async function inChunks<T>(rows: readonly T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size) as T[]);
}

/** Reference data every installation needs (production too). Idempotent. */
export async function seedReference(db: TDb): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(s.states)
      .values([...STATES])
      .onConflictDoNothing();
    await tx
      .insert(s.countries)
      .values([...COUNTRIES])
      .onConflictDoNothing();
    await tx
      .insert(s.schoolDistricts)
      .values([...SCHOOL_DISTRICTS])
      .onConflictDoNothing();
    await inChunks(SCHOOLS, 200, (c) => tx.insert(s.schools).values(c).onConflictDoNothing());
    await seedCounties(tx);
    await tx
      .insert(s.universities)
      .values([...UNIVERSITIES])
      .onConflictDoNothing();
    await tx
      .insert(s.grades)
      .values([...GRADES])
      .onConflictDoNothing();
    await tx
      .insert(s.useOfTimeGroups)
      .values([...USE_OF_TIME_GROUPS])
      .onConflictDoNothing();
    await tx
      .insert(s.useOfTimeCategories)
      .values([...USE_OF_TIME_CATEGORIES])
      .onConflictDoNothing();
    // The seeded categories carry fixed ids: move the identity past them, so districts' sub-categories get new ids.
    await tx.execute(sql`SELECT setval(pg_get_serial_sequence('use_of_time_categories', 'id'), (SELECT max(id) FROM use_of_time_categories))`);
    await tx
      .insert(s.standards)
      .values([...STANDARDS])
      .onConflictDoNothing();
    await tx
      .insert(s.questionCategories)
      .values([...QUESTION_CATEGORIES])
      .onConflictDoNothing();
    await tx
      .insert(s.questionTopics)
      .values([...QUESTION_TOPICS])
      .onConflictDoNothing();
    await tx
      .insert(s.videoTutorials)
      .values([...VIDEO_TUTORIALS])
      .onConflictDoNothing();
    // The starter documentation, once, while no category exists.
    await seedDocumentation(tx);
    // The starter billing topics, once, while none exists.
    await seedBillingTopics(tx);
    // An existing database gets the Italian and German carousel texts (version 4) only where a row
    // still carries the seeded English text and no translation, so an administrator's text is kept.
    await tx
      .insert(s.monthlyPromotions)
      .values([...MONTHLY_PROMOTIONS])
      .onConflictDoUpdate({
        target: s.monthlyPromotions.month,
        set: { translations: sql`excluded.translations` },
        setWhere: sql`${s.monthlyPromotions.translations} = '{}'::jsonb AND ${s.monthlyPromotions.title} = excluded.title AND ${s.monthlyPromotions.message} = excluded.message`,
      });
    await tx
      .insert(s.productPrices)
      .values([...PRODUCT_PRICES])
      .onConflictDoNothing();
    await tx
      .insert(s.discountTiers)
      .values([...DISCOUNT_TIERS])
      .onConflictDoNothing();
    await tx.insert(s.settings).values({ key: "billing", value: BILLING_SETTINGS }).onConflictDoNothing();
    await tx
      .insert(s.billingCounters)
      .values({ name: "invoice", value: FIRST_INVOICE_NUMBER - 1 })
      .onConflictDoNothing();
    await tx
      .insert(s.settings)
      .values({ key: "maintenance", value: { enabled: false, message: "" } })
      .onConflictDoNothing();
    await tx
      .insert(s.settings)
      .values({ key: "reference_seed_version", value: REFERENCE_SEED_VERSION })
      .onConflictDoUpdate({ target: s.settings.key, set: { value: REFERENCE_SEED_VERSION } });
  });
}

async function referenceVersion(db: TDb): Promise<number> {
  const [row] = await db.select().from(s.settings).where(eq(s.settings.key, "reference_seed_version")).limit(1);
  return typeof row?.value === "number" ? row.value : 0;
}

/**
 * On every start: reference data when it is missing or outdated; the demo data set when the
 * embedded database has no users yet, or when SEED_DEMO=1 (a real PostgreSQL).
 */
export async function seedOnStart(db: TDb, opts: { embedded: boolean; demo: boolean; now?: Date }): Promise<void> {
  if ((await referenceVersion(db)) < REFERENCE_SEED_VERSION) await seedReference(db);
  const [{ n }] = await db.select({ n: count() }).from(s.users);
  if (opts.demo || (opts.embedded && n === 0)) await seedDemo(db, opts.now ?? new Date());
}
