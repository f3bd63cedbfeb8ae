-- report_event_days holds, per counselor, local day, category and done/not done, the whole minutes,
-- students and number of the events that are not cancelled. These statement-level triggers keep it in
-- the transaction of every insert, update, delete and truncate of events (a bulk insert of a seed or an
-- import is one upsert of its grouped rows), and report_event_days_rebuild() recounts it from scratch.
CREATE OR REPLACE FUNCTION report_event_days_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Writers of events wait for the recount, so no write falls between the delete and the insert.
  LOCK TABLE events IN SHARE MODE;
  DELETE FROM report_event_days;
  INSERT INTO report_event_days (user_id, date, category_id, done, minutes, students, events)
  SELECT user_id, date, category_id, status = 'done', sum(duration_minutes), sum(students_count), count(*)
  FROM events WHERE status <> 'cancelled'
  GROUP BY 1, 2, 3, 4;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_event_days_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_event_days AS t (user_id, date, category_id, done, minutes, students, events)
  SELECT user_id, date, category_id, status = 'done', sum(duration_minutes), sum(students_count), count(*)
  FROM report_event_days_new WHERE status <> 'cancelled'
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT ON CONSTRAINT report_event_days_uq DO UPDATE
    SET minutes = t.minutes + excluded.minutes, students = t.students + excluded.students, events = t.events + excluded.events;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_event_days_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_event_days AS t (user_id, date, category_id, done, minutes, students, events)
  SELECT user_id, date, category_id, status = 'done', -sum(duration_minutes), -sum(students_count), -count(*)
  FROM report_event_days_old WHERE status <> 'cancelled'
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT ON CONSTRAINT report_event_days_uq DO UPDATE
    SET minutes = t.minutes + excluded.minutes, students = t.students + excluded.students, events = t.events + excluded.events;
  DELETE FROM report_event_days t USING (SELECT DISTINCT user_id, date FROM report_event_days_old) o
  WHERE t.user_id = o.user_id AND t.date = o.date AND t.events = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_event_days_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The old rows' figures leave their cell and the new rows' enter theirs; an edit that moves no
  -- figure (a title, a note) writes nothing.
  INSERT INTO report_event_days AS t (user_id, date, category_id, done, minutes, students, events)
  SELECT user_id, date, category_id, done, sum(minutes), sum(students), sum(events)
  FROM (
    SELECT user_id, date, category_id, status = 'done' AS done, duration_minutes::bigint AS minutes, students_count::bigint AS students, 1 AS events
    FROM report_event_days_new WHERE status <> 'cancelled'
    UNION ALL
    SELECT user_id, date, category_id, status = 'done', -duration_minutes::bigint, -students_count::bigint, -1
    FROM report_event_days_old WHERE status <> 'cancelled'
  ) d
  GROUP BY 1, 2, 3, 4
  HAVING sum(minutes) <> 0 OR sum(students) <> 0 OR sum(events) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT ON CONSTRAINT report_event_days_uq DO UPDATE
    SET minutes = t.minutes + excluded.minutes, students = t.students + excluded.students, events = t.events + excluded.events;
  DELETE FROM report_event_days t USING (SELECT DISTINCT user_id, date FROM report_event_days_old) o
  WHERE t.user_id = o.user_id AND t.date = o.date AND t.events = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_event_days_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_event_days;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_event_days_insert AFTER INSERT ON events
  REFERENCING NEW TABLE AS report_event_days_new
  FOR EACH STATEMENT EXECUTE FUNCTION report_event_days_inserted();
--> statement-breakpoint
CREATE TRIGGER report_event_days_delete AFTER DELETE ON events
  REFERENCING OLD TABLE AS report_event_days_old
  FOR EACH STATEMENT EXECUTE FUNCTION report_event_days_deleted();
--> statement-breakpoint
CREATE TRIGGER report_event_days_update AFTER UPDATE ON events
  REFERENCING OLD TABLE AS report_event_days_old NEW TABLE AS report_event_days_new
  FOR EACH STATEMENT EXECUTE FUNCTION report_event_days_updated();
--> statement-breakpoint
CREATE TRIGGER report_event_days_truncate AFTER TRUNCATE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION report_event_days_truncated();
--> statement-breakpoint
SELECT report_event_days_rebuild();
