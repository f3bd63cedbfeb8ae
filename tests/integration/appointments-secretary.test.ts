import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { appointmentRequests, categoryColors, emailOutbox, events, users, type TUserRow } from "@/db/schema";
import { POST as appointmentRoute } from "@/app/home/appointmentRequest/route";
import { acceptRequest } from "@/lib/appointments/accept-request";
import { declineRequest } from "@/lib/appointments/decline-request";
import { getAppointmentPage, listAppointmentCounselors, listBusyBlocks, listPendingFor } from "@/lib/appointments/queries";
import type { TActor } from "@/lib/auth/current-user";
import { addDays, isWeekday } from "@/lib/pages/rules";
import { addDaysIso, todayIn } from "@/lib/users/rules";
import { appointmentCategory, appointmentTitle } from "@/lib/appointments/rules";
import { DEMO_SCHOOL_NCESSCH, SCHOOLS } from "@/db/seed/data/schools";
import { DISTRICT_COUNSELORS } from "@/db/seed/demo";
import { call } from "../support/api";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { grantForTest } from "../support/memberships";

// The secretary's appointment calendar: the counselors of their
// school, busy blocks without names, public requests accepted (they become events) or declined
// (the requester is emailed), and nobody reading a calendar they do not keep.

describe("the category and title of an accepted appointment (pure rules)", () => {
  const opt = (id: number, name: string, targetKind: string, parentId: number | null = null) => ({ id, name, parentId, groupKey: "g", targetKind });
  it("is Counseling in the 2019 edition, Individual counseling in the 2012 one, else the first direct service", () => {
    expect(appointmentCategory([opt(1, "Instruction", "direct"), opt(3, "Counseling", "direct"), opt(7, "Program planning", "support")])?.id).toBe(3);
    expect(appointmentCategory([opt(101, "Classroom lessons", "direct"), opt(106, "Individual counseling", "direct")])?.id).toBe(106);
    expect(appointmentCategory([opt(7, "Program planning", "support"), opt(50, "Groups", "direct"), opt(51, "Counseling", "direct", 50)])?.id).toBe(50);
    expect(appointmentCategory([])).toBeNull();
  });
  it("the title is 'Appointment: {requester}', at most 200 characters", () => {
    expect(appointmentTitle("  Jamie Rivera ")).toBe("Appointment: Jamie Rivera");
    expect(appointmentTitle("x".repeat(300))).toHaveLength(200);
  });
});

let ip = 0;
const fromNewIp = () => ({ "x-forwarded-for": `198.51.100.${++ip}` });

describe.each(DRIVERS)("appointments of the secretary (%s)", (driver) => {
  let conn: TConnection;
  const byName: Record<string, TUserRow> = {};
  const actor = (username: string): TActor => ({ user: byName[username], sessionId: "test", via: "bearer" });
  let schoolDay = "";

  /** A public request through POST /home/appointmentRequest, as the wizard sends it. */
  const publicRequest = async (body: Record<string, unknown>, language?: string) => {
    const res = await call(appointmentRoute, {
      body: {
        username: "counselor",
        kind: "appointment",
        requesterRole: "student",
        name: "Jamie Rivera",
        email: "jamie@example.org",
        phone: "",
        studentName: "",
        grade: "8",
        reason: "Exam stress",
        date: schoolDay,
        time: "10:30",
        ...body,
      },
      headers: { ...fromNewIp(), ...(language ? { "accept-language": language } : {}) },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const [row] = await conn.db.select().from(appointmentRequests).orderBy(desc(appointmentRequests.id)).limit(1);
    return row;
  };
  const requestRow = async (id: number) => (await conn.db.select().from(appointmentRequests).where(eq(appointmentRequests.id, id)))[0];
  const mailsTo = (to: string) =>
    conn.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, "appointment")))
      .orderBy(desc(emailOutbox.id));

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    // A school with no demo counselor.
    const otherSchool = SCHOOLS.find((s) => s.ncessch !== DEMO_SCHOOL_NCESSCH && !DISTRICT_COUNSELORS.some((c) => c.ncessch === s.ncessch))!;
    await conn.db.insert(users).values([
      {
        username: "othersecretary",
        email: "othersecretary@demo.test",
        roleId: 5,
        active: true,
        expires: "2099-07-31",
        ncessch: otherSchool.ncessch,
        leaid: otherSchool.leaid,
        firstName: "Olive",
        lastName: "Other",
      },
      {
        username: "othercounselor",
        email: "othercounselor@demo.test",
        roleId: 1,
        active: true,
        expires: "2099-07-31",
        ncessch: otherSchool.ncessch,
        leaid: otherSchool.leaid,
        firstName: "Omar",
        lastName: "Other",
      },
    ]);
    for (const u of await conn.db.select().from(users)) byName[u.username] = u;
    // Their school is granted (an active membership): a profile's school alone opens nothing.
    for (const name of ["othersecretary", "othercounselor"]) await grantForTest(conn.db, byName[name].id, byName[name].roleId, { leaid: otherSchool.leaid as string, ncessch: otherSchool.ncessch });
    let d = addDays(todayIn(byName.counselor.timezone, new Date()), 3);
    while (!isWeekday(d)) d = addDays(d, 1);
    schoolDay = d;
  });
  afterAll(async () => conn.close());

  describe("whose appointment calendars", () => {
    it("a secretary keeps the counselors (role 1) of their own school, by name", async () => {
      const list = await listAppointmentCounselors(conn.db, actor("secretary"));
      expect(list.map((c) => c.name).sort()).toEqual(["Casey Morgan", "Erin Holt", "Evan Walsh"]);
    });

    it("a counselor keeps their own only; a secretary of another school none of these", async () => {
      expect(await listAppointmentCounselors(conn.db, actor("counselor"))).toEqual([{ id: byName.counselor.id, name: "Casey Morgan", pending: expect.any(Number) }]);
      expect((await listAppointmentCounselors(conn.db, actor("othersecretary"))).map((c) => c.name)).toEqual(["Omar Other"]);
    });

    it("the page opens on the counselor asked for when kept, else the first with pending requests", async () => {
      await publicRequest({ name: "First Pending", email: "first@example.org" });
      const fresh = await getAppointmentPage(conn.db, actor("secretary"));
      expect(fresh.counselorId).toBe(byName.counselor.id);
      expect(fresh.counselors.find((c) => c.id === byName.counselor.id)?.pending).toBeGreaterThan(0);
      const page = await getAppointmentPage(conn.db, actor("secretary"), byName.counselor.id);
      expect(page).toMatchObject({ counselorId: byName.counselor.id, confidential: false, timezone: byName.counselor.timezone });
      const stranger = await getAppointmentPage(conn.db, actor("secretary"), byName.othercounselor.id);
      expect(stranger.counselorId).not.toBe(byName.othercounselor.id);
    });
  });

  describe("busy blocks", () => {
    const range = () => {
      const today = todayIn(byName.counselor.timezone, new Date());
      return { start: addDaysIso(today, -14), end: addDaysIso(today, 14) };
    };

    it("a secretary sees when the counselor is busy, with the category, never the title or a student", async () => {
      const blocks = await listBusyBlocks(conn.db, actor("secretary"), { counselorId: byName.counselor.id, ...range() });
      expect(blocks.length).toBeGreaterThan(0);
      expect(blocks.every((b) => b.title === null)).toBe(true);
      expect(blocks.some((b) => b.category === "Counseling")).toBe(true);
      expect(JSON.stringify(blocks)).not.toMatch(/Jordan Lee|Avery Kim|Individual counseling/);
    });

    it("the categories are named in the reader's language and coloured as the counselor's district chose", async () => {
      const german = { ...actor("secretary"), user: { ...byName.secretary, language: "de" } };
      await conn.db.insert(categoryColors).values({ leaid: byName.counselor.leaid!, categoryId: 3, color: "#123456" });
      try {
        const blocks = await listBusyBlocks(conn.db, german, { counselorId: byName.counselor.id, ...range() });
        const counseling = blocks.filter((b) => b.category === "Beratung");
        expect(counseling.length).toBeGreaterThan(0);
        expect(counseling.every((b) => b.color === "#123456")).toBe(true);
        expect(blocks.some((b) => b.category === "Counseling")).toBe(false);
      } finally {
        await conn.db.delete(categoryColors).where(eq(categoryColors.leaid, byName.counselor.leaid!));
      }
    });

    it("the counselor sees their own titles", async () => {
      const blocks = await listBusyBlocks(conn.db, actor("counselor"), { counselorId: byName.counselor.id, ...range() });
      expect(blocks.some((b) => b.title === "Individual counseling")).toBe(true);
    });

    it("counselor-cannot-read-other-counselors-events: another counselor's or another school's calendar is a 404", async () => {
      await expect(listBusyBlocks(conn.db, actor("expiring"), { counselorId: byName.counselor.id, ...range() })).rejects.toMatchObject({ status: 404 });
      await expect(listBusyBlocks(conn.db, actor("othersecretary"), { counselorId: byName.counselor.id, ...range() })).rejects.toMatchObject({ status: 404 });
      await expect(listPendingFor(conn.db, actor("othersecretary"), byName.counselor.id)).rejects.toMatchObject({ status: 404 });
      await expect(listPendingFor(conn.db, actor("expiring"), byName.counselor.id)).rejects.toMatchObject({ status: 404 });
    });

    it("a range over two months answers 422", async () => {
      await expect(listBusyBlocks(conn.db, actor("secretary"), { counselorId: byName.counselor.id, start: "2026-01-01", end: "2026-06-01" })).rejects.toMatchObject({ status: 422 });
    });
  });

  describe("a public request accepted by the secretary becomes an event", () => {
    it("the pending request shows the requester to the secretary, the student and reason to the counselor only", async () => {
      const row = await publicRequest({ requesterRole: "parent", name: "Alex Rivera", studentName: "Sam Rivera", reason: "Bullying worries" });
      const seen = (await listPendingFor(conn.db, actor("secretary"), byName.counselor.id)).find((r) => r.id === row.id)!;
      expect(seen).toMatchObject({ requesterName: "Alex Rivera", requesterRole: "parent", studentName: null, reason: null, date: schoolDay, time: "10:30", duration: 30 });
      const own = (await listPendingFor(conn.db, actor("counselor"), byName.counselor.id)).find((r) => r.id === row.id)!;
      expect(own).toMatchObject({ studentName: "Sam Rivera", reason: "Bullying worries" });
    });

    it("accepting creates 'Appointment: {requester}' in the counselor's Counseling category, links it, and confirms by email", async () => {
      const row = await publicRequest({});
      const r = await acceptRequest(conn.db, actor("secretary"), { id: row.id }, new Date());
      expect(r).toMatchObject({ id: row.id, status: "accepted", date: schoolDay, time: "10:30", duration: 30, emailed: true });
      const [event] = await conn.db.select().from(events).where(eq(events.id, r.eventId));
      expect(event).toMatchObject({
        userId: byName.counselor.id,
        title: "Appointment: Jamie Rivera",
        date: schoolDay,
        time: "10:30:00",
        durationMinutes: 30,
        categoryId: 3,
        source: "event",
        status: "planned",
        studentsCount: 1,
      });
      expect(event.notes).toContain("Exam stress");
      expect(event.notes).toContain("jamie@example.org");
      const after = await requestRow(row.id);
      expect(after).toMatchObject({ status: "accepted", eventId: r.eventId });
      expect(after.decidedAt).not.toBeNull();
      const [mail] = await mailsTo("jamie@example.org");
      expect(mail.subject).toBe("Your appointment with Casey Morgan is confirmed");
      expect(mail.html).not.toContain("Exam stress");
      expect((await listPendingFor(conn.db, actor("secretary"), byName.counselor.id)).map((p) => p.id)).not.toContain(row.id);
    });

    it("the secretary may book another time and length than the one asked for", async () => {
      const row = await publicRequest({ name: "Riley Park", email: "riley@example.org" });
      const r = await acceptRequest(conn.db, actor("secretary"), { id: row.id, date: schoolDay, time: "14:05", duration: 45 }, new Date());
      const [event] = await conn.db.select().from(events).where(eq(events.id, r.eventId));
      expect(event).toMatchObject({ time: "14:05:00", durationMinutes: 45 });
    });

    it("a request already answered answers 409 request_not_pending and adds no second event", async () => {
      const row = await publicRequest({ name: "Twice Clicked", email: "twice@example.org" });
      await acceptRequest(conn.db, actor("secretary"), { id: row.id }, new Date());
      const before = await conn.db.select().from(events).where(eq(events.title, "Appointment: Twice Clicked"));
      await expect(acceptRequest(conn.db, actor("counselor"), { id: row.id }, new Date())).rejects.toMatchObject({ code: "request_not_pending", status: 409 });
      await expect(declineRequest(conn.db, actor("secretary"), { id: row.id }, new Date())).rejects.toMatchObject({ status: 409 });
      expect(await conn.db.select().from(events).where(eq(events.title, "Appointment: Twice Clicked"))).toHaveLength(before.length);
    });

    it("a secretary of another school, another counselor or an unknown id gets a 404 and nothing changes", async () => {
      const row = await publicRequest({ name: "Not Yours", email: "notyours@example.org" });
      for (const who of ["othersecretary", "expiring"]) {
        await expect(acceptRequest(conn.db, actor(who), { id: row.id }, new Date())).rejects.toMatchObject({ status: 404 });
        await expect(declineRequest(conn.db, actor(who), { id: row.id }, new Date())).rejects.toMatchObject({ status: 404 });
      }
      await expect(acceptRequest(conn.db, actor("secretary"), { id: 999_999 }, new Date())).rejects.toMatchObject({ status: 404 });
      expect(await requestRow(row.id)).toMatchObject({ status: "pending", eventId: null });
      expect(await conn.db.select().from(events).where(eq(events.title, "Appointment: Not Yours"))).toEqual([]);
    });

    it("bad input (a length of 1,000 minutes, a date that does not exist) is refused and changes nothing", async () => {
      const row = await publicRequest({ name: "Bad Input", email: "bad@example.org" });
      await expect(acceptRequest(conn.db, actor("secretary"), { id: row.id, duration: 1000 }, new Date())).rejects.toMatchObject({ name: "ZodError" });
      await expect(acceptRequest(conn.db, actor("secretary"), { id: row.id, date: "2026-02-30" }, new Date())).rejects.toMatchObject({ name: "ZodError" });
      expect(await requestRow(row.id)).toMatchObject({ status: "pending", eventId: null });
      expect(await mailsTo("bad@example.org")).toEqual([]);
    });
  });

  describe("declining", () => {
    it("marks the request declined, adds no event, and emails the requester in the language of the page they used (not the counselor's) with the message", async () => {
      // The counselor reads Italian; the requester used the German page.
      await conn.db.update(users).set({ language: "it" }).where(eq(users.id, byName.counselor.id));
      try {
        const row = await publicRequest({ name: "Kim Berg", email: "kim@example.org" }, "de-DE,de;q=0.9");
        expect(row.locale).toBe("de");
        const r = await declineRequest(conn.db, actor("secretary"), { id: row.id, message: "Bitte kommen Sie in der Sprechstunde am Freitag." }, new Date());
        expect(r).toEqual({ id: row.id, status: "declined", emailed: true });
        expect(await requestRow(row.id)).toMatchObject({ status: "declined", eventId: null });
        const [mail] = await mailsTo("kim@example.org");
        expect(mail.subject).toBe("Ihre Terminanfrage an Casey Morgan");
        expect(mail.html).toContain("Bitte kommen Sie in der Sprechstunde am Freitag.");
        // The typed name stays out of the email: the address was never proven.
        expect(mail.html).toContain("Guten Tag,");
        expect(mail.html + (mail.text ?? "")).not.toContain("Kim Berg");
        expect(await conn.db.select().from(events).where(eq(events.title, "Appointment: Kim Berg"))).toEqual([]);
      } finally {
        await conn.db.update(users).set({ language: "en" }).where(eq(users.id, byName.counselor.id));
      }
    });

    it("the accept and decline emails greet generically: the name a visitor typed never reaches the address they typed", async () => {
      const name = "Claim your prize at evil example";
      const accepted = await publicRequest({ name, email: "prize.accept@example.org" });
      await acceptRequest(conn.db, actor("secretary"), { id: accepted.id }, new Date());
      const declined = await publicRequest({ name, email: "prize.decline@example.org" });
      await declineRequest(conn.db, actor("secretary"), { id: declined.id }, new Date());
      for (const to of ["prize.accept@example.org", "prize.decline@example.org"]) {
        const [mail] = await mailsTo(to);
        expect(mail.html).toContain(">Hello,<");
        expect(mail.text).toMatch(/^Hello,$/m);
        expect(mail.subject + mail.html + (mail.text ?? ""), to).not.toContain("evil example");
      }
    });

    it("a message is escaped in the email's HTML", async () => {
      const row = await publicRequest({ name: "Html Test", email: "html@example.org" });
      await declineRequest(conn.db, actor("counselor"), { id: row.id, message: "<script>alert(1)</script>" }, new Date());
      const [mail] = await mailsTo("html@example.org");
      expect(mail.html).not.toContain("<script>");
      expect(mail.html).toContain("&lt;script&gt;");
    });

    it("a requester who left only a phone number is not emailed", async () => {
      const row = await publicRequest({ name: "Phone Only", email: "", phone: "555 0123" });
      const r = await declineRequest(conn.db, actor("secretary"), { id: row.id }, new Date());
      expect(r.emailed).toBe(false);
      expect(await requestRow(row.id)).toMatchObject({ status: "declined" });
    });
  });
});
