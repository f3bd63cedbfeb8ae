import "server-only";
import { eq } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { counties, schoolDistricts, schools } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { recordAudit } from "@/lib/audit/record";
import { AppError } from "@/lib/http/errors";
import { assertMayEditInstitutions } from "./access";
import { idChanged, isUniqueViolation, schoolMissing, schoolTaken, unknownDistrict } from "./errors";
import { ZSchoolInput } from "./schemas";

/**
 * Creates a school (its NCESSCH is new) or updates one (its NCESSCH stays). The district, when
 * given, must exist; so must the county, in the school's state. Admins only; audited in the same transaction.
 */
export async function saveSchool(db: TDb, actor: TActor, input: unknown, target: { ncessch: string } | null, now: Date) {
  assertMayEditInstitutions(actor.user);
  const values = ZSchoolInput.parse(input);
  if (target && target.ncessch !== values.ncessch) throw idChanged("ncessch");
  try {
    return await db.transaction(async (tx) => {
      if (values.leaid) {
        const [district] = await tx.select({ leaid: schoolDistricts.leaid }).from(schoolDistricts).where(eq(schoolDistricts.leaid, values.leaid));
        if (!district) throw unknownDistrict(values.leaid);
      }
      if (values.countyFips) {
        const [county] = await tx.select({ state: counties.state }).from(counties).where(eq(counties.fips, values.countyFips));
        if (!county || county.state !== values.state) throw new AppError("unknown_county", `No county of ${values.state} has the FIPS code ${values.countyFips}.`, 422, "countyFips");
      }
      const [before] = await tx.select().from(schools).where(eq(schools.ncessch, values.ncessch)).for("update");
      if (!target && before) throw schoolTaken(values.ncessch);
      if (target && !before) throw schoolMissing();
      const [row] = target ? await tx.update(schools).set(values).where(eq(schools.ncessch, values.ncessch)).returning() : await tx.insert(schools).values(values).returning();
      await recordAudit(tx, { actorId: actor.user.id, action: target ? "update" : "create", entity: "school", entityId: row.ncessch, before: before ?? null, after: row, now });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw schoolTaken(values.ncessch);
    throw error;
  }
}
