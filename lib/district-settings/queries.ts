import "server-only";
import { asc, eq, ilike, or } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { schoolDistricts, type TUserRow } from "@/db/schema";
import { ROLE } from "@/lib/auth/roles";
import { forbidden, notFound } from "@/lib/http/errors";
import { activeDistricts } from "@/lib/memberships/queries";
import type { TDistrictSettingsView } from "./schemas";

// Reads of the district settings: the district a user may set (a manager or director a district of
// their active memberships, the administrator any), its settings, and the administrator's search by LEAID or name.

const VIEW = {
  leaid: schoolDistricts.leaid,
  name: schoolDistricts.name,
  state: schoolDistricts.state,
  directTarget: schoolDistricts.directTargetPercent,
  ascaEdition: schoolDistricts.ascaEdition,
  semesterBreak: schoolDistricts.semesterBreak,
};

/**
 * Who sets district settings: the administrator (any district); a manager or director a district
 * they are an ACTIVE member of (lib/memberships), never the district their profile names.
 */
export async function maySetDistrict(db: TDbOrTx, user: Pick<TUserRow, "id" | "roleId">, leaid: string): Promise<boolean> {
  if (user.roleId === ROLE.admin) return true;
  if (user.roleId === ROLE.manager || user.roleId === ROLE.director) return (await activeDistricts(db, user.id)).includes(leaid);
  return false;
}

/**
 * The district `actor` sets: the one asked for (the administrator any; a manager or director only a
 * district of their active memberships, else 403), or their own when none is asked for. Null for an
 * administrator who named none.
 */
export async function districtToSet(db: TDbOrTx, actor: Pick<TUserRow, "id" | "roleId">, leaid: string | null | undefined): Promise<string | null> {
  if (leaid) {
    if (!(await maySetDistrict(db, actor, leaid))) throw forbidden("You may set the settings of your own district only.");
    return leaid;
  }
  if (actor.roleId === ROLE.admin) return null;
  const own = actor.roleId === ROLE.manager || actor.roleId === ROLE.director ? await activeDistricts(db, actor.id) : [];
  if (own.length === 0) throw forbidden("Your account is not a member of a district.");
  return own[0];
}

/** A district's settings, or 404. */
export async function districtSettingsOf(db: TDbOrTx, leaid: string): Promise<TDistrictSettingsView> {
  const [row] = await db.select(VIEW).from(schoolDistricts).where(eq(schoolDistricts.leaid, leaid)).limit(1);
  if (!row) throw notFound("This district does not exist.");
  return row;
}

/** The administrator's picker: districts whose LEAID starts with, or whose name contains, the text (20 at most). */
export async function searchDistricts(db: TDbOrTx, text: string): Promise<TDistrictSettingsView[]> {
  const q = text.trim().slice(0, 80);
  if (q.length < 2) return [];
  const escaped = q.replace(/[\\%_]/g, (c) => `\\${c}`);
  return db
    .select(VIEW)
    .from(schoolDistricts)
    .where(or(ilike(schoolDistricts.leaid, `${escaped}%`), ilike(schoolDistricts.name, `%${escaped}%`)))
    .orderBy(asc(schoolDistricts.name), asc(schoolDistricts.leaid))
    .limit(20);
}
