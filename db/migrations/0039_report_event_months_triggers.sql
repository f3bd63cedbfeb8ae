-- report_event_months holds the figures of report_event_days per month (its first day). The trigger
-- functions of report_event_days_triggers are replaced by ones that write both tables in the same
-- statement, and report_event_days_rebuild() recounts both.
CREATE OR REPLACE FUNCTION report_event_days_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Writers of events wait for the recount, so no write falls between the delete and the insert.
  LOCK TABLE events IN SHARE MODE;
  DELETE FROM report_event_days;
  INSERT INTO report_event_days (user_id, date, category_id, done, minutes, students, events)
  SELECT user_id, date, category_id, status = 'done', sum(duration_minutes), sum(students_count), count(*)
  FROM events WHERE status <> 'cancelled'
  GROUP BY 1, 2, 3, 4;
  DELETE FROM report_event_months;
  INSERT INTO report_event_months (user_id, month, category_id, done, minutes, students, events)
  SELECT user_id, date_trunc('month', date)::date, category_id, done, sum(minutes), sum(students), sum(events)
  FROM report_event_days
  GROUP BY 1, 2, 3, 4;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_event_days_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH d AS (
    SELECT user_id, date, category_id, status = 'done' AS done, sum(duration_minutes) AS minutes, sum(students_count) AS students, count(*) AS events
    FROM report_event_days_new WHERE status <> 'cancelled' GROUP BY 1, 2, 3, 4),
  m AS (
    INSERT INTO report_event_months AS t (user_id, month, category_id, done, minutes, students, events)
    SELECT user_id, date_trunc('month', date)::date, category_id, done, sum(minutes), sum(students), sum(events)
    FROM d GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ON CONSTRAINT report_event_months_uq DO UPDATE
      SET minutes = t.minutes + excluded.minutes, students = t.students + excluded.students, events = t.events + excluded.events)
  INSERT INTO report_event_days AS t (user_id, date, category_id, done, minutes, students, events)
  SELECT * FROM d ORDER BY 1, 2, 3, 4
  ON CONFLICT ON CONSTRAINT report_event_days_uq DO UPDATE
    SET minutes = t.minutes + excluded.minutes, students = t.students + excluded.students, events = t.events + excluded.events;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_event_days_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH d AS (
    SELECT user_id, date, category_id, status = 'done' AS done, -sum(duration_minutes) AS minutes, -sum(students_count) AS students, -count(*) AS events
    FROM report_event_days_old WHERE status <> 'cancelled' GROUP BY 1, 2, 3, 4),
  m AS (
    INSERT INTO report_event_months AS t (user_id, month, category_id, done, minutes, students, events)
    SELECT user_id, date_trunc('month', date)::date, category_id, done, sum(minutes), sum(students), sum(events)
    FROM d GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ON CONSTRAINT report_event_months_uq DO UPDATE
      SET minutes = t.minutes + excluded.minutes, students = t.students + excluded.students, events = t.events + excluded.events)
  INSERT INTO report_event_days AS t (user_id, date, category_id, done, minutes, students, events)
  SELECT * FROM d ORDER BY 1, 2, 3, 4
  ON CONFLICT ON CONSTRAINT report_event_days_uq DO UPDATE
    SET minutes = t.minutes + excluded.minutes, students = t.students + excluded.students, events = t.events + excluded.events;
  DELETE FROM report_event_days t USING (SELECT DISTINCT user_id, date FROM report_event_days_old) o
  WHERE t.user_id = o.user_id AND t.date = o.date AND t.events = 0;
  DELETE FROM report_event_months t USING (SELECT DISTINCT user_id, date_trunc('month', date)::date AS month FROM report_event_days_old) o
  WHERE t.user_id = o.user_id AND t.month = o.month AND t.events = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_event_days_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The old rows' figures leave their cells and the new rows' enter theirs; an edit that moves no
  -- figure (a title, a note) writes nothing.
  WITH d AS (
    SELECT user_id, date, category_id, done, sum(minutes) AS minutes, sum(students) AS students, sum(events) AS events
    FROM (
      SELECT user_id, date, category_id, status = 'done' AS done, duration_minutes::bigint AS minutes, students_count::bigint AS students, 1 AS events
      FROM report_event_days_new WHERE status <> 'cancelled'
      UNION ALL
      SELECT user_id, date, category_id, status = 'done', -duration_minutes::bigint, -students_count::bigint, -1
      FROM report_event_days_old WHERE status <> 'cancelled'
    ) x
    GROUP BY 1, 2, 3, 4
    HAVING sum(minutes) <> 0 OR sum(students) <> 0 OR sum(events) <> 0),
  m AS (
    INSERT INTO report_event_months AS t (user_id, month, category_id, done, minutes, students, events)
    SELECT user_id, date_trunc('month', date)::date, category_id, done, sum(minutes), sum(students), sum(events)
    FROM d GROUP BY 1, 2, 3, 4
    HAVING sum(minutes) <> 0 OR sum(students) <> 0 OR sum(events) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT ON CONSTRAINT report_event_months_uq DO UPDATE
      SET minutes = t.minutes + excluded.minutes, students = t.students + excluded.students, events = t.events + excluded.events)
  INSERT INTO report_event_days AS t (user_id, date, category_id, done, minutes, students, events)
  SELECT * FROM d ORDER BY 1, 2, 3, 4
  ON CONFLICT ON CONSTRAINT report_event_days_uq DO UPDATE
    SET minutes = t.minutes + excluded.minutes, students = t.students + excluded.students, events = t.events + excluded.events;
  DELETE FROM report_event_days t USING (SELECT DISTINCT user_id, date FROM report_event_days_old) o
  WHERE t.user_id = o.user_id AND t.date = o.date AND t.events = 0;
  DELETE FROM report_event_months t USING (SELECT DISTINCT user_id, date_trunc('month', date)::date AS month FROM report_event_days_old) o
  WHERE t.user_id = o.user_id AND t.month = o.month AND t.events = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_event_days_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_event_days;
  DELETE FROM report_event_months;
  RETURN NULL;
END $$;
--> statement-breakpoint
SELECT report_event_days_rebuild();
