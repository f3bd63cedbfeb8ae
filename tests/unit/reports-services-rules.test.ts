import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { sql } from "drizzle-orm";
import { contactKindOf, daysFromTo, domainSharesOf, equityGap, stageOf, tierOf, type TStageInput, type TTierInput } from "@/lib/reports/services-rules";
import { firstReferralsCte, STAGE_JOIN, STAGE_SQL, TIER_SQL, tierKey } from "@/lib/reports/families/services/sql";

// The tier and domain of an event, and the counseling continuum: the pure rules
// and their SQL (the reports aggregate in the database) give the same answer on the same fixtures.

const TIER_FIXTURES: { name: string; e: TTierInput; expected: string }[] = [
  { name: "events.tier if set (a class marked tier 3)", e: { tier: 3, clientType: null, clientCount: null, students: 25 }, expected: "T3" },
  { name: "events.tier if set (a student marked tier 2)", e: { tier: 2, clientType: "student", clientCount: null, students: 1 }, expected: "T2" },
  { name: "a student client → T3", e: { tier: null, clientType: "student", clientCount: null, students: 0 }, expected: "T3" },
  { name: "1 student → T3", e: { tier: null, clientType: null, clientCount: null, students: 1 }, expected: "T3" },
  { name: "a group of 12 or fewer → T2", e: { tier: null, clientType: "group", clientCount: 12, students: 20 }, expected: "T2" },
  { name: "a larger group → T1", e: { tier: null, clientType: "group", clientCount: 13, students: 8 }, expected: "T1" },
  { name: "a group of unknown size is measured by the event's students", e: { tier: null, clientType: "group", clientCount: 0, students: 30 }, expected: "T1" },
  { name: "2–12 students → T2 (the spec's 12 rule)", e: { tier: null, clientType: null, clientCount: null, students: 12 }, expected: "T2" },
  { name: "2 students → T2", e: { tier: null, clientType: null, clientCount: null, students: 2 }, expected: "T2" },
  { name: "a class, grade or school → T1", e: { tier: null, clientType: null, clientCount: null, students: 13 }, expected: "T1" },
  { name: "no students → system", e: { tier: null, clientType: null, clientCount: null, students: 0 }, expected: "system" },
];

type TStageFixture = {
  name: string;
  e: Omit<TStageInput, "followsReferral"> & { clientId: number | null; date: string };
  earlier?: { direction: "out" | "in" | null; categoryId: number };
  expected: string | null;
};

const STAGE_FIXTURES: TStageFixture[] = [
  {
    name: "crisis: the category is Crisis response (108)",
    e: { categoryId: 108, parentId: null, categoryName: "Crisis response", dins: "D", tier: "T3", referralDirection: null, clientId: 1, date: "2026-03-02" },
    expected: "crisis",
  },
  {
    name: "crisis: a sub-category named for crisis",
    e: { categoryId: 900, parentId: 3, categoryName: "Krisenintervention", dins: "D", tier: "T3", referralDirection: null, clientId: 1, date: "2026-03-02" },
    expected: "crisis",
  },
  {
    name: "referral: a referral out",
    e: { categoryId: 6, parentId: null, categoryName: "Referrals", dins: "I", tier: "T3", referralDirection: "out", clientId: 2, date: "2026-03-02" },
    expected: "referral",
  },
  {
    name: "referral: a Referrals event without a direction",
    e: { categoryId: 110, parentId: null, categoryName: "Referrals", dins: "D", tier: "T3", referralDirection: null, clientId: 3, date: "2026-03-02" },
    expected: "referral",
  },
  {
    name: "a referral in is not a stage",
    e: { categoryId: 6, parentId: null, categoryName: "Referrals", dins: "I", tier: "T3", referralDirection: "in", clientId: 4, date: "2026-03-02" },
    expected: null,
  },
  {
    name: "follow-up: a later Referrals event of a student referred out before",
    e: { categoryId: 6, parentId: null, categoryName: "Referrals", dins: "I", tier: "T3", referralDirection: null, clientId: 5, date: "2026-03-09" },
    earlier: { direction: "out", categoryId: 6 },
    expected: "followUp",
  },
  {
    name: "an earlier referral in is not followed up",
    e: { categoryId: 6, parentId: null, categoryName: "Referrals", dins: "I", tier: "T3", referralDirection: "out", clientId: 6, date: "2026-03-09" },
    earlier: { direction: "in", categoryId: 6 },
    expected: "referral",
  },
  {
    name: "prevention = T1 instruction",
    e: { categoryId: 1, parentId: null, categoryName: "Instruction", dins: "D", tier: "T1", referralDirection: null, clientId: null, date: "2026-03-02" },
    expected: "prevention",
  },
  {
    name: "small group = T2",
    e: { categoryId: 3, parentId: null, categoryName: "Counseling", dins: "D", tier: "T2", referralDirection: null, clientId: null, date: "2026-03-02" },
    expected: "smallGroup",
  },
  {
    name: "individual = T3 counseling",
    e: { categoryId: 3, parentId: null, categoryName: "Counseling", dins: "D", tier: "T3", referralDirection: null, clientId: 7, date: "2026-03-02" },
    expected: "individual",
  },
  {
    name: "a direct service without students is not on the continuum",
    e: { categoryId: 1, parentId: null, categoryName: "Instruction", dins: "D", tier: "system", referralDirection: null, clientId: null, date: "2026-03-02" },
    expected: null,
  },
  {
    name: "consultation (indirect) is not on the continuum",
    e: { categoryId: 4, parentId: null, categoryName: "Consultation", dins: "I", tier: "T3", referralDirection: null, clientId: 8, date: "2026-03-02" },
    expected: null,
  },
];

describe("services rules: an event's tier, domain and counseling continuum", () => {
  let pg: PGlite;
  let db: ReturnType<typeof drizzle>;
  const rows = async <T>(q: ReturnType<typeof sql>) => (await db.execute(q)).rows as T[];

  beforeAll(async () => {
    pg = new PGlite();
    db = drizzle(pg);
    await pg.exec(`
      create table events (id int primary key, user_id int, client_id int, category_id int, status text, referral_direction text, date date, time time);
      create table use_of_time_categories (id int primary key, parent_id int);
      insert into use_of_time_categories values (1, null), (3, null), (4, null), (6, null), (108, null), (110, null), (900, 3);`);
    // The tier of an event without a client is the database's function, as its migration defines it.
    const migration = readFileSync(join(process.cwd(), "db/migrations/0045_report_service_months.sql"), "utf8");
    const tierFunction = migration.split("--> statement-breakpoint").find((part) => part.includes("FUNCTION report_event_tier"));
    expect(tierFunction).toBeDefined();
    await pg.exec(tierFunction!);
  });
  afterAll(async () => pg?.close());

  for (const f of TIER_FIXTURES) {
    it(`tier: ${f.name} (rule and SQL agree)`, async () => {
      expect(tierOf(f.e)).toBe(f.expected);
      const [r] = await rows<{ tier: number }>(
        sql`select ${TIER_SQL} as tier
            from (select ${f.e.tier}::int as tier, ${f.e.students}::int as students_count) e
            left join (select ${f.e.clientType}::text as type, ${f.e.clientCount}::int as count) cl on ${f.e.clientType}::text is not null`,
      );
      expect(tierKey(r.tier)).toBe(f.expected);
    });
  }

  STAGE_FIXTURES.forEach((f, i) => {
    it(`continuum: ${f.name} (rule and SQL agree)`, async () => {
      const id = 100 + i * 2;
      if (f.earlier) {
        await db.execute(sql`insert into events values (${id - 1}, 1, ${f.e.clientId}, ${f.earlier.categoryId}, 'done', ${f.earlier.direction}, '2026-03-01', '09:00')`);
      }
      expect(stageOf({ ...f.e, followsReferral: !!f.earlier && f.earlier.direction !== "in" })).toBe(f.expected);
      const tier = f.e.tier === "system" ? 0 : Number(f.e.tier.slice(1));
      const [r] = await rows<{ stage: string | null }>(
        sql`with ${firstReferralsCte([1])} select ${STAGE_SQL} as stage from (
              select ${id}::int as event_id, 1 as user_id, ${f.e.clientId}::int as client_id, ${f.e.categoryId}::int as category_id, ${f.e.parentId}::int as parent_id,
                ${f.e.categoryName}::text as category_name, ${f.e.dins}::text as dins, ${tier}::int as tier, ${f.e.referralDirection}::text as referral_direction,
                (${f.e.categoryId}::int in (6, 110) or coalesce(${f.e.parentId}::int, 0) in (6, 110)) as is_referral, ${f.e.date}::date as date, '10:00'::time as time) s
            ${STAGE_JOIN}`,
      );
      expect(r.stage).toBe(f.expected);
    });
  });

  it("domain: events.domain wins over the lesson's flags", () => {
    expect(domainSharesOf({ domain: "career", lesson: { academic: true, career: false, social: true }, curriculum: null })).toEqual([{ domain: "career", share: 1 }]);
  });
  it("domain: otherwise the lesson's flags, minutes split evenly", () => {
    expect(domainSharesOf({ domain: null, lesson: { academic: true, career: false, social: true }, curriculum: { academic: false, career: true, social: false } })).toEqual([
      { domain: "academic", share: 0.5 },
      { domain: "social", share: 0.5 },
    ]);
  });
  it("domain: a lesson without flags takes its curriculum's", () => {
    expect(domainSharesOf({ domain: null, lesson: { academic: false, career: false, social: false }, curriculum: { academic: false, career: true, social: false } })).toEqual([
      { domain: "career", share: 1 },
    ]);
  });
  it("domain: otherwise unspecified, shown so that it gets fixed", () => {
    expect(domainSharesOf({ domain: null, lesson: null, curriculum: null })).toEqual([{ domain: "unspecified", share: 1 }]);
  });

  it("student contact: individual beats group only; neither is not seen", () => {
    expect(contactKindOf(1, 3)).toBe("individual");
    expect(contactKindOf(0, 2)).toBe("groupOnly");
    expect(contactKindOf(0, 0)).toBe("notSeen");
    expect(daysFromTo("2026-03-01", "2026-03-31")).toBe(30);
    expect(daysFromTo(null, "2026-03-31")).toBeNull();
  });

  it("equity: a subgroup served 5 points or more below its caseload share asks for a closing-the-gap goal", () => {
    // 4 of 10 on the caseload (40 %), 1 of 5 served (20 %): a gap of −20 points.
    expect(equityGap(4, 10, 1, 5)).toEqual({ caseload: 40, served: 20, gap: -20, closeGap: true });
    // 30 % of the caseload, 26 % of the served: −4 points, under the threshold.
    expect(equityGap(30, 100, 13, 50)).toEqual({ caseload: 30, served: 26, gap: -4, closeGap: false });
    expect(equityGap(0, 10, 0, 5).closeGap).toBe(false);
  });
});
