import "server-only";
import { ilike, or, sql, type SQL } from "drizzle-orm";
import { users, type TUserRow } from "@/db/schema";
import { assertCan } from "@/lib/auth/permissions";

// The administrator's user lists (/managersNotRenewd, /customerUser,
// /counselorOfTheYear, /evangelist, /ambassadorList): administrators only.

export const LIST_PAGE_SIZE = 50;

/** Reading the lists is the access table's user.admin.read; nominating and enrolling is user.admin.write. */
export function assertListAdmin(actor: Pick<TUserRow, "roleId">, action: "user.admin.read" | "user.admin.write" = "user.admin.read"): void {
  assertCan(actor, action);
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
