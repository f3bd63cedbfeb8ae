import { Document, Page, Text } from "@react-pdf/renderer";
import { styles } from "@/lib/billing/pdf/styles";
import { formatDocumentDate } from "@/lib/i18n/format";
import { Field, LessonDocHeader, PageFooter, Section } from "@/lib/lessons/pdf/parts";
import type { TPdfAuthor } from "@/lib/lessons/pdf/model";
import { RichTextPdf } from "@/lib/pdf/rich-text";
import type { TPdfT } from "@/lib/pdf/strings";
import type { TAnnualConferenceJson } from "../queries";
import { schoolYearLabel } from "../rules";

// The annual administrative conference PDF: the yearly agreement between the counselor and the
// principal (caseload, use-of-time target, duties, goals, professional development, signatures).

export type TConferencePdfData = {
  conference: TAnnualConferenceJson;
  counselorName: string;
  schoolName: string;
  goalNames: string[];
};

const day = (iso: string | null) => (iso ? formatDocumentDate(iso) : "");

export function ConferenceDocument({ t, data, author }: { t: TPdfT; data: TConferencePdfData; author: TPdfAuthor }) {
  const c = data.conference;
  const year = schoolYearLabel(c.schoolYear);
  return (
    <Document title={`${t("title")} ${year}`} author="SCUTA" language={t("common.lang")}>
      <Page size="LETTER" style={styles.page}>
        <LessonDocHeader t={t} title={t("title")} subject={t("subject", { name: data.counselorName, year })} author={author} />
        <Section title={t("agreement")}>
          <Field label={t("school")} value={data.schoolName} />
          <Field label={t("caseload")} value={c.caseload === null ? "" : String(c.caseload)} />
          <Field label={t("useOfTime")} value={t("useOfTimeValue", { pct: String(c.directIndirectPct) })} />
          <Field label={t("conferenceDate")} value={day(c.conferenceDate)} />
          <Field label={t("period")} value={c.startDate && c.endDate ? `${day(c.startDate)} – ${day(c.endDate)}` : day(c.startDate) || day(c.endDate)} />
        </Section>
        <Section title={t("duties")}>
          <RichTextPdf html={c.nonCounselingDuties} empty={t("common.none")} />
        </Section>
        <Section title={t("goals")}>
          {data.goalNames.map((g, i) => (
            <Text key={i} style={{ marginBottom: 3 }}>
              {`• ${g}`}
            </Text>
          ))}
          <RichTextPdf html={c.goals} empty={data.goalNames.length ? "" : t("common.none")} />
        </Section>
        <Section title={t("development")}>
          <RichTextPdf html={c.professionalDevelopment} empty={t("common.none")} />
        </Section>
        <Section title={t("signatures")}>
          <Field label={t("counselor")} value={data.counselorName} />
          <Field label={t("principal")} value={c.principalName || "—"} />
          <Field label={t("signedDate")} value={day(c.signedDate) || "—"} />
        </Section>
        <PageFooter t={t} />
      </Page>
    </Document>
  );
}
