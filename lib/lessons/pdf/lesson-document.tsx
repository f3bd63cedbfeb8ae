import { Document, Page, Text, View } from "@react-pdf/renderer";
import { styles } from "@/lib/billing/pdf/styles";
import { formatNumber, formatPercent } from "@/lib/i18n/format";
import { RichTextPdf } from "@/lib/pdf/rich-text";
import type { TPdfT } from "@/lib/pdf/strings";
import type { TPdfAuthor, TLessonPdfData } from "./model";
import { Field, gradeLabel, LessonDocHeader, PageFooter, Section } from "./parts";

// The lesson PDF: every field of the lesson, its grades
// and standards, and its rich-text fields as paragraphs with bold and italic. Its numbers read in the
// reader's language (0,4 in German) like every PDF's; only dates and money have the US format fixed.

/** The delivery the PDF was asked for; `collection` is its pre/post collection status (lib/lessons/collection-status.ts). */
export type TLessonDocEvent = { title: string; date: string; eventChange: number; collection: TCollectionLine } | null;
export type TCollectionLine = { label: string; value: string };

export function LessonDocument({ t, locale, data, author, event }: { t: TPdfT; locale: string; data: TLessonPdfData; author: TPdfAuthor; event: TLessonDocEvent }) {
  const l = data.lesson;
  const yes = (v: boolean) => (v ? t("common.yes") : t("common.no"));
  const domains = [l.academic && t("lesson.academic"), l.social && t("lesson.social"), l.career && t("lesson.career")].filter(Boolean).join(", ");
  const dataKinds = [l.achievement && t("lesson.achievement"), l.attendance && t("lesson.attendance"), l.behavior && t("lesson.behavior")].filter(Boolean).join(", ");
  const perc = l.percCollectionMethod === null ? "" : l.ofTotal === null ? `${l.percCollectionMethod}%` : t("lesson.percOf", { perc: String(l.percCollectionMethod), total: String(l.ofTotal) });
  return (
    <Document title={`${t("lesson.title")} – ${l.name}`} author="SCUTA" language={t("common.lang")}>
      <Page size="LETTER" style={styles.page}>
        <LessonDocHeader t={t} title={t("lesson.title")} subject={l.name} author={author} />
        <Section title={t("lesson.details")}>
          <Field label={t("lesson.name")} value={l.name} />
          <Field label={t("lesson.number")} value={l.lessonNumber === null ? "" : String(l.lessonNumber)} />
          <Field label={t("lesson.teachingMethod")} value={data.teachingMethod} />
          <Field label={t("lesson.collectionMethod")} value={data.collectionMethod} />
          <Field label={t("lesson.percCollection")} value={perc} />
          <Field label={t("lesson.survey")} value={data.survey} />
          <Field label={t("lesson.domains")} value={domains || t("common.none")} />
          <Field label={t("lesson.data")} value={dataKinds || t("common.none")} />
          <Field label={t("lesson.grades")} value={data.grades.map((g) => gradeLabel(t, g.code)).join(", ") || t("common.none")} />
          <Field label={t("lesson.inRAMP")} value={yes(l.inRamp)} />
          <Field label={t("lesson.shared")} value={yes(l.share)} />
          <Field label={t("lesson.rating")} value={data.rating.count > 0 ? t("lesson.ratingValue", { average: formatNumber(data.rating.average, locale, 1), count: data.rating.count }) : ""} />
        </Section>
        <Section title={t(`lesson.${author.standardsLabel}`)}>
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
        <Section title={t("lesson.objective1")}>
          <RichTextPdf html={l.objective1} empty={t("common.none")} />
        </Section>
        <Section title={t("lesson.objective2")}>
          <RichTextPdf html={l.objective2} empty={t("common.none")} />
        </Section>
        <Section title={t("lesson.outcome")}>
          <RichTextPdf html={l.outcome} empty={t("common.none")} />
        </Section>
        <Section title={t("lesson.implication")}>
          <RichTextPdf html={l.implication} empty={t("common.none")} />
        </Section>
        {event ? (
          <View style={styles.box} wrap={false}>
            <Field label={t("results.event")} value={`${event.title} (${event.date})`} />
            <Field label={event.collection.label} value={event.collection.value} />
            <Field label={t("results.eventChange")} value={formatPercent(event.eventChange, locale)} />
          </View>
        ) : null}
        <PageFooter t={t} />
      </Page>
    </Document>
  );
}
