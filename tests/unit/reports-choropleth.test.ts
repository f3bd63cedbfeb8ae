import { describe, expect, it, vi } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { createElement, type ReactElement } from "react";
import { renderToBuffer, Document, Page } from "@react-pdf/renderer";
import { createTranslator, NextIntlClientProvider } from "next-intl";
import en from "@/messages/en.json";
import { ChoroplethChart } from "@/components/reports/choropleth";
import { PdfChoropleth } from "@/lib/reports/pdf-map";
import type { TReportChart } from "@/lib/reports/types";

// The app's links ask the router to prefetch their page on hover; a render outside the app has no
// router, so one that does nothing stands in for it.
vi.mock("next/navigation", () => ({ useRouter: () => ({ prefetch: () => undefined, push: () => undefined, refresh: () => undefined }) }));

// The map chart is accessible (one <svg role="img"> with a title, a <title>
// "name: value" per area, a legend of the colour steps), a states map links each state with data
// to its county map, and the PDF draws the same areas.

vi.mock("next-intl/server", () => ({
  getTranslations: async (namespace: string) => createTranslator({ locale: "en", messages: en, namespace: namespace as never }),
}));

const states: TReportChart = {
  kind: "map",
  geo: { level: "states" },
  xKind: "text",
  unit: "count",
  series: [{ key: "licences", color: "#2563eb" }],
  data: [
    { x: "WA", licences: 12 },
    { x: "CA", licences: 3 },
  ],
};

// The chart's figures table is a client component reading the browser's messages.
const render = (el: ReactElement) => renderToStaticMarkup(createElement(NextIntlClientProvider, { locale: "en", messages: en, timeZone: "UTC", children: el }));

describe("ChoroplethChart", () => {
  it("draws the 51 states with 'name: value' titles, 'no data' for the rest, a legend, and links to the states' maps", async () => {
    const html = render(await ChoroplethChart({ chart: states, title: "Active licences by state", valueLabel: "Active licences" }));
    // With links inside, the drawing is a group: an image's children are presentational (axe: nested-interactive).
    expect(html).toContain('<svg role="group" aria-labelledby="choropleth-title"');
    expect(html).toContain('<title id="choropleth-title">Active licences by state (Active licences)</title>');
    expect(html.match(/<path d="M[^"]*" fill="[^"]+" data-area="/g)).toHaveLength(51);
    expect(html).toContain("<title>Washington: 12</title>");
    expect(html).toContain("<title>Texas: no data</title>");
    expect(html).toContain('aria-label="Colour steps"');
    expect(html).toContain('href="/app/map/WA"');
    expect(html).not.toContain('href="/app/map/TX"');
  });

  it("a state's county map has no state links and shows percents", async () => {
    const chart: TReportChart = {
      kind: "map",
      geo: { level: "counties", state: "WA" },
      xKind: "text",
      unit: "percent",
      series: [{ key: "directIndirect", color: "#16a34a" }],
      data: [{ x: "53033", directIndirect: 72 }],
    };
    const html = render(await ChoroplethChart({ chart }));
    expect(html).toContain("<title>King: 72%</title>");
    expect(html).not.toContain("/app/map/");
    expect(html).toContain('<svg role="img" aria-labelledby="choropleth-title"');
  });
});

describe("PdfChoropleth", () => {
  it("renders in a PDF", async () => {
    const doc = createElement(Document, null, createElement(Page, { size: "LETTER" }, createElement(PdfChoropleth, { chart: states, width: 500, height: 320 })));
    const pdf = await renderToBuffer(doc as Parameters<typeof renderToBuffer>[0]);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  });
});
