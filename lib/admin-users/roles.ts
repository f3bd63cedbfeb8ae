import "server-only";
import type { TUserRow } from "@/db/schema";
import { ROLE, ROLE_IDS } from "@/lib/auth/roles";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/locales";
import { translatorFor } from "@/lib/signup/translate";
import { visibilityOf } from "./queries";

/** A user created by an administrator is a member (role 4) unless another role is chosen. */
export const DEFAULT_NEW_ROLE = ROLE.member;

/** The roles an actor may give a new user: administrators any real role; nobody else creates users. */
export function assignableRoles(actor: TUserRow): number[] {
  return actor.roleId === ROLE.admin ? ROLE_IDS.filter((r) => r !== ROLE.none) : [];
}

/** The roles list of the create-user form, named in the actor's language (GET /api/v1/user/roles). */
export async function rolesList(actor: TUserRow) {
  const t = await translatorFor(isLocale(actor.language) ? actor.language : DEFAULT_LOCALE, "roles");
  return {
    roles: assignableRoles(actor).map((id) => ({ role_id: id, name: t(String(id)) })),
    default_role_id: DEFAULT_NEW_ROLE,
  };
}

/** Which users the actor sees and may change (GET /api/v1/users/visibility). */
export function visibility(actor: TUserRow) {
  const scope = visibilityOf(actor);
  const admin = actor.roleId === ROLE.admin;
  return {
    scope,
    can_list: scope !== "none",
    can_create: admin,
    can_approve: admin,
    can_import: admin,
    default_role_id: DEFAULT_NEW_ROLE,
  };
}
