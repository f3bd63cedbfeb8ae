import "server-only";
// Every PDF is set in the embedded Liberation Sans, which has the minus sign and every letter of a name.
import "@/lib/pdf/fonts";
import { ReportTablePdf } from "@/lib/reports/pdf";
import { Document, Font, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import { renderPdf } from "@/lib/pdf/limit";
import { formatDocumentDate } from "@/lib/i18n/format";
import type { TPdfT } from "@/lib/pdf/strings";
import { schoolYearLabel } from "@/lib/program/rules";
import type { TReportT } from "@/lib/reports/format";
import type { TReportTable } from "@/lib/reports/types";
import { plainText, RAMP_ADVISORY_MEETINGS, RAMP_COMPONENTS, type TRampType } from "./components";
import { goalMet } from "@/lib/reports/program-rules";
import { rampGoalSentence, type TRampData, type TRampGoal, type TRampRow } from "./queries";

// The RAMP pack: one PDF with a cover (school, counselor, school year), a table
// of contents, the components in ASCA order — the generated tables with no student column and student
// names redacted (RAMP's FERPA rule), the hand-written texts — and a page of its own listing what is
// missing or still needs its text.

Font.registerHyphenationCallback((word) => [word]);

const INK = "#1e293b";
const MUTED = "#475569";
const RULE = "#cbd5e1";
const BRAND = "#1d4ed8";

const s = StyleSheet.create({
  page: { paddingTop: 40, paddingBottom: 52, paddingHorizontal: 44, fontFamily: "Helvetica", fontSize: 9.5, color: INK, lineHeight: 1.35 },
  // Larger type sets its own line height: the page's is inherited in points and would overlap lines.
  coverBrand: { fontFamily: "Helvetica-Bold", fontSize: 16, lineHeight: 1.2, color: BRAND, marginTop: 120 },
  coverTitle: { fontFamily: "Helvetica-Bold", fontSize: 28, lineHeight: 1.2, marginTop: 12 },
  coverLine: { fontSize: 13, lineHeight: 1.3, marginTop: 8 },
  h1: { fontFamily: "Helvetica-Bold", fontSize: 16, lineHeight: 1.2, marginBottom: 4, color: BRAND },
  h2: { fontFamily: "Helvetica-Bold", fontSize: 11, lineHeight: 1.25, marginTop: 10, marginBottom: 3 },
  muted: { color: MUTED },
  para: { marginBottom: 5 },
  flag: { marginTop: 6, padding: 6, borderWidth: 1, borderColor: "#f59e0b", backgroundColor: "#fffbeb", color: "#92400e" },
  tocRow: { flexDirection: "row", paddingVertical: 3, borderBottomWidth: 0.5, borderBottomColor: RULE },
  head: { flexDirection: "row", backgroundColor: "#e2e8f0", fontFamily: "Helvetica-Bold", paddingVertical: 3, fontSize: 8 },
  row: { flexDirection: "row", paddingVertical: 2, borderBottomWidth: 0.5, borderBottomColor: RULE, fontSize: 8 },
  total: { flexDirection: "row", paddingVertical: 3, fontFamily: "Helvetica-Bold", borderTopWidth: 1, borderTopColor: INK, fontSize: 8 },
  first: { flex: 2.2, paddingLeft: 3 },
  cell: { flex: 1, textAlign: "right", paddingRight: 3 },
  footerLeft: { position: "absolute", bottom: 22, left: 44, fontSize: 7.5, color: MUTED },
});

export type TRampPack = {
  data: TRampData;
  rows: TRampRow[];
  counselor: string;
  printedOn: string;
};

/**
 * At most this many rows of a report's table go into the pack (a year's calendar or timesheet has
 * ~1,600 lines, which would make the pack hundreds of pages and take a minute to draw); the rest are
 * counted under the table and read in the app.
 */
export const PACK_TABLE_ROWS = 40;

/** A report's table (student columns already removed), its first PACK_TABLE_ROWS rows and the totals line. */
function PackTable({ table, rt, locale }: { table: TReportTable; rt: TReportT; locale: string }) {
  if (table.columns.length === 0 || table.rows.length === 0) return <Text style={s.muted}>{rt("empty")}</Text>;
  const more = table.rows.length - PACK_TABLE_ROWS;
  return (
    <View>
      <ReportTablePdf table={more > 0 ? { ...table, rows: table.rows.slice(0, PACK_TABLE_ROWS) } : table} t={rt} locale={locale} />
      {more > 0 ? <Text style={s.muted}>{rt("moreRows", { count: more })}</Text> : null}
    </View>
  );
}

function Para({ text, empty }: { text: string; empty: string }) {
  const paragraphs = text
    .split(/\n{2,}|<\/p>/)
    .map((p) => plainText(p))
    .filter(Boolean);
  if (paragraphs.length === 0) return <Text style={s.muted}>{empty}</Text>;
  return (
    <View>
      {paragraphs.map((p, i) => (
        <Text key={i} style={s.para}>
          {p}
        </Text>
      ))}
    </View>
  );
}

function ReportPart({ data, reportKey, t, rt, locale }: { data: TRampData; reportKey: string; t: TPdfT; rt: TReportT; locale: string }) {
  const r = data.reports[reportKey];
  if (!r) return <Text style={s.muted}>{t("pack.reportMissing")}</Text>;
  return <PackTable table={r.table} rt={rt} locale={locale} />;
}

function ComponentBody({ type, data, t, rt, locale }: { type: TRampType; data: TRampData; t: TPdfT; rt: TReportT; locale: string }) {
  const red = data.redact;
  const none = t("pack.none");
  const numOr = (v: number | null) => (v == null ? "—" : String(v));
  // A goal's sentence with the document's dates, built by the one sentence builder in the reader's language.
  const sentence = (g: TRampGoal) => red(rampGoalSentence(g, data.sentenceT, formatDocumentDate));
  switch (type) {
    case "vision":
      return <Para text={red(data.vision)} empty={none} />;
    case "mission":
      return <Para text={red(data.mission)} empty={none} />;
    case "reflection":
      return <Para text={red(data.texts.reflection ?? "")} empty={none} />;
    case "goals":
      return data.goals.length === 0 ? (
        <Text style={s.muted}>{none}</Text>
      ) : (
        <View>
          {data.goals.map((g, i) => (
            <Text key={g.id} style={s.para}>
              {`${i + 1}. ${sentence(g)}${g.ctg ? ` (${t("pack.ctgLabel")})` : ""}`}
            </Text>
          ))}
        </View>
      );
    case "ctg": {
      const ctg = data.goals.filter((g) => g.ctg);
      return (
        <View>
          {ctg.length === 0 ? <Text style={s.muted}>{none}</Text> : null}
          {ctg.map((g) => (
            <View key={g.id} style={{ marginBottom: 6 }}>
              <Text style={s.para}>{sentence(g)}</Text>
              <Text style={s.muted}>{t("pack.goalFigures", { baseline: numOr(g.baseline), target: numOr(g.targetValue), result: numOr(g.result) })}</Text>
            </View>
          ))}
          <Text style={s.h2}>{t("pack.implications")}</Text>
          <Para text={red(data.texts.ctg ?? "")} empty={none} />
        </View>
      );
    }
    case "mbResults":
      return (
        <View>
          <ReportPart data={data} reportKey="curriculumReport" t={t} rt={rt} locale={locale} />
          <Text style={s.h2}>{t("pack.implications")}</Text>
          <Para text={red(data.texts.mbResults ?? "")} empty={none} />
        </View>
      );
    case "adminConference": {
      const c = data.conference;
      return (
        <View>
          {c ? (
            <View>
              <Text>{t("pack.conference.caseload", { value: numOr(c.caseload) })}</Text>
              <Text>{t("pack.conference.target", { value: c.directIndirectPct })}</Text>
              <Text>{t("pack.conference.principal", { value: red(c.principalName) || "—" })}</Text>
              <Text>{t("pack.conference.dates", { conference: c.conferenceDate ? formatDocumentDate(c.conferenceDate) : "—", signed: c.signedDate ? formatDocumentDate(c.signedDate) : "—" })}</Text>
              <Text style={s.h2}>{t("pack.conference.duties")}</Text>
              <Para text={red(c.nonCounselingDuties)} empty={none} />
              <Text style={s.h2}>{t("pack.conference.goals")}</Text>
              {/* The goals the conference agreed are the ones its "agreed vs actual" line counts. */}
              {data.agreedGoals.length > 0 ? <Text style={s.muted}>{t("pack.conference.agreedGoals")}</Text> : null}
              {data.agreedGoals.map((g, i) => {
                const met = goalMet({ baseline: g.baseline, target: g.targetValue, result: g.result });
                return (
                  <Text key={g.id} style={s.para}>
                    {`${i + 1}. ${sentence(g)} (${t(met === null ? "pack.conference.goalOpen" : met ? "pack.conference.goalMet" : "pack.conference.goalNotMet")})`}
                  </Text>
                );
              })}
              {data.agreedGoals.length > 0 && plainText(c.goals) === "" ? null : <Para text={red(c.goals)} empty={none} />}
            </View>
          ) : (
            <Text style={s.muted}>{none}</Text>
          )}
          <Text style={s.h2}>{t("pack.conference.actuals")}</Text>
          <ReportPart data={data} reportKey="reportAdmin" t={t} rt={rt} locale={locale} />
        </View>
      );
    }
    case "advisoryCouncil":
      return (
        <View>
          <Text style={s.h2}>{t("pack.advisory.members")}</Text>
          {data.advisory.members.length === 0 ? <Text style={s.muted}>{none}</Text> : null}
          {data.advisory.members.map((m) => (
            // A student member is a student: named in the pack by role only.
            <Text key={m.id}>{m.role === "student" ? t("pack.advisory.studentMember") : `${red(m.name)} · ${t(`pack.advisory.roles.${m.role}`)}`}</Text>
          ))}
          <Text style={s.h2}>{t("pack.advisory.meetings")}</Text>
          {data.advisory.meetings.length === 0 ? <Text style={s.muted}>{none}</Text> : null}
          {data.advisory.meetings.map((m) => (
            <View key={m.id} style={{ marginBottom: 6 }}>
              <Text style={{ fontFamily: "Helvetica-Bold" }}>{formatDocumentDate(m.date)}</Text>
              <Text style={s.muted}>{t("pack.advisory.agenda")}</Text>
              <Para text={red(m.agenda)} empty={none} />
              <Text style={s.muted}>{t("pack.advisory.minutes")}</Text>
              <Para text={red(m.minutes)} empty={none} />
            </View>
          ))}
          {data.advisory.meetings.length > 0 && data.advisory.meetings.length < RAMP_ADVISORY_MEETINGS ? (
            <Text style={s.muted}>{t("pack.advisory.fewMeetings", { count: data.advisory.meetings.length })}</Text>
          ) : null}
        </View>
      );
    case "mbActionPlan":
      return <ReportPart data={data} reportKey="mbActionPlan" t={t} rt={rt} locale={locale} />;
    case "useOfTime":
      return <ReportPart data={data} reportKey="timesheetSummaryView" t={t} rt={rt} locale={locale} />;
    case "calendars":
      return <ReportPart data={data} reportKey="annualCalendar" t={t} rt={rt} locale={locale} />;
  }
}

function Footer({ t, title }: { t: TPdfT; title: string }) {
  return (
    // No "page n of m": @react-pdf 4.9 fails (NaN) on a render-prop text positioned absolutely.
    <Text style={s.footerLeft} fixed>
      {`${title} · ${t("pack.ferpa")}`}
    </Text>
  );
}

function PackDocument({ pack, t, rt, locale }: { pack: TRampPack; t: TPdfT; rt: TReportT; locale: string }) {
  const { data, rows } = pack;
  const year = schoolYearLabel(data.subject.schoolYear);
  const title = t("pack.title");
  const open = rows.filter((r) => r.status !== "generated");
  return (
    <Document title={`${title} – ${pack.counselor} – ${year}`} author="SCUTA">
      <Page size="LETTER" style={s.page}>
        <Text style={s.coverBrand}>SCUTA</Text>
        <Text style={s.coverTitle}>{title}</Text>
        <Text style={s.coverLine}>{data.subject.schoolName || "—"}</Text>
        <Text style={s.coverLine}>{pack.counselor}</Text>
        <Text style={s.coverLine}>{t("pack.schoolYear", { year })}</Text>
        <Text style={[s.coverLine, s.muted]}>{t("pack.printed", { date: formatDocumentDate(pack.printedOn) })}</Text>
        <Text style={[s.muted, { marginTop: 40 }]}>{t("pack.ferpa")}</Text>
      </Page>
      <Page size="LETTER" style={s.page}>
        <Text style={s.h1}>{t("pack.contents")}</Text>
        {rows.map((r, i) => (
          <View key={r.key} style={s.tocRow}>
            <Text style={{ width: 24 }}>{`${i + 1}.`}</Text>
            <Text style={{ flex: 1 }}>{t(`components.${r.key}.title`)}</Text>
            <Text style={s.muted}>{t(`status.${r.status}`)}</Text>
          </View>
        ))}
        <View style={s.tocRow}>
          <Text style={{ width: 24 }}>{`${rows.length + 1}.`}</Text>
          <Text style={{ flex: 1 }}>{t("pack.missingTitle")}</Text>
          <Text style={s.muted}>{String(open.length)}</Text>
        </View>
        <Footer t={t} title={title} />
      </Page>
      <Page size="LETTER" style={s.page} orientation="landscape">
        {RAMP_COMPONENTS.map((c, i) => {
          const row = rows.find((r) => r.key === c.key);
          return (
            <View key={c.key} break={i > 0}>
              <Text style={s.h1}>{`${i + 1}. ${t(`components.${c.key}.title`)}`}</Text>
              <Text style={[s.muted, { marginBottom: 8 }]}>{t(`components.${c.key}.about`)}</Text>
              <ComponentBody type={c.key} data={data} t={t} rt={rt} locale={locale} />
              {row && row.status !== "generated" ? <Text style={s.flag}>{t(`pack.flag.${row.status}`)}</Text> : null}
            </View>
          );
        })}
        <Footer t={t} title={title} />
      </Page>
      <Page size="LETTER" style={s.page}>
        <Text style={s.h1}>{`${rows.length + 1}. ${t("pack.missingTitle")}`}</Text>
        {open.length === 0 ? <Text>{t("pack.nothingMissing")}</Text> : <Text style={s.para}>{t("pack.missingIntro")}</Text>}
        {open.map((r) => (
          <View key={r.key} style={s.tocRow}>
            <Text style={{ flex: 1 }}>{t(`components.${r.key}.title`)}</Text>
            <Text style={{ flex: 2 }}>{t(`pack.flag.${r.status}`)}</Text>
          </View>
        ))}
        <Footer t={t} title={title} />
      </Page>
    </Document>
  );
}

export async function renderRampPack(pack: TRampPack, t: TPdfT, rt: TReportT, locale: string): Promise<Buffer> {
  return renderPdf(<PackDocument pack={pack} t={t} rt={rt} locale={locale} />);
}
