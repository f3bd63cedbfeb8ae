// npm run bench: an event's write as a counselor makes it (create, update, delete through the use-cases, each
// its own transaction) in the benchmark district (bench/support/district.ts, BENCH_COUNSELORS), so that work
// added to every write (aggregates kept with the events) is measured against today's. Prints each median as
// `[event-write] <driver>|<write>: median N ms`.
import { afterAll, bench, describe } from "vitest";
import { eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { users, type TUserRow } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { createEvent } from "@/lib/calendar/create-event";
import { updateEvent } from "@/lib/calendar/update-event";
import { deleteEvent } from "@/lib/calendar/delete-event";
import type { TDriverName } from "../tests/support/db";
import { openBenchDistrict } from "./support/district";
import { benchDrivers, median } from "./support/measure";

const ITERATIONS = 50;
const NOW = new Date("2026-03-02T15:00:00Z");

type TSetup = { driver: TDriverName; conn: TConnection; counselor: TUserRow };

async function setUp(driver: TDriverName): Promise<TSetup> {
  const { conn, ids } = await openBenchDistrict(driver);
  const [counselor] = await conn.db.select().from(users).where(eq(users.id, ids[0]));
  return { driver, conn, counselor };
}

const drivers = benchDrivers();
const setups: TSetup[] = [];
for (const d of drivers) setups.push(await setUp(d));

const samples = new Map<string, number[]>();
const record = (key: string, t0: number) => samples.set(key, [...(samples.get(key) ?? []), performance.now() - t0]);

for (const s of setups) {
  const actor: TActor = { user: s.counselor, sessionId: "bench", via: "bearer" };
  // The events each step writes: created by the first, moved and re-categorised by the second, deleted by the third.
  const made: number[] = [];
  describe(`event write (${s.driver})`, () => {
    bench(
      "create",
      async () => {
        const t0 = performance.now();
        const [e] = await createEvent(s.conn.db, actor, { title: "Bench write", date: "2026-03-04", time: "10:00", duration: 30, category_id: 3 }, NOW);
        record(`${s.driver}|create`, t0);
        made.push(e.id);
      },
      { iterations: ITERATIONS, warmupIterations: 2, time: 0 },
    );
    bench(
      "update (move to another day and category)",
      async () => {
        const id = made[(samples.get(`${s.driver}|update`)?.length ?? 0) % made.length];
        const t0 = performance.now();
        await updateEvent(s.conn.db, actor, id, { date: "2026-03-05", category_id: 7, duration: 45 }, "this", NOW);
        record(`${s.driver}|update`, t0);
      },
      { iterations: ITERATIONS, warmupIterations: 0, time: 0 },
    );
    bench(
      "delete",
      async () => {
        const id = made.pop();
        if (id == null) return;
        const t0 = performance.now();
        await deleteEvent(s.conn.db, actor, id, "this", NOW);
        record(`${s.driver}|delete`, t0);
      },
      { iterations: ITERATIONS, warmupIterations: 0, time: 0 },
    );
  });
}

afterAll(async () => {
  for (const [key, xs] of samples) console.log(`[event-write] ${key}: median ${median(xs).toFixed(1)} ms`);
  for (const s of setups) await s.conn.close();
});
