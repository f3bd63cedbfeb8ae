import "server-only";
// Every PDF is set in the embedded Liberation Sans, which has the minus sign and every letter of a name.
import "@/lib/pdf/fonts";
import { Document, Font, Line, Page, Rect, StyleSheet, Svg, Text, View } from "@react-pdf/renderer";
import { renderPdf } from "@/lib/pdf/limit";
import { formatDocumentDate, formatNumber } from "@/lib/i18n/format";
import type { TReportT } from "../format";
import { BAR_COLORS } from "./colors";
import type { TPrincipalReport } from "./data";
import type { TPrincipalWords } from "./sentences";

// The principal's one-page report: ONE Letter page (the page does not wrap: what does
// not fit is cut, and the parts are sized so that it fits), no student names, whole numbers, the
// 100 % bar of D/I/S/N with the district's target marker.

Font.registerHyphenationCallback((word) => [word]);

const INK = "#1e293b";
const MUTED = "#475569";
const RULE = "#cbd5e1";
/** Duty lines shown in the table; more are summed into the last line. */
export const MAX_DUTY_ROWS = 6;

/** The styles at a density: 1 normally, smaller when a full report would run onto a second page. */
function makeStyles(k: number) {
  return StyleSheet.create({
    page: { paddingTop: 34 * k, paddingBottom: 40, paddingHorizontal: 44, fontFamily: "Helvetica", fontSize: 10 * k, color: INK, lineHeight: 1.35 },
    // Larger type sets its own line height: the page's is inherited in points and would overlap lines.
    brand: { fontFamily: "Helvetica-Bold", fontSize: 12 * k, lineHeight: 1.2, color: "#1d4ed8" },
    title: { fontFamily: "Helvetica-Bold", fontSize: 17 * k, lineHeight: 1.2, marginTop: 2 },
    muted: { color: MUTED },
    h2: { fontFamily: "Helvetica-Bold", fontSize: 11.5 * k, lineHeight: 1.25, marginTop: 12 * k * k, marginBottom: 4 * k, color: "#0f172a" },
    headline: { fontSize: 12 * k, lineHeight: 1.3, marginTop: 10 * k },
    bold: { fontFamily: "Helvetica-Bold" },
    legend: { flexDirection: "row", flexWrap: "wrap", marginTop: 3 },
    legendItem: { flexDirection: "row", alignItems: "center", marginRight: 12, fontSize: 8 },
    swatch: { width: 7, height: 7, marginRight: 3 },
    head: { flexDirection: "row", backgroundColor: "#e2e8f0", fontFamily: "Helvetica-Bold", paddingVertical: 2.5 * k, fontSize: 9 * k },
    row: { flexDirection: "row", paddingVertical: 2 * k, borderBottomWidth: 0.5, borderBottomColor: RULE, fontSize: 9 * k },
    first: { flex: 3, paddingLeft: 3 },
    cell: { flex: 1, textAlign: "right", paddingRight: 3 },
    item: { flexDirection: "row", marginBottom: 3 * k },
    num: { width: 14, fontFamily: "Helvetica-Bold" },
    request: { marginTop: 4, padding: 8 * k, borderWidth: 1, borderColor: "#1d4ed8", borderRadius: 4, backgroundColor: "#eff6ff" },
    footer: { position: "absolute", bottom: 20, left: 44, right: 44, fontSize: 7.5, color: MUTED, textAlign: "center" },
  });
}
type TStyles = ReturnType<typeof makeStyles>;

/** Densities tried in turn until the report fits on one page: type scale and duty lines. */
const DENSITIES = [
  { k: 1, duties: 6 },
  { k: 0.9, duties: 5 },
  { k: 0.8, duties: 4 },
  { k: 0.72, duties: 3 },
] as const;

const BAR_W = 524;
const BAR_H = 18;

/** The 100 % bar (D, I, S, N left to right) and the target marker at target % from the left. */
function PercentBar({ shares, target, t, s }: { shares: TPrincipalReport["shares"]; target: number; t: TReportT; s: TStyles }) {
  let x = 0;
  const parts = (["D", "I", "S", "N"] as const).map((k) => {
    const w = (shares[k] / 100) * BAR_W;
    const rect = <Rect key={k} x={x} y={6} width={w} height={BAR_H} fill={BAR_COLORS[k]} />;
    x += w;
    return rect;
  });
  const tx = Math.min(BAR_W - 1, Math.max(1, (target / 100) * BAR_W));
  return (
    <View>
      <Svg width={BAR_W} height={BAR_H + 12}>
        <Rect x={0} y={6} width={BAR_W} height={BAR_H} fill="#e2e8f0" />
        {parts}
        <Line x1={tx} y1={0} x2={tx} y2={BAR_H + 12} stroke={INK} strokeWidth={2} />
      </Svg>
      <View style={s.legend}>
        {(["D", "I", "S", "N"] as const).map((k) => (
          <View key={k} style={s.legendItem}>
            <View style={[s.swatch, { backgroundColor: BAR_COLORS[k] }]} />
            <Text>{`${t(`series.${k}`)} ${shares[k]}%`}</Text>
          </View>
        ))}
        <View style={s.legendItem}>
          <View style={[s.swatch, { backgroundColor: INK, width: 2 }]} />
          <Text>{t("principal.marker", { target })}</Text>
        </View>
      </View>
    </View>
  );
}

/** The duty table's lines: the largest `max` - 1, then the rest summed, when there are more. */
export function dutyRows(duties: TPrincipalReport["duties"], otherLabel: string, dayMinutes: number, max: number = MAX_DUTY_ROWS): TPrincipalReport["duties"] {
  if (duties.length <= max) return duties;
  const head = duties.slice(0, max - 1);
  const rest = duties.slice(max - 1).reduce((a, d) => a + d.minutes, 0);
  return [...head, { name: otherLabel, minutes: rest, hours: Math.round(rest / 60), days: Math.round(rest / dayMinutes) }];
}

type TDocProps = { report: TPrincipalReport; words: TPrincipalWords; t: TReportT; locale: string; printedOn: string; density?: number };

export function PrincipalDocument({ report, words, t, locale, printedOn, density = 0 }: TDocProps) {
  const d = DENSITIES[Math.min(density, DENSITIES.length - 1)];
  const s = makeStyles(d.k);
  const rows = dutyRows(report.duties, t("principal.otherDuties"), report.schoolDayMinutes, d.duties);
  const n = (v: number) => formatNumber(Math.round(v), locale);
  return (
    <Document title={t("principal.title")} author="SCUTA" language={locale}>
      <Page size="LETTER" style={s.page}>
        <Text style={s.brand}>SCUTA</Text>
        <Text style={s.title}>{t("principal.title")}</Text>
        <Text style={s.muted}>
          {[report.school, report.subject.name, t("pdf.range", { from: formatDocumentDate(report.range.from), to: formatDocumentDate(report.range.to) })].filter(Boolean).join(" · ")}
        </Text>

        <Text style={s.headline}>
          {words.headline} <Text style={s.bold}>{words.target}</Text>
        </Text>
        <View style={{ marginTop: 6 }}>
          <PercentBar shares={report.shares} target={report.target} t={t} s={s} />
        </View>

        <Text style={s.h2}>{t("principal.dutiesTitle")}</Text>
        {rows.length === 0 ? (
          <Text>{t("principal.noDuties")}</Text>
        ) : (
          <View>
            <View style={s.head}>
              <Text style={s.first}>{t("principal.columns.duty")}</Text>
              <Text style={s.cell}>{t("principal.columns.hours")}</Text>
              <Text style={s.cell}>{t("principal.columns.days")}</Text>
            </View>
            {rows.map((d, i) => (
              <View key={i} style={s.row}>
                <Text style={s.first}>{d.name}</Text>
                <Text style={s.cell}>{n(d.hours)}</Text>
                <Text style={s.cell}>{n(d.days)}</Text>
              </View>
            ))}
          </View>
        )}
        {words.cost ? <Text style={{ marginTop: 4 }}>{words.cost}</Text> : null}
        <Text style={{ marginTop: 2 }}>{words.gap}</Text>

        <Text style={s.h2}>{t("principal.reachTitle")}</Text>
        <Text>{words.seen}</Text>
        <Text>{words.lessons}</Text>
        {report.smallCells ? <Text style={[s.muted, { fontSize: 8 }]}>{t("smallCellsNote")}</Text> : null}

        <Text style={s.h2}>{t("principal.outcomesTitle")}</Text>
        {words.reachOnly ? <Text style={[s.muted, { marginBottom: 3 }]}>{t("principal.reachOnly")}</Text> : null}
        {words.outcomes.map((o, i) => (
          <View key={i} style={s.item}>
            <Text style={s.num}>{`${i + 1}.`}</Text>
            <Text style={{ flex: 1 }}>{o}</Text>
          </View>
        ))}

        <Text style={s.h2}>{t("principal.requestTitle")}</Text>
        <View style={s.request}>
          <Text>{words.request}</Text>
        </View>

        <Text style={s.footer} fixed>
          {t("principal.footer", { date: formatDocumentDate(printedOn), target: report.target })}
        </Text>
      </Page>
    </Document>
  );
}

/** The page count of a PDF made by @react-pdf (its page tree's /Count is written uncompressed). */
export function pdfPageCount(pdf: Buffer): number {
  const counts = [...pdf.toString("latin1").matchAll(/\/Type\s*\/Pages[^>]*?\/Count\s+(\d+)|\/Count\s+(\d+)[^>]*?\/Type\s*\/Pages/g)].map((m) => Number(m[1] ?? m[2]));
  return counts.length ? Math.max(...counts) : 1;
}

/**
 * The report as a ONE-page PDF: rendered at the normal density, and again denser (smaller type,
 * fewer duty lines) while it would run onto a second page. Most reports fit at once.
 */
export async function renderPrincipalPdf(report: TPrincipalReport, words: TPrincipalWords, t: TReportT, locale: string, printedOn: string): Promise<Buffer> {
  let pdf: Buffer = Buffer.alloc(0);
  for (let density = 0; density < DENSITIES.length; density++) {
    pdf = await renderPdf(<PrincipalDocument report={report} words={words} t={t} locale={locale} printedOn={printedOn} density={density} />);
    if (pdfPageCount(pdf) <= 1) return pdf;
  }
  return pdf;
}
