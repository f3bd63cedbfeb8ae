CREATE TABLE "report_group_cells" (
	"user_id" integer NOT NULL,
	"grain" text NOT NULL,
	"at" date NOT NULL,
	"d_minutes" bigint NOT NULL,
	"i_minutes" bigint NOT NULL,
	"s_minutes" bigint NOT NULL,
	"n_minutes" bigint NOT NULL,
	"u_minutes" bigint NOT NULL,
	"students" bigint NOT NULL,
	"events" bigint NOT NULL,
	CONSTRAINT "report_group_cells_uq" UNIQUE("user_id","grain","at")
) PARTITION BY LIST ("grain");
--> statement-breakpoint
-- One partition per grain: a report of a school year reads the months' partition alone (a tenth of the
-- rows of the days'), picked by the grain its statement names.
CREATE TABLE "report_group_cells_day" PARTITION OF "report_group_cells" FOR VALUES IN ('day');
--> statement-breakpoint
CREATE TABLE "report_group_cells_month" PARTITION OF "report_group_cells" FOR VALUES IN ('month');
--> statement-breakpoint
-- The ASCA group letter of a use-of-time group's key: D (direct, its three delivery groups), I (indirect),
-- S (support and program management), N (non-counseling), U otherwise (no group). The reports' SQL reads it
-- from here (DINS_SQL); a change of it is a new migration followed by `npm run reports:rebuild-aggregates`.
CREATE OR REPLACE FUNCTION report_dins(group_key text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN group_key IN ('direct', 'core_curriculum', 'individual_planning', 'responsive_services') THEN 'D'
    WHEN group_key = 'indirect' THEN 'I'
    WHEN group_key IN ('support', 'program_management') THEN 'S'
    WHEN group_key IN ('non_counseling', 'non_counseling_2012') THEN 'N'
    ELSE 'U' END
$$;
--> statement-breakpoint
-- Recounts the rows (user, at) of one grain of report_group_cells: "day" from report_event_days, "month"
-- from report_event_months (days closed left out there). Each category's minutes go to its group's letter
-- (a sub-category's group is its parent's) as the categories are now; a key whose cells are all gone has
-- no row. Writers of the same keys take turns: each key gets a row (an empty one when new) that is locked
-- before the recount, so a second writer waits for the first to commit and then recounts what it wrote
-- (each statement of the function reads what is committed when it starts). Planned once (a generic
-- plan: the other grain's read is skipped by its condition), as a one-event write calls it each time.
CREATE OR REPLACE FUNCTION report_group_recount(g_grain text, u int[], a date[]) RETURNS void LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  -- A bulk write (an import, a seed, a rebuild) plans the statements for its own keys, until the function
  -- returns: a generic plan made while the tables were small reads them row by row.
  IF cardinality(u) > 1000 THEN PERFORM set_config('plan_cache_mode', 'force_custom_plan', true); END IF;
  INSERT INTO report_group_cells AS t (user_id, grain, at, d_minutes, i_minutes, s_minutes, n_minutes, u_minutes, students, events)
  SELECT DISTINCT k.user_id, g_grain, k.at, 0, 0, 0, 0, 0, 0, 0 FROM unnest(u, a) AS k(user_id, at) ORDER BY 1, 3
  ON CONFLICT ON CONSTRAINT report_group_cells_uq DO NOTHING;
  PERFORM 1 FROM report_group_cells t JOIN (SELECT DISTINCT user_id, at FROM unnest(u, a) AS k(user_id, at)) k ON t.user_id = k.user_id AND t.at = k.at
  WHERE t.grain = g_grain ORDER BY t.user_id, t.at FOR UPDATE OF t;
  UPDATE report_group_cells t
  SET d_minutes = coalesce(x.d, 0), i_minutes = coalesce(x.i, 0), s_minutes = coalesce(x.s, 0), n_minutes = coalesce(x.n, 0),
    u_minutes = coalesce(x.u, 0), students = coalesce(x.students, 0), events = coalesce(x.events, 0)
  FROM (
    SELECT k.user_id, k.at,
      sum(c.minutes) FILTER (WHERE c.dins = 'D') AS d, sum(c.minutes) FILTER (WHERE c.dins = 'I') AS i,
      sum(c.minutes) FILTER (WHERE c.dins = 'S') AS s, sum(c.minutes) FILTER (WHERE c.dins = 'N') AS n,
      sum(c.minutes) FILTER (WHERE c.dins = 'U') AS u, sum(c.students) AS students, sum(c.events) AS events
    FROM (SELECT DISTINCT user_id, at FROM unnest(u, a) AS k(user_id, at)) k
    LEFT JOIN LATERAL (
      SELECT r.minutes, r.students, r.events, report_dins(g.key) AS dins
      FROM (
        SELECT d.category_id, d.minutes, d.students, d.events FROM report_event_days d
        WHERE g_grain = 'day' AND d.user_id = k.user_id AND d.date = k.at
        UNION ALL
        SELECT m.category_id, m.minutes, m.students, m.events FROM report_event_months m
        WHERE g_grain = 'month' AND m.user_id = k.user_id AND m.month = k.at
      ) r
      LEFT JOIN use_of_time_categories cat ON cat.id = r.category_id
      LEFT JOIN use_of_time_categories p ON p.id = cat.parent_id
      LEFT JOIN use_of_time_groups g ON g.id = coalesce(p.group_id, cat.group_id)
    ) c ON true
    GROUP BY k.user_id, k.at
  ) x
  WHERE t.user_id = x.user_id AND t.grain = g_grain AND t.at = x.at;
  DELETE FROM report_group_cells t USING (SELECT DISTINCT user_id, at FROM unnest(u, a) AS k(user_id, at)) k
  WHERE t.user_id = k.user_id AND t.grain = g_grain AND t.at = k.at AND t.events = 0;
END $$;
--> statement-breakpoint
-- After each statement that writes report_event_days or report_event_months (the triggers on events and
-- special_dates, a rebuild), the keys it touched are recounted at its grain (the trigger's argument), in
-- the same transaction as the write.
CREATE OR REPLACE FUNCTION report_group_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE u int[]; a date[];
BEGIN
  IF TG_ARGV[0] = 'day' THEN
    SELECT array_agg(k.user_id), array_agg(k.date) INTO u, a FROM (SELECT DISTINCT user_id, date FROM report_changed) k;
  ELSE
    SELECT array_agg(k.user_id), array_agg(k.month) INTO u, a FROM (SELECT DISTINCT user_id, month FROM report_changed) k;
  END IF;
  IF u IS NOT NULL THEN PERFORM report_group_recount(TG_ARGV[0], u, a); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_group_days_ins AFTER INSERT ON report_event_days REFERENCING NEW TABLE AS report_changed FOR EACH STATEMENT EXECUTE FUNCTION report_group_changed('day');
--> statement-breakpoint
CREATE TRIGGER report_group_days_upd AFTER UPDATE ON report_event_days REFERENCING NEW TABLE AS report_changed FOR EACH STATEMENT EXECUTE FUNCTION report_group_changed('day');
--> statement-breakpoint
CREATE TRIGGER report_group_days_del AFTER DELETE ON report_event_days REFERENCING OLD TABLE AS report_changed FOR EACH STATEMENT EXECUTE FUNCTION report_group_changed('day');
--> statement-breakpoint
CREATE TRIGGER report_group_months_ins AFTER INSERT ON report_event_months REFERENCING NEW TABLE AS report_changed FOR EACH STATEMENT EXECUTE FUNCTION report_group_changed('month');
--> statement-breakpoint
CREATE TRIGGER report_group_months_upd AFTER UPDATE ON report_event_months REFERENCING NEW TABLE AS report_changed FOR EACH STATEMENT EXECUTE FUNCTION report_group_changed('month');
--> statement-breakpoint
CREATE TRIGGER report_group_months_del AFTER DELETE ON report_event_months REFERENCING OLD TABLE AS report_changed FOR EACH STATEMENT EXECUTE FUNCTION report_group_changed('month');
--> statement-breakpoint
-- Recounts every day and month that holds one of the categories (all of them when null).
CREATE OR REPLACE FUNCTION report_group_recount_categories(ids int[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE u int[]; a date[];
BEGIN
  SELECT array_agg(k.user_id), array_agg(k.date) INTO u, a FROM (SELECT DISTINCT user_id, date FROM report_event_days WHERE ids IS NULL OR category_id = ANY (ids)) k;
  IF u IS NOT NULL THEN PERFORM report_group_recount('day', u, a); END IF;
  SELECT array_agg(k.user_id), array_agg(k.month) INTO u, a FROM (SELECT DISTINCT user_id, month FROM report_event_months WHERE ids IS NULL OR category_id = ANY (ids)) k;
  IF u IS NOT NULL THEN PERFORM report_group_recount('month', u, a); END IF;
END $$;
--> statement-breakpoint
-- A category moved to another group or parent: the days and months that hold it or one of its
-- sub-categories are recounted.
CREATE OR REPLACE FUNCTION report_group_categories_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids int[];
BEGIN
  SELECT array_agg(n.id) INTO ids FROM report_categories_new n JOIN report_categories_old o ON o.id = n.id
  WHERE n.group_id IS DISTINCT FROM o.group_id OR n.parent_id IS DISTINCT FROM o.parent_id;
  IF ids IS NOT NULL THEN
    PERFORM report_group_recount_categories(ids || ARRAY(SELECT c.id FROM use_of_time_categories c WHERE c.parent_id = ANY (ids)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_group_categories_upd AFTER UPDATE ON use_of_time_categories REFERENCING OLD TABLE AS report_categories_old NEW TABLE AS report_categories_new FOR EACH STATEMENT EXECUTE FUNCTION report_group_categories_changed();
--> statement-breakpoint
-- A group whose key changes: every day and month is recounted (its letter may change).
CREATE OR REPLACE FUNCTION report_group_groups_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM report_groups_new n JOIN report_groups_old o ON o.id = n.id WHERE n.key IS DISTINCT FROM o.key) THEN
    PERFORM report_group_recount_categories(NULL);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_group_groups_upd AFTER UPDATE ON use_of_time_groups REFERENCING OLD TABLE AS report_groups_old NEW TABLE AS report_groups_new FOR EACH STATEMENT EXECUTE FUNCTION report_group_groups_changed();
--> statement-breakpoint
SELECT report_group_recount_categories(NULL);
