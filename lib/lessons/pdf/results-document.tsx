import { Document, Page, Text, View } from "@react-pdf/renderer";
import { styles } from "@/lib/billing/pdf/styles";
import { formatClockTime, formatDocumentDate, formatNumber, formatPercent } from "@/lib/i18n/format";
import { RichTextPdf } from "@/lib/pdf/rich-text";
import type { TPdfT } from "@/lib/pdf/strings";
import type { TEventResults, TLessonTotals } from "../results";
import type { TCollectionLine } from "./lesson-document";
import type { TPdfAuthor } from "./model";
import { Field, LessonDocHeader, PageFooter, Section } from "./parts";
import { ResultsChart } from "./results-chart";

// The lesson-results PDF: one delivery's per-statement pre/post averages as a bar
// chart and a table, the event change %, the lesson-results change %, dcpOutcome and implication.

/** `collection` is the delivery's pre/post collection status, worded by lib/lessons/collection-status.ts. */
export function ResultsDocument({
  t,
  locale,
  lessonName,
  results,
  totals,
  author,
  collection,
}: {
  t: TPdfT;
  locale: string;
  lessonName: string;
  results: TEventResults;
  totals: TLessonTotals;
  author: TPdfAuthor;
  collection: TCollectionLine;
}) {
  const e = results.event;
  return (
    <Document title={`${t("results.title")} – ${lessonName}`} author="SCUTA" language={t("common.lang")}>
      <Page size="LETTER" style={styles.page}>
        <LessonDocHeader t={t} title={t("results.title")} subject={lessonName} author={author} />
        <Section title={t("results.event")}>
          <Field label={t("results.eventTitle")} value={e.title} />
          <Field label={t("results.date")} value={`${formatDocumentDate(e.date)} ${formatClockTime(e.time, locale)}`} />
          <Field label={t("results.duration")} value={t("results.minutes", { n: String(e.duration) })} />
          <Field label={t("results.students")} value={t("results.studentsCounts", { students: String(e.students), male: String(e.male), female: String(e.female) })} />
          <Field label={t("results.survey")} value={results.surveyName ?? t("results.noSurvey")} />
          <Field label={collection.label} value={collection.value} />
          <Field label={t("results.inRAMP")} value={e.inRAMP ? t("common.yes") : t("common.no")} />
        </Section>
        <View style={[styles.box, { flexDirection: "row", justifyContent: "space-between" }]} wrap={false}>
          <Text>
            <Text style={styles.muted}>{t("results.eventChange")}: </Text>
            <Text style={styles.bold}>{formatPercent(results.eventChange, locale)}</Text>
          </Text>
          <Text>
            <Text style={styles.muted}>{t("results.lessonChange")}: </Text>
            <Text style={styles.bold}>{formatPercent(totals.lessonChange, locale)}</Text>
          </Text>
        </View>
        <Section title={t("results.chart")}>
          {results.statements.length === 0 ? (
            <Text style={styles.muted}>{results.surveyName === null ? t("results.noSurvey") : t("results.noStatements")}</Text>
          ) : (
            <>
              <ResultsChart t={t} statements={results.statements} levels={results.likertLevels} />
              <View style={styles.table}>
                <View style={styles.headRow} fixed>
                  <Text style={{ width: "10%", paddingLeft: 4 }}>#</Text>
                  <Text style={{ width: "60%" }}>{t("results.statement")}</Text>
                  <Text style={{ width: "15%", textAlign: "right" }}>{t("results.pre")}</Text>
                  <Text style={{ width: "15%", textAlign: "right", paddingRight: 4 }}>{t("results.post")}</Text>
                </View>
                {results.statements.map((s, i) => (
                  <View key={s.id} style={styles.row} wrap={false}>
                    <Text style={{ width: "10%", paddingLeft: 4 }}>{t("results.statementShort", { n: String(i + 1) })}</Text>
                    <Text style={{ width: "60%" }}>{s.text}</Text>
                    <Text style={{ width: "15%", textAlign: "right" }}>{formatNumber(s.pre, locale, 1)}</Text>
                    <Text style={{ width: "15%", textAlign: "right", paddingRight: 4 }}>{formatNumber(s.post, locale, 1)}</Text>
                  </View>
                ))}
              </View>
            </>
          )}
        </Section>
        <Section title={t("results.dcpOutcome")}>
          <RichTextPdf html={e.dcpOutcome} empty={t("common.none")} />
        </Section>
        <Section title={t("results.implication")}>
          <RichTextPdf html={e.implication} empty={t("common.none")} />
        </Section>
        <PageFooter t={t} />
      </Page>
    </Document>
  );
}
