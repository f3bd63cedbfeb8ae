import { sql } from "drizzle-orm";
import { idList, recordedSql, rowsOf } from "@/lib/analysis/sql";
import { LESSON_RESULTS_SURVEY } from "@/lib/surveys/results-sql";
import { lessonResultsChangePercent } from "@/lib/surveys/rules";
import type { TReportContext, TReportDefinition, TReportResult } from "../types";

// Report family 3, "Results and program": what students gained from the lessons delivered in
// the period — each lesson's pre and post averages over every answer to its deliveries (each
// delivery's lesson survey, never a SMART goal's: LESSON_RESULTS_SURVEY) and the lesson-results change
// of the lesson rules, computed from the exact averages. A delivery is one that took place (up to now).

type TLessonRow = {
  lesson_id: number;
  name: string;
  deliveries: number | string;
  students: number | string;
  grades: string | null;
  standards: number | string;
  pre: number | string | null;
  post: number | string | null;
  answers: number | string;
};

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** pre and post are shown with one decimal; exact holds the unrounded averages for callers that compute with them. */
export type TLessonResult = {
  lessonId: number;
  lesson: string;
  grades: string;
  standards: number;
  deliveries: number;
  students: number;
  pre: number | null;
  post: number | null;
  resultChange: number | null;
  exact: { pre: number; post: number } | null;
};

/**
 * Each lesson delivered in the period by the report's users: deliveries, students, grades, standards,
 * and the pre/post averages over every answer (shared by curriculumReport and the M&B action plan).
 */
export async function lessonResults(ctx: Pick<TReportContext, "db" | "userIds" | "range"> & { filters?: Pick<TReportContext["filters"], "asOf" | "doneOnly"> }): Promise<TLessonResult[]> {
  const asOf = ctx.filters?.asOf;
  if (ctx.userIds.length === 0) return [];
  const rows = await rowsOf<TLessonRow>(
    ctx.db,
    sql`with delivered as (
          select e.id, e.lesson_id, e.students_count from events e
          where e.user_id in ${idList(ctx.userIds)} and e.lesson_id is not null and e.status <> 'cancelled'
            and e.date between ${ctx.range.from}::date and ${ctx.range.to}::date
            ${asOf ? sql`and ${recordedSql(asOf)}` : sql``} ${ctx.filters?.doneOnly ? sql`and e.status = 'done'` : sql``}),
        answers as (
          select d.lesson_id, ad.phase, a.value from delivered d
          join lessons l on l.id = d.lesson_id
          left join lesson_events le on le.event_id = d.id
          join survey_administrations ad on ad.event_id = d.id and ad.survey_id = ${LESSON_RESULTS_SURVEY}
          join survey_responses r on r.administration_id = ad.id
          join survey_answers a on a.response_id = r.id),
        -- Grouped once per lesson (not a scan of the deliveries per lesson: a district year has thousands).
        per_lesson as (select d.lesson_id, count(*) as deliveries, coalesce(sum(d.students_count), 0) as students from delivered d group by 1),
        per_answer as (
          select x.lesson_id, avg(x.value) filter (where x.phase = 'pre') as pre, avg(x.value) filter (where x.phase = 'post') as post, count(*) as answers
          from answers x group by 1)
        select l.id as lesson_id, l.name, pl.deliveries, pl.students,
          (select string_agg(g.name, ', ' order by g.sort) from lesson_grades lg join grades g on g.id = lg.grade_id where lg.lesson_id = l.id) as grades,
          (select count(*) from lesson_standards ls where ls.lesson_id = l.id) as standards,
          pa.pre, pa.post, coalesce(pa.answers, 0) as answers
        from per_lesson pl join lessons l on l.id = pl.lesson_id left join per_answer pa on pa.lesson_id = l.id
        order by l.name, l.id`,
  );
  return rows.map((r) => {
    const pre = r.pre == null ? 0 : Number(r.pre);
    const post = r.post == null ? 0 : Number(r.post);
    const measured = r.pre != null && r.post != null;
    return {
      lessonId: r.lesson_id,
      lesson: r.name,
      grades: r.grades ?? "",
      standards: Number(r.standards),
      deliveries: Number(r.deliveries),
      students: Number(r.students),
      pre: measured ? oneDecimal(pre) : null,
      post: measured ? oneDecimal(post) : null,
      resultChange: measured ? lessonResultsChangePercent(pre, post) : null,
      exact: measured ? { pre, post } : null,
    };
  });
}

/** report/curriculumReport */
async function curriculumReport(ctx: TReportContext): Promise<TReportResult> {
  if (ctx.userIds.length === 0) return { kpis: [], chart: null, table: { columns: [], rows: [] } };
  const table = (await lessonResults(ctx)).map(({ lessonId: _lessonId, exact: _exact, ...r }) => r);
  const measured = table.filter((r) => r.resultChange !== null);
  return {
    kpis: [
      { key: "lessons", kind: "int", value: table.length },
      { key: "deliveries", kind: "int", value: table.reduce((a, r) => a + r.deliveries, 0) },
      { key: "students", kind: "int", value: table.reduce((a, r) => a + r.students, 0) },
      { key: "measured", kind: "int", value: measured.length },
    ],
    chart: measured.length
      ? {
          kind: "bar",
          xKind: "text",
          unit: "count",
          series: [
            { key: "pre", color: "#94a3b8" },
            { key: "post", color: "#16a34a" },
          ],
          data: measured.map((r) => ({ x: r.lesson, pre: r.pre ?? 0, post: r.post ?? 0 })),
        }
      : null,
    table: {
      columns: [
        { key: "lesson", kind: "text" },
        { key: "grades", kind: "text" },
        { key: "standards", kind: "int" },
        { key: "deliveries", kind: "int" },
        { key: "students", kind: "int" },
        { key: "pre", kind: "decimal" },
        { key: "post", kind: "decimal" },
        { key: "resultChange", kind: "percent" },
      ],
      rows: table,
    },
  };
}

export const RESULTS_REPORTS: readonly TReportDefinition[] = [
  {
    key: "curriculumReport",
    family: "results",
    access: "report.useOfTime.read",
    team: true,
    periods: { initial: "schoolYear", offered: ["month", "semester", "schoolYear", "custom"] },
    run: curriculumReport,
  },
];
