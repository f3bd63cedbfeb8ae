// npm run bench: the users list (/app/users) at 10,000 users. On every available driver
// (in-memory PGlite always; the PostgreSQL of DATABASE_URL when set) a filtered, sorted page for an
// administrator (search + role + active + expiry, sort by name) and a manager's page of the users they
// manage. Target: a filtered page under 100 ms on PostgreSQL.
import { afterAll, bench, describe } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { users, type TUserRow } from "@/db/schema";
import { listUsers } from "@/lib/admin-users/queries";
import { parseUserListFilter } from "@/lib/admin-users/schemas";
import { freshDatabase, type TDriverName } from "../tests/support/db";
import { benchDrivers } from "./support/measure";

const USERS = 10_000;
const ITERATIONS = 20;

type TSetup = { driver: TDriverName; conn: TConnection; admin: TUserRow; manager: TUserRow };

async function setUp(driver: TDriverName): Promise<TSetup> {
  const started = performance.now();
  const conn = await freshDatabase(driver);
  const db = conn.db;
  // 10,000 users in ONE INSERT … SELECT generate_series: mixed roles, editions, states, activity, expiry.
  await db.execute(sql`
    insert into users (username, email, first_name, last_name, role_id, app_id, state, active, expires, last_login_at)
    select 'bench' || i, 'bench' || i || '@example.org', (array['Anna','Ben','Carla','Dino','Ella','Franz'])[1 + i % 6],
      'Surname' || (i % 997), (array[1,1,1,1,2,4,9,5])[1 + i % 8], i % 3, (array['NY','CA','TX','FL','IL'])[1 + i % 5],
      i % 7 <> 0, ('2026-01-01'::date + (i % 730))::date, now() - (i % 300) * interval '1 day'
    from generate_series(1, ${USERS}) as i`);
  const [admin] = await db.insert(users).values({ username: "benchadmin", email: "benchadmin@example.org", roleId: 3, expires: "2030-01-01", active: true }).returning();
  const [manager] = await db.insert(users).values({ username: "benchmanager", email: "benchmanager@example.org", roleId: 2, expires: "2030-01-01", active: true }).returning();
  await db.execute(sql`insert into managed_users (manager_id, user_id) select ${manager.id}, id from users where username like 'bench%' and id % 20 = 0`);
  await db.execute(sql`analyze users`);
  await db.execute(sql`analyze managed_users`);
  const [{ n }] = (await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.active, true))) as { n: number }[];
  console.log(`${driver}: ${USERS} users (${n} active) set up in ${(performance.now() - started).toFixed(0)} ms`);
  return { driver, conn, admin, manager };
}

const drivers = benchDrivers();
const setups: TSetup[] = [];
for (const d of drivers) setups.push(await setUp(d));
afterAll(async () => {
  for (const s of setups) await s.conn.close();
});

const NOW = new Date("2026-06-01T12:00:00Z");
const ADMIN_FILTER = parseUserListFilter({ q: "ann", role: "1", active: "yes", expiry: "current", sort: "name", page: "2" });
const MANAGER_FILTER = parseUserListFilter({ q: "surname1", sort: "expires", dir: "desc" });

for (const s of setups) {
  const times: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t0 = performance.now();
    await listUsers(s.conn.db, s.admin, ADMIN_FILTER, NOW);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const first = await listUsers(s.conn.db, s.admin, ADMIN_FILTER, NOW);
  console.log(`${s.driver}: admin filtered page (${first.total} matches), median ${times[10].toFixed(1)} ms, max ${times[19].toFixed(1)} ms`);
}

for (const s of setups) {
  describe(`users list, ${USERS} users (${s.driver})`, () => {
    bench(
      "admin: search + role + active + expiry, sorted by name, page 2",
      async () => {
        const r = await listUsers(s.conn.db, s.admin, ADMIN_FILTER, NOW);
        if (r.rows.length === 0) throw new Error("expected rows");
      },
      { iterations: ITERATIONS, warmupIterations: 3 },
    );
    bench(
      "manager: the managed users, searched, sorted by licence end",
      async () => {
        const r = await listUsers(s.conn.db, s.manager, MANAGER_FILTER, NOW);
        if (r.total === 0) throw new Error("expected rows");
      },
      { iterations: ITERATIONS, warmupIterations: 3 },
    );
  });
}
