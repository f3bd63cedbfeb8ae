import { describe, expect, it } from "vitest";
import { checkNcesFile } from "@/lib/institutions/nces-rules";
import { ZSchoolInput } from "@/lib/institutions/schemas";
import { geoDrawing } from "@/lib/reports/geo";
import { isStateCode, stateCodeOfFips, stateFipsOf, stateOfCounty } from "@/lib/reports/geo-codes";
import { colorOf, colorSteps, mapValues, NO_DATA_COLOR, STEP_COLORS } from "@/lib/reports/geo-scale";
import type { TReportChart } from "@/lib/reports/types";

// The maps' geometry, colour steps and codes; the county of a school (NCES
// import and the admin form).

describe("state codes and FIPS", () => {
  it("USPS ↔ FIPS both ways, and a county's state from its first two digits", () => {
    expect(stateFipsOf("WA")).toBe("53");
    expect(stateCodeOfFips("06")).toBe("CA");
    expect(stateOfCounty("53033")).toBe("WA");
    expect(stateOfCounty("5303")).toBeNull();
    expect(isStateCode("ZZ")).toBe(false);
  });
});

describe("map drawings (us-atlas, pre-projected Albers USA)", () => {
  it("the states map draws the 50 states and DC, each a path, keyed by USPS code", () => {
    const d = geoDrawing({ level: "states" })!;
    expect(d.areas).toHaveLength(51);
    expect(d.areas.find((a) => a.id === "WA")).toMatchObject({ name: "Washington" });
    expect(d.areas.every((a) => a.d.startsWith("M"))).toBe(true);
    // Cached: the same drawing, not a new one per request.
    expect(geoDrawing({ level: "states" })).toBe(d);
  });

  it("one state's counties are all of its counties (Washington: 39), fitted into the frame", () => {
    const d = geoDrawing({ level: "counties", state: "WA" })!;
    expect(d.areas).toHaveLength(39);
    expect(d.areas.find((a) => a.id === "53033")?.name).toBe("King");
    expect(d.outline).toBeTruthy();
    expect(geoDrawing({ level: "counties", state: "ZZ" })).toBeNull();
  });

  it("without a state, only the counties asked for are sent, over the state borders", () => {
    const d = geoDrawing({ level: "counties" }, ["53033", "06007", "99999"])!;
    expect(d.areas.map((a) => a.id)).toEqual(["53033", "06007"]);
    expect(d.outline).toBeTruthy();
  });
});

describe("colour steps", () => {
  const chart = (unit: TReportChart["unit"], data: Record<string, string | number>[]): TReportChart => ({ kind: "map", xKind: "text", unit, series: [{ key: "v", color: "#000" }], data });

  it("percents use fixed steps ending at the 80 % target band; a missing value is 'no data', not the lowest step", () => {
    const steps = colorSteps("percent", []);
    expect(steps.map((s) => [s.min, s.max])).toEqual([
      [0, 50],
      [50, 65],
      [65, 80],
      [80, 90],
      [90, 100],
    ]);
    expect(colorOf(steps, 79)).toBe(STEP_COLORS[2]);
    expect(colorOf(steps, 80)).toBe(STEP_COLORS[3]);
    expect(colorOf(steps, 100)).toBe(STEP_COLORS[4]);
    expect(colorOf(steps, null)).toBe(NO_DATA_COLOR);
  });

  it("counts step up to a round number over the largest value", () => {
    const steps = colorSteps("count", [3, 37]);
    expect(steps.at(-1)!.max).toBe(50);
    expect(colorOf(steps, 37)).toBe(STEP_COLORS[3]);
  });

  it("the map's values come from the first series, by area id", () => {
    expect([
      ...mapValues(
        chart("count", [
          { x: "WA", v: 3 },
          { x: "CA", v: 1 },
        ]),
      ),
    ]).toEqual([
      ["WA", 3],
      ["CA", 1],
    ]);
  });
});

describe("a school's county", () => {
  it("the NCES school file's CNTY column gives the county (a leading zero restored); one of another state is dropped", () => {
    const file = "NCESSCH,LEAID,SCH_NAME,ST,LZIP,CNTY\n060837000815,0608370,Chico High,CA,95926,6007\n530771001234,5307710,Sugiyama High,WA,98118,06007\n530771001161,5307710,Dunlap,WA,98118,\n";
    const check = checkNcesFile(file);
    if (check.kind !== "schools") throw new Error("expected schools");
    expect(check.rows.map((r) => r.countyFips)).toEqual(["06007", null, null]);
  });

  it("the admin form: a 5-digit county of the school's state; empty clears it; another state's is refused", () => {
    const base = { ncessch: "530771001234", schnam: "X", state: "WA", zip: "98118" };
    expect(ZSchoolInput.parse({ ...base, countyFips: "53033" }).countyFips).toBe("53033");
    expect(ZSchoolInput.parse({ ...base, countyFips: "" }).countyFips).toBeNull();
    expect(ZSchoolInput.parse(base).countyFips).toBeUndefined();
    const wrong = ZSchoolInput.safeParse({ ...base, countyFips: "06007" });
    expect(wrong.success ? null : wrong.error.issues[0].path).toEqual(["countyFips"]);
    expect(ZSchoolInput.safeParse({ ...base, countyFips: "5303" }).success).toBe(false);
  });
});
