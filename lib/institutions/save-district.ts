import "server-only";
import { eq } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { schoolDistricts } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { recordAudit } from "@/lib/audit/record";
import { assertMayEditInstitutions } from "./access";
import { districtMissing, districtTaken, idChanged, isUniqueViolation } from "./errors";
import { ZDistrictInput } from "./schemas";

/**
 * Creates a school district (mode "create": its LEAID is new) or updates one (its LEAID stays).
 * Admins only; the change is audited in the same transaction.
 */
export async function saveDistrict(db: TDb, actor: TActor, input: unknown, target: { leaid: string } | null, now: Date) {
  assertMayEditInstitutions(actor.user);
  const values = ZDistrictInput.parse(input);
  if (target && target.leaid !== values.leaid) throw idChanged("leaid");
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select().from(schoolDistricts).where(eq(schoolDistricts.leaid, values.leaid)).for("update");
      if (!target && before) throw districtTaken(values.leaid);
      if (target && !before) throw districtMissing();
      const [row] = target ? await tx.update(schoolDistricts).set(values).where(eq(schoolDistricts.leaid, values.leaid)).returning() : await tx.insert(schoolDistricts).values(values).returning();
      await recordAudit(tx, { actorId: actor.user.id, action: target ? "update" : "create", entity: "school_district", entityId: row.leaid, before: before ?? null, after: row, now });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw districtTaken(values.leaid);
    throw error;
  }
}
