import { describe, expect, it, vi } from "vitest";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createTranslator, NextIntlClientProvider } from "next-intl";
import en from "@/messages/en.json";
import { ReportChart } from "@/components/reports/report-chart";
import { CategoryStackedBar, GroupDonut, TargetBars } from "@/components/analysis/charts";
import { PbisFrequencyCharts } from "@/components/pbis/frequency-charts";
import { PbisTimelineChart } from "@/components/pbis/timeline-chart";
import { RatingStatisticsView } from "@/components/student-days/rating-statistics";
import type { TReportChart } from "@/lib/reports/types";
import type { TUseOfTime } from "@/lib/analysis/use-of-time";
import type { TPeriodFigures } from "@/lib/analysis/dashboard";

// Every chart kind has an accessible name (role="img" with the chart's title) and its figures as a
// captioned table: a chart drawn in SVG says nothing to a screen reader, so the same numbers are
// given as text (WCAG 1.1.1, 1.3.1).

vi.mock("next-intl/server", () => ({
  getTranslations: async (namespace: string) => createTranslator({ locale: "en", messages: en, namespace: namespace as never }),
}));

const render = (el: ReactElement) => renderToStaticMarkup(createElement(NextIntlClientProvider, { locale: "en", messages: en, timeZone: "UTC", children: el }));

/** The text of each row of the first table with this caption: its cells, header cells included. */
function tableRows(html: string, caption: string): string[][] {
  const doc = html.split(`<caption class="sr-only">${caption}</caption>`);
  expect(doc.length, `a table captioned "${caption}"`).toBeGreaterThan(1);
  const table = doc[1].slice(0, doc[1].indexOf("</table>"));
  return [...table.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((row) => [...row[1].matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((c) => c[1].replace(/<[^>]+>/g, "")));
}

const reportChart = (kind: TReportChart["kind"], unit: TReportChart["unit"]): TReportChart => ({
  kind,
  xKind: "month",
  unit,
  series: [
    { key: "direct", color: "#16a34a" },
    { key: "indirect", color: "#2563eb", label: "Indirect services" },
  ],
  data: [
    { x: "2026-09-01", direct: 40, indirect: 20 },
    { x: "2026-10-01", direct: 55.5, indirect: 10 },
  ],
});

describe("report charts: named, with their figures in a table", () => {
  for (const [kind, unit, suffix] of [
    ["stackedBar", "percent", "%"],
    ["line", "hours", " h"],
    ["bar", "count", ""],
    ["groupedBar", "minutes", ""],
    ["horizontalBar", "percent", "%"],
  ] as const) {
    it(`a ${kind} chart is an image named by its title, and a disclosure opens its data as a table captioned so`, () => {
      const html = render(
        createElement(ReportChart, { chart: reportChart(kind, unit), title: "Time by month", xLabels: ["Sep 2026", "Oct 2026"], seriesLabels: { direct: "Direct services" }, targetLabel: null }),
      );
      expect(html).toContain('role="img" aria-label="Time by month"');
      expect(html).toMatch(/<details[^>]*><summary[^>]*>Show the chart&#x27;s figures as a table<\/summary>/);
      expect(tableRows(html, "Time by month")).toEqual([
        ["Month", "Direct services", "Indirect services"],
        ["Sep 2026", `40${suffix}`, `20${suffix}`],
        ["Oct 2026", `55.5${suffix}`, `10${suffix}`],
      ]);
    });
  }

  it("a map names its drawing and lists each area with data as a row", async () => {
    const { ChoroplethChart } = await import("@/components/reports/choropleth");
    const chart: TReportChart = { kind: "map", geo: { level: "states" }, xKind: "text", unit: "count", series: [{ key: "students", color: "#2563eb" }], data: [{ x: "WA", students: 12 }] };
    const html = render(await ChoroplethChart({ chart, title: "Students by state", valueLabel: "Students", stateHref: null }));
    expect(html).toMatch(/<svg role="img" aria-labelledby="choropleth-title"/);
    const rows = tableRows(html, "Students by state");
    expect(rows[0]).toEqual(["Area", "Students"]);
    expect(rows.slice(1)).toEqual([["Washington", "12"]]);
  });
});

const useOfTime: TUseOfTime = {
  totalMinutes: 300,
  groups: [
    { key: "direct", name: "Direct student services", targetKind: "direct", minutes: 180, percent: 60 },
    { key: "indirect", name: "Indirect student services", targetKind: "direct", minutes: 120, percent: 40 },
  ],
  categories: [
    { id: 1, name: "Counseling", shared: false, color: "#16a34a", groupKey: "direct", minutes: 180, percent: 60, students: 3, events: 2 },
    { id: 2, name: "Consultation", shared: false, color: "#2563eb", groupKey: "indirect", minutes: 120, percent: 40, students: 1, events: 1 },
  ],
  directIndirectPercent: 100,
  studentsServed: 4,
  eventsCount: 3,
  daysClosed: 0,
};

describe("analysis charts: named, with their figures in a table", () => {
  it("the donut: each group's time and share", () => {
    const html = render(createElement(GroupDonut, { analysis: useOfTime }));
    expect(html).toContain('role="img" aria-label="Share of time by group"');
    const rows = tableRows(html, "Share of time by group");
    expect(rows[0]).toEqual(["Group", "Time", "%"]);
    expect(rows.slice(1).map((r) => r.slice(1))).toEqual([
      ["3:00 h", "60%"],
      ["2:00 h", "40%"],
    ]);
  });

  it("the stacked bars: one row per group, one column per category", () => {
    const html = render(createElement(CategoryStackedBar, { analysis: useOfTime }));
    const title = "Categories within each group (% of all time)";
    expect(html).toContain(`role="img" aria-label="${title}"`);
    const rows = tableRows(html, title);
    expect(rows[0]).toEqual(["Group", "Counseling", "Consultation"]);
    expect(rows.slice(1).map((r) => r.slice(1))).toEqual([
      ["60%", "–"],
      ["–", "40%"],
    ]);
  });

  it("the target bars: each period and the one before", () => {
    const range = { from: "2026-09-01", to: "2026-09-07" };
    const periods = [{ kind: "week", range, previousRange: range, current: useOfTime, previous: { ...useOfTime, directIndirectPercent: 70 } }] as unknown as TPeriodFigures[];
    const html = render(createElement(TargetBars, { periods, target: 80 }));
    const title = "Direct + indirect services against the 80% target";
    expect(html).toContain(`role="img" aria-label="${title}"`);
    const rows = tableRows(html, title);
    expect(rows[0]).toEqual(["Period", "Period before", "This period"]);
    expect(rows[1].slice(1)).toEqual(["70%", "100%"]);
  });
});

describe("PBIS and student-day charts: named, with their figures in a table beside them", () => {
  it("the PBIS frequency charts and the timeline each have a named image and a captioned table", () => {
    const frequency = render(
      createElement(PbisFrequencyCharts, {
        data: {
          total: 2,
          byBehavior: [{ key: "Tardy", count: 2 }],
          byLocation: [{ key: "Hallway", count: 2 }],
          byHour: Array.from({ length: 24 }, (_, hour) => ({ hour, count: hour === 9 ? 2 : 0 })),
          byWeekday: Array.from({ length: 7 }, (_, i) => ({ weekday: i + 1, count: i === 0 ? 2 : 0 })),
        },
      } as never),
    );
    expect(frequency.match(/role="img" aria-label="[^"]+"/g)?.length).toBeGreaterThanOrEqual(4);
    expect(frequency.match(/<caption class="sr-only">/g)?.length).toBeGreaterThanOrEqual(4);

    const timeline = render(createElement(PbisTimelineChart, { weeks: [{ week: "2026-09-07", incidents: 1, recognitions: 3 }] }));
    expect(timeline).toContain('role="img" aria-label="Incidents and recognitions per week"');
    expect(tableRows(timeline, "Incidents and recognitions per week (weeks with records)").length).toBeGreaterThan(1);
  });

  it("the student-day rating statistics give their figures as captioned tables", () => {
    const html = render(
      createElement(RatingStatisticsView, {
        stats: { start: "2026-09-01", end: "2026-09-30", count: 2, average: 1, counts: [{ value: 1, count: 2 }], months: [{ month: "2026-09", count: 2, average: 1 }] },
      }),
    );
    expect(html.match(/<caption class="sr-only">/g)?.length).toBe(2);
  });
});
