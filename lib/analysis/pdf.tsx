import "server-only";
// Every PDF is set in the embedded Liberation Sans, which has the minus sign and every letter of a name.
import "@/lib/pdf/fonts";
import { Document, Font, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import { renderPdf } from "@/lib/pdf/limit";
import { createTranslator } from "next-intl";
import { formatDocumentDate } from "@/lib/i18n/format";
import { isLocale, type TLocale } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import { categoryName, groupName, type TCategoryTranslator } from "@/lib/categories/labels";
import { categoryTranslator } from "@/lib/categories/labels-server";
import type { TCounselorRow } from "./by-counselor";
import { formatHoursMinutes } from "./rules";
import type { TUseOfTime } from "./use-of-time";

// The printable use-of-time report (@react-pdf): figures, groups and categories with bars drawn as
// boxes, and for a team the counselor table. Words from messages analysis.*, the ASCA group and
// category names from ascaCategories.* (lib/categories/labels); student names never appear.

// Words wrap whole (no English hyphenation of German or Italian words), as in the billing PDFs.
Font.registerHyphenationCallback((word) => [word]);

type TT = (key: string, values?: Record<string, string | number>) => string;

const INK = "#1e293b";
const MUTED = "#475569";
const RULE = "#cbd5e1";

const s = StyleSheet.create({
  page: { paddingTop: 40, paddingBottom: 56, paddingHorizontal: 44, fontFamily: "Helvetica", fontSize: 10, color: INK, lineHeight: 1.35 },
  brand: { fontFamily: "Helvetica-Bold", fontSize: 16, lineHeight: 1.2, color: "#1d4ed8" },
  title: { fontFamily: "Helvetica-Bold", fontSize: 20, lineHeight: 1.2, marginTop: 6 },
  muted: { color: MUTED },
  figures: { flexDirection: "row", marginVertical: 14, borderWidth: 1, borderColor: RULE, borderRadius: 4 },
  figure: { flex: 1, padding: 8 },
  figureValue: { fontFamily: "Helvetica-Bold", fontSize: 15, lineHeight: 1.2 },
  small: { fontSize: 8.5, color: MUTED },
  section: { fontFamily: "Helvetica-Bold", fontSize: 12, marginTop: 12, marginBottom: 6 },
  row: { flexDirection: "row", alignItems: "center", paddingVertical: 3, borderBottomWidth: 0.5, borderBottomColor: RULE },
  head: { flexDirection: "row", paddingVertical: 3, backgroundColor: "#e2e8f0", fontFamily: "Helvetica-Bold", fontSize: 9 },
  name: { width: "42%", paddingLeft: 4 },
  barCell: { width: "30%", paddingRight: 8 },
  barTrack: { height: 7, backgroundColor: "#f1f5f9" },
  num: { width: "14%", textAlign: "right", paddingRight: 4 },
  swatch: { width: 7, height: 7, marginRight: 4 },
  // Static on every page: react-pdf 4.9 draws nothing for a `render` text (page numbers) here.
  footer: { position: "absolute", bottom: 24, left: 44, right: 44, fontSize: 8, color: MUTED, textAlign: "center" },
});

export type TAnalysisPdf = {
  title: string;
  /** Whose figures: a counselor's name, "Your team", a district name. */
  subject: string;
  from: string;
  to: string;
  target: number;
  analysis: TUseOfTime;
  counselors?: TCounselorRow[];
};

const cache = new Map<TLocale, Promise<TT>>();

/** A translator for analysis.* in a language (English when the language is not supported). */
export function analysisStrings(locale: string | null | undefined): Promise<TT> {
  const lang: TLocale = isLocale(locale) ? locale : "en";
  let pending = cache.get(lang);
  if (!pending) {
    pending = loadMessages(lang).then((messages) => {
      const t = createTranslator({ locale: lang, messages, namespace: "analysis" });
      return (key: string, values?: Record<string, string | number>) => t(key as never, values as never);
    });
    pending.catch(() => cache.delete(lang));
    cache.set(lang, pending);
  }
  return pending;
}

function Bar({ percent, color }: { percent: number; color: string }) {
  return (
    <View style={s.barTrack}>
      <View style={{ width: `${Math.min(100, Math.max(0, percent))}%`, height: 7, backgroundColor: color }} />
    </View>
  );
}

/** The counselor table of the PDF: highest share of student services first. */
function byPercent(rows: TCounselorRow[]): TCounselorRow[] {
  return [...rows].sort((a, b) => b.directIndirectPercent - a.directIndirectPercent || a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName));
}

const GROUP_COLORS: Record<string, string> = { direct: "#16a34a", indirect: "#2563eb", support: "#d97706", non_counseling: "#dc2626" };

function AnalysisDocument({ t, tc, data }: { t: TT; tc: TCategoryTranslator; data: TAnalysisPdf }) {
  const a = data.analysis;
  const meets = a.directIndirectPercent >= data.target;
  return (
    <Document title={`${data.title} – ${data.subject}`} author="SCUTA">
      <Page size="LETTER" style={s.page}>
        <Text style={s.brand}>SCUTA</Text>
        <Text style={s.title}>{data.title}</Text>
        <Text>{data.subject}</Text>
        <Text style={s.muted}>{t("range", { from: formatDocumentDate(data.from), to: formatDocumentDate(data.to) })}</Text>
        <View style={s.figures}>
          <View style={s.figure}>
            <Text style={s.small}>{t("figures.time")}</Text>
            <Text style={s.figureValue}>{formatHoursMinutes(a.totalMinutes)}</Text>
          </View>
          <View style={s.figure}>
            <Text style={s.small}>{t("figures.directIndirect")}</Text>
            <Text style={s.figureValue}>{a.directIndirectPercent}%</Text>
            <Text style={s.small}>{meets ? t("target.met", { target: data.target }) : t("target.below", { target: data.target })}</Text>
          </View>
          <View style={s.figure}>
            <Text style={s.small}>{t("figures.students")}</Text>
            <Text style={s.figureValue}>{a.studentsServed}</Text>
          </View>
          <View style={s.figure}>
            <Text style={s.small}>{t("figures.events")}</Text>
            <Text style={s.figureValue}>{a.eventsCount}</Text>
          </View>
          <View style={s.figure}>
            <Text style={s.small}>{t("figures.daysClosed")}</Text>
            <Text style={s.figureValue}>{a.daysClosed}</Text>
          </View>
        </View>

        <Text style={s.section}>{t("groupsTitle")}</Text>
        <View style={s.head}>
          <Text style={s.name}>{t("table.group")}</Text>
          <Text style={s.barCell}> </Text>
          <Text style={s.num}>{t("table.time")}</Text>
          <Text style={s.num}>{t("table.percent")}</Text>
        </View>
        {a.groups.map((g) => (
          <View key={g.key} style={s.row} wrap={false}>
            <Text style={s.name}>{groupName(tc, g.key, g.name)}</Text>
            <View style={s.barCell}>
              <Bar percent={g.percent} color={GROUP_COLORS[g.key] ?? "#64748b"} />
            </View>
            <Text style={s.num}>{formatHoursMinutes(g.minutes)}</Text>
            <Text style={s.num}>{g.percent}%</Text>
          </View>
        ))}

        {a.categories.length > 0 ? (
          <>
            <Text style={s.section}>{t("categoriesTitle")}</Text>
            <View style={s.head}>
              <Text style={s.name}>{t("table.category")}</Text>
              <Text style={s.barCell}> </Text>
              <Text style={s.num}>{t("table.time")}</Text>
              <Text style={s.num}>{t("table.percent")}</Text>
            </View>
            {a.categories.map((c) => (
              <View key={String(c.id)} style={s.row} wrap={false}>
                <View style={[s.name, { flexDirection: "row", alignItems: "center" }]}>
                  <View style={[s.swatch, { backgroundColor: c.color }]} />
                  <Text>{c.id == null ? t("uncategorized") : categoryName(tc, c)}</Text>
                </View>
                <View style={s.barCell}>
                  <Bar percent={c.percent} color={c.color} />
                </View>
                <Text style={s.num}>{formatHoursMinutes(c.minutes)}</Text>
                <Text style={s.num}>{c.percent}%</Text>
              </View>
            ))}
          </>
        ) : (
          <Text style={s.muted}>{t("empty")}</Text>
        )}

        {data.counselors && data.counselors.length > 0 ? (
          <>
            <Text style={s.section} break={data.counselors.length > 12}>
              {t("counselors.title")}
            </Text>
            <View style={s.head}>
              <Text style={s.name}>{t("counselors.name")}</Text>
              <Text style={s.barCell}>{t("counselors.directIndirect")}</Text>
              <Text style={s.num}>{t("table.time")}</Text>
              <Text style={s.num}>{t("counselors.students")}</Text>
            </View>
            {byPercent(data.counselors).map((c) => (
              <View key={c.userId} style={s.row} wrap={false}>
                <Text style={s.name}>{`${c.firstName} ${c.lastName}`.trim() || c.username}</Text>
                <View style={[s.barCell, { flexDirection: "row", alignItems: "center" }]}>
                  <Text style={{ width: 30 }}>{c.directIndirectPercent}%</Text>
                  <View style={{ flex: 1 }}>
                    <Bar percent={c.directIndirectPercent} color={c.directIndirectPercent >= data.target ? "#16a34a" : "#d97706"} />
                  </View>
                </View>
                <Text style={s.num}>{formatHoursMinutes(c.totalMinutes)}</Text>
                <Text style={s.num}>{c.studentsServed}</Text>
              </View>
            ))}
          </>
        ) : null}
        <Text style={s.footer} fixed>
          {t("pdf.footer", { target: data.target })}
        </Text>
      </Page>
    </Document>
  );
}

/** The use-of-time PDF in a language. */
export async function renderAnalysisPdf(data: TAnalysisPdf, locale: string | null | undefined): Promise<Buffer> {
  const [t, tc] = await Promise.all([analysisStrings(locale), categoryTranslator(locale)]);
  return renderPdf(<AnalysisDocument t={t} tc={tc} data={data} />);
}
