import { ROLE } from "@/lib/auth/roles";
import type { TUserRow } from "@/db/schema";

// The RAMP workspace, pack and OSCAR brochure need the RAMP add-on of the price
// book (users.ramp_addon, granted by an order or an administrator's add-on); trials and administrators may.

/** app_id 0 is the trial edition (db/schema/users.ts). */
const TRIAL_EDITION = 0;

/** Whether a user may open the RAMP pages and download the pack. */
export function mayUseRamp(user: Pick<TUserRow, "roleId" | "rampAddon" | "appId">): boolean {
  return user.roleId === ROLE.admin || user.rampAddon || user.appId === TRIAL_EDITION;
}
