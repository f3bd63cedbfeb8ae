import type { TDbOrTx } from "@/db/client";
import type { TRosterKind } from "@/db/schema/roster";
import type { TCaseloadRule } from "@/lib/caseloads/rules";
import type { TRosterError, TRosterPackage } from "./parse";

// What the import's steps share: the transaction, the district, the clock, the rows already on file
// per kind and sourcedId, and the counts the preview shows.

export type TSourceRow = { id: number; kind: TRosterKind; sourcedId: string; localId: number | null; otherId: number | null; ncessch: string | null; hash: string; deletedAt: Date | null };

export const COUNT_KINDS = ["schools", "sessions", "staff", "students", "groups", "members"] as const;
export type TCountKind = (typeof COUNT_KINDS)[number];
export type TKindCounts = { created: number; updated: number; deleted: number; unchanged: number };
export type TRosterCounts = Record<TCountKind, TKindCounts> & { invited: number; unassigned: number; skipped: number };

export function emptyCounts(): TRosterCounts {
  const zero = () => ({ created: 0, updated: 0, deleted: 0, unchanged: 0 });
  return { schools: zero(), sessions: zero(), staff: zero(), students: zero(), groups: zero(), members: zero(), invited: 0, unassigned: 0, skipped: 0 };
}

export type TImportContext = {
  tx: TDbOrTx;
  leaid: string;
  actorId: number;
  now: Date;
  origin: string | null;
  dryRun: boolean;
  pkg: TRosterPackage;
  sources: Map<TRosterKind, Map<string, TSourceRow>>;
  rules: TCaseloadRule[];
  counts: TRosterCounts;
  errors: TRosterError[];
  /** org sourcedId → ncessch (schools of the file and of earlier imports). */
  orgSchool: Map<string, string>;
  /** user sourcedId → account id of staff; counselors apart. */
  staffAccount: Map<string, number>;
  counselorAccount: Map<string, number>;
  /** student sourcedId → { client id, counselor }. */
  studentClient: Map<string, { clientId: number; counselorId: number }>;
  /** class sourcedId → { group client id, owner }. */
  classGroup: Map<string, { groupId: number; ownerId: number }>;
  touchedGroups: Set<number>;
};

export function sourcesOf(ctx: TImportContext, kind: TRosterKind): Map<string, TSourceRow> {
  let m = ctx.sources.get(kind);
  if (!m) ctx.sources.set(kind, (m = new Map()));
  return m;
}

/** Rows in slices, so one statement never carries more parameters than PostgreSQL accepts. */
export function chunks<T>(rows: readonly T[], size = 1000): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}
