import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import it_ from "@/messages/it.json";
import de from "@/messages/de.json";
import { PBIS_SEED, pbisSeedRows } from "@/lib/pbis/options";
import { defaultRange, frequencyOf, isoWeekday, optionFits, weekStart, weeklyTimeline, MAX_TIMELINE_WEEKS, type TPbisFact } from "@/lib/pbis/rules";

const fact = (over: Partial<TPbisFact>): TPbisFact => ({ type: "incident", date: "2026-10-05", time: "10:15:00", behavior: "defiance", location: "classroom", ...over });

describe("PBIS frequency distribution", () => {
  it("counts by behaviour and location, largest first, ties by code", () => {
    const f = frequencyOf([fact({}), fact({ behavior: "tardy", location: "hallway" }), fact({ location: "hallway" }), fact({ behavior: "bullying", location: "bus" })]);
    expect(f.total).toBe(4);
    expect(f.byBehavior).toEqual([
      { key: "defiance", count: 2 },
      { key: "bullying", count: 1 },
      { key: "tardy", count: 1 },
    ]);
    expect(f.byLocation).toEqual([
      { key: "hallway", count: 2 },
      { key: "bus", count: 1 },
      { key: "classroom", count: 1 },
    ]);
  });

  it("lists every hour (0-23) and weekday (Monday 1 - Sunday 7), zeros included, by the record's local time", () => {
    const f = frequencyOf([fact({ time: "00:05:00" }), fact({ time: "23:59:00", date: "2026-10-11" }), fact({ time: "10:00" })]);
    expect(f.byHour).toHaveLength(24);
    expect(f.byHour[0].count).toBe(1);
    expect(f.byHour[23].count).toBe(1);
    expect(f.byHour[10].count).toBe(1);
    expect(f.byHour.reduce((s, h) => s + h.count, 0)).toBe(3);
    expect(f.byWeekday).toHaveLength(7);
    expect(f.byWeekday[0]).toEqual({ weekday: 1, count: 2 });
    expect(f.byWeekday[6]).toEqual({ weekday: 7, count: 1 });
  });

  it("an empty range gives zero counts and empty lists", () => {
    const f = frequencyOf([]);
    expect(f.total).toBe(0);
    expect(f.byBehavior).toEqual([]);
    expect(f.byHour.every((h) => h.count === 0)).toBe(true);
  });
});

describe("PBIS weekly timeline", () => {
  it("weeks start on Monday", () => {
    expect(isoWeekday("2026-10-05")).toBe(1);
    expect(isoWeekday("2026-10-11")).toBe(7);
    expect(weekStart("2026-10-11")).toBe("2026-10-05");
    expect(weekStart("2026-10-05")).toBe("2026-10-05");
  });

  it("counts incidents and recognitions per week, empty weeks included, records outside the range left out", () => {
    const weeks = weeklyTimeline(
      [
        { type: "incident", date: "2026-10-05" },
        { type: "incident", date: "2026-10-09" },
        { type: "recognition", date: "2026-10-21" },
        { type: "incident", date: "2026-09-01" },
      ],
      "2026-10-01",
      "2026-10-21",
    );
    expect(weeks).toEqual([
      { week: "2026-09-28", incidents: 0, recognitions: 0 },
      { week: "2026-10-05", incidents: 2, recognitions: 0 },
      { week: "2026-10-12", incidents: 0, recognitions: 0 },
      { week: "2026-10-19", incidents: 0, recognitions: 1 },
    ]);
  });

  it("an end before the start gives no weeks; a long range keeps its last weeks", () => {
    expect(weeklyTimeline([], "2026-10-10", "2026-10-01")).toEqual([]);
    const long = weeklyTimeline([], "2020-01-01", "2026-10-01");
    expect(long).toHaveLength(MAX_TIMELINE_WEEKS);
    expect(long.at(-1)?.week).toBe("2026-09-28");
  });

  it("the default range is the school year, 1 August - 31 July", () => {
    expect(defaultRange("2026-11-27")).toEqual({ from: "2026-08-01", to: "2027-07-31" });
    expect(defaultRange("2027-07-31")).toEqual({ from: "2026-08-01", to: "2027-07-31" });
    expect(defaultRange("2027-08-01")).toEqual({ from: "2027-08-01", to: "2028-07-31" });
  });
});

describe("PBIS reference lists", () => {
  it("an option fits its own type or both", () => {
    expect(optionFits("both", "incident")).toBe(true);
    expect(optionFits("incident", "incident")).toBe(true);
    expect(optionFits("recognition", "incident")).toBe(false);
  });

  it("each list ends with 'other' and offers choices for both incidents and recognitions", () => {
    for (const list of Object.values(PBIS_SEED)) {
      expect(list.at(-1)?.code).toBe("other");
      expect(new Set(list.map((o) => o.code)).size).toBe(list.length);
    }
    expect(PBIS_SEED.behavior.some((o) => o.appliesTo === "recognition")).toBe(true);
    expect(PBIS_SEED.action.some((o) => o.appliesTo === "recognition")).toBe(true);
  });

  it("the migration seeds exactly the codes of lib/pbis/options.ts", () => {
    const sql = readFileSync("db/migrations/0012_pbis_schedules.sql", "utf8");
    const seeded = [...sql.matchAll(/\('(\w+)', '(\w+)', '(\w+)', (\d+)\)/g)].map((m) => ({ kind: m[1], code: m[2], appliesTo: m[3], sort: Number(m[4]) }));
    expect(seeded).toEqual(pbisSeedRows());
  });

  it("every code has a label in en, it and de", () => {
    for (const messages of [en, it_, de]) {
      const options = (messages as unknown as { pbis: { options: Record<string, Record<string, string>> } }).pbis.options;
      for (const row of pbisSeedRows()) expect(options[row.kind]?.[row.code], `${row.kind}.${row.code}`).toBeTruthy();
    }
  });
});
