// Pure rules of the SFTP roster drop page. The CSV columns are those of the roster
// import itself (lib/clients/schemas.ts), read from its code so the instructions cannot drift.

import { MAX_ROSTER_BYTES, MAX_ROSTER_ROWS, RACE_CODES, ROSTER_COLUMNS, ROSTER_REQUIRED } from "@/lib/clients/schemas";
import { ROLE } from "@/lib/auth/roles";

export const SFTP_ROLES: readonly number[] = [ROLE.admin, ROLE.manager, ROLE.director, ROLE.stateManager];

export const ROSTER_FORMAT = {
  columns: ROSTER_COLUMNS,
  required: ROSTER_REQUIRED,
  raceCodes: RACE_CODES,
  maxRows: MAX_ROSTER_ROWS,
  maxBytes: MAX_ROSTER_BYTES,
} as const;

/** The SFTP account of a district: one login per district (its NCES LEAID). */
export function sftpUser(leaid: string | null): string | null {
  return leaid && /^\d{7}$/.test(leaid) ? `roster-${leaid}` : null;
}

/** The nightly file a district drops: one per counselor, named by the counselor's username, in the district's folder. */
export function rosterFileName(username: string): string {
  return `${username.toLowerCase()}.csv`;
}

/** A sample file: the header and one row per required/optional column, with values the import accepts. */
export function sampleCsv(): string {
  const sample: Record<string, string> = { name: "Jamie Doe", student_number: "100234", grade: "7", gender: "F", esl: "N", frl: "Y", iep: "N", ada: "N", race: "HI" };
  return `${ROSTER_COLUMNS.join(",")}\n${ROSTER_COLUMNS.map((c) => sample[c] ?? "").join(",")}\n`;
}
