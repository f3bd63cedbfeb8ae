import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { schoolDistricts, schools } from "@/db/schema";

export type TFundingSchool = {
  NCESSCH: string;
  SCHNAM: string;
  city: string | null;
  state: string;
  allocation_cents: number | null;
  school_district: string | null;
  school_district_id: string | null;
};

/** /funding: the schools of a five-digit zip with their Title I allocation and district. */
export async function fundingByZip(db: TDbOrTx, zip: string): Promise<TFundingSchool[]> {
  return db
    .select({
      NCESSCH: schools.ncessch,
      SCHNAM: schools.schnam,
      city: schools.city,
      state: schools.state,
      allocation_cents: schools.titleOneAllocationCents,
      school_district: schoolDistricts.name,
      school_district_id: schools.leaid,
    })
    .from(schools)
    .leftJoin(schoolDistricts, eq(schoolDistricts.leaid, schools.leaid))
    .where(eq(schools.zip, zip))
    .orderBy(asc(sql`lower(${schools.schnam})`));
}
