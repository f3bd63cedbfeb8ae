import "server-only";
import { eq } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { schoolDistricts } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { recordAudit } from "@/lib/audit/record";
import { AppError, notFound } from "@/lib/http/errors";
import { districtToSet } from "./queries";
import { ZDistrictSettings, type TDistrictSettingsView } from "./schemas";

/**
 * Sets a district's direct + indirect target, ASCA edition and semester break: a manager or
 * director a district they are an active member of, the administrator any. The
 * dashboard, the analysis, the /sd pages and every report read them from school_districts. One
 * transaction: the change and its audit row commit together.
 */
export async function saveDistrictSettings(db: TDb, actor: TActor, input: unknown, now: Date = new Date()): Promise<TDistrictSettingsView> {
  const v = ZDistrictSettings.parse(input);
  const leaid = await districtToSet(db, actor.user, v.leaid);
  if (!leaid) throw new AppError("leaid_required", "Choose the district to set.", 422, "leaid");
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ directTarget: schoolDistricts.directTargetPercent, ascaEdition: schoolDistricts.ascaEdition, semesterBreak: schoolDistricts.semesterBreak })
      .from(schoolDistricts)
      .where(eq(schoolDistricts.leaid, leaid))
      .limit(1)
      .for("update");
    if (!before) throw notFound("This district does not exist.");
    const [row] = await tx
      .update(schoolDistricts)
      .set({ directTargetPercent: v.direct_target, ascaEdition: v.asca_edition, semesterBreak: v.semester_break })
      .where(eq(schoolDistricts.leaid, leaid))
      .returning({
        leaid: schoolDistricts.leaid,
        name: schoolDistricts.name,
        state: schoolDistricts.state,
        directTarget: schoolDistricts.directTargetPercent,
        ascaEdition: schoolDistricts.ascaEdition,
        semesterBreak: schoolDistricts.semesterBreak,
      });
    await recordAudit(tx, {
      actorId: actor.user.id,
      action: "district_settings.update",
      entity: "school_district",
      entityId: leaid,
      before,
      after: { directTarget: row.directTarget, ascaEdition: row.ascaEdition, semesterBreak: row.semesterBreak },
      now,
    });
    return row;
  });
}
