import { RATE_LIMITS } from "@/lib/http/rate-limit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { TConnection, TDb } from "@/db/client";
import { emailOutbox, userSurveys, userTokens, users } from "@/db/schema";
import { sha256 } from "@/lib/auth/crypto";
import { POST as registerRoute } from "@/app/api/v1/register/route";
import { POST as registerQuoteRoute } from "@/app/api/v1/register/quote/route";
import { POST as registerEmailRoute } from "@/app/api/v1/registerEmail/route";
import { POST as checkEmailRoute } from "@/app/api/v1/quote/checkUserByEmail/route";
import { POST as surveyRoute } from "@/app/home/addUserSurvey/route";
import { registerUser } from "@/lib/signup/register-user";
import { verifyQuoteLink } from "@/lib/billing/quote-link";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

// Every call comes from its own address, so the per-address limits do not interfere; the limit
// tests below use one address on purpose.
let lastIp = 0;
const ip = () => `10.9.${Math.floor(++lastIp / 250)}.${lastIp % 250}`;
const from = (address = ip()) => ({ "x-forwarded-for": address });

let seq = 0;
const uniqueEmail = (prefix = "new") => `${prefix}.${Date.now()}.${++seq}@school.org`;

const form = (email: string, extra: Record<string, unknown> = {}) => ({
  role_id: 1,
  first_name: "Jordan",
  last_name: "Testerman",
  email,
  confirmEmail: email,
  zipcode: "98118",
  NCESSCH: "530771001249",
  ...extra,
});

describe.each(DRIVERS)("sign-up (%s)", (driver) => {
  let conn: TConnection;
  let db: TDb;
  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    db = conn.db;
  });
  afterAll(async () => conn.close());

  const userByEmail = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0];

  describe("POST /api/v1/register", () => {
    it("creates the user INACTIVE with no password, a 30-day trial, the school's district, and the password email", async () => {
      const email = uniqueEmail();
      const res = await call(registerRoute, { body: form(` ${email.toUpperCase()} `, { confirmEmail: email }), headers: from() });
      expect(res.status).toBe(200);
      const data = res.json.data as { message: string; user: { id: number; username: string; role_id: number; email: string } };
      expect(data.user.email).toBe(email);
      expect(data.user.role_id).toBe(1);
      expect(data.message).toMatch(/email/);

      const u = await userByEmail(email);
      expect(u.active).toBe(false);
      expect(u.passwordHash).toBeNull();
      expect(u.appId).toBe(0);
      expect(u.ncessch).toBe("530771001249");
      expect(u.leaid).toBe("5307710");
      expect(u.schoolName).toBe("Aki Kurose Middle School");
      expect(u.state).toBe("WA");
      expect(u.timezone).toBe("America/Los_Angeles");
      const days = Math.round((Date.parse(u.expires) - Date.parse(new Date().toISOString().slice(0, 10))) / 86_400_000);
      expect([29, 30, 31]).toContain(days);

      // The contract with /activate: a token row with purpose "activate", hash = sha256(raw), 7 days.
      const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
      expect(mail.kind).toBe("password");
      const link = /href="http:\/\/localhost\/activate\/([A-Za-z0-9_-]+)\/([^"]+)"/.exec(mail.html);
      expect(link?.[2]).toBe(encodeURIComponent(u.username));
      const [token] = await db.select().from(userTokens).where(eq(userTokens.userId, u.id));
      expect(token.purpose).toBe("activate");
      expect(token.tokenHash).toBe(sha256(link![1]));
      expect(token.usedAt).toBeNull();
      expect(token.expiresAt.getTime() - token.createdAt.getTime()).toBe(7 * 86_400_000);
    });

    it.each([
      ["a free trial", {}, "0"],
      ["a tag page's trial (/tryRAMP)", { tag: "ramp" }, "0"],
      ["the 100% coupon registration", { couponCode: "free100" }, "FREE100"],
    ])("after %s the visitor goes on to /newLicense/{username}/…, not left on the marketing page", async (_name, extra, code) => {
      const res = await call(registerRoute, { body: form(uniqueEmail("trialgo"), { dialogType: "register", ...extra }), headers: from() });
      expect(res.status).toBe(200);
      const data = res.json.data as { user: { username: string }; respondData: { redirect: string | null } };
      const [path, query] = (data.respondData.redirect ?? "").split("?");
      expect(path).toBe(`/newLicense/${data.user.username}/${code}`);
      // The new user has no password yet: only the signed ?k= link lets the quote page sell to them.
      expect(verifyQuoteLink(data.user.username, new URLSearchParams(query).get("k") ?? "", new Date())).toBe(true);
    });

    it("'A 406 response … opens login prefilled with the first error code': an existing email answers 406 before the rest of the form is judged", async () => {
      const res = await call(registerRoute, { body: { role_id: 1, email: "Counselor@Demo.Scuta.App" }, headers: from() });
      expect(res.status).toBe(406);
      expect(res.json).toEqual({ status_code: 406, error: [{ code: "user_exists", message: expect.any(String), field: "email" }] });
      // Nothing about the account is handed out.
      expect(JSON.stringify(res.json)).not.toContain("counselor@demo");
    });

    it("a request that skips the page gets the same errors as the form, one per field", async () => {
      const res = await call(registerRoute, {
        body: form("gina.new@gmail.com", { role_id: 21, first_name: "Gina2", confirmEmail: "gina.other@gmail.com", zipcode: "" }),
        headers: from(),
      });
      expect(res.status).toBe(422);
      const byField = Object.fromEntries((res.json.error ?? []).map((e) => [e.field, e]));
      expect(byField.first_name.code).toBe("invalid_first_name");
      expect(byField.confirmEmail.message).toBe("The email addresses do not match.");
      expect(byField.role_id.message).toBe("Graduate Student emails <br/> must end in .edu");
      expect(await userByEmail("gina.new@gmail.com")).toBeUndefined();
    });

    it.each([
      ["an unknown school", { NCESSCH: "999999999999" }, "invalid_NCESSCH"],
      ["an unknown coupon", { couponCode: "NOPE" }, "invalid_couponCode"],
      ["an admin role", { role_id: 3 }, "invalid_role_id"],
    ])("%s is refused with 422 (never 500)", async (_name, extra, code) => {
      const res = await call(registerRoute, { body: form(uniqueEmail(), extra), headers: from() });
      expect(res.status).toBe(422);
      expect(res.json.error?.[0].code).toBe(code);
    });

    it("a 100-letter last name still signs up (the username is cut to fit)", async () => {
      const res = await call(registerRoute, { body: form(uniqueEmail("long"), { last_name: "Q".repeat(100) }), headers: from() });
      expect(res.status).toBe(200);
      expect((res.json.data as { user: { username: string } }).user.username).toBe("q".repeat(50));
    });

    it("a body that is not JSON answers 400", async () => {
      const res = await call(registerRoute, { body: "{not json", headers: from() });
      expect(res.status).toBe(400);
    });

    it("a duplicate sign-up never creates two accounts, even when both arrive at once", async () => {
      const email = uniqueEmail("twice");
      const results = await Promise.all([1, 2, 3].map(() => call(registerRoute, { body: form(email), headers: from() })));
      expect(results.map((r) => r.status).sort()).toEqual([200, 406, 406]);
      const [{ n }] = await db
        .select({ n: count() })
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`);
      expect(n).toBe(1);
    });

    it("a taken username gets the next free one", async () => {
      const a = await call(registerRoute, { body: form(uniqueEmail(), { first_name: "Robin", last_name: "Quillfeather" }), headers: from() });
      const b = await call(registerRoute, { body: form(uniqueEmail(), { first_name: "Rhea", last_name: "Quillfeather" }), headers: from() });
      expect((a.json.data as { user: { username: string } }).user.username).toBe("quillfeatherr");
      expect((b.json.data as { user: { username: string } }).user.username).toBe("quillfeatherr2");
    });

    it("a university user is matched to the university of the email's domain", async () => {
      const email = `gina.${Date.now()}@knights.ucf.edu`;
      const res = await call(registerRoute, { body: form(email, { role_id: 21, zipcode: "", NCESSCH: "1" }), headers: from() });
      expect(res.status).toBe(200);
      const u = await userByEmail(email);
      expect(u.university).toBe(true);
      expect(u.universityId).toBe(132903);
      expect(u.schoolName).toBe("University of Central Florida");
    });

    it("sign-up is rate limited per address (429 past RATE_LIMITS.signup in an hour)", async () => {
      const address = ip();
      const max = RATE_LIMITS.signup.max;
      const statuses: number[] = [];
      for (let i = 0; i <= max; i++) statuses.push((await call(registerRoute, { body: { role_id: 0 }, headers: from(address) })).status);
      expect(statuses.slice(0, max).every((s) => s === 422)).toBe(true);
      expect(statuses[max]).toBe(429);
    });
  });

  describe("the trial license (registerUser with the clock passed in)", () => {
    const ctx = (iso: string) => ({ now: new Date(iso), origin: "https://scuta.test", locale: "en" as const, random: () => 0.5 });

    it.each([
      ["a November sign-up runs 30 days", "2026-11-22T18:00:00Z", undefined, "2026-12-22"],
      ["the JULY31 coupon (expires0731) runs to 31 July", "2026-11-22T18:00:00Z", "JULY31", "2027-07-31"],
      ["the monthly promotion of May (licenseExpires 0731) runs to 31 July", "2027-05-10T18:00:00Z", undefined, "2027-07-31"],
      ["FREE100 without the flag runs 30 days", "2026-11-22T18:00:00Z", "free100", "2026-12-22"],
    ])("%s", async (_name, now, couponCode, expires) => {
      const email = uniqueEmail("trial");
      const result = await registerUser(db, form(email, couponCode ? { couponCode } : {}), ctx(now));
      expect(result.kind).toBe("created");
      expect((await userByEmail(email)).expires).toBe(expires);
    });

    it("the coupon is recorded, and the link uses the given origin", async () => {
      const email = uniqueEmail("coupon");
      const result = await registerUser(db, form(email, { couponCode: "FREE100", dialogType: "register" }), ctx("2026-11-22T18:00:00Z"));
      expect(result.kind === "created" && result.couponCode).toBe("FREE100");
      const u = await userByEmail(email);
      expect(u.couponId).not.toBeNull();
      const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
      expect(mail.html).toContain(`https://scuta.test/activate/`);
    });
  });

  describe("POST /api/v1/register/quote", () => {
    it("an existing email answers isNewUser 0 and hands out nothing about the account", async () => {
      const res = await call(registerQuoteRoute, { body: { role_id: 2, email: "manager@demo.scuta.app", dialogType: "quote" }, headers: from() });
      expect(res.status).toBe(200);
      expect(res.json.data).toEqual({ message: expect.any(String), user: null, isNewUser: 0, couponCode: null, respondData: { redirect: null } });
    });

    it.each([
      ["coupon", { couponCode: "save25" }, (u: string) => `/newLicense/${u}/SAVE25`],
      ["demo", {}, (u: string) => `/scheduleDemo/${u}`],
      ["partner", { partnerHost: "academy.localhost" }, (u: string) => `/newLicensePartner/${u}/1001`],
      ["conference", { conf_id: "asca2027" }, (u: string) => `/newLicense/${u}/conference`],
      ["buy", {}, (u: string) => `/newLicense/${u}/buy`],
      ["train", {}, () => null],
    ])("a new %s sign-up answers isNewUser 1 and the redirect after sign-up", async (dialogType, extra, redirect: (u: string) => string | null) => {
      const email = uniqueEmail(dialogType);
      const res = await call(registerQuoteRoute, { body: form(email, { dialogType, ...extra }), headers: from() });
      expect(res.status).toBe(200);
      const data = res.json.data as { isNewUser: number; user: { username: string }; respondData: { redirect: string } };
      expect(data.isNewUser).toBe(1);
      const expected = redirect(data.user.username);
      if (expected?.startsWith("/newLicense")) {
        // "The post-sign-up redirect to the quote page carries a short-lived signed link (?k=…)."
        const [path, query] = data.respondData.redirect.split("?");
        expect(path).toBe(expected);
        const k = new URLSearchParams(query).get("k") ?? "";
        expect(verifyQuoteLink(data.user.username, k, new Date())).toBe(true);
        expect(verifyQuoteLink(data.user.username, k, new Date(Date.now() + 3 * 3_600_000))).toBe(false);
      } else {
        expect(data.respondData.redirect).toBe(expected);
      }
      const u = await userByEmail(email);
      expect(u.signupDialogType).toBe(dialogType);
      if (dialogType === "partner") expect(u.partnerId).toBe(1001);
      if (dialogType === "conference") expect(u.conferenceId).not.toBeNull();
    });
  });

  describe("POST /api/v1/quote/checkUserByEmail", () => {
    it.each([
      ["counselor@demo.scuta.app", 0],
      [" GRADSTUDENT@ucf.edu ", 0],
      ["nobody.here@school.org", 1],
    ])("%s → showInputs %i", async (email, showInputs) => {
      const res = await call(checkEmailRoute, { body: { email, dialogType: "quote" }, headers: from() });
      expect(res.status).toBe(200);
      expect(res.json.showInputs).toBe(showInputs);
      // The spec's fields are there, and never say whose account an address is.
      expect(res.json.username).toBeNull();
      expect(res.json.user_id).toBeNull();
    });

    it("an invalid email answers 422", async () => {
      const res = await call(checkEmailRoute, { body: { email: "casey@school.museum" }, headers: from() });
      expect(res.status).toBe(422);
      expect(res.json.error?.[0].code).toBe("invalid_email");
    });

    it("is rate limited per address", async () => {
      const address = ip();
      let last = 0;
      for (let i = 0; i < 31; i++) last = (await call(checkEmailRoute, { body: { email: "x@school.org" }, headers: from(address) })).status;
      expect(last).toBe(429);
    });
  });

  describe("POST /api/v1/registerEmail", () => {
    it("sends a new password email to an account without a password, and the earlier link stops working", async () => {
      const email = uniqueEmail("resend");
      const created = await call(registerRoute, { body: form(email), headers: from() });
      const userId = (created.json.data as { user: { id: number } }).user.id;
      const res = await call(registerEmailRoute, { body: { user_id: userId }, headers: from() });
      expect(res.status).toBe(200);
      const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.to, email)).orderBy(desc(emailOutbox.id));
      expect(mails).toHaveLength(2);
      const tokens = await db
        .select()
        .from(userTokens)
        .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, "activate")))
        .orderBy(desc(userTokens.id));
      expect(tokens).toHaveLength(2);
      expect(tokens[0].usedAt).toBeNull();
      expect(tokens[1].usedAt).not.toBeNull();
    });

    it("answers the same for an active account and sends nothing", async () => {
      const [counselor] = await db.select().from(users).where(eq(users.username, "counselor"));
      const before = await db.select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.to, counselor.email));
      const res = await call(registerEmailRoute, { body: { user_id: counselor.id }, headers: from() });
      const missing = await call(registerEmailRoute, { body: { user_id: 987654 }, headers: from() });
      expect(res.status).toBe(200);
      expect(missing.json).toEqual(res.json);
      const after = await db.select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.to, counselor.email));
      expect(after[0].n).toBe(before[0].n);
    });

    it("is limited per account whoever asks (429 after 3 in an hour)", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await call(registerEmailRoute, { body: { user_id: 424242 }, headers: from() })).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    });
  });

  describe("POST /home/addUserSurvey", () => {
    const answers = { heardFrom: "conference", goals: ["ramp"], schoolLevel: "middle" };

    it("keeps the answers of a newly registered user, once", async () => {
      const created = await call(registerRoute, { body: form(uniqueEmail("survey")), headers: from() });
      const userId = (created.json.data as { user: { id: number } }).user.id;
      const res = await call(surveyRoute, { body: { user_id: userId, answers }, headers: from() });
      expect(res.status).toBe(200);
      const [row] = await db.select().from(userSurveys).where(eq(userSurveys.userId, userId));
      expect(row.answers).toEqual(answers);
      const again = await call(surveyRoute, { body: { user_id: userId, answers }, headers: from() });
      expect(again.status).toBe(409);
      expect(again.json.error?.[0].code).toBe("survey_taken");
    });

    it("refuses answers for an account registered more than a day ago", async () => {
      const created = await call(registerRoute, { body: form(uniqueEmail("late")), headers: from() });
      const userId = (created.json.data as { user: { id: number } }).user.id;
      await db
        .update(users)
        .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
        .where(eq(users.id, userId));
      const res = await call(surveyRoute, { body: { user_id: userId, answers }, headers: from() });
      expect(res.status).toBe(403);
      expect(res.json.error?.[0].code).toBe("survey_closed");
    });

    it("refuses answers outside the survey's choices", async () => {
      const res = await call(surveyRoute, { body: { user_id: 1, answers: { heardFrom: "tv", goals: [], schoolLevel: "high" } }, headers: from() });
      expect(res.status).toBe(422);
    });
  });
});
