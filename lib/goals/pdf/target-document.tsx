import { Document, Page, Text } from "@react-pdf/renderer";
import { styles } from "@/lib/billing/pdf/styles";
import { RichTextPdf } from "@/lib/pdf/rich-text";
import type { TPdfT } from "@/lib/pdf/strings";
import { Field, LessonDocHeader, PageFooter, Section } from "@/lib/lessons/pdf/parts";
import type { TPdfAuthor } from "@/lib/lessons/pdf/model";
import { setFlags } from "../rules";
import type { TTargetJson } from "../schemas";

// The target PDF (POST /api/v1/target/pdf): the statement, its data priority, the data
// kinds and domains, the standards (at most two) and the description, in the lesson PDFs' look.

export type TTargetPdfData = { target: TTargetJson; standards: { abbrev: string; name: string }[] };

export function TargetDocument({ t, data, author }: { t: TPdfT; data: TTargetPdfData; author: TPdfAuthor }) {
  const g = data.target;
  const yes = (v: boolean) => (v ? t("common.yes") : t("common.no"));
  const flags = setFlags(g).map((f) => t(`flags.${f}`));
  return (
    <Document title={`${t("title")} – ${g.name}`} author="SCUTA" language={t("common.lang")}>
      <Page size="LETTER" style={styles.page}>
        <LessonDocHeader t={t} title={t("title")} subject={g.name} author={author} />
        <Section title={t("details")}>
          <Field label={t("statement")} value={g.name} />
          <Field label={t("dataAnalysis")} value={g.dataAnalysis ?? t("common.none")} />
          <Field label={t("group")} value={g.group ?? ""} />
          <Field label={t("relevant")} value={yes(g.relevant)} />
          <Field label={t("flagsLabel")} value={flags.join(", ") || t("common.none")} />
          <Field label={t("shared")} value={yes(g.share)} />
          <Field label={t("owner")} value={g.owner} />
        </Section>
        <Section title={t(`standards.${author.standardsLabel}`)}>
          {data.standards.length === 0 ? (
            <Text style={styles.muted}>{t("common.none")}</Text>
          ) : (
            data.standards.map((s) => (
              <Text key={s.abbrev} style={{ marginBottom: 3 }}>
                <Text style={styles.bold}>{s.abbrev}</Text> {s.name}
              </Text>
            ))
          )}
        </Section>
        <Section title={t("description")}>
          <RichTextPdf html={g.description} empty={t("common.none")} />
        </Section>
        <PageFooter t={t} />
      </Page>
    </Document>
  );
}
