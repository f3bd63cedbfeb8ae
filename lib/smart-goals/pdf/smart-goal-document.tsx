import { Document, Page, Text, View } from "@react-pdf/renderer";
import { styles } from "@/lib/billing/pdf/styles";
import { Field, LessonDocHeader, PageFooter, Section } from "@/lib/lessons/pdf/parts";
import type { TPdfAuthor } from "@/lib/lessons/pdf/model";
import { RichTextPdf } from "@/lib/pdf/rich-text";
import type { TPdfT } from "@/lib/pdf/strings";
import { formatDocumentDate, formatNumber, formatPercent } from "@/lib/i18n/format";
import { goalMet } from "@/lib/reports/program-rules";
import type { TGoalLinkedLesson, TMatchedEvent, TMatchedLesson } from "../queries";
import { DEFAULT_ACTION_PLAN_ID, smartGoalSentence, smartGoalTitle } from "../rules";
import type { TSmartGoalFullDetail } from "../schemas";

// The SMART goal PDF (POST /api/v1/smartGoal/pdf): the computed title and sentence, the data priority
// and action plan, baseline and target with the change, the groups, standards, statements, short questions,
// result and whether it was met, the goal's own lessons with their deliveries (and, when asked, the other
// lessons sharing its standards), the narrative and the rating, in the lesson PDFs' look. Its figures read
// in the reader's language (18,5 and "0,4 von 5 Sternen" in German) like every PDF's; its dates are MM/DD/YY.

/** The goal's stored codes in the reader's words: its title and its action plan (null for none). */
export type TSmartGoalPdfWords = { title: string; actionPlan: string | null };

/**
 * The title is built from the goal's parts with smartGoals.titleWords, and a seeded action plan is named by
 * smartGoals.form.actionPlans.{id}; the default plan ("None") is no plan. `tw` translates the smartGoals namespace.
 */
export function smartGoalPdfWords(g: Pick<TSmartGoalFullDetail, "dataAnalysis" | "smartgoalGroups" | "target" | "actionPlan">, tw: TPdfT): TSmartGoalPdfWords {
  const da = g.dataAnalysis;
  const title = smartGoalTitle(
    { dataAnalysis: da ? { typeName: da.typeName || da.name, closingTheGap: da.closingTheGap } : null, groupCount: g.smartgoalGroups[0]?.count ?? 0, focus: g.target },
    (key, values) => tw(`titleWords.${key}`, values as Record<string, string>),
  );
  const plan = g.actionPlan;
  if (!plan || plan.id === DEFAULT_ACTION_PLAN_ID) return { title, actionPlan: null };
  const key = `form.actionPlans.${plan.id}.name`;
  const named = tw(key);
  // A plan added after the seed has no message: its stored name stands.
  return { title, actionPlan: named === key || named.endsWith(key) ? plan.name : named };
}

/** MM/DD/YY for a stored YYYY-MM-DD (PDF dates keep the US format); '' for none. */
const pdfDate = (iso: string | null) => (iso ? formatDocumentDate(iso) : "");

/** An event delivered the lesson when it is marked done or its day has come (a planned future event has not). */
export function deliveredEvents<T extends { date: string; status: string }>(events: readonly T[], today: string): T[] {
  return events.filter((e) => e.status === "done" || (e.status !== "cancelled" && e.date <= today));
}

export function SmartGoalDocument({
  t,
  ts,
  locale,
  goal: g,
  words,
  linked,
  lessons,
  author,
  today,
}: {
  t: TPdfT;
  /** smartGoals.sentence in the reader's language. */
  ts: TPdfT;
  /** The reader's language, for the figures. */
  locale: string;
  goal: TSmartGoalFullDetail;
  words: TSmartGoalPdfWords;
  linked: TGoalLinkedLesson[];
  lessons: { matchedLessonList: TMatchedLesson[]; lessonsMindsetEventsList: TMatchedEvent[] } | null;
  author: TPdfAuthor;
  /** The reader's today (YYYY-MM-DD): events up to it count as deliveries. */
  today: string;
}) {
  // A goal's figure as entered (up to 3 decimals): 18.5, 18,5.
  const value = (n: number | null) => formatNumber(n, locale, 0, 3);
  const groups = g.smartgoalGroups.map((x) => x.name).join(", ");
  const sentence = smartGoalSentence({ date: pdfDate(g.dateTarget), group: groups, target: g.target, percent: g.changeValue, baseline: g.baselineValue, targetValue: g.targetValue }, (key, values) =>
    ts(key, values),
  );
  const result = g.resultValue ?? null;
  const met = goalMet({ baseline: g.baselineValue, target: g.targetValue, result });
  const linkedIds = new Set(linked.map((l) => l.id));
  const others = lessons ? lessons.matchedLessonList.filter((l) => !linkedIds.has(l.id)) : [];
  // Every field of the goal has its line: an empty one reads the reader's "None" (Keine, Nessuno).
  const orNone = (v: string) => (v.trim() === "" ? t("common.none") : v);
  return (
    <Document title={`${t("title")} – ${words.title}`} author="SCUTA" language={t("common.lang")}>
      <Page size="LETTER" style={styles.page}>
        <LessonDocHeader t={t} title={t("title")} subject={words.title} author={author} />
        <Section title={t("goal")}>
          <Text style={{ marginBottom: 4 }}>{sentence}</Text>
          <Field label={t("dataAnalysis")} value={orNone(g.dataAnalysis?.name ?? "")} />
          <Field label={t("actionPlan")} value={orNone(words.actionPlan ?? "")} />
          <Field label={t("target")} value={orNone(g.target ?? "")} />
          <Field label={t("baseline")} value={orNone([value(g.baselineValue), pdfDate(g.dateBaseline)].filter(Boolean).join(" – "))} />
          <Field label={t("targetValue")} value={orNone([value(g.targetValue), pdfDate(g.dateTarget)].filter(Boolean).join(" – "))} />
          <Field label={t("change")} value={orNone(g.changeValue === null ? "" : formatPercent(g.changeValue, locale, 0))} />
          <Field label={t("lastPreSurvey")} value={orNone(pdfDate(g.lastDateofPreSurvey))} />
          <Field label={t("result")} value={orNone(result === null ? "" : g.resultDate ? t("resultLine", { value: value(result), date: pdfDate(g.resultDate) }) : value(result))} />
          <Field label={t("met")} value={met === null ? t("metOpen") : met ? t("metYes") : t("metNo")} />
          <Field label={t("groups")} value={orNone(groups ? t("groupsCount", { names: groups, count: g.smartgoalGroups[0]?.count ?? 0 }) : "")} />
          <Field label={t("rating")} value={t("stars", { stars: formatNumber(g.rating.stars, locale, 1) })} />
        </Section>
        <Section title={t(`standards.${author.standardsLabel}`)}>
          {[g.mindset1Name, g.mindset2Name].filter(Boolean).length === 0 ? (
            <Text style={styles.muted}>{t("common.none")}</Text>
          ) : (
            [g.mindset1Name, g.mindset2Name]
              .filter((n): n is string => !!n)
              .map((n) => (
                <Text key={n} style={{ marginBottom: 3 }}>
                  {n}
                </Text>
              ))
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
        <Section title={t("lessons")}>
          {linked.length === 0 && others.length === 0 ? <Text style={styles.muted}>{t("common.none")}</Text> : null}
          {linked.length > 0 ? <Text style={[styles.bold, { marginBottom: 2 }]}>{t("linkedLessons")}</Text> : null}
          {linked.map((l) => {
            const done = deliveredEvents(l.events, today);
            return (
              <View key={l.id} style={{ marginBottom: 4 }}>
                <Text style={styles.bold}>{l.name}</Text>
                <Text style={done.length ? undefined : styles.muted}>
                  {done.length ? t("deliveries", { count: done.length, dates: done.map((e) => pdfDate(e.date)).join(", ") }) : t("notDelivered")}
                </Text>
              </View>
            );
          })}
          {others.length > 0 ? <Text style={[styles.bold, { marginTop: 4, marginBottom: 2 }]}>{t("matchedLessons")}</Text> : null}
          {lessons
            ? others.map((l) => (
                <Text key={l.id} style={{ marginBottom: 2 }}>
                  <Text style={styles.bold}>{l.name}</Text>
                  {lessons.lessonsMindsetEventsList
                    .filter((e) => e.lesson_id === l.id)
                    .map((e) => ` · ${e.title} ${pdfDate(e.date)}`)
                    .join("")}
                </Text>
              ))
            : null}
        </Section>
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
