import { sql, type SQL } from "drizzle-orm";

/**
 * The survey whose answers are a lesson's results at one delivery, for a query with the delivery's
 * lesson_events row as `le` (left joined) and its lesson as `l`: the survey the counselor chose for that
 * delivery when it is a lesson survey, else the lesson's own survey. A SMART goal's survey given at the
 * delivery (the goal's pre/post statements) belongs to the goal's results, never to the lesson's.
 */
export const LESSON_RESULTS_SURVEY: SQL = sql`(case
  when le.survey_id is not null
    and not exists (select 1 from surveys gs where gs.id = le.survey_id and gs.smart_goal_id is not null)
    and not exists (select 1 from smart_goals sg where sg.survey_id = le.survey_id)
  then le.survey_id else l.survey_id end)`;
