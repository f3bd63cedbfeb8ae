import { can } from "@/lib/auth/permissions";
import { forbidden } from "@/lib/http/errors";

// Schools, districts and conferences are written by whoever holds institution.write in the access
// table (the administrator).

export function mayEditInstitutions(user: { roleId: number }): boolean {
  return can(user, "institution.write");
}

export function assertMayEditInstitutions(user: { roleId: number }): void {
  if (!mayEditInstitutions(user)) throw forbidden("Only administrators edit schools, districts and conferences.");
}
