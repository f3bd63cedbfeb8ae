import "server-only";
// Every PDF is set in the embedded Liberation Sans, which has the minus sign and every letter of a name.
import "@/lib/pdf/fonts";
import { Document, Font, G, Line, Page, Rect, StyleSheet, Svg, Text, View, Polyline } from "@react-pdf/renderer";
import { renderPdf } from "@/lib/pdf/limit";
import { formatDocumentDate, formatMonth } from "@/lib/i18n/format";
import { cellText, columnLabel, kindOf, type TReportT } from "./format";
import { PdfChoropleth } from "./pdf-map";
import type { TReportChart, TReportResult, TReportTable } from "./types";

// The printable report: school, counselor, period, print date MM/DD/YY, the
// KPIs, the chart drawn as SVG and the table, from the same result the page shows.

Font.registerHyphenationCallback((word) => [word]);

const INK = "#1e293b";
const MUTED = "#475569";
const RULE = "#cbd5e1";

const s = StyleSheet.create({
  page: { paddingTop: 36, paddingBottom: 52, paddingHorizontal: 40, fontFamily: "Helvetica", fontSize: 9, color: INK, lineHeight: 1.3 },
  // A line height set on the page is inherited in points (the body's), so every larger type sets its own,
  // or a title is drawn over the line beneath it.
  brand: { fontFamily: "Helvetica-Bold", fontSize: 14, lineHeight: 1.2, color: "#1d4ed8" },
  title: { fontFamily: "Helvetica-Bold", fontSize: 18, lineHeight: 1.2, marginTop: 4 },
  muted: { color: MUTED },
  kpis: { flexDirection: "row", flexWrap: "wrap", marginVertical: 10, borderWidth: 1, borderColor: RULE, borderRadius: 4 },
  kpi: { width: "25%", padding: 6 },
  kpiValue: { fontFamily: "Helvetica-Bold", fontSize: 13, lineHeight: 1.2 },
  small: { fontSize: 7.5, color: MUTED },
  legend: { flexDirection: "row", flexWrap: "wrap", marginTop: 4, marginBottom: 8 },
  legendItem: { flexDirection: "row", alignItems: "center", marginRight: 10 },
  swatch: { width: 7, height: 7, marginRight: 3 },
  head: { flexDirection: "row", backgroundColor: "#e2e8f0", fontFamily: "Helvetica-Bold", paddingVertical: 3 },
  row: { flexDirection: "row", paddingVertical: 2.5, borderBottomWidth: 0.5, borderBottomColor: RULE },
  total: { flexDirection: "row", paddingVertical: 3, fontFamily: "Helvetica-Bold", borderTopWidth: 1, borderTopColor: INK },
  first: { flex: 2.2, paddingLeft: 3 },
  cell: { flex: 1, textAlign: "right", paddingRight: 3 },
  footer: { position: "absolute", bottom: 22, left: 40, right: 40, fontSize: 7.5, color: MUTED, textAlign: "center" },
});

export type TReportPdf = {
  title: string;
  subject: string;
  school: string;
  from: string;
  to: string;
  printedOn: string;
  result: TReportResult;
  target: number;
  /** Signature lines for the counselor and the supervisor (the timesheet). */
  signatures?: boolean;
};

const W = 532;
const H = 150;
const PAD_L = 28;
const PAD_B = 16;

function xLabel(chart: TReportChart, x: string, locale: string, t: TReportT): string {
  if (chart.xKind === "month") return formatMonth(x, locale);
  // A PDF prints its dates MM/DD/YY in every language, as its period line and print date.
  if (chart.xKind === "week" || chart.xKind === "day") return formatDocumentDate(x);
  return x === "period" ? t("chart.period") : x;
}

/** Stacked bars or lines over the x values, a y axis from 0 to the largest value (100 for percents), and the target line. */
function ChartSvg({ chart, t, locale }: { chart: TReportChart; t: TReportT; locale: string }) {
  const n = Math.max(1, chart.data.length);
  const stackOf = (d: Record<string, string | number>) => chart.series.reduce((a, sr) => a + Number(d[sr.key] ?? 0), 0);
  const peak = chart.unit === "percent" ? 100 : Math.max(1, ...chart.data.map((d) => (chart.kind === "stackedBar" ? stackOf(d) : Math.max(...chart.series.map((sr) => Number(d[sr.key] ?? 0))))));
  const plotW = W - PAD_L;
  const plotH = H - PAD_B;
  const y = (v: number) => plotH - (v / peak) * plotH;
  const slot = plotW / n;
  const barW = Math.max(2, Math.min(36, slot * 0.7));
  const labelEvery = Math.ceil(n / 12);
  return (
    <Svg width={W} height={H}>
      <Line x1={PAD_L} y1={0} x2={PAD_L} y2={plotH} stroke={RULE} strokeWidth={0.8} />
      <Line x1={PAD_L} y1={plotH} x2={W} y2={plotH} stroke={RULE} strokeWidth={0.8} />
      <Text x={0} y={8} style={{ fontSize: 6.5 }}>
        {chart.unit === "percent" ? "100%" : String(Math.round(peak))}
      </Text>
      <Text x={0} y={plotH} style={{ fontSize: 6.5 }}>
        0
      </Text>
      {chart.kind === "line"
        ? chart.series.map((sr) => (
            <Polyline key={sr.key} points={chart.data.map((d, i) => `${PAD_L + slot * i + slot / 2},${y(Number(d[sr.key] ?? 0))}`).join(" ")} stroke={sr.color} strokeWidth={1.5} fill="none" />
          ))
        : chart.data.map((d, i) => {
            let top = plotH;
            const x0 = PAD_L + slot * i + (slot - barW) / 2;
            // Stacked bars pile the series up; the other bar charts put them side by side.
            const stacked = chart.kind === "stackedBar";
            const w = stacked ? barW : barW / Math.max(1, chart.series.length);
            return chart.series.map((sr, si) => {
              const v = Number(d[sr.key] ?? 0);
              const h = (Math.max(0, v) / peak) * plotH;
              if (stacked) top -= h;
              return h > 0 ? <Rect key={`${i}-${sr.key}`} x={stacked ? x0 : x0 + w * si} y={stacked ? top : plotH - h} width={w} height={h} fill={sr.color} /> : null;
            });
          })}
      {chart.targetLine != null && chart.unit === "percent" ? <Line x1={PAD_L} y1={y(chart.targetLine)} x2={W} y2={y(chart.targetLine)} stroke={INK} strokeWidth={1} strokeDasharray="4 2" /> : null}
      {chart.data.map((d, i) =>
        i % labelEvery === 0 ? (
          // Each label is centred under its own slot, where its bar (or point) is drawn.
          <Text key={`l${i}`} x={PAD_L + slot * i + slot / 2} y={H - 4} textAnchor="middle" style={{ fontSize: 6 }}>
            {xLabel(chart, String(d.x), locale, t)}
          </Text>
        ) : null,
      )}
    </Svg>
  );
}

/** One horizontal bar per row (a pyramid or a ranking): its label on the left, the series side by side. */
function HBarSvg({ chart, t, locale }: { chart: TReportChart; t: TReportT; locale: string }) {
  const rows = chart.data.slice(0, 40);
  const lane = 14;
  const height = Math.max(lane, rows.length * lane) + 4;
  const labelW = 120;
  const peak = chart.unit === "percent" ? 100 : Math.max(1, ...rows.flatMap((d) => chart.series.map((sr) => Number(d[sr.key] ?? 0))));
  const plotW = W - labelW - 30;
  const bh = (lane - 4) / Math.max(1, chart.series.length);
  return (
    <Svg width={W} height={height}>
      {rows.map((d, i) => (
        <G key={i}>
          <Text x={0} y={i * lane + 9} style={{ fontSize: 6.5 }}>
            {xLabel(chart, String(d.x), locale, t).slice(0, 32)}
          </Text>
          {chart.series.map((sr, si) => {
            const v = Math.max(0, Number(d[sr.key] ?? 0));
            return v > 0 ? <Rect key={sr.key} x={labelW} y={i * lane + 2 + si * bh} width={(v / peak) * plotW} height={bh} fill={sr.color} /> : null;
          })}
        </G>
      ))}
      {chart.targetLine != null && chart.unit === "percent" ? (
        <Line x1={labelW + (chart.targetLine / 100) * plotW} y1={0} x2={labelW + (chart.targetLine / 100) * plotW} y2={height} stroke={INK} strokeWidth={1} strokeDasharray="4 2" />
      ) : null}
    </Svg>
  );
}

/** The heat map as a grid of shaded cells with their minutes. */
function HeatGrid({ chart, t }: { chart: TReportChart; t: TReportT }) {
  const peak = Math.max(0, ...chart.data.flatMap((d) => chart.series.map((sr) => Number(d[sr.key] ?? 0))));
  const cell = { width: 52, height: 13, fontSize: 7, textAlign: "center" as const, paddingTop: 2 };
  return (
    <View wrap={false} style={{ marginBottom: 10 }}>
      <View style={{ flexDirection: "row" }}>
        <Text style={{ width: 34 }} />
        {chart.series.map((sr) => (
          <Text key={sr.key} style={[cell, { fontFamily: "Helvetica-Bold" }]}>
            {sr.label ?? t(`series.${sr.key}`)}
          </Text>
        ))}
      </View>
      {chart.data.map((d) => (
        <View key={String(d.x)} style={{ flexDirection: "row" }}>
          <Text style={{ width: 34, fontSize: 7, paddingTop: 2 }}>{String(d.x)}</Text>
          {chart.series.map((sr) => {
            const v = Number(d[sr.key] ?? 0);
            const a = v > 0 && peak > 0 ? 0.12 + 0.78 * Math.min(1, v / peak) : 0;
            return (
              <Text key={sr.key} style={[cell, { backgroundColor: a > 0 ? `rgba(37, 99, 235, ${a.toFixed(2)})` : "#ffffff", color: a > 0.55 ? "#ffffff" : INK }]}>
                {v > 0 ? String(v) : ""}
              </Text>
            );
          })}
        </View>
      ))}
    </View>
  );
}

/** A report's chart in a PDF (shared by the report PDF and the RAMP pack): heat grid, map, bars or lines, and the legend. */
export function ReportChartPdf({ chart, t, locale }: { chart: TReportChart; t: TReportT; locale: string }) {
  if (chart.kind === "heatmap") return <HeatGrid chart={chart} t={t} />;
  if (chart.kind === "map") {
    return (
      <View wrap={false} style={{ marginBottom: 10 }}>
        <PdfChoropleth chart={chart} width={W} height={W * 0.6} />
      </View>
    );
  }
  return (
    <View wrap={false}>
      {chart.kind === "horizontalBar" ? <HBarSvg chart={chart} t={t} locale={locale} /> : <ChartSvg chart={chart} t={t} locale={locale} />}
      <View style={s.legend}>
        {chart.series.map((sr) => (
          <View key={sr.key} style={s.legendItem}>
            <View style={[s.swatch, { backgroundColor: sr.color }]} />
            <Text>{sr.label ?? t(`series.${sr.key}`)}</Text>
          </View>
        ))}
        {chart.targetLine != null && chart.unit === "percent" ? <Text>{t("chart.target", { target: chart.targetLine })}</Text> : null}
      </View>
    </View>
  );
}

/** A report's table in a PDF (shared by the report PDF and the RAMP pack): the head row repeated on each page, the rows, the totals line. */
export function ReportTablePdf({ table, t, locale }: { table: TReportTable; t: TReportT; locale: string }) {
  const cols = table.columns;
  // Words are never hyphenated, so a wide table's headings are set smaller to stay inside their columns.
  const headStyle = cols.length > 8 ? [s.head, { fontSize: 7.5 }] : s.head;
  const line = (row: Record<string, string | number | null>, style: typeof s.row | typeof s.total) => (
    <View style={style} wrap={false}>
      {cols.map((c, i) => (
        <Text key={c.key} style={i === 0 ? s.first : s.cell}>
          {cellText(kindOf(c, row), row[c.key] ?? null, t, locale, true)}
        </Text>
      ))}
    </View>
  );
  return (
    <>
      <View style={headStyle} fixed>
        {cols.map((c, i) => (
          <Text key={c.key} style={i === 0 ? s.first : s.cell}>
            {columnLabel(c, t, locale)}
          </Text>
        ))}
      </View>
      {table.rows.length === 0 ? <Text style={s.muted}>{t("empty")}</Text> : table.rows.map((r, i) => <View key={i}>{line(r, s.row)}</View>)}
      {table.totals ? line({ ...table.totals, [cols[0].key]: t(table.totalsLabel ?? "total") }, s.total) : null}
    </>
  );
}

function ReportDocument({ data, t, locale }: { data: TReportPdf; t: TReportT; locale: string }) {
  const { result } = data;
  const cols = result.table.columns;
  return (
    <Document title={`${data.title} – ${data.subject}`} author="SCUTA">
      <Page size="LETTER" style={s.page} orientation={cols.length > 8 ? "landscape" : "portrait"}>
        <Text style={s.brand}>SCUTA</Text>
        <Text style={s.title}>{data.title}</Text>
        <Text>{[data.subject, data.school].filter(Boolean).join(" · ")}</Text>
        <Text style={s.muted}>{t("pdf.range", { from: formatDocumentDate(data.from), to: formatDocumentDate(data.to) })}</Text>
        <View style={s.kpis}>
          {result.kpis.map((k) => (
            <View key={k.key} style={s.kpi}>
              <Text style={s.small}>{t(`kpis.${k.key}`)}</Text>
              <Text style={s.kpiValue}>{cellText(k.kind, k.suppressed ?? k.value, t, locale, true)}</Text>
              {k.previous != null ? <Text style={s.small}>{t("kpiBefore", { value: cellText(k.kind, k.previous, t, locale, true) })}</Text> : null}
            </View>
          ))}
        </View>
        {result.chart ? <ReportChartPdf chart={result.chart} t={t} locale={locale} /> : null}
        <ReportTablePdf table={result.table} t={t} locale={locale} />
        {result.smallCells ? <Text style={s.small}>{t("smallCellsNote")}</Text> : null}
        {data.signatures ? (
          <View wrap={false} style={{ flexDirection: "row", marginTop: 36 }}>
            {[t("pdf.signatureCounselor"), t("pdf.signatureSupervisor")].map((label) => (
              <View key={label} style={{ flex: 1, marginRight: 24 }}>
                <View style={{ borderBottomWidth: 0.8, borderBottomColor: INK, height: 22 }} />
                <Text style={s.small}>{label}</Text>
                <View style={{ borderBottomWidth: 0.8, borderBottomColor: INK, height: 18, width: 120 }} />
                <Text style={s.small}>{t("pdf.signatureDate")}</Text>
              </View>
            ))}
          </View>
        ) : null}
        <Text style={s.footer} fixed>
          {t("pdf.footer", { date: formatDocumentDate(data.printedOn), target: data.target })}
        </Text>
      </Page>
    </Document>
  );
}

export async function renderReportPdf(data: TReportPdf, t: TReportT, locale: string): Promise<Buffer> {
  return renderPdf(<ReportDocument data={data} t={t} locale={locale} />);
}
