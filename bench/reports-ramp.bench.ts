// The RAMP workspace and pack on the benchmark district (target: the pack renders in
// under 1 s; each report under 500 ms): one counselor of bench/support/district.ts (~1,566 events in
// the school year) with the RAMP add-on, a school profile, SMART goals (one closing the gap), the
// year's conference, an advisory council, 300 student clients whose names the pack redacts, and the
// hand-written texts. Runs the workspace (the five registry reports and the statuses), the same for
// the manager reading the counselor, and the pack PDF. Prints each median.
import { afterAll, bench, describe } from "vitest";
import { eq } from "drizzle-orm";
import { setSharedConnection, type TConnection } from "@/db/client";
import { advisoryCouncilMembers, advisoryMeetings, annualConferences, clients, dataAnalysisItems, rampTexts, schoolProfiles, smartGoals, users, type TUserRow } from "@/db/schema";
import { zeroCounts } from "@/lib/clients/rules";
import { rampPackPdf } from "@/lib/ramp/pack";
import { rampWorkspace } from "@/lib/ramp/queries";
import { freshDatabase, type TDriverName } from "../tests/support/db";
import { actorOf } from "../tests/support/other-district";
import { seedBenchDistrict } from "./support/district";
import { benchDrivers, median } from "./support/measure";

const ITERATIONS = 7;
const NOW = new Date("2026-06-15T15:00:00Z");
const SY = 2025;

type TSetup = { driver: TDriverName; conn: TConnection; manager: TUserRow; counselor: TUserRow };

async function setUp(driver: TDriverName): Promise<TSetup> {
  const conn = await freshDatabase(driver, { seed: "demo" });
  setSharedConnection(conn);
  const db = conn.db;
  const { ids, managerId } = await seedBenchDistrict(db);
  const uid = ids[0];
  await db.update(users).set({ rampAddon: true, schoolName: "Bench High" }).where(eq(users.id, uid));
  await db.update(users).set({ rampAddon: true }).where(eq(users.id, managerId));
  await db.insert(schoolProfiles).values({ userId: uid, vision: "<p>Every student graduates ready.</p>", mission: "<p>We serve every student.</p>" });
  await db.insert(clients).values(Array.from({ length: 300 }, (_, i) => ({ userId: uid, type: "student" as const, name: `Student${i} Family${i}`, gradeId: 9, counts: zeroCounts(), count: 1 })));
  const [da] = await db.insert(dataAnalysisItems).values({ userId: uid, name: "Attendance", type: "attendance", typeName: "Attendance", closingTheGap: true }).returning();
  await db.insert(smartGoals).values([
    { userId: uid, target: "attendance rate", baselineValue: "88", targetValue: "92", resultValue: "93", dateTarget: "2026-05-15", dataAnalysisId: da.id },
    { userId: uid, target: "office referrals", baselineValue: "40", targetValue: "25", dateTarget: "2026-04-01" },
  ]);
  await db.insert(annualConferences).values({ userId: uid, schoolYear: SY, caseload: 300, directIndirectPct: 80, principalName: "Dr. Bench" });
  await db.insert(advisoryCouncilMembers).values([
    { userId: uid, name: "Pat Parent", role: "parent" },
    { userId: uid, name: "Tess Teacher", role: "teacher" },
  ]);
  await db.insert(advisoryMeetings).values([
    { userId: uid, date: "2025-10-01", agenda: "<p>Goals</p>", minutes: "<p>Agreed.</p>" },
    { userId: uid, date: "2026-04-01", agenda: "<p>Results</p>", minutes: "<p>Reviewed.</p>" },
  ]);
  await db.insert(rampTexts).values([
    { userId: uid, schoolYear: SY, component: "ctg", text: "Attendance rose." },
    { userId: uid, schoolYear: SY, component: "reflection", text: "A good year." },
  ]);
  const byId = async (id: number) => (await db.select().from(users).where(eq(users.id, id)))[0];
  return { driver, conn, manager: await byId(managerId), counselor: await byId(uid) };
}

const drivers = benchDrivers();
const setups: TSetup[] = [];
for (const d of drivers) setups.push(await setUp(d));

const samples = new Map<string, number[]>();
const timed = (key: string, fn: () => Promise<unknown>) => async () => {
  const t0 = performance.now();
  await fn();
  const list = samples.get(key) ?? [];
  list.push(performance.now() - t0);
  samples.set(key, list);
};
const opts = { iterations: ITERATIONS, warmupIterations: 1, time: 0 };

for (const s of setups) {
  describe(`RAMP (${s.driver})`, () => {
    bench(
      "workspace: one counselor's school year",
      timed(`${s.driver}|workspace`, () => rampWorkspace(s.conn.db, actorOf(s.counselor), NOW, "en")),
      opts,
    );
    bench(
      "workspace: the manager reading the counselor",
      timed(`${s.driver}|workspace (manager)`, () => rampWorkspace(s.conn.db, actorOf(s.manager), NOW, "en", s.counselor.id)),
      opts,
    );
    bench(
      "pack: the PDF",
      timed(`${s.driver}|pack`, async () => {
        const { pdf } = await rampPackPdf(s.conn.db, actorOf(s.counselor), NOW);
        samples.set(`${s.driver}|pack bytes`, [pdf.length]);
      }),
      opts,
    );
  });
}

afterAll(async () => {
  for (const [key, xs] of samples) console.log(`[ramp] ${key}: median ${median(xs).toFixed(0)}${key.endsWith("bytes") ? "" : " ms"}`);
  for (const s of setups) await s.conn.close();
});
