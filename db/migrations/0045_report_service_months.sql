CREATE TABLE "report_service_months" (
	"user_id" integer NOT NULL,
	"month" date NOT NULL,
	"category_id" integer,
	"tier" smallint NOT NULL,
	"domain" text,
	"referral_direction" text,
	"sessions" integer NOT NULL,
	"minutes" bigint NOT NULL,
	"students" bigint NOT NULL,
	CONSTRAINT "report_service_months_uq" UNIQUE NULLS NOT DISTINCT("user_id","month","category_id","tier","domain","referral_direction")
);
--> statement-breakpoint
-- The tier of an event without a student or group (the services reports' tier rule when the event has
-- no client): its own tier 1, 2 or 3; else 3 for one student, 2 for a small group (2 to 12 students),
-- 1 for more; else 0 (system). The reports' TIER_SQL calls it for such events, and report_service_months
-- holds it; a change of it is a new migration followed by `npm run reports:rebuild-aggregates`.
CREATE OR REPLACE FUNCTION report_event_tier(tier smallint, students integer) RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (CASE
    WHEN tier IN (1, 2, 3) THEN tier
    WHEN students = 1 THEN 3
    WHEN students BETWEEN 2 AND 12 THEN 2
    WHEN students > 12 THEN 1
    ELSE 0 END)::smallint
$$;
--> statement-breakpoint
-- Adds (sign 1) or takes away (sign -1) events given as arrays: only those the caller passes (not
-- cancelled, without client and lesson), and unless closed_too those not on a day closed. Deltas add up,
-- so two writers of the same counselor's month each add their own. A row whose events all left stays
-- with sessions = 0 (readers skip it; a rebuild removes it). Planned once (a generic plan), as a
-- one-event write calls it each time; a bulk write (an import, a seed, a rebuild) plans it for its rows.
CREATE OR REPLACE FUNCTION report_service_apply(u int[], d date[], c int[], tr smallint[], sc int[], dom text[], rd text[], dur int[], sg int[], closed_too boolean)
RETURNS void LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  IF cardinality(u) > 1000 THEN PERFORM set_config('plan_cache_mode', 'force_custom_plan', true); END IF;
  INSERT INTO report_service_months AS r (user_id, month, category_id, tier, domain, referral_direction, sessions, minutes, students)
  SELECT x.user_id, date_trunc('month', x.date)::date, x.category_id, report_event_tier(x.tier, x.students), x.domain, x.dir,
    sum(x.sign), sum(x.sign * x.duration), sum(x.sign * x.students)
  FROM unnest(u, d, c, tr, sc, dom, rd, dur, sg) AS x(user_id, date, category_id, tier, students, domain, dir, duration, sign)
  WHERE closed_too OR NOT EXISTS (SELECT 1 FROM special_dates sd WHERE sd.user_id = x.user_id AND sd.kind = 'closed' AND sd.date = x.date)
  GROUP BY 1, 2, 3, 4, 5, 6
  HAVING sum(x.sign) <> 0 OR sum(x.sign * x.duration) <> 0 OR sum(x.sign * x.students) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT report_service_months_uq DO UPDATE
    SET sessions = r.sessions + excluded.sessions, minutes = r.minutes + excluded.minutes, students = r.students + excluded.students;
END $$;
--> statement-breakpoint
-- Recounts the whole table from the events (its definition changed, or a rebuild was asked for): one
-- grouped read of the events, the same rows report_service_apply adds for them.
CREATE OR REPLACE FUNCTION report_service_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_service_months;
  INSERT INTO report_service_months (user_id, month, category_id, tier, domain, referral_direction, sessions, minutes, students)
  SELECT e.user_id, date_trunc('month', e.date)::date, e.category_id, report_event_tier(e.tier, e.students_count), e.domain, e.referral_direction,
    count(*), sum(e.duration_minutes), sum(e.students_count)
  FROM events e
  WHERE e.status <> 'cancelled' AND e.client_id IS NULL AND e.lesson_id IS NULL
    AND NOT EXISTS (SELECT 1 FROM special_dates sd WHERE sd.user_id = e.user_id AND sd.kind = 'closed' AND sd.date = e.date)
  GROUP BY 1, 2, 3, 4, 5, 6;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_service_events_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_service_apply(array_agg(user_id), array_agg(date), array_agg(category_id), array_agg(tier), array_agg(students_count),
    array_agg(domain::text), array_agg(referral_direction::text), array_agg(duration_minutes), array_agg(1), false)
  FROM report_service_new WHERE status <> 'cancelled' AND client_id IS NULL AND lesson_id IS NULL HAVING count(*) > 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_service_events_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_service_apply(array_agg(user_id), array_agg(date), array_agg(category_id), array_agg(tier), array_agg(students_count),
    array_agg(domain::text), array_agg(referral_direction::text), array_agg(duration_minutes), array_agg(-1), false)
  FROM report_service_old WHERE status <> 'cancelled' AND client_id IS NULL AND lesson_id IS NULL HAVING count(*) > 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_service_events_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The old rows leave their cells and the new rows enter theirs (an event given a student leaves the
  -- aggregate); an edit that moves no figure writes nothing.
  PERFORM report_service_apply(array_agg(user_id), array_agg(date), array_agg(category_id), array_agg(tier), array_agg(students_count),
    array_agg(domain), array_agg(referral_direction), array_agg(duration_minutes), array_agg(sign), false)
  FROM (
    SELECT user_id, date, category_id, tier, students_count, domain::text, referral_direction::text, duration_minutes, 1 AS sign
    FROM report_service_new WHERE status <> 'cancelled' AND client_id IS NULL AND lesson_id IS NULL
    UNION ALL
    SELECT user_id, date, category_id, tier, students_count, domain::text, referral_direction::text, duration_minutes, -1
    FROM report_service_old WHERE status <> 'cancelled' AND client_id IS NULL AND lesson_id IS NULL
  ) x HAVING count(*) > 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_service_events_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_service_months;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_service_events_insert AFTER INSERT ON events
  REFERENCING NEW TABLE AS report_service_new
  FOR EACH STATEMENT EXECUTE FUNCTION report_service_events_inserted();
--> statement-breakpoint
CREATE TRIGGER report_service_events_delete AFTER DELETE ON events
  REFERENCING OLD TABLE AS report_service_old
  FOR EACH STATEMENT EXECUTE FUNCTION report_service_events_deleted();
--> statement-breakpoint
CREATE TRIGGER report_service_events_update AFTER UPDATE ON events
  REFERENCING OLD TABLE AS report_service_old NEW TABLE AS report_service_new
  FOR EACH STATEMENT EXECUTE FUNCTION report_service_events_updated();
--> statement-breakpoint
CREATE TRIGGER report_service_events_truncate AFTER TRUNCATE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION report_service_events_truncated();
--> statement-breakpoint
-- A day closed takes its events off its month (sign -1, the closing row already written), a day
-- reopened gives them back; a row that stays the same day closed gives them back and takes them again.
-- A day is closed by one row at most (special_dates_uq).
-- The days given as (user_id, date, sign) in a JSON array: their events leave (-1) or re-enter (1) their months.
CREATE OR REPLACE FUNCTION report_service_closed_apply(days jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_service_apply(array_agg(e.user_id), array_agg(e.date), array_agg(e.category_id), array_agg(e.tier), array_agg(e.students_count),
    array_agg(e.domain::text), array_agg(e.referral_direction::text), array_agg(e.duration_minutes), array_agg(k.sign), true)
  FROM events e
  JOIN (SELECT (x->>'user_id')::int AS user_id, (x->>'date')::date AS date, (x->>'sign')::int AS sign FROM jsonb_array_elements(days) x) k
    ON k.user_id = e.user_id AND k.date = e.date
  WHERE e.status <> 'cancelled' AND e.client_id IS NULL AND e.lesson_id IS NULL HAVING count(*) > 0;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_service_closed_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  days jsonb := '[]';
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    days := days || coalesce((SELECT jsonb_agg(jsonb_build_object('user_id', user_id, 'date', date, 'sign', 1)) FROM report_service_closed_old WHERE kind = 'closed'), '[]');
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    days := days || coalesce((SELECT jsonb_agg(jsonb_build_object('user_id', user_id, 'date', date, 'sign', -1)) FROM report_service_closed_new WHERE kind = 'closed'), '[]');
  END IF;
  IF jsonb_array_length(days) > 0 THEN PERFORM report_service_closed_apply(days); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Every day reopened at once: the whole table is recounted.
CREATE OR REPLACE FUNCTION report_service_closed_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_service_rebuild();
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_service_closed_insert AFTER INSERT ON special_dates
  REFERENCING NEW TABLE AS report_service_closed_new
  FOR EACH STATEMENT EXECUTE FUNCTION report_service_closed_changed();
--> statement-breakpoint
CREATE TRIGGER report_service_closed_delete AFTER DELETE ON special_dates
  REFERENCING OLD TABLE AS report_service_closed_old
  FOR EACH STATEMENT EXECUTE FUNCTION report_service_closed_changed();
--> statement-breakpoint
CREATE TRIGGER report_service_closed_update AFTER UPDATE ON special_dates
  REFERENCING OLD TABLE AS report_service_closed_old NEW TABLE AS report_service_closed_new
  FOR EACH STATEMENT EXECUTE FUNCTION report_service_closed_changed();
--> statement-breakpoint
CREATE TRIGGER report_service_closed_truncate AFTER TRUNCATE ON special_dates
  FOR EACH STATEMENT EXECUTE FUNCTION report_service_closed_truncated();
--> statement-breakpoint
-- The rebuild of the reports' aggregates recounts this one as well (after the others, as before).
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
  PERFORM report_service_rebuild();
END $$;
--> statement-breakpoint
SELECT report_service_rebuild();
