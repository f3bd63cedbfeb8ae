import { inArray } from "drizzle-orm";
import type { TDb } from "../client";
import * as s from "../schema";
import { hashPassword } from "@/lib/auth/crypto";
import { addDaysIso, schoolYearOf, todayIn } from "@/lib/users/rules";
import { SCHOOLS, DEMO_DISTRICT_LEAID, DEMO_SCHOOL_NCESSCH } from "./data/schools";
import { UNIVERSITIES, DEMO_UNIVERSITY_IPEDSID } from "./data/universities";
import { seedDemoCalendar } from "./demo-calendar";
import { seedDemoGoals } from "./demo-goals";
import { seedDemoLessons } from "./demo-lessons";
import { seedDemoGrants } from "@/lib/grants/seed";
import { seedDemoSurveyAnswers } from "@/lib/survey-answers/seed";
import { seedDemoRosterImports } from "@/lib/sftp/seed";
import { seedDemoCaptions } from "@/lib/videos/seed";
import { seedDemoLicenceOrders } from "./demo-orders";
import { seedDemoAdminLists } from "@/lib/admin-lists/seed";
import { seedDemoUniversity } from "./demo-university";
import { seedDemoSessions } from "@/lib/university/sessions-seed";
import { seedDemoMemberships } from "./demo-memberships";

export const DEMO_PASSWORD = "demo-pass-2026";

/** The district's counselors at its other schools (managed by the director; see the README). */
export const DISTRICT_COUNSELORS = [
  { username: "hscounselor", firstName: "Harper", lastName: "Sato", ncessch: "530771001234" },
  { username: "dunlapcounselor", firstName: "Drew", lastName: "Okafor", ncessch: "530771001161" },
  { username: "emersoncounselor", firstName: "Emery", lastName: "Lund", ncessch: "530771001163" },
] as const;

/** A counselor whose request to join a school of the district waits on /app/memberships. */
export const PENDING_COUNSELOR = { username: "newcounselor", firstName: "Jamie", lastName: "Ortiz", ncessch: "530771001161" } as const;

type TDemoUser = Omit<typeof s.users.$inferInsert, "expires" | "email"> & { username: string; expiresInDays?: number; email?: string };

/** The demo accounts of the README. Licence dates are relative to the day the seed runs. */
export function demoUsers(now: Date): (typeof s.users.$inferInsert)[] {
  const school = SCHOOLS.find((x) => x.ncessch === DEMO_SCHOOL_NCESSCH)!;
  const university = UNIVERSITIES.find((u) => u.ipedsid === DEMO_UNIVERSITY_IPEDSID)!;
  const tz = school.timezone ?? "America/New_York";
  const today = todayIn(tz, now);
  // A licence valid to the end of the school year, or of the next one when that is under 60 days away.
  let licenceEnd = schoolYearOf(today).end;
  if (licenceEnd < addDaysIso(today, 60)) licenceEnd = schoolYearOf(addDaysIso(today, 60)).end;
  const atSchool = { ncessch: school.ncessch, schoolName: school.schnam, leaid: DEMO_DISTRICT_LEAID, zipcode: school.zip, state: school.state, timezone: tz };
  // Three more counselors at the district's other schools: with them the district has five
  // counselors who record time, the floor for publishing its use of time at /sd/{LEAID}.
  const atSchoolOf = (ncessch: string) => {
    const other = SCHOOLS.find((x) => x.ncessch === ncessch)!;
    return { ...atSchool, ncessch: other.ncessch, schoolName: other.schnam, zipcode: other.zip, timezone: other.timezone ?? tz };
  };
  const atUniversity = { university: true, universityId: university.ipedsid, schoolName: university.name, zipcode: university.zip, state: university.state };
  const list: TDemoUser[] = [
    { username: "counselor", firstName: "Casey", lastName: "Morgan", roleId: 1, appId: 2, ...atSchool },
    { username: "manager", firstName: "Morgan", lastName: "Reyes", roleId: 2, appId: 2, ...atSchool, ncessch: null, schoolName: "" },
    { username: "admin", firstName: "Alex", lastName: "Admin", roleId: 3, appId: 2, ...atSchool, ncessch: null, schoolName: "" },
    { username: "secretary", firstName: "Sam", lastName: "Parker", roleId: 5, appId: 2, ...atSchool },
    { username: "quoteuser", firstName: "Quinn", lastName: "Taylor", roleId: 6, appId: 1, ...atSchool },
    { username: "director", firstName: "Dana", lastName: "Brooks", roleId: 9, appId: 2, ...atSchool, ncessch: null, schoolName: "" },
    { username: "statemanager", firstName: "Stacy", lastName: "Nguyen", roleId: 12, appId: 2, ...atSchool, ncessch: null, schoolName: "", leaid: null },
    { username: "gradstudent", email: `gradstudent@${university.domain}`, firstName: "Gina", lastName: "Lopez", roleId: 21, appId: 2, ...atUniversity },
    { username: "faculty", email: `faculty@${university.domain}`, firstName: "Frank", lastName: "Ellis", roleId: 22, appId: 2, ...atUniversity },
    { username: "renewer", firstName: "Riley", lastName: "Chen", roleId: 44, appId: 1, ...atSchool },
    { username: "expiring", firstName: "Evan", lastName: "Walsh", roleId: 1, appId: 1, expiresInDays: 3, ...atSchool },
    { username: "expired", firstName: "Erin", lastName: "Holt", roleId: 1, appId: 1, expiresInDays: -10, ...atSchool },
    ...DISTRICT_COUNSELORS.map((c) => ({ username: c.username, firstName: c.firstName, lastName: c.lastName, roleId: 1, appId: 2, ...atSchoolOf(c.ncessch) })),
    // Picked a school of the district on their profile: a request the district has not decided yet.
    { username: PENDING_COUNSELOR.username, firstName: PENDING_COUNSELOR.firstName, lastName: PENDING_COUNSELOR.lastName, roleId: 1, appId: 2, ...atSchoolOf(PENDING_COUNSELOR.ncessch) },
  ];
  return list.map(({ expiresInDays, email, ...u }) => ({
    ...u,
    email: email ?? `${u.username}@demo.scuta.app`,
    active: true,
    expires: expiresInDays === undefined ? licenceEnd : addDaysIso(today, expiresInDays),
  }));
}

/** The demo data set: accounts, who manages whom, coupons, conferences and a partner. Idempotent. */
export async function seedDemo(db: TDb, now: Date): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const rows = demoUsers(now).map((u) => ({ ...u, passwordHash }));
    await tx.insert(s.users).values(rows).onConflictDoNothing({ target: s.users.username });
    const ids = new Map(
      (
        await tx
          .select({ id: s.users.id, username: s.users.username })
          .from(s.users)
          .where(
            inArray(
              s.users.username,
              rows.map((r) => r.username),
            ),
          )
      ).map((r) => [r.username, r.id]),
    );
    const counselors = ["counselor", "expiring", "expired"].map((u) => ids.get(u)!);
    const links = ["manager", "director"].flatMap((m) => counselors.map((userId) => ({ managerId: ids.get(m)!, userId })));
    links.push({ managerId: ids.get("manager")!, userId: ids.get("renewer")! });
    for (const c of DISTRICT_COUNSELORS) links.push({ managerId: ids.get("director")!, userId: ids.get(c.username)! });
    await tx.insert(s.managedUsers).values(links).onConflictDoNothing();
    await seedDemoMemberships(tx, ids, now);
    // The MAX accounts hold MAX through a paid order, so switching edition works both ways.
    await seedDemoLicenceOrders(
      tx,
      rows.filter((r) => r.appId === 2).map((r) => r.username),
      now,
    );
    await tx
      .insert(s.coupons)
      .values([
        { code: "FREE100", discount: 100, comment: "Free registration" },
        { code: "SAVE25", discount: 25, comment: "25% off any license" },
        { code: "JULY31", discount: 100, expires0731: true, comment: "Free license to the end of the school year (31 July)" },
        { code: "PRO79", priceCents: 7900, product: 1, comment: "PRO at $79.00 a year" },
      ])
      .onConflictDoNothing();
    await tx
      .insert(s.conferences)
      .values([
        {
          slug: "asca2027",
          name: "ASCA Annual Conference 2027",
          coupon: 20,
          freeLabel: "20% off for ASCA 2027 attendees",
          logoUrl: "/images/conferences/asca2027.svg",
          link: "https://www.schoolcounselor.org",
          signupNoteExpiration: "Conference pricing ends on 08/31/27",
          expires: "2027-08-31",
          conferenceRCode: "ASCA27",
          startDate: "2027-07-10",
          endDate: "2027-07-13",
          city: "Orlando",
          state: "FL",
          translations: {
            it: { freeLabel: "Sconto del 20% per i partecipanti ad ASCA 2027", signupNoteExpiration: "I prezzi della conferenza valgono fino al 31/08/27" },
            de: { freeLabel: "20 % Rabatt für Teilnehmende der ASCA 2027", signupNoteExpiration: "Die Konferenzpreise gelten bis zum 31.08.27" },
          },
        },
        {
          slug: "stateconf",
          name: "State School Counselor Association Conference",
          coupon: 0,
          freeLabel: "Free 30-day license for attendees",
          signupNoteExpiration: "License expires in 30 days",
          conferenceRCode: "STATE",
          startDate: "2027-02-18",
          endDate: "2027-02-20",
          city: "Seattle",
          state: "WA",
          translations: {
            it: { freeLabel: "Licenza gratuita di 30 giorni per i partecipanti", signupNoteExpiration: "La licenza scade dopo 30 giorni" },
            de: { freeLabel: "Kostenlose 30-Tage-Lizenz für Teilnehmende", signupNoteExpiration: "Die Lizenz läuft nach 30 Tagen ab" },
          },
        },
      ])
      .onConflictDoNothing();
    await tx
      .insert(s.partners)
      .values({
        id: 1001,
        name: "Counselor Academy",
        host: "academy.localhost",
        logo: "/partners/counselor-academy.svg",
        logoBackground: "#0f3d56",
        discount: 15,
        state: SCHOOLS.find((x) => x.ncessch === DEMO_SCHOOL_NCESSCH)!.state,
      })
      .onConflictDoNothing();
    await seedDemoCalendar(tx, now);
    await seedDemoLessons(tx, now);
    await seedDemoGoals(tx, now);
    await seedDemoUniversity(tx, now);
    await seedDemoSessions(tx, now);
    await seedDemoAdminLists(tx, now);
    // Grants, answers of the sign-up and training surveys, and roster imports for /app/sftp.
    await seedDemoGrants(tx, now);
    await seedDemoSurveyAnswers(tx, now, ids);
    await seedDemoRosterImports(tx, now, ids);
    // English captions for the demo's tutorial videos: readers are shown only captioned videos.
    await seedDemoCaptions(tx, now);
  });
}
