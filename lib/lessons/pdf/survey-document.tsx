import { Document, Page, Text, View } from "@react-pdf/renderer";
import { styles } from "@/lib/billing/pdf/styles";
import type { TPdfT } from "@/lib/pdf/strings";
import type { TPdfAuthor } from "./model";
import { LessonDocHeader, PageFooter } from "./parts";

// A printable survey (POST /api/v1/survey/pdf): its name, the legend of each Likert step, and each
// statement with one box per step for a student to tick, plus a line for an optional student id.

export type TSurveyPdfData = { name: string; levels: number; legends: string[]; statements: { id: number; text: string }[] };

export function SurveyDocument({ t, data, author }: { t: TPdfT; data: TSurveyPdfData; author: TPdfAuthor }) {
  const steps = Array.from({ length: data.levels }, (_, i) => i + 1);
  const col = `${Math.floor(50 / data.levels)}%`;
  return (
    <Document title={`${t("survey.title")} – ${data.name}`} author="SCUTA" language={t("common.lang")}>
      <Page size="LETTER" style={styles.page}>
        <LessonDocHeader t={t} title={t("survey.title")} subject={data.name} author={author} />
        <Text style={styles.paragraph}>{t("survey.instructions", { levels: String(data.levels) })}</Text>
        <Text style={[styles.paragraph, { marginBottom: 14 }]}>{t("survey.studentId")}: ____________________</Text>
        <View style={styles.table}>
          <View style={styles.headRow} fixed>
            <Text style={{ width: "50%", paddingLeft: 4 }}>{t("survey.statement")}</Text>
            {steps.map((s) => (
              <Text key={s} style={{ width: col, textAlign: "center", fontSize: 8 }}>
                {`${s}${data.legends[s - 1] ? `\n${data.legends[s - 1]}` : ""}`}
              </Text>
            ))}
          </View>
          {data.statements.map((q, i) => (
            <View key={q.id} style={styles.row} wrap={false}>
              <Text style={{ width: "50%", paddingLeft: 4 }}>{`${i + 1}. ${q.text}`}</Text>
              {steps.map((s) => (
                <View key={s} style={{ width: col, alignItems: "center" }}>
                  <View style={{ width: 11, height: 11, borderWidth: 1, borderColor: "#1e293b" }} />
                </View>
              ))}
            </View>
          ))}
        </View>
        {data.statements.length === 0 ? <Text style={styles.muted}>{t("survey.noStatements")}</Text> : null}
        <PageFooter t={t} />
      </Page>
    </Document>
  );
}
