import "server-only";
import { eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { memberships, schoolDistricts, schools } from "@/db/schema";
import { recordAudit } from "@/lib/audit/record";
import { AppError } from "@/lib/http/errors";

/** The school or district an administrator chose for a user, as the user row and the membership store it. */
export type TChosenPlace = {
  ncessch: string | null;
  leaid: string | null;
  schoolName: string;
  zipcode: string | null;
  state: string | null;
};

/**
 * Resolves the NCESSCH / LEAID an administrator typed or picked: a school gives its district, name,
 * zip and state; a district alone (a school-district account) gives its name and state. An unknown
 * id is a 422 naming the field, never a foreign-key 500.
 */
export async function resolvePlace(tx: TDbOrTx, v: { ncessch?: string; leaid?: string; schoolName: string; zipcode?: string }): Promise<TChosenPlace | null> {
  if (v.ncessch) {
    const [school] = await tx.select().from(schools).where(eq(schools.ncessch, v.ncessch)).limit(1);
    if (!school) throw new AppError("unknown_school", "No school has this NCES id.", 422, "NCESSCH");
    if (v.leaid && school.leaid && v.leaid !== school.leaid) throw new AppError("school_not_in_district", "This school is not in that district.", 422, "LEAID");
    return { ncessch: school.ncessch, leaid: school.leaid, schoolName: v.schoolName || school.schnam, zipcode: v.zipcode || school.zip, state: school.state };
  }
  if (v.leaid) {
    const [district] = await tx.select().from(schoolDistricts).where(eq(schoolDistricts.leaid, v.leaid)).limit(1);
    if (!district) throw new AppError("unknown_district", "No school district has this LEAID.", 422, "LEAID");
    return { ncessch: null, leaid: district.leaid, schoolName: v.schoolName || district.name, zipcode: v.zipcode || district.zip, state: district.state };
  }
  return v.schoolName || v.zipcode ? { ncessch: null, leaid: null, schoolName: v.schoolName, zipcode: v.zipcode ?? null, state: null } : null;
}

/**
 * The active membership an administrator grants with the place (source 'admin'), inside the
 * caller's transaction, with its audit row: a school membership when a school was chosen, a
 * district membership for a district alone. A place with no district gives no membership.
 */
export async function grantAdminMembership(tx: TDbOrTx, v: { actorId: number; userId: number; roleId: number; place: TChosenPlace; now: Date }) {
  if (!v.place.leaid) return null;
  const [row] = await tx
    .insert(memberships)
    .values({
      userId: v.userId,
      leaid: v.place.leaid,
      ncessch: v.place.ncessch,
      roleId: v.roleId,
      status: "active",
      source: "admin",
      note: "",
      requestedAt: v.now,
      decidedBy: v.actorId,
      decidedAt: v.now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  await recordAudit(tx, {
    actorId: v.actorId,
    action: "membership.grant",
    entity: "membership",
    entityId: row.id,
    after: { userId: row.userId, leaid: row.leaid, ncessch: row.ncessch, roleId: row.roleId, status: row.status, source: row.source },
    now: v.now,
  });
  return row;
}
