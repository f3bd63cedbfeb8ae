import { areaByKey } from "@/lib/auth/areas";
import { ROLE } from "@/lib/auth/roles";
import { forbidden } from "@/lib/http/errors";

// Help content (issue 16): the administrator edits, every working role reads (the areas table's
// help readers: not the quote-only role 6). One list per side, so a route's access cannot drift.

export const HELP_ADMINS: readonly number[] = [ROLE.admin];
const readers = areaByKey("documentations").roles;
export const HELP_READERS: readonly number[] = readers === "all" ? [] : readers;

export function mayEditHelp(user: { roleId: number }): boolean {
  return HELP_ADMINS.includes(user.roleId);
}

export function assertMayEditHelp(user: { roleId: number }): void {
  if (!mayEditHelp(user)) throw forbidden("Only administrators edit the help content.");
}

export function assertMayReadHelp(user: { roleId: number }): void {
  if (!HELP_READERS.includes(user.roleId)) throw forbidden();
}
