import { ROLE } from "@/lib/auth/roles";
import { forbidden } from "@/lib/http/errors";

// Only administrators write institutions (issue 17: "Only administrators edit institutions").
export const INSTITUTION_ADMINS: readonly number[] = [ROLE.admin];

export function mayEditInstitutions(user: { roleId: number }): boolean {
  return INSTITUTION_ADMINS.includes(user.roleId);
}

export function assertMayEditInstitutions(user: { roleId: number }): void {
  if (!mayEditInstitutions(user)) throw forbidden("Only administrators edit schools, districts and conferences.");
}
