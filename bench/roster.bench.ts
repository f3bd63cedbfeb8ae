// npm run bench: the OneRoster import of a district (target: 50,000 students in under a minute). A fresh
// database per size (PostgreSQL when DATABASE_URL is set, else in-memory PGlite; ROSTER_BENCH_DRIVER
// picks one), the zip (schools, one counselor and caseload class per 500 students, students with
// demographics, enrollments) built by tests/support/oneroster.ts and imported through runOneRosterImport:
// parse, staff invitations, students, caseloads, groups and members, in one transaction. Each size is
// imported ROSTER_BENCH_RUNS times (3 unless set); prints each import's time and step times, then the median.
import { bench, describe } from "vitest";
import { schoolDistricts, schools, users } from "@/db/schema";
import { ROLE } from "@/lib/auth/roles";
import { runOneRosterImport } from "@/lib/roster/import-oneroster";
import { freshDatabase, type TDriverName } from "../tests/support/db";
import { districtFixture, oneRosterZip } from "../tests/support/oneroster";

const LEAID = "9900099";
const SCHOOLS = ["990009900001", "990009900002", "990009900003", "990009900004"];
const NOW = new Date("2026-09-01T02:15:00Z");
const DRIVER: TDriverName = process.env.ROSTER_BENCH_DRIVER === "pglite" || !process.env.DATABASE_URL ? "pglite" : "postgres";
const RUNS = Number(process.env.ROSTER_BENCH_RUNS ?? 3);
const SIZES = (process.env.ROSTER_BENCH_SIZES ?? "5000,50000").split(",").map(Number);

async function importOnce(students: number): Promise<number> {
  const conn = await freshDatabase(DRIVER);
  try {
    await conn.db.insert(schoolDistricts).values({ leaid: LEAID, name: "Bench District", state: "WA" });
    await conn.db.insert(schools).values(SCHOOLS.map((n, i) => ({ ncessch: n, schnam: `Bench School ${i}`, leaid: LEAID, zip: "98000", state: "WA" })));
    const [admin] = await conn.db.insert(users).values({ username: "benchadmin", email: "benchadmin@example.org", roleId: ROLE.admin, expires: "2030-01-01", active: true }).returning();
    const bytes = oneRosterZip(districtFixture({ schools: SCHOOLS, students, perCounselor: 500 }));
    const steps: string[] = [];
    const t0 = performance.now();
    let last = t0;
    const onProgress = (_done: number, _total: number, step: string) => {
      const t = performance.now();
      steps.push(`${step} ${((t - last) / 1000).toFixed(1)}`);
      last = t;
    };
    const r = await runOneRosterImport(conn.db, admin.id, { leaid: LEAID, bytes, dryRun: false, now: NOW, origin: null, onProgress });
    const ms = performance.now() - t0;
    if (!r.committed || r.counts.students.created !== students) throw new Error(`import of ${students} students did not complete`);
    console.log(`roster import (${DRIVER}): ${students} students in ${(ms / 1000).toFixed(1)} s [${steps.join(", ")}]`);
    return ms;
  } finally {
    await conn.close();
  }
}

async function median(students: number): Promise<void> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await importOnce(students));
  times.sort((a, b) => a - b);
  console.log(`roster import (${DRIVER}): ${students} students, median of ${RUNS}: ${(times[Math.floor(times.length / 2)] / 1000).toFixed(1)} s`);
}

// The runner may call a task more than once: the imports of a size run on its first call only.
const measured = new Map<number, Promise<void>>();
const measureOnce = (n: number) => measured.get(n) ?? measured.set(n, median(n)).get(n)!;

describe("OneRoster import", () => {
  for (const n of SIZES) bench(`${n.toLocaleString("en-US")} students`, () => measureOnce(n), { iterations: 1, warmupIterations: 0, time: 0 });
});
