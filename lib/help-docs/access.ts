import { assertCan, can } from "@/lib/auth/permissions";
import { forbidden } from "@/lib/http/errors";

// Help content: the access table's help.content.write (the administrator) edits, help.content.read
// (every working role, not the quote-only role) reads.

export function mayEditHelp(user: { roleId: number }): boolean {
  return can(user, "help.content.write");
}

export function assertMayEditHelp(user: { roleId: number }): void {
  if (!mayEditHelp(user)) throw forbidden("Only administrators edit the help content.");
}

export function assertMayReadHelp(user: { roleId: number }): void {
  assertCan(user, "help.content.read");
}
