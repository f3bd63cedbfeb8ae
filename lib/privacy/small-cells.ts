// The small-cell rule for every figure about students that leaves the counselor who owns them:
// a count of 1 to 4 students is never shown (primary suppression), nor is any figure from which a
// reader could work such a count out by subtracting shown figures from a shown total
// (complementary suppression), and when the whole base is under 5 nothing about it is shown at all,
// zeros included (a zero next to a total of 1 names that student's subgroup). Pure: no db, no clock.

/** Figures about fewer students than this are withheld. */
export const SMALL_CELL_FLOOR = 5;

/** What a withheld figure reads as: a count under 5, and a figure withheld so that one cannot be worked out. */
export const SMALL_MARK = "<5";
export const COMPLEMENT_MARK = "—";
export type TSuppressedMark = typeof SMALL_MARK | typeof COMPLEMENT_MARK;

/**
 * One figure: an id, its count of students, and whether the reader sees it. A cell that is not shown
 * but that a reader could compute (students of a caseload NOT in a subgroup: caseload − subgroup)
 * takes part as a hidden cell: it must not become computable when it is under 5.
 */
export type TCell = { id: string; value: number; shown?: boolean };

/** Cells that add up to another cell (`total`): a subgroup and its rest make the caseload; male and female too. */
export type TPartition = { total: string; parts: readonly string[] };

export type TSuppressionReason = "small" | "complement";

const isSmall = (v: number, floor: number) => v > 0 && v < floor;

/**
 * Which shown cells are withheld and why. `base`, when given, is the number of students the whole set
 * of figures is about (after every filter): under the floor, every shown cell is withheld. Then each
 * partition whose total is known is checked until nothing changes: when exactly one of its parts is
 * unknown to the reader and that part is withheld (or hidden and under the floor), the smallest
 * known part is withheld too (a complement); a withheld total whose parts are all known gets one
 * of its parts withheld as well.
 */
export function suppressSmallCells(cells: readonly TCell[], partitions: readonly TPartition[] = [], opts: { base?: number; floor?: number } = {}): Map<string, TSuppressionReason> {
  const floor = opts.floor ?? SMALL_CELL_FLOOR;
  const byId = new Map(cells.map((c) => [c.id, c]));
  const out = new Map<string, TSuppressionReason>();
  const shown = (id: string) => byId.get(id)?.shown !== false;
  if (opts.base !== undefined && opts.base < floor) {
    for (const c of cells) if (shown(c.id)) out.set(c.id, "small");
    return out;
  }
  for (const c of cells) if (shown(c.id) && isSmall(c.value, floor)) out.set(c.id, "small");
  const known = (id: string) => byId.has(id) && shown(id) && !out.has(id);
  // A cell a reader must not be able to compute: withheld, or hidden and under the floor.
  const protectedCell = (id: string) => out.has(id) || (!shown(id) && isSmall(byId.get(id)?.value ?? 0, floor));
  /** Withholds the smallest known cell of `ids` (a non-zero one first); false when none is left. */
  const withholdOne = (ids: readonly string[]): boolean => {
    const candidates = ids.filter(known).map((id) => byId.get(id)!);
    if (candidates.length === 0) return false;
    candidates.sort((a, b) => Number(a.value === 0) - Number(b.value === 0) || a.value - b.value || a.id.localeCompare(b.id));
    out.set(candidates[0].id, "complement");
    return true;
  };
  for (let changed = true, guard = 0; changed && guard < cells.length + 1; guard += 1) {
    changed = false;
    for (const p of partitions) {
      const unknown = p.parts.filter((id) => !known(id));
      if (known(p.total)) {
        if (unknown.length === 1 && protectedCell(unknown[0])) {
          // The one unknown part is the total minus the others: withhold another part, or else the total.
          if (!withholdOne(p.parts)) out.set(p.total, "complement");
          changed = true;
        }
      } else if (out.has(p.total) && unknown.length === 0) {
        changed = withholdOne(p.parts) || changed;
      }
    }
  }
  return out;
}

/** A figure as shown: its value, or the mark of why it is withheld. */
export function markOf(reason: TSuppressionReason | undefined): TSuppressedMark | null {
  if (!reason) return null;
  return reason === "small" ? SMALL_MARK : COMPLEMENT_MARK;
}

/** Whether a cell value is one of the marks of a withheld figure. */
export function isSuppressedMark(value: unknown): value is TSuppressedMark {
  return value === SMALL_MARK || value === COMPLEMENT_MARK;
}

/** One count on its own (no partition): "<5" for 1 to 4, else the count. */
export function smallCount(value: number): number | typeof SMALL_MARK {
  return isSmall(value, SMALL_CELL_FLOOR) ? SMALL_MARK : value;
}
