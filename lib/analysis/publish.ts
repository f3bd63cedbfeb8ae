import { eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { schoolDistricts, type TUserRow } from "@/db/schema";
import { ROLE } from "@/lib/auth/roles";
import { recordAudit } from "@/lib/audit/record";
import { forbidden, notFound } from "@/lib/http/errors";
import { activeDistricts } from "@/lib/memberships/queries";
import { districtCounselorsWithTime } from "./public-district";
import { MIN_PUBLISHED_COUNSELORS } from "./rules";

/**
 * The district whose /sd page `user` may publish: a manager's or director's district is an ACTIVE
 * membership of theirs (lib/memberships), never the district their profile names; null for anyone else.
 */
export async function publishableDistricts(db: TDbOrTx, user: Pick<TUserRow, "id" | "roleId">): Promise<string[]> {
  if (user.roleId !== ROLE.manager && user.roleId !== ROLE.director) return [];
  return activeDistricts(db, user.id);
}

export type TPublishState = {
  leaid: string;
  name: string;
  published: boolean;
  /** The privacy floor, and how many of the district's counselors recorded time this school year. */
  minCounselors: number;
  counselorsWithTime: number;
};

/** Whether the actor's district publishes its use of time (null when the actor may not change it). */
export async function districtPublishState(db: TDbOrTx, user: TUserRow, now: Date): Promise<TPublishState | null> {
  const [leaid] = await publishableDistricts(db, user);
  if (!leaid) return null;
  const [row] = await db
    .select({ leaid: schoolDistricts.leaid, name: schoolDistricts.name, published: schoolDistricts.publishUseOfTime })
    .from(schoolDistricts)
    .where(eq(schoolDistricts.leaid, leaid))
    .limit(1);
  if (!row) return null;
  return { ...row, minCounselors: MIN_PUBLISHED_COUNSELORS, counselorsWithTime: await districtCounselorsWithTime(db, row.leaid, now) };
}

/**
 * Turns the publication of a district's aggregate use of time at /sd/{LEAID} on or off: only a
 * manager or director who is an active member of that district (their first one when none is named).
 * The published page shows no names. The switch and its audit row commit together.
 */
export async function setDistrictPublished(db: TDbOrTx, actor: TUserRow, published: boolean, leaid?: string | null): Promise<{ leaid: string; published: boolean }> {
  const mine = await publishableDistricts(db, actor);
  const target = leaid ?? mine[0];
  if (!target || !mine.includes(target)) throw forbidden("You may publish your own district only.");
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ published: schoolDistricts.publishUseOfTime }).from(schoolDistricts).where(eq(schoolDistricts.leaid, target)).limit(1).for("update");
    if (!before) throw notFound();
    const [row] = await tx
      .update(schoolDistricts)
      .set({ publishUseOfTime: published })
      .where(eq(schoolDistricts.leaid, target))
      .returning({ leaid: schoolDistricts.leaid, published: schoolDistricts.publishUseOfTime });
    await recordAudit(tx, { actorId: actor.id, action: "district.publish", entity: "school_district", entityId: target, before, after: { published: row.published } });
    return row;
  });
}
