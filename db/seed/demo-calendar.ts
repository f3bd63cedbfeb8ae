import { count, eq, inArray } from "drizzle-orm";
import type { TDbOrTx } from "../client";
import * as s from "../schema";
import { CLIENT_COUNT_FIELDS, type TClientCounts } from "../schema/calendar";
import { addDaysIso, todayIn } from "@/lib/users/rules";

// Demo students, groups, events, days closed, a use-of-time study tag and the school day's periods
// for the demo counselors, so the calendar, logs and dashboard have something to show. Idempotent:
// a counselor who already has events is left alone.

// tier: an explicit MTSS tier (else the reports derive it); domain: the ASCA domain (docs/use-of-time.md);
// referral: a Referrals event (category 6), its direction and reasons filled in per week (referralOf).
type TPlan = { title: string; categoryId: number; time: string; minutes: number; students?: number; client?: string; tier?: 1 | 2 | 3; domain?: s.TEventDomain; referral?: true };

// A counselor's typical week (ASCA 4th edition category ids 1-15), mostly direct and indirect services.
const WEEK: TPlan[][] = [
  // Monday
  [
    { title: "Grade 9 classroom lesson: study skills", categoryId: 1, time: "08:30", minutes: 50, students: 28, domain: "academic" },
    { title: "Individual counseling", categoryId: 3, time: "10:00", minutes: 30, students: 1, client: "Jordan Lee", domain: "social" },
    { title: "Lunch duty", categoryId: 11, time: "12:00", minutes: 30 },
    { title: "Course planning meetings", categoryId: 2, time: "13:00", minutes: 90, students: 6, domain: "academic" },
  ],
  // Tuesday
  [
    { title: "Friendship skills group", categoryId: 3, time: "09:00", minutes: 45, students: 6, client: "Friendship group", domain: "social" },
    { title: "Teacher consultation", categoryId: 4, time: "11:00", minutes: 30, domain: "academic" },
    { title: "Use-of-time data review", categoryId: 8, time: "14:00", minutes: 60 },
  ],
  // Wednesday
  [
    { title: "Grade 10 college and career lesson", categoryId: 1, time: "08:30", minutes: 50, students: 30, domain: "career" },
    { title: "Parent conference", categoryId: 5, time: "10:30", minutes: 45, client: "Avery Kim", domain: "social" },
    { title: "Referral to community services", categoryId: 6, time: "13:30", minutes: 20, students: 1, client: "Avery Kim", domain: "social", referral: true },
    { title: "State testing coordination", categoryId: 10, time: "14:00", minutes: 60 },
  ],
  // Thursday
  [
    // Eight students seen one at a time: intensive, individual planning (an explicit tier 3).
    { title: "Individual student planning", categoryId: 2, time: "09:00", minutes: 120, students: 8, tier: 3, domain: "career" },
    { title: "Check-in", categoryId: 3, time: "11:30", minutes: 20, students: 1, client: "Jordan Lee", domain: "social" },
    { title: "Advisory council planning", categoryId: 7, time: "14:00", minutes: 45 },
  ],
  // Friday
  [
    { title: "Study skills group", categoryId: 1, time: "09:00", minutes: 45, students: 8, client: "Study skills group", tier: 2, domain: "academic" },
    { title: "Collaboration with the school psychologist", categoryId: 5, time: "11:00", minutes: 30 },
    { title: "Records and paperwork", categoryId: 14, time: "14:30", minutes: 45 },
  ],
];

const STUDENTS: { name: string; number: string; gradeId: number; gender: "male" | "female"; extra: Partial<TClientCounts> }[] = [
  { name: "Jordan Lee", number: "S-1001", gradeId: 10, gender: "male", extra: { asm: 1, frl: 1 } },
  { name: "Avery Kim", number: "S-1002", gradeId: 11, gender: "female", extra: { asf: 1 } },
  { name: "Maya Patel", number: "S-1003", gradeId: 10, gender: "female", extra: { asf: 1, esl: 1 } },
  { name: "Diego Ramos", number: "S-1004", gradeId: 12, gender: "male", extra: { him: 1, iep: 1 } },
  { name: "Noah Johnson", number: "S-1005", gradeId: 11, gender: "male", extra: { blm: 1 } },
  { name: "Emma Walsh", number: "S-1006", gradeId: 10, gender: "female", extra: { whf: 1, frl: 1 } },
];

function zeroCounts(): TClientCounts {
  return Object.fromEntries(CLIENT_COUNT_FIELDS.map((f) => [f, 0])) as TClientCounts;
}

function studentCounts(st: (typeof STUDENTS)[number]): TClientCounts {
  return { ...zeroCounts(), [st.gender]: 1, ...st.extra };
}

/** The demo counselors' community partners, the agencies their referrals go out to. */
const PARTNERS = [
  { name: "Riverside Family Services", type: "agency" as const, services: "Family counseling, food and housing assistance" },
  { name: "County Mental Health Clinic", type: "clinic" as const, services: "Child and adolescent mental health" },
];
const OUT_REASONS = ["Anxiety", "Family counseling", "Food assistance"];

/**
 * The referral fields of a Referrals event `offset` days from today in week `week`: every third week a
 * referral in from the school nurse, else a referral out to a partner; follow-up a week later; the
 * older ones done (or closed), the last three weeks' contacted, this week's and later open.
 */
function referralOf(offset: number, week: number, date: string, partnerIds: number[]): Partial<typeof s.events.$inferInsert> {
  const status = offset < -21 ? (week % 4 === 0 ? "closed" : "done") : offset < -7 ? "contacted" : "open";
  const followUp = addDaysIso(date, 7);
  if (week % 3 === 0) {
    return {
      title: "Referral from the school nurse",
      referralDirection: "in",
      referralSource: "School nurse",
      referralReason: "Frequent headaches",
      referralStatus: status,
      referralFollowUpDate: followUp,
    };
  }
  return {
    referralDirection: "out",
    referralCompanyId: partnerIds[week % partnerIds.length] ?? null,
    referralReason: OUT_REASONS[week % OUT_REASONS.length],
    referralStatus: status,
    referralFollowUpDate: followUp,
  };
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a YYYY-MM-DD date. */
function isoWeekday(iso: string): number {
  const d = new Date(`${iso}T12:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

async function seedCounselor(tx: TDbOrTx, userId: number, timezone: string, now: Date, variant: number): Promise<void> {
  const [{ n }] = await tx.select({ n: count() }).from(s.events).where(eq(s.events.userId, userId));
  if (n > 0) return;

  const students = await tx
    .insert(s.clients)
    .values(STUDENTS.map((st) => ({ userId, type: "student" as const, name: st.name, studentNumber: st.number, gradeId: st.gradeId, counts: studentCounts(st), count: 1 })))
    .returning({ id: s.clients.id, name: s.clients.name });
  const byName = new Map(students.map((c) => [c.name, c.id]));
  const partnerIds = (
    await tx
      .insert(s.companies)
      .values(PARTNERS.map((p) => ({ userId, ...p })))
      .returning({ id: s.companies.id })
  ).map((r) => r.id);
  const groupDefs = [
    { name: "Friendship group", members: ["Maya Patel", "Emma Walsh", "Noah Johnson"] },
    { name: "Study skills group", members: ["Jordan Lee", "Diego Ramos", "Maya Patel", "Avery Kim"] },
  ];
  for (const g of groupDefs) {
    const counts = zeroCounts();
    for (const m of g.members) {
      const st = STUDENTS.find((x) => x.name === m)!;
      const c = studentCounts(st);
      for (const f of CLIENT_COUNT_FIELDS) counts[f] += c[f];
    }
    const [row] = await tx
      .insert(s.clients)
      .values({ userId, type: "group", name: g.name, counts, count: counts.male + counts.female })
      .returning({ id: s.clients.id });
    byName.set(g.name, row.id);
    await tx.insert(s.clientMembers).values(g.members.map((m) => ({ groupId: row.id, studentId: byName.get(m)! })));
  }

  // Eight weeks back and two weeks ahead, weekdays only; past events are done, future ones planned.
  const today = todayIn(timezone, now);
  // Two school days closed about two and a half weeks ago (whatever weekday today is).
  const closed = new Set(
    [-17, -16, -15, -14]
      .map((o) => addDaysIso(today, o))
      .filter((d) => isoWeekday(d) <= 5)
      .slice(0, 2),
  );
  const rows: (typeof s.events.$inferInsert)[] = [];
  for (let offset = -56; offset <= 14; offset++) {
    const date = addDaysIso(today, offset);
    const wd = isoWeekday(date);
    if (wd > 5 || closed.has(date)) continue;
    // The second counselor's week is shifted, so the district table shows different shares.
    const plans = WEEK[(wd - 1 + variant) % 5];
    for (const p of plans) {
      const male = p.students ? Math.floor(p.students / 2) : 0;
      rows.push({
        userId,
        title: p.title,
        date,
        time: `${p.time}:00`,
        durationMinutes: p.minutes,
        categoryId: p.categoryId,
        clientId: p.client ? (byName.get(p.client) ?? null) : null,
        studentsCount: p.students ?? 0,
        maleCount: male,
        femaleCount: p.students ? p.students - male : 0,
        status: offset < 0 ? "done" : "planned",
        tier: p.tier ?? null,
        domain: p.domain ?? null,
        ...(p.referral ? referralOf(offset, Math.floor((offset + 56) / 7), date, partnerIds) : {}),
      });
    }
  }
  for (let i = 0; i < rows.length; i += 200) await tx.insert(s.events).values(rows.slice(i, i + 200));

  const tagDays = [-50, -37, -24, -11].map((o) => addDaysIso(today, o)).filter((d) => isoWeekday(d) <= 5 && !closed.has(d));
  const special = [
    ...[...closed].map((date) => ({ userId, kind: "closed" as const, date, label: "School closed" })),
    ...tagDays.map((date) => ({ userId, kind: "tag" as const, date, label: "Use-of-time study" })),
  ];
  if (special.length > 0) await tx.insert(s.specialDates).values(special).onConflictDoNothing();
  await tx.insert(s.periods).values([
    { userId, period: 1, start: "08:00:00", end: "11:45:00" },
    { userId, period: 2, start: "12:30:00", end: "16:00:00" },
  ]);
}

// Which week each demo counselor keeps: the counselor and the expiring counselor make the manager's
// team table; the three at the district's other schools bring the district to five counselors
// with recorded time (the floor for publishing at /sd/{LEAID}), each with a shifted week.
const VARIANTS: Record<string, number> = { counselor: 0, expiring: 2, hscounselor: 1, dunlapcounselor: 3, emersoncounselor: 4 };

/** Calendar demo data for the demo counselors. */
export async function seedDemoCalendar(tx: TDbOrTx, now: Date): Promise<void> {
  const rows = await tx
    .select({ id: s.users.id, username: s.users.username, timezone: s.users.timezone })
    .from(s.users)
    .where(inArray(s.users.username, Object.keys(VARIANTS)));
  for (const u of rows.sort((a, b) => a.username.localeCompare(b.username))) {
    await seedCounselor(tx, u.id, u.timezone, now, VARIANTS[u.username]);
  }
  const counselor = rows.find((u) => u.username === "counselor");
  if (counselor) await seedPendingRequests(tx, counselor.id, counselor.timezone, now);
}

/**
 * Two public requests waiting for the counselor (an appointment and a drop-in on the next school
 * days), so the secretary's appointment calendar opens on something to accept or decline.
 */
async function seedPendingRequests(tx: TDbOrTx, counselorId: number, timezone: string, now: Date): Promise<void> {
  const [{ n }] = await tx.select({ n: count() }).from(s.appointmentRequests).where(eq(s.appointmentRequests.counselorId, counselorId));
  if (n > 0) return;
  const schoolDays: string[] = [];
  for (let offset = 1; schoolDays.length < 2; offset++) {
    const date = addDaysIso(todayIn(timezone, now), offset);
    if (isoWeekday(date) <= 5) schoolDays.push(date);
  }
  await tx.insert(s.appointmentRequests).values([
    {
      counselorId,
      kind: "appointment",
      requesterName: "Sofia Bennett",
      requesterEmail: "sofia.bennett@example.org",
      requesterRole: "parent",
      studentName: "Liam Bennett",
      grade: "7",
      reason: "Liam has been anxious before tests.",
      preferredDate: schoolDays[0],
      preferredTime: "10:30:00",
      durationMinutes: 30,
    },
    {
      counselorId,
      kind: "dropin",
      requesterName: "Marcus Hill",
      requesterEmail: "marcus.hill@example.org",
      requesterRole: "student",
      grade: "8",
      reason: "Questions about high school course choices.",
      preferredDate: schoolDays[1],
      preferredTime: "13:15:00",
      durationMinutes: 20,
    },
  ]);
}
