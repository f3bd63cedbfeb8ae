CREATE TABLE "report_time_categories" (
	"user_id" integer NOT NULL,
	"month" date NOT NULL,
	"category_id" integer,
	"weekday" smallint NOT NULL,
	"minutes" double precision NOT NULL,
	"outside" double precision NOT NULL,
	"events" integer NOT NULL,
	CONSTRAINT "report_time_categories_uq" UNIQUE NULLS NOT DISTINCT("user_id","month","category_id","weekday")
);
--> statement-breakpoint
CREATE TABLE "report_time_hours" (
	"user_id" integer NOT NULL,
	"month" date NOT NULL,
	"weekday" smallint NOT NULL,
	"hour" smallint NOT NULL,
	"minutes" double precision NOT NULL,
	"events" integer NOT NULL,
	CONSTRAINT "report_time_hours_uq" UNIQUE("user_id","month","weekday","hour")
);
--> statement-breakpoint
-- report_time_hours and report_time_categories hold the report "when does the time go" (reportTime) per
-- counselor and month of the events' own dates, days closed left out: the minutes in each clock hour per
-- weekday, and per category and weekday the minutes and those outside the school day as the counselor's
-- periods are now. report_time_apply adds (sign 1) or takes away (sign -1) events given as arrays; the
-- statement-level triggers on events, special_dates and periods call it in the transaction of each write.
-- Rows whose events all left keep events = 0 and are skipped by readers; a recount or rebuild removes them.
-- Its statement is planned once (a generic plan): planning it anew for each one-event write cost more than running it.
CREATE OR REPLACE FUNCTION report_time_apply(u int[], d date[], t time[], dur int[], c int[], sg int[], closed_too boolean) RETURNS void LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  WITH ev AS (
    SELECT x.user_id, date_trunc('month', x.date)::date AS month, x.category_id, extract(isodow FROM x.date)::int - 1 AS wd,
      date_part('epoch', x.time) / 60 AS st, x.duration::float8 AS m, x.sign
    FROM unnest(u, d, t, dur, c, sg) AS x(user_id, date, time, duration, category_id, sign)
    WHERE closed_too OR NOT EXISTS (SELECT 1 FROM special_dates sd WHERE sd.user_id = x.user_id AND sd.kind = 'closed' AND sd.date = x.date)),
  school AS (
    SELECT p.user_id, date_part('epoch', min(p.start)) / 60 AS s, date_part('epoch', max(p."end")) / 60 AS e
    FROM periods p WHERE p.user_id IN (SELECT DISTINCT user_id FROM ev) GROUP BY p.user_id),
  hours AS (
    INSERT INTO report_time_hours AS r (user_id, month, weekday, hour, minutes, events)
    SELECT ev.user_id, ev.month, ev.wd, h % 24, sum(ev.sign * (least(ev.st + ev.m, (h + 1) * 60) - greatest(ev.st, h * 60))), sum(ev.sign)
    FROM ev, generate_series(floor(ev.st / 60)::int, floor((ev.st + ev.m - 0.001) / 60)::int) AS h
    GROUP BY 1, 2, 3, 4
    HAVING sum(ev.sign) <> 0 OR sum(ev.sign * (least(ev.st + ev.m, (h + 1) * 60) - greatest(ev.st, h * 60))) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT ON CONSTRAINT report_time_hours_uq DO UPDATE SET minutes = r.minutes + excluded.minutes, events = r.events + excluded.events)
  INSERT INTO report_time_categories AS r (user_id, month, category_id, weekday, minutes, outside, events)
  SELECT ev.user_id, ev.month, ev.category_id, ev.wd, sum(ev.sign * ev.m),
    sum(ev.sign * CASE WHEN school.s IS NULL THEN 0 WHEN ev.wd >= 5 THEN ev.m ELSE ev.m - greatest(0, least(ev.st + ev.m, school.e) - greatest(ev.st, school.s)) END),
    sum(ev.sign)
  FROM ev LEFT JOIN school ON school.user_id = ev.user_id
  GROUP BY 1, 2, 3, 4
  HAVING sum(ev.sign) <> 0 OR sum(ev.sign * ev.m) <> 0
    OR sum(ev.sign * CASE WHEN school.s IS NULL THEN 0 WHEN ev.wd >= 5 THEN ev.m ELSE ev.m - greatest(0, least(ev.st + ev.m, school.e) - greatest(ev.st, school.s)) END) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT ON CONSTRAINT report_time_categories_uq DO UPDATE
    SET minutes = r.minutes + excluded.minutes, outside = r.outside + excluded.outside, events = r.events + excluded.events;
  -- A cell no event is left in stays with events = 0 (readers skip it): a delete costs no further statement.
END $$;
--> statement-breakpoint
-- Recounts the rows of these counselors from their events (their periods changed: every "outside" figure may move).
CREATE OR REPLACE FUNCTION report_time_recount(ids int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_time_hours WHERE user_id = ANY(ids);
  DELETE FROM report_time_categories WHERE user_id = ANY(ids);
  PERFORM report_time_apply(array_agg(user_id), array_agg(date), array_agg(time), array_agg(duration_minutes), array_agg(category_id), array_agg(1), false)
  FROM events WHERE user_id = ANY(ids) AND status <> 'cancelled' HAVING count(*) > 0;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_time_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_time_hours;
  DELETE FROM report_time_categories;
  PERFORM report_time_apply(array_agg(user_id), array_agg(date), array_agg(time), array_agg(duration_minutes), array_agg(category_id), array_agg(1), false)
  FROM events WHERE status <> 'cancelled' HAVING count(*) > 0;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_time_events_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_time_apply(array_agg(user_id), array_agg(date), array_agg(time), array_agg(duration_minutes), array_agg(category_id), array_agg(1), false)
  FROM report_time_new WHERE status <> 'cancelled' HAVING count(*) > 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_time_events_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_time_apply(array_agg(user_id), array_agg(date), array_agg(time), array_agg(duration_minutes), array_agg(category_id), array_agg(-1), false)
  FROM report_time_old WHERE status <> 'cancelled' HAVING count(*) > 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_time_events_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The old rows leave their cells and the new rows enter theirs; an edit that moves no figure writes nothing.
  PERFORM report_time_apply(array_agg(user_id), array_agg(date), array_agg(time), array_agg(duration_minutes), array_agg(category_id), array_agg(sign), false)
  FROM (
    SELECT user_id, date, time, duration_minutes, category_id, 1 AS sign FROM report_time_new WHERE status <> 'cancelled'
    UNION ALL
    SELECT user_id, date, time, duration_minutes, category_id, -1 FROM report_time_old WHERE status <> 'cancelled'
  ) x HAVING count(*) > 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_time_events_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_time_hours;
  DELETE FROM report_time_categories;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_time_events_insert AFTER INSERT ON events
  REFERENCING NEW TABLE AS report_time_new
  FOR EACH STATEMENT EXECUTE FUNCTION report_time_events_inserted();
--> statement-breakpoint
CREATE TRIGGER report_time_events_delete AFTER DELETE ON events
  REFERENCING OLD TABLE AS report_time_old
  FOR EACH STATEMENT EXECUTE FUNCTION report_time_events_deleted();
--> statement-breakpoint
CREATE TRIGGER report_time_events_update AFTER UPDATE ON events
  REFERENCING OLD TABLE AS report_time_old NEW TABLE AS report_time_new
  FOR EACH STATEMENT EXECUTE FUNCTION report_time_events_updated();
--> statement-breakpoint
CREATE TRIGGER report_time_events_truncate AFTER TRUNCATE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION report_time_events_truncated();
--> statement-breakpoint
-- A day closed takes its events off its month (sign -1), a day reopened gives them back; a row that stays
-- the same day closed gives them back and takes them again.
CREATE OR REPLACE FUNCTION report_time_closed_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM report_time_apply(array_agg(e.user_id), array_agg(e.date), array_agg(e.time), array_agg(e.duration_minutes), array_agg(e.category_id), array_agg(-1), true)
    FROM events e JOIN (SELECT DISTINCT user_id, date FROM report_time_closed_new WHERE kind = 'closed') c ON c.user_id = e.user_id AND c.date = e.date
    WHERE e.status <> 'cancelled' HAVING count(*) > 0;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM report_time_apply(array_agg(e.user_id), array_agg(e.date), array_agg(e.time), array_agg(e.duration_minutes), array_agg(e.category_id), array_agg(1), true)
    FROM events e JOIN (SELECT DISTINCT user_id, date FROM report_time_closed_old WHERE kind = 'closed') c ON c.user_id = e.user_id AND c.date = e.date
    WHERE e.status <> 'cancelled' HAVING count(*) > 0;
  ELSE
    PERFORM report_time_apply(array_agg(e.user_id), array_agg(e.date), array_agg(e.time), array_agg(e.duration_minutes), array_agg(e.category_id), array_agg(c.sign), true)
    FROM events e JOIN (
      SELECT user_id, date, 1 AS sign FROM report_time_closed_old WHERE kind = 'closed'
      UNION ALL
      SELECT user_id, date, -1 FROM report_time_closed_new WHERE kind = 'closed'
    ) c ON c.user_id = e.user_id AND c.date = e.date
    WHERE e.status <> 'cancelled' HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_time_closed_insert AFTER INSERT ON special_dates
  REFERENCING NEW TABLE AS report_time_closed_new
  FOR EACH STATEMENT EXECUTE FUNCTION report_time_closed_changed();
--> statement-breakpoint
CREATE TRIGGER report_time_closed_delete AFTER DELETE ON special_dates
  REFERENCING OLD TABLE AS report_time_closed_old
  FOR EACH STATEMENT EXECUTE FUNCTION report_time_closed_changed();
--> statement-breakpoint
CREATE TRIGGER report_time_closed_update AFTER UPDATE ON special_dates
  REFERENCING OLD TABLE AS report_time_closed_old NEW TABLE AS report_time_closed_new
  FOR EACH STATEMENT EXECUTE FUNCTION report_time_closed_changed();
--> statement-breakpoint
-- Periods set the school day: a change of a counselor's periods recounts their rows.
CREATE OR REPLACE FUNCTION report_time_periods_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM report_time_recount(array_agg(DISTINCT user_id)) FROM report_time_periods_new HAVING count(*) > 0;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM report_time_recount(array_agg(DISTINCT user_id)) FROM report_time_periods_old HAVING count(*) > 0;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM report_time_recount(array_agg(DISTINCT user_id))
    FROM (SELECT user_id FROM report_time_periods_new UNION SELECT user_id FROM report_time_periods_old) x HAVING count(*) > 0;
  ELSE
    PERFORM report_time_rebuild();
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_time_periods_insert AFTER INSERT ON periods
  REFERENCING NEW TABLE AS report_time_periods_new
  FOR EACH STATEMENT EXECUTE FUNCTION report_time_periods_changed();
--> statement-breakpoint
CREATE TRIGGER report_time_periods_delete AFTER DELETE ON periods
  REFERENCING OLD TABLE AS report_time_periods_old
  FOR EACH STATEMENT EXECUTE FUNCTION report_time_periods_changed();
--> statement-breakpoint
CREATE TRIGGER report_time_periods_update AFTER UPDATE ON periods
  REFERENCING OLD TABLE AS report_time_periods_old NEW TABLE AS report_time_periods_new
  FOR EACH STATEMENT EXECUTE FUNCTION report_time_periods_changed();
--> statement-breakpoint
CREATE TRIGGER report_time_periods_truncate AFTER TRUNCATE ON periods
  FOR EACH STATEMENT EXECUTE FUNCTION report_time_periods_changed();
--> statement-breakpoint
-- The rebuild of the reports' aggregates recounts these as well.
CREATE OR REPLACE FUNCTION report_event_days_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Writers of events wait for the recount, so no write falls between the delete and the insert.
  LOCK TABLE events IN SHARE MODE;
  LOCK TABLE special_dates IN SHARE MODE;
  LOCK TABLE periods IN SHARE MODE;
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
  PERFORM report_time_rebuild();
END $$;
--> statement-breakpoint
SELECT report_time_rebuild();
