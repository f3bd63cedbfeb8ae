import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { appointmentRequests, clients, eventSeries, events, periods, ratings, specialDates, users, type TUserRow } from "@/db/schema";
import { POST as createRoute } from "@/app/api/v1/calendar/route";
import { DELETE as deleteRoute, PUT as putRoute } from "@/app/api/v1/calendar/[id]/route";
import { POST as itemRoute } from "@/app/api/v1/item/[id]/route";
import { POST as rateRoute } from "@/app/api/v1/rating/route";
import { DELETE as ratingDelete, POST as ratingOverride, PUT as ratingPut } from "@/app/api/v1/rating/[id]/route";
import { POST as specialDateCreate } from "@/app/api/v1/special-date/route";
import { DELETE as specialDateDelete, POST as specialDateOverride, PUT as specialDatePut } from "@/app/api/v1/special-date/[id]/route";
import { POST as tagsRoute } from "@/app/api/v1/tags/route";
import { POST as daysClosedRoute } from "@/app/api/v1/daysclosed/route";
import { POST as periodCreate } from "@/app/api/v1/periods/route";
import { DELETE as periodDelete, POST as periodOverride, PUT as periodPut } from "@/app/api/v1/periods/[id]/route";
import { acceptRequest } from "@/lib/appointments/accept-request";
import type { TActor } from "@/lib/auth/current-user";
import { createSession } from "@/lib/auth/sessions";
import type { TEventJson } from "@/lib/calendar/schemas";
import type { TApiHandler } from "@/lib/http/with-api";
import { call } from "../support/api";
import { DRIVERS, sharedDemoDatabase } from "../support/db";

// "A secretary can change and delete what she may not read" was a fault: a secretary reads a
// counselor's calendar (busy blocks, no names or notes) and writes only appointments in it: she
// books, accepts, moves (date and time) and cancels them. Any other write in a counselor's data
// (an event's notes, student or title, a rating, a day closed or tag, a period) is a 403 that
// writes nothing; the counselor and their manager keep writing as before.
const NOW = new Date("2026-09-02T15:00:00Z");
const MON = "2026-10-05";
const TUE = "2026-10-06";
const WED = "2026-10-07";

type TRes = Awaited<ReturnType<typeof call>>;

describe.each(DRIVERS)("a secretary writes appointments only (%s)", (driver) => {
  let conn: TConnection;
  const tokens: Record<string, string> = {};
  const byName: Record<string, TUserRow> = {};
  let counselorId = 0;
  let privateEvent: TEventJson;
  let ratingId = 0;
  let tagId = 0;
  let periodId = 0;

  const as = (who: string, handler: TApiHandler, method: string, path: string, opts: { body?: unknown; id?: number } = {}): Promise<TRes> =>
    call(handler, { token: tokens[who], method, path, body: opts.body, params: opts.id === undefined ? {} : { id: String(opts.id) } });
  const actor = (who: string): TActor => ({ user: byName[who], sessionId: "test", via: "bearer" });
  const eventRow = async (id: number) => (await conn.db.select().from(events).where(eq(events.id, id)))[0];
  const refused = (res: TRes) => {
    expect(res.status, JSON.stringify(res.json)).toBe(403);
    expect(res.json.error?.[0]).toMatchObject({ code: "forbidden", message: expect.stringMatching(/secretary/i) });
  };

  /** A public request for the counselor, accepted by the secretary: an appointment event. */
  const acceptedAppointment = async (name: string) => {
    const [req] = await conn.db
      .insert(appointmentRequests)
      .values({ counselorId, kind: "appointment", requesterName: name, requesterEmail: "", requesterRole: "student", preferredDate: MON, preferredTime: "10:30:00" })
      .returning();
    const r = await acceptRequest(conn.db, actor("secretary"), { id: req.id }, NOW);
    return r.eventId;
  };

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver, NOW);
    for (const u of ["counselor", "secretary", "manager"]) {
      [byName[u]] = await conn.db.select().from(users).where(eq(users.username, u));
      tokens[u] = (await createSession(conn.db, { userId: byName[u].id, kind: "api", ttlMs: 3_600_000, now: new Date() })).token;
    }
    counselorId = byName.counselor.id;
    const created = await as("counselor", createRoute, "POST", "/api/v1/calendar", {
      body: { title: "Private session", date: MON, time: "09:00", duration: 30, category_id: 3, notes: "confidential note", students: 1 },
    });
    privateEvent = (created.json.data as TEventJson[])[0];
    const rated = await as("counselor", rateRoute, "POST", "/api/v1/rating", { body: { date: MON, value: 2, note: "a good day" } });
    ratingId = (rated.json.data as { id: number }).id;
    const tagged = await as("counselor", tagsRoute, "POST", "/api/v1/tags", { body: { date: TUE, label: "Study" } });
    tagId = (tagged.json.data as { id: number }).id;
    const period = await as("counselor", periodCreate, "POST", "/api/v1/periods", { body: { period: 9, start: "18:00", end: "18:50" } });
    expect(period.status, JSON.stringify(period.json)).toBe(200);
    periodId = (period.json.data as { id: number }).id;
    expect([privateEvent?.id, ratingId, tagId, periodId].every((n) => n > 0)).toBe(true);
  });
  afterAll(async () => conn.close());

  describe("what she may not read she may not change", () => {
    it("secretary-puts-counselor-event-with-new-notes: a PUT with notes, student or title answers 403 and changes nothing", async () => {
      const id = privateEvent.id;
      const before = await eventRow(id);
      refused(await as("secretary", putRoute, "PUT", `/api/v1/calendar/${id}`, { id, body: { notes: "overwritten" } }));
      refused(await as("secretary", putRoute, "PUT", `/api/v1/calendar/${id}`, { id, body: { students: 3, male: 3 } }));
      refused(await as("secretary", putRoute, "PUT", `/api/v1/calendar/${id}`, { id, body: { title: "Renamed", category_id: 7 } }));
      // Not an appointment: not even its time is hers to move.
      refused(await as("secretary", putRoute, "PUT", `/api/v1/calendar/${id}`, { id, body: { time: "13:00" } }));
      expect(await eventRow(id)).toEqual(before);
    });

    it("secretary-deletes-counselor-event: DELETE (and the item route's _method DELETE) answers 403 and the event stays", async () => {
      const id = privateEvent.id;
      refused(await as("secretary", deleteRoute, "DELETE", `/api/v1/calendar/${id}`, { id }));
      refused(await as("secretary", itemRoute, "POST", `/api/v1/item/${id}`, { id, body: { _method: "DELETE" } }));
      expect(await eventRow(id)).toMatchObject({ id, notes: "confidential note" });
    });

    it("secretary-deletes-counselor-rating: DELETE, PUT and the method override of a rating answer 403; a new rating for the counselor too", async () => {
      const before = (await conn.db.select().from(ratings).where(eq(ratings.userId, counselorId))).sort((a, b) => a.id - b.id);
      refused(await as("secretary", ratingDelete, "DELETE", `/api/v1/rating/${ratingId}`, { id: ratingId }));
      refused(await as("secretary", ratingPut, "PUT", `/api/v1/rating/${ratingId}`, { id: ratingId, body: { value: -3, note: "x" } }));
      refused(await as("secretary", ratingOverride, "POST", `/api/v1/rating/${ratingId}`, { id: ratingId, body: { _method: "DELETE" } }));
      refused(await as("secretary", rateRoute, "POST", "/api/v1/rating", { body: { date: TUE, value: -1, user_id: counselorId } }));
      expect((await conn.db.select().from(ratings).where(eq(ratings.userId, counselorId))).sort((a, b) => a.id - b.id)).toEqual(before);
    });

    it("secretary-writes-counselor-special-date: adding, moving or deleting a tag or day closed answers 403 and writes nothing", async () => {
      const before = await conn.db.select().from(specialDates).where(eq(specialDates.userId, counselorId));
      refused(await as("secretary", specialDateCreate, "POST", "/api/v1/special-date", { body: { kind: "closed", dates: [WED], user_id: counselorId } }));
      refused(await as("secretary", tagsRoute, "POST", "/api/v1/tags", { body: { date: WED, user_id: counselorId } }));
      refused(await as("secretary", daysClosedRoute, "POST", "/api/v1/daysclosed", { body: { date: WED, user_id: counselorId } }));
      refused(await as("secretary", specialDatePut, "PUT", `/api/v1/special-date/${tagId}`, { id: tagId, body: { date: WED } }));
      refused(await as("secretary", specialDateOverride, "POST", `/api/v1/special-date/${tagId}`, { id: tagId, body: { _method: "DELETE" } }));
      refused(await as("secretary", specialDateDelete, "DELETE", `/api/v1/special-date/${tagId}`, { id: tagId }));
      expect(await conn.db.select().from(specialDates).where(eq(specialDates.userId, counselorId))).toEqual(before);
    });

    it("secretary-writes-counselor-period: adding, changing or deleting a period answers 403 and writes nothing", async () => {
      const before = await conn.db.select().from(periods).where(eq(periods.userId, counselorId));
      refused(await as("secretary", periodCreate, "POST", "/api/v1/periods", { body: { period: 10, start: "19:00", end: "19:50", user_id: counselorId } }));
      refused(await as("secretary", periodPut, "PUT", `/api/v1/periods/${periodId}`, { id: periodId, body: { period: 9, start: "18:10", end: "18:55" } }));
      refused(await as("secretary", periodOverride, "POST", `/api/v1/periods/${periodId}`, { id: periodId, body: { _method: "DELETE" } }));
      refused(await as("secretary", periodDelete, "DELETE", `/api/v1/periods/${periodId}`, { id: periodId }));
      expect(await conn.db.select().from(periods).where(eq(periods.userId, counselorId))).toEqual(before);
    });

    it("she books single appointments only: a repeat or a student record in the counselor's calendar answers 403", async () => {
      const count = async () => (await conn.db.select().from(events).where(eq(events.userId, counselorId))).length;
      const before = await count();
      const base = { title: "Appointment: Sam", date: WED, time: "11:00", duration: 30, category_id: 3, user_id: counselorId };
      refused(await as("secretary", createRoute, "POST", "/api/v1/calendar", { body: { ...base, recurrence: { freq: "weekly", interval: 1, weekdays: [3], until: "2026-11-04" } } }));
      const [student] = await conn.db.select().from(clients).where(eq(clients.userId, counselorId)).limit(1);
      refused(await as("secretary", createRoute, "POST", "/api/v1/calendar", { body: { ...base, client_id: student.id } }));
      expect(await count()).toBe(before);
    });

    it("the counselor's manager still changes the counselor's event and days (writes follow reads for everyone but the secretary)", async () => {
      const id = privateEvent.id;
      const res = await as("manager", putRoute, "PUT", `/api/v1/calendar/${id}`, { id, body: { notes: "manager's note" } });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect((await eventRow(id)).notes).toBe("manager's note");
      const tag = await as("manager", tagsRoute, "POST", "/api/v1/tags", { body: { date: WED, user_id: counselorId } });
      expect(tag.status, JSON.stringify(tag.json)).toBe(200);
    });
  });

  describe("her own work still works", () => {
    it("she accepts a request, moves the appointment (date and time) and cancels it", async () => {
      const id = await acceptedAppointment("Jamie Rivera");
      const moved = await as("secretary", putRoute, "PUT", `/api/v1/calendar/${id}`, { id, body: { date: TUE, time: "14:15", duration: 45 } });
      expect(moved.status, JSON.stringify(moved.json)).toBe(200);
      expect(moved.json.data).toEqual([expect.objectContaining({ id, date: TUE, time: "14:15", duration: 45, notes: "" })]);
      expect(await eventRow(id)).toMatchObject({ date: TUE, time: "14:15:00", durationMinutes: 45, title: "Appointment: Jamie Rivera" });
      const cancelled = await as("secretary", putRoute, "PUT", `/api/v1/calendar/${id}`, { id, body: { status: "cancelled" } });
      expect(cancelled.status).toBe(200);
      expect((await eventRow(id)).status).toBe("cancelled");
      // Only its time is hers: the notes the counselor reads are not.
      refused(await as("secretary", putRoute, "PUT", `/api/v1/calendar/${id}`, { id, body: { date: WED, notes: "moved by the office" } }));
      expect((await eventRow(id)).date).toBe(TUE);
      const deleted = await as("secretary", deleteRoute, "DELETE", `/api/v1/calendar/${id}`, { id });
      expect(deleted.status).toBe(200);
      expect(await eventRow(id)).toBeUndefined();
    });

    it("she books an appointment directly: it is recorded as an accepted request, so she may move and cancel it later", async () => {
      const res = await as("secretary", createRoute, "POST", "/api/v1/calendar", {
        body: { title: "Appointment: Alex Parent", date: WED, time: "15:00", duration: 30, category_id: 3, user_id: counselorId },
      });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      const [ev] = res.json.data as TEventJson[];
      expect(await eventRow(ev.id)).toMatchObject({ userId: counselorId, title: "Appointment: Alex Parent", date: WED });
      const [record] = await conn.db
        .select()
        .from(appointmentRequests)
        .where(and(eq(appointmentRequests.eventId, ev.id), eq(appointmentRequests.counselorId, counselorId)));
      expect(record).toMatchObject({ status: "accepted", requesterName: "Alex Parent", kind: "appointment" });
      const moved = await as("secretary", putRoute, "PUT", `/api/v1/calendar/${ev.id}`, { id: ev.id, body: { time: "15:30" } });
      expect(moved.status, JSON.stringify(moved.json)).toBe(200);
      expect((await as("secretary", deleteRoute, "DELETE", `/api/v1/calendar/${ev.id}`, { id: ev.id })).status).toBe(200);
    });

    it("an appointment the counselor made into a repeat is moved alone, never the whole series by her", async () => {
      const id = await acceptedAppointment("Repeat Case");
      const series = await as("counselor", putRoute, "PUT", `/api/v1/calendar/${id}`, { id, body: { recurrence: { freq: "weekly", interval: 1, weekdays: [], until: "2026-10-26" } } });
      expect(series.status, JSON.stringify(series.json)).toBe(200);
      const seriesId = (await eventRow(id)).seriesId as number;
      const members = await conn.db.select().from(events).where(eq(events.seriesId, seriesId));
      expect(members.length).toBeGreaterThan(1);
      refused(await as("secretary", putRoute, "PUT", `/api/v1/calendar/${id}?scope=all`, { id, body: { time: "12:00", scope: "all" } }));
      refused(await as("secretary", deleteRoute, "DELETE", `/api/v1/calendar/${id}?scope=all`, { id }));
      expect((await conn.db.select().from(events).where(eq(events.seriesId, seriesId))).length).toBe(members.length);
      const one = await as("secretary", putRoute, "PUT", `/api/v1/calendar/${id}`, { id, body: { time: "12:00", scope: "this" } });
      expect(one.status, JSON.stringify(one.json)).toBe(200);
      expect(await eventRow(id)).toMatchObject({ time: "12:00:00", seriesId: null });
      expect(await conn.db.select().from(eventSeries).where(eq(eventSeries.id, seriesId))).toHaveLength(1);
    });
  });
});
