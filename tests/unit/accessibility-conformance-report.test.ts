import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The accessibility conformance report lists every WCAG 2.1 and 2.2 criterion of levels A and AA once, and a
// criterion it marks "Supports" names a test that exists (or says how it was checked without one): renaming or
// removing that test fails here until the report is updated.

const REPORT = readFileSync(path.join(process.cwd(), "docs/accessibility-conformance-report.md"), "utf8");

const CRITERIA = [
  "1.1.1",
  "1.2.1",
  "1.2.2",
  "1.2.3",
  "1.2.4",
  "1.2.5",
  "1.3.1",
  "1.3.2",
  "1.3.3",
  "1.3.4",
  "1.3.5",
  "1.4.1",
  "1.4.2",
  "1.4.3",
  "1.4.4",
  "1.4.5",
  "1.4.10",
  "1.4.11",
  "1.4.12",
  "1.4.13",
  "2.1.1",
  "2.1.2",
  "2.1.4",
  "2.2.1",
  "2.2.2",
  "2.3.1",
  "2.4.1",
  "2.4.2",
  "2.4.3",
  "2.4.4",
  "2.4.5",
  "2.4.6",
  "2.4.7",
  "2.4.11",
  "2.5.1",
  "2.5.2",
  "2.5.3",
  "2.5.4",
  "2.5.7",
  "2.5.8",
  "3.1.1",
  "3.1.2",
  "3.2.1",
  "3.2.2",
  "3.2.3",
  "3.2.4",
  "3.2.6",
  "3.3.1",
  "3.3.2",
  "3.3.3",
  "3.3.4",
  "3.3.7",
  "3.3.8",
  "4.1.1",
  "4.1.2",
  "4.1.3",
];
const LEVELS = ["Supports", "Partially supports", "Does not support", "Not applicable"];

type TRow = { criterion: string; level: string; remarks: string };
const rows: TRow[] = REPORT.split("\n")
  .filter((line) => /^\| \d\.\d\.\d+ /.test(line))
  .map((line) => {
    const [criterion, level, remarks] = line
      .split("|")
      .slice(1, 4)
      .map((c) => c.trim());
    return { criterion: criterion.split(" ")[0], level, remarks };
  });

const TEST_REF = /\[test: (tests\/[^\s]+) › "([^"]+)"\]/g;
const testsIn = (text: string) => [...text.matchAll(TEST_REF)].map((m) => ({ file: m[1], title: m[2] }));

describe("the accessibility conformance report", () => {
  it("lists each WCAG 2.1/2.2 A and AA criterion exactly once, with a VPAT conformance level", () => {
    expect(rows.map((r) => r.criterion)).toEqual(CRITERIA);
    for (const r of rows) expect(LEVELS, r.criterion).toContain(r.level);
  });

  it("a criterion marked Supports names a test, or says how it was checked without one", () => {
    for (const r of rows.filter((x) => x.level === "Supports")) {
      expect(testsIn(r.remarks).length > 0 || /^[_*]Checked:[_*]/.test(r.remarks), r.criterion).toBe(true);
    }
  });

  it("every test the report names exists under that title", () => {
    const named = testsIn(REPORT);
    expect(named.length).toBeGreaterThan(20);
    for (const { file, title } of named) {
      expect(existsSync(path.join(process.cwd(), file)), file).toBe(true);
      expect(readFileSync(path.join(process.cwd(), file), "utf8"), `${file} › ${title}`).toContain(title);
    }
  });
});
