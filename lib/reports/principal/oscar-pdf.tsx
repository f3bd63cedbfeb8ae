import "server-only";
// Every PDF is set in the embedded Liberation Sans, which has the minus sign and every letter of a name.
import "@/lib/pdf/fonts";
import { Document, Font, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import { renderPdf } from "@/lib/pdf/limit";
import { formatDocumentDate } from "@/lib/i18n/format";
import type { TReportT } from "../format";
import { BAR_COLORS } from "./colors";
import type { TPrincipalReport } from "./data";
import type { TOscarContent } from "./oscar";

// The OSCAR brochure as two Letter pages (@react-pdf): page 1 the principal's message, the counselor
// statement and the time bar; page 2 activities, results and future directions. No student names.

Font.registerHyphenationCallback((word) => [word]);

const INK = "#1e293b";
const MUTED = "#475569";

const s = StyleSheet.create({
  page: { paddingTop: 40, paddingBottom: 48, paddingHorizontal: 48, fontFamily: "Helvetica", fontSize: 10.5, color: INK, lineHeight: 1.4 },
  // Larger type sets its own line height: the page's is inherited in points and would overlap lines.
  brand: { fontFamily: "Helvetica-Bold", fontSize: 11, lineHeight: 1.2, color: "#1d4ed8" },
  title: { fontFamily: "Helvetica-Bold", fontSize: 20, lineHeight: 1.2, marginTop: 4 },
  muted: { color: MUTED },
  h2: { fontFamily: "Helvetica-Bold", fontSize: 13, lineHeight: 1.25, marginTop: 16, marginBottom: 6, color: "#1d4ed8" },
  box: { padding: 10, borderWidth: 1, borderColor: "#cbd5e1", borderRadius: 4, backgroundColor: "#f8fafc" },
  bar: { flexDirection: "row", height: 16, marginTop: 8, backgroundColor: "#e2e8f0" },
  legend: { flexDirection: "row", flexWrap: "wrap", marginTop: 4, fontSize: 8.5 },
  item: { flexDirection: "row", marginBottom: 4 },
  bullet: { width: 14, fontFamily: "Helvetica-Bold" },
  footer: { position: "absolute", bottom: 22, left: 48, right: 48, fontSize: 7.5, color: MUTED, textAlign: "center" },
});

function List({ items }: { items: string[] }) {
  return (
    <View>
      {items.map((x, i) => (
        <View key={i} style={s.item}>
          <Text style={s.bullet}>{`${i + 1}.`}</Text>
          <Text style={{ flex: 1 }}>{x}</Text>
        </View>
      ))}
    </View>
  );
}

export function OscarDocument({ report, content, t, locale, printedOn }: { report: TPrincipalReport; content: TOscarContent; t: TReportT; locale: string; printedOn: string }) {
  const keys = ["D", "I", "S", "N"] as const;
  const footer = t("oscar.footer", { date: formatDocumentDate(printedOn) });
  const head = [report.school, report.subject.name, content.words.range].filter(Boolean).join(" · ");
  return (
    <Document title={t("oscar.title")} author="SCUTA" language={locale}>
      <Page size="LETTER" style={s.page}>
        <Text style={s.brand}>SCUTA</Text>
        <Text style={s.title}>{t("oscar.title")}</Text>
        <Text style={s.muted}>{head}</Text>
        <Text style={s.h2}>{t("oscar.message")}</Text>
        <View style={s.box}>
          <Text>{content.message}</Text>
        </View>
        <Text style={s.h2}>{t("oscar.statement")}</Text>
        <Text>{content.statement}</Text>
        <View style={s.bar}>
          {keys.map((k) => (
            <View key={k} style={{ width: `${report.shares[k]}%`, backgroundColor: BAR_COLORS[k] }} />
          ))}
        </View>
        <View style={s.legend}>
          {keys.map((k) => (
            <Text key={k} style={{ marginRight: 12, color: BAR_COLORS[k] }}>{`■ ${t(`series.${k}`)} ${report.shares[k]}%`}</Text>
          ))}
        </View>
        <Text style={s.footer} fixed>
          {footer}
        </Text>
      </Page>
      <Page size="LETTER" style={s.page}>
        <Text style={s.muted}>{head}</Text>
        <Text style={s.h2}>{t("oscar.activities")}</Text>
        {content.activities.length ? <List items={content.activities} /> : <Text>{t("oscar.noActivities")}</Text>}
        <Text style={s.h2}>{t("oscar.results")}</Text>
        {content.reachOnly ? <Text style={[s.muted, { marginBottom: 4 }]}>{t("principal.reachOnly")}</Text> : null}
        <List items={content.results} />
        <Text style={s.h2}>{t("oscar.future")}</Text>
        <List items={content.future} />
        <Text style={s.footer} fixed>
          {footer}
        </Text>
      </Page>
    </Document>
  );
}

export function renderOscarPdf(report: TPrincipalReport, content: TOscarContent, t: TReportT, locale: string, printedOn: string): Promise<Buffer> {
  return renderPdf(<OscarDocument report={report} content={content} t={t} locale={locale} printedOn={printedOn} />);
}
