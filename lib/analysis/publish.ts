import { eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { schoolDistricts, type TUserRow } from "@/db/schema";
import { ROLE } from "@/lib/auth/roles";
import { forbidden, notFound } from "@/lib/http/errors";
import { districtCounselorsWithTime } from "./public-district";
import { MIN_PUBLISHED_COUNSELORS } from "./rules";

/** Who may publish their district's use of time: a manager or director who belongs to a district. */
export function canPublishDistrict(user: Pick<TUserRow, "roleId" | "leaid">): boolean {
  return (user.roleId === ROLE.manager || user.roleId === ROLE.director) && !!user.leaid;
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
  if (!canPublishDistrict(user)) return null;
  const [row] = await db
    .select({ leaid: schoolDistricts.leaid, name: schoolDistricts.name, published: schoolDistricts.publishUseOfTime })
    .from(schoolDistricts)
    .where(eq(schoolDistricts.leaid, user.leaid as string))
    .limit(1);
  if (!row) return null;
  return { ...row, minCounselors: MIN_PUBLISHED_COUNSELORS, counselorsWithTime: await districtCounselorsWithTime(db, row.leaid, now) };
}

/**
 * Turns the publication of the actor's district's aggregate use of time at /sd/{LEAID} on or off.
 * Only a manager or director of that district; the published page shows no names.
 */
export async function setDistrictPublished(db: TDbOrTx, actor: TUserRow, published: boolean): Promise<{ leaid: string; published: boolean }> {
  if (!canPublishDistrict(actor)) throw forbidden();
  const [row] = await db
    .update(schoolDistricts)
    .set({ publishUseOfTime: published })
    .where(eq(schoolDistricts.leaid, actor.leaid as string))
    .returning({ leaid: schoolDistricts.leaid, published: schoolDistricts.publishUseOfTime });
  if (!row) throw notFound();
  return row;
}
