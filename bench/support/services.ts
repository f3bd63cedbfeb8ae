import { sql } from "drizzle-orm";
import type { TConnection } from "@/db/client";

// What the services reports read, added to the benchmark district (bench/support/district.ts) by
// bench/reports-services.bench.ts: caseloads, groups and their members, partners, a lesson planned
// by a curriculum, and the events' clients, tiers, domains, lessons and referral fields.

/** The services data of the bench counselors, set-based (a few statements for the whole district). */
export async function seedServices(conn: TConnection, ids: number[]): Promise<void> {
  const db = conn.db;
  const idArray = sql.raw(`ARRAY[${ids.join(",")}]::int[]`);
  await db.execute(sql`
    insert into clients (user_id, type, name, grade_id, counts, count)
    select u, 'student', 'Student ' || u || '-' || k, 9 + k % 4,
      jsonb_build_object('male', k % 2, 'female', 1 - k % 2, 'esl', (k % 5 = 0)::int, 'frl', (k % 3 = 0)::int, 'iep', (k % 7 = 0)::int,
        'him', ((k % 4 = 0) and k % 2 = 1)::int, 'hif', ((k % 4 = 0) and k % 2 = 0)::int, 'whm', ((k % 4 = 1) and k % 2 = 1)::int, 'whf', ((k % 4 = 1) and k % 2 = 0)::int),
      1
    from unnest(${idArray}) as u, generate_series(0, 39) as k`);
  await db.execute(sql`
    insert into clients (user_id, type, name, grade_id, counts, count)
    select u, 'group', 'Group ' || u || '-' || k, 9 + k, '{}'::jsonb, 8 from unnest(${idArray}) as u, generate_series(0, 3) as k`);
  await db.execute(sql`
    insert into client_members (group_id, student_id)
    select g.id, s.id from clients g
    join lateral (select s.id from clients s where s.user_id = g.user_id and s.type = 'student' order by s.id offset (g.id % 4) * 8 limit 8) s on true
    where g.type = 'group' and g.user_id = any(${idArray})`);
  await db.execute(sql`insert into companies (user_id, name, type) select u, p, 'agency' from unnest(${idArray}) as u, unnest(array['Riverside Family Services', 'County Clinic']) as p`);
  await db.execute(sql`insert into lessons (user_id, name, academic, social, career) select u, 'Study skills', true, true, false from unnest(${idArray}) as u`);
  await db.execute(sql`insert into curricula (user_id, name, career) select u, 'Career plan', true from unnest(${idArray}) as u`);
  await db.execute(sql`
    insert into curriculum_lessons (curriculum_id, lesson_id, planned_date)
    select c.id, l.id, '2026-02-10'::date from curricula c join lessons l on l.user_id = c.user_id
    where c.user_id = any(${idArray})`);
  // Students on individual events, groups on group events, lessons, tiers, domains, referrals.
  await db.execute(sql`
    update events e set client_id = (select s.id from clients s where s.user_id = e.user_id and s.type = 'student' order by s.id offset e.id % 40 limit 1)
    where e.user_id = any(${idArray}) and e.category_id in (2, 3, 6) and e.students_count <= 1`);
  await db.execute(sql`
    update events e set client_id = (select g.id from clients g where g.user_id = e.user_id and g.type = 'group' order by g.id offset e.id % 4 limit 1)
    where e.user_id = any(${idArray}) and e.category_id in (1, 3) and e.students_count between 2 and 12`);
  await db.execute(sql`update events e set lesson_id = (select l.id from lessons l where l.user_id = e.user_id limit 1) where e.user_id = any(${idArray}) and e.category_id = 1 and e.id % 3 = 0`);
  await db.execute(sql`update events set tier = 1 + id % 3 where user_id = any(${idArray}) and id % 11 = 0`);
  await db.execute(sql`update events set domain = (array['academic', 'career', 'social'])[1 + id % 3] where user_id = any(${idArray}) and id % 4 <> 0 and lesson_id is null`);
  await db.execute(sql`
    update events e set referral_direction = case when e.id % 3 = 0 then 'in' else 'out' end,
      referral_company_id = case when e.id % 3 = 0 then null else (select c.id from companies c where c.user_id = e.user_id order by c.id limit 1) end,
      referral_source = case when e.id % 3 = 0 then 'Teacher' else '' end,
      referral_reason = (array['Anxiety', 'Food assistance', 'Attendance', 'Family counseling'])[1 + e.id % 4],
      referral_status = (array['open', 'contacted', 'done', 'closed'])[1 + e.id % 4],
      referral_follow_up_date = e.date + 7
    where e.user_id = any(${idArray}) and e.category_id = 6`);
  await db.execute(sql`analyze`);
}
