import "server-only";
import { ilike, or, sql, type SQL } from "drizzle-orm";
import { users, type TUserRow } from "@/db/schema";
import { ROLE } from "@/lib/auth/roles";
import { forbidden } from "@/lib/http/errors";

// The administrator's user lists of spec 3 §2.6 (/managersNotRenewd, /customerUser,
// /counselorOfTheYear, /evangelist, /ambassadorList): administrators only.

export const LIST_ADMINS: readonly number[] = [ROLE.admin];
export const LIST_PAGE_SIZE = 50;

export function assertListAdmin(actor: Pick<TUserRow, "roleId">): void {
  if (!LIST_ADMINS.includes(actor.roleId)) throw forbidden("Only administrators read this list.");
}

export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Name, username or email contains `q` (case-insensitive). */
export function userMatches(q: string): SQL {
  const p = containsPattern(q);
  return or(ilike(users.username, p), ilike(users.email, p), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, p)) as SQL;
}

export const displayName = (u: { firstName: string; lastName: string; username: string }) => `${u.firstName} ${u.lastName}`.trim() || u.username;

/** One CSV field (RFC 4180), with spreadsheet formula injection neutralised. */
export function csvField(value: unknown): string {
  let s = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(header: string[], rows: unknown[][]): string {
  return [header, ...rows].map((r) => r.map(csvField).join(",")).join("\r\n") + "\r\n";
}
