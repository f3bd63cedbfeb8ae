-- report_event_months leaves out the days closed (special_dates kind 'closed') of each counselor, so a
-- report reads a whole month without looking at them: the event triggers add to a month only the events
-- of days that are not closed, and triggers on special_dates take a day's figures (report_event_days)
-- off its month when it is closed and give them back when it is reopened.
CREATE OR REPLACE FUNCTION report_event_days_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Writers of events wait for the recount, so no write falls between the delete and the insert.
  LOCK TABLE events IN SHARE MODE;
  LOCK TABLE special_dates IN SHARE MODE;
  DELETE FROM report_event_days;
  INSERT INTO report_event_days (user_id, date, category_id, done, minutes, students, events)
  SELECT user_id, date, category_id, status = 'done', sum(duration_minutes), sum(students_count), count(*)
  FROM events WHERE status <> 'cancelled'
  GROUP BY 1, 2, 3, 4;
  DELETE FROM report_event_months;
  INSERT INTO report_event_months (user_id, month, category_id, done, minutes, students, events)
  SELECT d.user_id, date_trunc('month', d.date)::date, d.category_id, d.done, sum(d.minutes), sum(d.students), sum(d.events)
  FROM report_event_days d
  WHERE NOT EXISTS (SELECT 1 FROM special_dates sd WHERE sd.user_id = d.user_id AND sd.kind = 'closed' AND sd.date = d.date)
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
    FROM d WHERE NOT EXISTS (SELECT 1 FROM special_dates sd WHERE sd.user_id = d.user_id AND sd.kind = 'closed' AND sd.date = d.date)
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
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
    FROM d WHERE NOT EXISTS (SELECT 1 FROM special_dates sd WHERE sd.user_id = d.user_id AND sd.kind = 'closed' AND sd.date = d.date)
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
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
    FROM d WHERE NOT EXISTS (SELECT 1 FROM special_dates sd WHERE sd.user_id = d.user_id AND sd.kind = 'closed' AND sd.date = d.date)
    GROUP BY 1, 2, 3, 4
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
-- sign -1: days closed, their figures leave their month; +1: days reopened, their figures come back.
CREATE OR REPLACE FUNCTION report_event_months_closed(sign int, days jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH c AS (
    SELECT DISTINCT (x->>'user_id')::int AS user_id, (x->>'date')::date AS date FROM jsonb_array_elements(days) x),
  d AS (
    SELECT r.user_id, date_trunc('month', r.date)::date AS month, r.category_id, r.done,
      sign * sum(r.minutes) AS minutes, sign * sum(r.students) AS students, sign * sum(r.events) AS events
    FROM report_event_days r JOIN c ON c.user_id = r.user_id AND c.date = r.date
    GROUP BY 1, 2, 3, 4)
  INSERT INTO report_event_months AS t (user_id, month, category_id, done, minutes, students, events)
  SELECT * FROM d ORDER BY 1, 2, 3, 4
  ON CONFLICT ON CONSTRAINT report_event_months_uq DO UPDATE
    SET minutes = t.minutes + excluded.minutes, students = t.students + excluded.students, events = t.events + excluded.events;
  DELETE FROM report_event_months t USING (SELECT DISTINCT (x->>'user_id')::int AS user_id, date_trunc('month', (x->>'date')::date)::date AS month FROM jsonb_array_elements(days) x) o
  WHERE t.user_id = o.user_id AND t.month = o.month AND t.events = 0;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_event_months_closed_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_event_months_closed(-1, coalesce((SELECT jsonb_agg(jsonb_build_object('user_id', user_id, 'date', date)) FROM report_closed_new WHERE kind = 'closed'), '[]'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_event_months_closed_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_event_months_closed(1, coalesce((SELECT jsonb_agg(jsonb_build_object('user_id', user_id, 'date', date)) FROM report_closed_old WHERE kind = 'closed'), '[]'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_event_months_closed_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Reopened first, then closed: a row that stays the same day closed gives its figures back and takes them again.
  PERFORM report_event_months_closed(1, coalesce((SELECT jsonb_agg(jsonb_build_object('user_id', user_id, 'date', date)) FROM report_closed_old WHERE kind = 'closed'), '[]'));
  PERFORM report_event_months_closed(-1, coalesce((SELECT jsonb_agg(jsonb_build_object('user_id', user_id, 'date', date)) FROM report_closed_new WHERE kind = 'closed'), '[]'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_event_months_closed_insert AFTER INSERT ON special_dates
  REFERENCING NEW TABLE AS report_closed_new
  FOR EACH STATEMENT EXECUTE FUNCTION report_event_months_closed_inserted();
--> statement-breakpoint
CREATE TRIGGER report_event_months_closed_delete AFTER DELETE ON special_dates
  REFERENCING OLD TABLE AS report_closed_old
  FOR EACH STATEMENT EXECUTE FUNCTION report_event_months_closed_deleted();
--> statement-breakpoint
CREATE TRIGGER report_event_months_closed_update AFTER UPDATE ON special_dates
  REFERENCING OLD TABLE AS report_closed_old NEW TABLE AS report_closed_new
  FOR EACH STATEMENT EXECUTE FUNCTION report_event_months_closed_updated();
--> statement-breakpoint
SELECT report_event_days_rebuild();
