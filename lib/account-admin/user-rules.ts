// Pure rules of the administrator's user page.

/** The editions an administrator gives: 0 trial, 1 PRO, 2 MAX, 3 and 4 the school-district licences. */
export const ADMIN_EDITIONS_LIST: readonly number[] = [0, 1, 2, 3, 4];

/** How the account stands, as the page shows it. */
export type TAccountState = "active" | "locked" | "inactive" | "pending";

/**
 * Active with a password: signs in. Active without one: locked (an administrator disabled the
 * password; a reset e-mail lets the person set a new one). Inactive without one: the activation
 * e-mail was never used (pending). Inactive with one: deactivated.
 */
export function accountState(u: { active: boolean; hasPassword: boolean }): TAccountState {
  if (u.active) return u.hasPassword ? "active" : "locked";
  return u.hasPassword ? "inactive" : "pending";
}
