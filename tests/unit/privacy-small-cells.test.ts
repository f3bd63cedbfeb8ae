import { describe, expect, it } from "vitest";
import { COMPLEMENT_MARK, markOf, SMALL_MARK, smallCount, suppressSmallCells, type TCell, type TPartition } from "@/lib/privacy/small-cells";

// What a reader can work out: every figure shown, then any partition with exactly one unknown
// (part or total) gives it by subtraction; repeated until nothing new is learnt.
function recoverable(cells: readonly TCell[], partitions: readonly TPartition[], withheld: Map<string, unknown>): Set<string> {
  const knownIds = new Set(cells.filter((c) => c.shown !== false && !withheld.has(c.id)).map((c) => c.id));
  const learnt = new Set<string>();
  for (let changed = true; changed;) {
    changed = false;
    for (const p of partitions) {
      const ids = [p.total, ...p.parts];
      const unknown = ids.filter((id) => !knownIds.has(id));
      if (unknown.length === 1) {
        knownIds.add(unknown[0]);
        learnt.add(unknown[0]);
        changed = true;
      }
    }
  }
  return learnt;
}

/** The cells a reader must never learn: withheld ones, and hidden ones of 1 to 4. */
function secrets(cells: readonly TCell[], withheld: Map<string, unknown>): string[] {
  return cells.filter((c) => withheld.has(c.id) || (c.shown === false && c.value > 0 && c.value < 5)).map((c) => c.id);
}

describe("small cells", () => {
  it("a count of 1 to 4 is withheld as '<5'; 0 and 5 or more are shown", () => {
    const out = suppressSmallCells([
      { id: "a", value: 0 },
      { id: "b", value: 1 },
      { id: "c", value: 4 },
      { id: "d", value: 5 },
    ]);
    expect([...out.entries()]).toEqual([
      ["b", "small"],
      ["c", "small"],
    ]);
    expect([markOf(out.get("b")), markOf(out.get("d"))]).toEqual([SMALL_MARK, null]);
    expect([smallCount(3), smallCount(0), smallCount(12)]).toEqual(["<5", 0, 12]);
  });

  it("a base under 5 withholds every figure about it, zeros included", () => {
    const out = suppressSmallCells(
      [
        { id: "total", value: 1 },
        { id: "male", value: 1 },
        { id: "female", value: 0 },
      ],
      [],
      { base: 1 },
    );
    expect(out.get("female")).toBe("small");
    expect(out.size).toBe(3);
  });

  it("male 3 and female 17 of 20: female is withheld too, so that 20 − 17 does not give male", () => {
    const cells = [
      { id: "total", value: 20 },
      { id: "male", value: 3 },
      { id: "female", value: 17 },
    ];
    const parts = [{ total: "total", parts: ["male", "female"] }];
    const out = suppressSmallCells(cells, parts);
    expect(out.get("male")).toBe("small");
    expect(out.get("female")).toBe("complement");
    expect(markOf(out.get("female"))).toBe(COMPLEMENT_MARK);
    expect(out.has("total")).toBe(false);
  });

  it("a subgroup of 18 in a caseload of 20 is withheld: the 2 outside it would follow", () => {
    const cells = [
      { id: "caseload", value: 20 },
      { id: "iep", value: 18 },
      { id: "notIep", value: 2, shown: false },
    ];
    const out = suppressSmallCells(cells, [{ total: "caseload", parts: ["iep", "notIep"] }]);
    expect(out.get("iep")).toBe("complement");
  });

  it("the complement is the smallest other figure, a non-zero one first", () => {
    const cells = [
      { id: "t", value: 40 },
      { id: "a", value: 2 },
      { id: "b", value: 0 },
      { id: "c", value: 30 },
      { id: "d", value: 8 },
    ];
    const out = suppressSmallCells(cells, [{ total: "t", parts: ["a", "b", "c", "d"] }]);
    expect(out.get("d")).toBe("complement");
    expect(out.has("b")).toBe(false);
  });

  it("a withheld total cannot be added back up from its parts: one of them is withheld too", () => {
    const cells = [
      { id: "all", value: 20 },
      { id: "m", value: 3 },
      { id: "f", value: 17 },
      { id: "fServed", value: 10 },
      { id: "fNotYet", value: 7 },
    ];
    const out = suppressSmallCells(cells, [
      { total: "all", parts: ["m", "f"] },
      { total: "f", parts: ["fServed", "fNotYet"] },
    ]);
    expect(out.get("f")).toBe("complement");
    expect(out.get("fNotYet")).toBe("complement");
    expect(out.has("fServed")).toBe(false);
  });

  it("on 500 random tables of subgroups no withheld or hidden small figure can be worked out from the others", () => {
    let seed = 7;
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let round = 0; round < 500; round++) {
      const cells: TCell[] = [];
      const partitions: TPartition[] = [];
      const sexes = [rnd(12), rnd(12)];
      const races = [rnd(6), rnd(6), rnd(6), rnd(9)];
      const total = sexes[0] + sexes[1];
      const raceTotal = races.reduce((a, b) => a + b, 0);
      cells.push({ id: "all", value: total }, { id: "m", value: sexes[0] }, { id: "f", value: sexes[1] });
      partitions.push({ total: "all", parts: ["m", "f"] });
      cells.push({ id: "races", value: raceTotal });
      races.forEach((v, i) => cells.push({ id: `r${i}`, value: v }));
      partitions.push({ total: "races", parts: races.map((_, i) => `r${i}`) });
      // A binary subgroup inside the sexes' total and a served count inside it.
      const iep = rnd(total + 1);
      const served = rnd(iep + 1);
      cells.push({ id: "iep", value: iep }, { id: "notIep", value: total - iep, shown: false }, { id: "iepServed", value: served }, { id: "iepNotServed", value: iep - served, shown: false });
      partitions.push({ total: "all", parts: ["iep", "notIep"] }, { total: "iep", parts: ["iepServed", "iepNotServed"] });
      const out = suppressSmallCells(cells, partitions, { base: total });
      const learnt = recoverable(cells, partitions, out);
      for (const id of secrets(cells, out)) expect(learnt.has(id), `round ${round}: ${id} can be worked out`).toBe(false);
    }
  });
});
