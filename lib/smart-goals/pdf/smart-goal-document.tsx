import { Document, Page, Text } from "@react-pdf/renderer";
import { styles } from "@/lib/billing/pdf/styles";
import { Field, LessonDocHeader, PageFooter, Section } from "@/lib/lessons/pdf/parts";
import type { TPdfAuthor } from "@/lib/lessons/pdf/model";
import { RichTextPdf } from "@/lib/pdf/rich-text";
import type { TPdfT } from "@/lib/pdf/strings";
import type { TMatchedEvent, TMatchedLesson } from "../queries";
import type { TSmartGoalFullDetail } from "../schemas";

// The SMART goal PDF (spec 3 §7 POST /api/v1/smartGoal/pdf): the computed title and sentence, the data priority
// and action plan, baseline and target with the change, the groups, standards, statements, short questions,
// lessons (with their deliveries when asked), the narrative and the rating, in the lesson PDFs' look.

/** MM/DD/YY for a stored YYYY-MM-DD (PDF dates, spec 3 §9). */
function pdfDate(iso: string | null): string {
  if (!iso) return "";
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${m[2]}/${m[3]}/${m[1].slice(2)}` : "";
}

const value = (n: number | null) => (n === null ? "" : String(n));

export function SmartGoalDocument({
  t,
  goal: g,
  lessons,
  author,
}: {
  t: TPdfT;
  goal: TSmartGoalFullDetail;
  lessons: { matchedLessonList: TMatchedLesson[]; lessonsMindsetEventsList: TMatchedEvent[] } | null;
  author: TPdfAuthor;
}) {
  const groups = g.smartgoalGroups.map((x) => x.name).join(", ");
  return (
    <Document title={`${t("title")} – ${g.title}`} author="SCUTA" language={t("common.lang")}>
      <Page size="LETTER" style={styles.page}>
        <LessonDocHeader t={t} title={t("title")} subject={g.title} author={author} />
        <Section title={t("goal")}>
          <Text style={{ marginBottom: 4 }}>{g.byThe}</Text>
          <Field label={t("dataAnalysis")} value={g.dataAnalysis ? g.dataAnalysis.name : t("common.none")} />
          <Field label={t("actionPlan")} value={g.actionPlan ? g.actionPlan.name : t("common.none")} />
          <Field label={t("target")} value={g.target} />
          <Field label={t("baseline")} value={[value(g.baselineValue), pdfDate(g.dateBaseline)].filter(Boolean).join(" – ")} />
          <Field label={t("targetValue")} value={[value(g.targetValue), pdfDate(g.dateTarget)].filter(Boolean).join(" – ")} />
          <Field label={t("change")} value={g.changeValue === null ? "" : `${g.changeValue}%`} />
          <Field label={t("lastPreSurvey")} value={pdfDate(g.lastDateofPreSurvey)} />
          <Field label={t("groups")} value={groups ? t("groupsCount", { names: groups, count: g.smartgoalGroups[0]?.count ?? 0 }) : ""} />
          <Field label={t("rating")} value={t("stars", { stars: g.rating.stars.toFixed(1) })} />
        </Section>
        <Section title={t(`standards.${author.standardsLabel}`)}>
          {[g.mindset1Name, g.mindset2Name].filter(Boolean).length === 0 ? (
            <Text style={styles.muted}>{t("common.none")}</Text>
          ) : (
            [g.mindset1Name, g.mindset2Name].filter((n): n is string => !!n).map((n) => <Text key={n} style={{ marginBottom: 3 }}>{n}</Text>)
          )}
        </Section>
        <Section title={t("statements")}>
          {g.questions.length === 0 ? <Text style={styles.muted}>{t("common.none")}</Text> : g.questions.map((q, i) => <Text key={q.id} style={{ marginBottom: 2 }}>{`${i + 1}. ${q.text}`}</Text>)}
        </Section>
        {g.shortQuestions.length > 0 ? (
          <Section title={t("shortQuestions")}>
            {g.shortQuestions.map((q, i) => (
              <Text key={q.id} style={{ marginBottom: 2 }}>{`${i + 1}. ${q.text}`}</Text>
            ))}
          </Section>
        ) : null}
        {lessons ? (
          <Section title={t("lessons")}>
            {lessons.matchedLessonList.length === 0 ? (
              <Text style={styles.muted}>{t("common.none")}</Text>
            ) : (
              lessons.matchedLessonList.map((l) => (
                <Text key={l.id} style={{ marginBottom: 2 }}>
                  <Text style={styles.bold}>{l.name}</Text>
                  {lessons.lessonsMindsetEventsList
                    .filter((e) => e.lesson_id === l.id)
                    .map((e) => ` · ${e.title} ${pdfDate(e.date)}`)
                    .join("")}
                </Text>
              ))
            )}
          </Section>
        ) : null}
        <Section title={t("narrativeHow")}>
          <RichTextPdf html={g.narrativeHow} empty={t("common.none")} />
        </Section>
        <Section title={t("narrativeWhat")}>
          <RichTextPdf html={g.narrativeWhat} empty={t("common.none")} />
        </Section>
        <Section title={t("narrativeData")}>
          <RichTextPdf html={g.narrativeData} empty={t("common.none")} />
        </Section>
        <Section title={t("narrativeWhy")}>
          <RichTextPdf html={g.narrativeWhy} empty={t("common.none")} />
        </Section>
        <PageFooter t={t} />
      </Page>
    </Document>
  );
}
