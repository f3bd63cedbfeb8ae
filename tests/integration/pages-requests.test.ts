import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { appointmentRequests, demoRequests, emailOutbox, users } from "@/db/schema";
import { POST as scheduleDemoRoute } from "@/app/home/scheduleDemo/route";
import { POST as appointmentRoute } from "@/app/home/appointmentRequest/route";
import { listPendingRequests } from "@/lib/pages/appointments-queries";
import { listDemoRequests } from "@/lib/pages/demo-requests-queries";
import { addDays, isWeekday } from "@/lib/pages/rules";
import { todayIn } from "@/lib/users/rules";
import type { TActor } from "@/lib/auth/current-user";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

let ipCounter = 0;
/** A fresh client address per test, so rate limits of one test do not touch another. */
const fromNewIp = () => ({ "x-forwarded-for": `203.0.113.${++ipCounter}` });

/** The first day from `today` + `from` days that is (or is not) a weekday. */
function dayAfter(today: string, from: number, weekday: boolean): string {
  let d = addDays(today, from);
  while (isWeekday(d) !== weekday) d = addDays(d, 1);
  return d;
}

describe.each(DRIVERS)("demo and appointment requests (%s)", (driver) => {
  let conn: TConnection;
  const actorOf = async (username: string): Promise<TActor> => {
    const [user] = await conn.db.select().from(users).where(eq(users.username, username));
    return { user, sessionId: "test", via: "bearer" };
  };
  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
  });
  afterAll(async () => conn.close());

  describe("POST /home/scheduleDemo", () => {
    const tomorrow = addDays(todayIn("America/Chicago", new Date()), 1);
    const demo = { type: 1, name: "Pat Demo", email: "Pat.Demo@Example.org", phone: "555 0100", date: tomorrow, time: "14:30", timeZone: "America/Chicago", message: "Three counselors." };

    it("creates a demo_requests row at the visitor's local time and emails every admin", async () => {
      const res = await call(scheduleDemoRoute, { path: "/home/scheduleDemo", body: demo, headers: fromNewIp() });
      expect(res.status).toBe(200);
      const id = (res.json.data as { id: number }).id;
      const [row] = await conn.db.select().from(demoRequests).where(eq(demoRequests.id, id));
      expect(row).toMatchObject({ type: 1, name: "Pat Demo", email: "pat.demo@example.org", phone: "555 0100", username: null, message: "Three counselors." });
      // 14:30 in Chicago is 20:30 UTC in winter, 19:30 in summer.
      expect(row.preferredAt?.toISOString()).toMatch(new RegExp(`^${tomorrow}T(19|20):30:00`));
      const [mail] = await conn.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.subject, `Demo request #${id}`));
      expect(mail.to).toBe("admin@demo.scuta.app");
      expect(mail.kind).toBe("demo_request");
      expect(mail.html).toContain("pat.demo@example.org");
    });

    it("a training request (type 2) from /scheduleDemo/{username} keeps the username of a real account only", async () => {
      const ok = await call(scheduleDemoRoute, { body: { ...demo, type: 2, username: "counselor" }, headers: fromNewIp() });
      const unknown = await call(scheduleDemoRoute, { body: { ...demo, type: 2, username: "nobody" }, headers: fromNewIp() });
      const rows = await conn.db.select().from(demoRequests).where(eq(demoRequests.type, 2)).orderBy(demoRequests.id);
      expect(rows.map((r) => r.username)).toEqual(["counselor", null]);
      expect(ok.status).toBe(200);
      expect(unknown.status).toBe(200);
      const [mail] = await conn.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.subject, `Training request #${rows[0].id}`));
      expect(mail).toBeDefined();
    });

    it.each([
      [{ email: "not-an-email" }, "invalid_email"],
      [{ type: 7 }, "invalid_type"],
      [{ timeZone: "Mars/Olympus" }, "invalid_timeZone"],
      [{ date: "2026-02-30" }, "invalid_date"],
    ])("bad input %j answers 422 %s, never 500", async (change, code) => {
      const res = await call(scheduleDemoRoute, { body: { ...demo, ...change }, headers: fromNewIp() });
      expect(res.status).toBe(422);
      expect(res.json.error?.map((e) => e.code)).toContain(code);
    });

    it("a date before the visitor's today answers 422 date_past", async () => {
      const res = await call(scheduleDemoRoute, { body: { ...demo, date: addDays(tomorrow, -3) }, headers: fromNewIp() });
      expect(res.status).toBe(422);
      expect(res.json.error?.[0]).toMatchObject({ code: "date_past", field: "date" });
    });

    it("a date more than a year ahead answers 422 date_too_far_demo", async () => {
      const res = await call(scheduleDemoRoute, { body: { ...demo, date: addDays(tomorrow, 400) }, headers: fromNewIp() });
      expect(res.status).toBe(422);
      expect(res.json.error?.[0]).toMatchObject({ code: "date_too_far_demo", field: "date" });
    });

    it("is rate limited per client address (RATE_LIMITS.demoRequest: 5 an hour)", async () => {
      const headers = fromNewIp();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await call(scheduleDemoRoute, { body: demo, headers })).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      const other = await call(scheduleDemoRoute, { body: demo, headers: fromNewIp() });
      expect(other.status).toBe(200);
    });

    it("the admin reads the requests newest first; a counselor may not", async () => {
      const admin = await actorOf("admin");
      const { rows, total } = await listDemoRequests(conn.db, admin.user, 1);
      expect(total).toBeGreaterThan(2);
      const ids = rows.map((r) => r.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      await expect(listDemoRequests(conn.db, (await actorOf("counselor")).user, 1)).rejects.toMatchObject({ status: 403 });
    });
  });

  describe("POST /home/appointmentRequest", () => {
    const today = () => todayIn("America/Los_Angeles", new Date());
    const base = { username: "counselor", requesterRole: "student", name: "Jamie Rivera", email: "", phone: "", studentName: "", grade: "8", reason: "I feel stressed about exams." };

    it("creates a pending appointment request for the counselor and emails them, without the student's name in the subject", async () => {
      const date = dayAfter(today(), 2, true);
      const res = await call(appointmentRoute, { body: { ...base, kind: "appointment", date, time: "10:30" }, headers: fromNewIp() });
      expect(res.status).toBe(200);
      expect(res.json.data).toEqual({ counselor: "Casey Morgan" });
      const counselor = await actorOf("counselor");
      const [row] = await conn.db.select().from(appointmentRequests).where(eq(appointmentRequests.counselorId, counselor.user.id)).orderBy(desc(appointmentRequests.id)).limit(1);
      expect(row).toMatchObject({ kind: "appointment", status: "pending", requesterName: "Jamie Rivera", studentName: "Jamie Rivera", grade: "8", preferredDate: date, preferredTime: "10:30:00" });
      const [mail] = await conn.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to, counselor.user.email), eq(emailOutbox.kind, "appointment_request")))
        .orderBy(desc(emailOutbox.id))
        .limit(1);
      expect(mail.subject).toBe("New appointment request");
      expect(mail.subject).not.toContain("Jamie");
      expect(mail.html).toContain("Jamie Rivera");
      expect(mail.html).toContain("I feel stressed about exams.");
    });

    it("a parent's drop-in request is for now (today, in the counselor's zone) and names the student", async () => {
      const res = await call(appointmentRoute, {
        body: { ...base, kind: "dropin", requesterRole: "parent", name: "Alex Rivera", phone: "555 0101", studentName: "Sam Rivera", grade: "7" },
        headers: fromNewIp(),
      });
      expect(res.status).toBe(200);
      const [row] = await conn.db.select().from(appointmentRequests).where(eq(appointmentRequests.requesterName, "Alex Rivera"));
      expect(row).toMatchObject({ kind: "dropin", status: "pending", requesterRole: "parent", studentName: "Sam Rivera", grade: "7", preferredDate: today() });
      expect(row.preferredTime).toMatch(/^\d{2}:\d{2}:00$/);
      const [mail] = await conn.db.select().from(emailOutbox).where(eq(emailOutbox.subject, "New drop-in request"));
      expect(mail.subject).not.toContain("Sam");
    });

    it.each([
      ["weekend", () => ({ date: dayAfter(today(), 2, false) }), "date_weekend"],
      ["past", () => ({ date: dayAfter(today(), -7, true) }), "date_past"],
      ["more than 60 days ahead", () => ({ date: dayAfter(today(), 70, true) }), "date_too_far"],
    ])("a %s date answers 422 %s", async (_what, change, code) => {
      const res = await call(appointmentRoute, { body: { ...base, kind: "appointment", time: "09:00", ...change() }, headers: fromNewIp() });
      expect(res.status).toBe(422);
      expect(res.json.error?.[0]).toMatchObject({ code, field: "date" });
    });

    it.each(["nobody", "manager", "admin"])("the username %s is not an active counselor (role 1): 404 counselor_not_found", async (username) => {
      const res = await call(appointmentRoute, { body: { ...base, username, kind: "dropin" }, headers: fromNewIp() });
      expect(res.status).toBe(404);
      expect(res.json.error?.[0].code).toBe("counselor_not_found");
    });

    it("a parent without the student's name, grade or a way to reach them gets 422 for each", async () => {
      const res = await call(appointmentRoute, { body: { ...base, kind: "dropin", requesterRole: "parent", grade: "" }, headers: fromNewIp() });
      expect(res.status).toBe(422);
      expect(res.json.error?.map((e) => e.field).sort()).toEqual(["contact", "grade", "studentName"]);
    });

    it("is rate limited per client address (RATE_LIMITS.appointment: 10 an hour)", async () => {
      const headers = fromNewIp();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await call(appointmentRoute, { body: { ...base, kind: "dropin", reason: `Visit ${i}` }, headers })).status);
      expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
      expect(statuses[10]).toBe(429);
    });

    it("counselor-reads-only-own-pending-requests: listPendingRequests returns the counselor's pending requests only", async () => {
      const counselor = await actorOf("counselor");
      const mine = await listPendingRequests(conn.db, counselor);
      expect(mine.length).toBeGreaterThan(2);
      expect(mine.every((r) => r.requesterName)).toBe(true);
      // Accepted requests leave the list.
      await conn.db.update(appointmentRequests).set({ status: "accepted" }).where(eq(appointmentRequests.id, mine[0].id));
      expect((await listPendingRequests(conn.db, counselor)).map((r) => r.id)).not.toContain(mine[0].id);
      expect(await listPendingRequests(conn.db, await actorOf("expiring"))).toEqual([]);
      expect(await listPendingRequests(conn.db, await actorOf("manager"))).toEqual([]);
    });
  });
});
