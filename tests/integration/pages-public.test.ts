import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import type { TConnection } from "@/db/client";
import { contactMessages, emailOutbox, userSurveys, users } from "@/db/schema";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as fundingRoute } from "@/app/home/fundingByZip/[zip]/route";
import { GET as qrRoute } from "@/app/home/qrcode.png/route";
import { POST as feedbackRoute } from "@/app/home/sendFeedback/route";
import { POST as surveyRoute } from "@/app/home/pageSurvey/route";
import { findAmbassador, findPublicCounselor, findSurveyUser, listUpcomingConferences } from "@/lib/pages/public-queries";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

let ipCounter = 0;
const fromNewIp = () => ({ "x-forwarded-for": `198.51.100.${++ipCounter}` });

describe.each(DRIVERS)("public pages' calls and queries (%s)", (driver) => {
  let conn: TConnection;
  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
  });
  afterAll(async () => conn.close());

  describe("GET /home/fundingByZip/{zip}", () => {
    it("answers the schools of 98118 with their Title I allocation ($1,234.00) and district", async () => {
      const res = await call(fundingRoute, { path: "/home/fundingByZip/98118", params: { zip: "98118" } });
      expect(res.status).toBe(200);
      const schools = res.json.data as { SCHNAM: string; allocation: string | null; allocation_cents: number | null; school_district: string; school_district_id: string }[];
      expect(schools.map((s) => s.SCHNAM)).toEqual(["Aki Kurose Middle School", "Alan T. Sugiyama High School", "Dunlap Elementary School", "Emerson Elementary School"]);
      expect(schools[0]).toMatchObject({ allocation_cents: 42_615_000, allocation: "$426,150.00", school_district: "Seattle School District No. 1", school_district_id: "5307710" });
      expect(schools[1]).toMatchObject({ allocation_cents: null, allocation: null });
    });

    it("a ZIP+4 is looked up by its first five digits", async () => {
      const res = await call(fundingRoute, { params: { zip: "32446-1234" } });
      expect((res.json.data as { school_district: string }[])[0].school_district).toMatch(/Jackson/);
    });

    it.each(["9811", "abcde", "98118x"])("the zip %j answers 422 invalid_zip", async (zip) => {
      const res = await call(fundingRoute, { params: { zip } });
      expect(res.status).toBe(422);
      expect(res.json.error?.[0].code).toBe("invalid_zip");
    });

    it("a zip without schools answers an empty list", async () => {
      const res = await call(fundingRoute, { params: { zip: "00501" } });
      expect(res.status).toBe(200);
      expect(res.json.data).toEqual([]);
    });
  });

  describe("GET /home/qrcode.png", () => {
    const get = (query: string) => qrRoute(new NextRequest(new URL(`/home/qrcode.png?${query}`, "http://school.example")), { params: Promise.resolve({}) });

    it("answers a PNG download of the counselor's QR code", async () => {
      const res = await get("field=dropin&username=counselor");
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
      expect(res.headers.get("content-disposition")).toBe('attachment; filename="scuta-qr-dropin-counselor.png"');
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    });

    it("validates the field: 422", async () => {
      const res = await get("field=calendar&username=counselor");
      expect(res.status).toBe(422);
    });

    it.each(["nobody", "manager"])("an unknown username or a non-counselor (%s) answers 404", async (username) => {
      expect((await get(`field=appointment&username=${username}`)).status).toBe(404);
    });
  });

  describe("POST /home/sendFeedback", () => {
    const feedback = { topic: "idea", name: "Robin Feedback", email: "robin@example.org", message: "Please add a weekly summary email." };

    it("stores the feedback in contact_messages with a 'Feedback' prefix and tells the admins", async () => {
      const res = await call(feedbackRoute, { body: feedback, headers: fromNewIp() });
      expect(res.status).toBe(200);
      const [row] = await conn.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1);
      expect(row).toMatchObject({ email: "robin@example.org", name: "Robin Feedback", phone: "", message: "Feedback (idea): Please add a weekly summary email." });
      const [mail] = await conn.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.subject, `Feedback #${row.id} (idea)`));
      expect(mail.to).toBe("admin@demo.scuta.app");
    });

    it("is validated: 422 with one entry per field", async () => {
      const res = await call(feedbackRoute, { body: { topic: "rant", name: "", email: "x", message: "" }, headers: fromNewIp() });
      expect(res.status).toBe(422);
      expect(res.json.error?.map((e) => e.field).sort()).toEqual(["email", "message", "name", "topic"]);
    });

    it("is rate limited like the contact form (RATE_LIMITS.contact: 5 an hour)", async () => {
      const headers = fromNewIp();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await call(feedbackRoute, { body: feedback, headers })).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    });
  });

  describe("POST /home/pageSurvey (/demosurvey type D, /trainingsurvey type T)", () => {
    const answers = { satisfaction: 5, usefulness: 4, nextStep: "quote", comments: "Clear and useful." };

    it("a visitor's answers become a contact message starting 'Demo survey'", async () => {
      const res = await call(surveyRoute, { body: { type: "D", ...answers, name: "Lee", email: "lee@example.org" }, headers: fromNewIp() });
      expect(res.status).toBe(200);
      const [row] = await conn.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1);
      expect(row.message).toBe("Demo survey: satisfaction 5/5; usefulness 4/5; next step quote\nClear and useful.");
      expect(row).toMatchObject({ name: "Lee", email: "lee@example.org" });
    });

    it("an anonymous training survey is kept too", async () => {
      await call(surveyRoute, { body: { type: "T", ...answers, comments: "" }, headers: fromNewIp() });
      const [row] = await conn.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1);
      expect(row).toMatchObject({ name: "Anonymous", email: "", message: "Training survey: satisfaction 5/5; usefulness 4/5; next step quote" });
    });

    it("a signed-in user's answers carry their name and email, and leave user_surveys to the sign-up survey", async () => {
      const token = (await call(loginRoute, { body: { username: "faculty", password: "demo-pass-2026" } })).json.token as string;
      const res = await call(surveyRoute, { token, body: { type: "T", ...answers }, headers: fromNewIp() });
      expect(res.status).toBe(200);
      const [row] = await conn.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1);
      expect(row).toMatchObject({ name: "Frank Ellis", email: expect.stringMatching(/^faculty@/), message: expect.stringMatching(/^Training survey: /) });
      const [faculty] = await conn.db.select().from(users).where(eq(users.username, "faculty"));
      expect(await conn.db.select().from(userSurveys).where(eq(userSurveys.userId, faculty.id))).toEqual([]);
    });

    it("bad ratings answer 422", async () => {
      const res = await call(surveyRoute, { body: { type: "D", satisfaction: 9, usefulness: 0, nextStep: "trial" }, headers: fromNewIp() });
      expect(res.status).toBe(422);
      expect(res.json.error?.map((e) => e.field).sort()).toEqual(["satisfaction", "usefulness"]);
    });
  });

  describe("public page queries show no private data", () => {
    it("a counselor's public data has no email or id", async () => {
      const c = await findPublicCounselor(conn.db, "counselor");
      expect(c).toEqual({ username: "counselor", name: "Casey Morgan", schoolName: "Aki Kurose Middle School", timezone: "America/Los_Angeles" });
      expect(await findPublicCounselor(conn.db, "secretary")).toBeNull();
    });

    it("an ambassador's card: an active user of a counselor, manager, director or faculty role, with school and district", async () => {
      expect(await findAmbassador(conn.db, "counselor")).toMatchObject({
        firstName: "Casey",
        lastName: "Morgan",
        schoolName: "Aki Kurose Middle School",
        district: "Seattle School District No. 1",
        city: "Seattle",
      });
      expect(await findAmbassador(conn.db, "faculty")).toMatchObject({ roleId: 22 });
      for (const username of ["nobody", "admin", "secretary", "quoteuser"]) expect(await findAmbassador(conn.db, username), username).toBeNull();
      await conn.db.update(users).set({ active: false }).where(eq(users.username, "director"));
      expect(await findAmbassador(conn.db, "director")).toBeNull();
      await conn.db.update(users).set({ active: true }).where(eq(users.username, "director"));
      expect(await findAmbassador(conn.db, "director")).not.toBeNull();
    });

    it("the survey page finds a user by username", async () => {
      expect(await findSurveyUser(conn.db, "counselor")).toMatchObject({ firstName: "Casey" });
      expect(await findSurveyUser(conn.db, "nobody")).toBeNull();
    });

    it("upcoming conferences are those not ended by today, soonest first", async () => {
      expect((await listUpcomingConferences(conn.db, "2026-12-01")).map((c) => c.slug)).toEqual(["stateconf", "asca2027"]);
      expect((await listUpcomingConferences(conn.db, "2027-03-01")).map((c) => c.slug)).toEqual(["asca2027"]);
      expect(await listUpcomingConferences(conn.db, "2027-08-01")).toEqual([]);
    });
  });
});
