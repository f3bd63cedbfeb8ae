import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { emailOutbox, questions, users } from "@/db/schema";
import type { TConnection } from "@/db/client";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as userRoute } from "@/app/api/v1/user/route";
import { GET as minimalRoute } from "@/app/api/v1/user/minimal/route";
import { GET as usersRoute } from "@/app/api/v1/users/route";
import { PATCH as preferencesRoute } from "@/app/api/v1/user/preferences/route";
import { POST as switchRoute } from "@/app/api/v1/user/swithProMax/route";
import { POST as topicsRoute } from "@/app/api/v1/user/confirmUseTopic/route";
import { POST as storeCheckRoute } from "@/app/api/v1/question/storeCheck/route";
import { POST as storeRoute } from "@/app/api/v1/question/store/route";
import { GET as maintenanceRoute } from "@/app/home/maintenanceMode/route";
import { setMaintenance } from "@/lib/system/set-maintenance";
import { sendEmail } from "@/lib/email/send";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

const PNG = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

describe.each(DRIVERS)("shell calls (%s)", (driver) => {
  let conn: TConnection;
  const tokens: Record<string, string> = {};
  const tokenOf = async (username: string) => {
    tokens[username] ??= (await call(loginRoute, { body: { username, password: "demo-pass-2026" } })).json.token as string;
    return tokens[username];
  };
  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
  });
  afterAll(async () => conn.close());

  it("GET /api/v1/user returns the current user entity", async () => {
    const res = await call(userRoute, { token: await tokenOf("counselor") });
    const u = res.json.data as Record<string, unknown>;
    for (const field of [
      "id",
      "username",
      "email",
      "first_name",
      "last_name",
      "zipcode",
      "state",
      "phone",
      "role_id",
      "AppID",
      "keepSigned",
      "hideConfidential",
      "university",
      "universityID",
      "LEAID",
      "specialUser",
      "showTopics",
      "reNew",
      "daysUntilExpire",
      "invoiceDaysPass",
      "lastInvoiceID",
      "goToUserProfile",
      "goToTagsPage",
      "goToCalendarPage",
      "updateOutlookOnLogin",
      "updateGoogleOnLogin",
      "showPromo30DaysMessage",
      "expires",
      "videoTutorial",
      "questionsTopicUrl",
      "questionsTopicFull",
    ]) {
      expect(u, field).toHaveProperty(field);
    }
    expect((u.questionsTopicFull as { id: number }[]).some((t) => t.id === 10)).toBe(true);
    expect((u.videoTutorial as { page: string }[]).length).toBeGreaterThan(0);
    const minimal = await call(minimalRoute, { token: await tokenOf("counselor") });
    expect(Object.keys(minimal.json.data as object).sort()).toEqual(["AppID", "first_name", "id", "last_name", "role_id", "username"]);
  });

  describe("counselor-cannot-list-other-users", () => {
    it("a counselor asking for the users dropdown gets 403", async () => {
      const res = await call(usersRoute, { token: await tokenOf("counselor"), path: "/api/v1/users?page=1&usersListDD=1" });
      expect(res.status).toBe(403);
      expect(res.json.error?.[0].code).toBe("forbidden");
    });
    it("a quote user is not among the roles that may call /api/v1/users", async () => {
      const res = await call(usersRoute, { token: await tokenOf("quoteuser"), path: "/api/v1/users?usersListDD=1" });
      expect(res.status).toBe(403);
    });
  });

  describe("manager-sees-only-managed-users", () => {
    it("the manager's dropdown holds the counselors assigned to them and nobody else", async () => {
      const res = await call(usersRoute, { token: await tokenOf("manager"), path: "/api/v1/users?page=1&usersListDD=1" });
      expect(res.status).toBe(200);
      const names = (res.json.data as { username: string }[]).map((u) => u.username).sort();
      expect(names).toEqual(["counselor", "expired", "expiring", "renewer"]);
      expect(res.json.total).toBe(4);
    });
    it("a secretary sees the counselors of their own school", async () => {
      const res = await call(usersRoute, { token: await tokenOf("secretary"), path: "/api/v1/users?usersListDD=1" });
      const names = (res.json.data as { username: string }[]).map((u) => u.username).sort();
      expect(names).toEqual(["counselor", "expired", "expiring"]);
    });
    it("an admin pages through everyone", async () => {
      const res = await call(usersRoute, { token: await tokenOf("admin"), path: "/api/v1/users?page=2&per_page=5" });
      expect(res.json.page).toBe(2);
      expect((res.json.data as unknown[]).length).toBe(5);
      // The twelve demo accounts, the district's three other counselors and the counselor whose request waits, less the admin.
      expect(res.json.total).toBe(15);
    });
  });

  it("the confidentiality eye (hideConfidential) is stored per user", async () => {
    const token = await tokenOf("director");
    const res = await call(preferencesRoute, { token, method: "PATCH", body: { hideConfidential: 1 } });
    expect(res.status).toBe(200);
    expect((await call(userRoute, { token })).json.data).toMatchObject({ hideConfidential: 1 });
    const bad = await call(preferencesRoute, { token, method: "PATCH", body: { language: "fr" } });
    expect(bad.status).toBe(422);
    const empty = await call(preferencesRoute, { token, method: "PATCH", body: {} });
    expect(empty.status).toBe(422);
    await call(preferencesRoute, { token, method: "PATCH", body: { language: "de" } });
    expect((await call(userRoute, { token })).json.data).toMatchObject({ language: "de", hideConfidential: 1 });
  });

  it("Switching stores the new token and user; 'If showTopics is 0 and the target is AppID 2, the Topics question is shown'", async () => {
    // A PRO licence does not cover MAX (402 upgrade_required; see account-edition-switch.test.ts): a MAX user switches.
    expect((await call(switchRoute, { token: await tokenOf("renewer"), body: { AppID: 2 } })).status).toBe(402);
    await conn.db.update(users).set({ showTopics: false }).where(eq(users.username, "faculty"));
    const old = await tokenOf("faculty");
    const toMax = await call(switchRoute, { token: old, body: { AppID: 2 } });
    expect(toMax.status).toBe(200);
    const data = toMax.json.data as { token: string; askTopics: boolean; user: { AppID: number } };
    expect(data.askTopics).toBe(true);
    expect(data.user.AppID).toBe(2);
    // The API caller's old token is replaced by the new one.
    expect((await call(userRoute, { token: old })).status).toBe(401);
    expect((await call(userRoute, { token: data.token })).status).toBe(200);
    const confirm = await call(topicsRoute, { token: data.token, method: "POST" });
    expect(confirm.json.data).toMatchObject({ showTopics: 1 });
    const toPro = await call(switchRoute, { token: data.token, body: { AppID: 1 } });
    expect((toPro.json.data as { askTopics: boolean }).askTopics).toBe(false);
    const wrong = await call(switchRoute, { token: (toPro.json.data as { token: string }).token, body: { AppID: 5 } });
    expect(wrong.status).toBe(422);
  });

  it("a quote-only user may not switch edition", async () => {
    const res = await call(switchRoute, { token: await tokenOf("quoteuser"), body: { AppID: 2 } });
    expect(res.status).toBe(403);
  });

  it("Question panel: 'Saving first calls a check', then the store keeps the question and its screenshot and emails the admins", async () => {
    const token = await tokenOf("counselor");
    const body = { qTopic: 10, question: "How do I add a sub-category?", pageUrl: "/app/calendar", screenshot: PNG };
    const check = await call(storeCheckRoute, { token, body });
    expect(check.status).toBe(200);
    const stored = await call(storeRoute, { token, body });
    expect(stored.status).toBe(200);
    expect(stored.json.message).toBe("Saved with success !!!");
    expect(stored.json.data).toMatchObject({ first_name: "Casey", last_name: "Morgan", zipcode: "98118", state: "WA", phone: "" });
    const [q] = await conn.db.select().from(questions).orderBy(desc(questions.id)).limit(1);
    expect(q.screenshot).toBe(PNG);
    expect(q.topicId).toBe(10);
    const [mail] = await conn.db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(1);
    expect(mail.to).toBe("admin@demo.scuta.app");
    expect(mail.kind).toBe("question");
  });

  it("a question with bad input is refused with the field's error", async () => {
    const token = await tokenOf("counselor");
    const short = await call(storeCheckRoute, { token, body: { question: "x" } });
    expect(short.status).toBe(422);
    expect(short.json.error?.[0].field).toBe("question");
    const topic = await call(storeCheckRoute, { token, body: { question: "A real question?", qTopicID: 9999 } });
    expect(topic.status).toBe(422);
    expect(topic.json.error?.[0].code).toBe("invalid_qTopicID");
    const jpeg = await call(storeRoute, { token, body: { question: "A real question?", screenshot: "data:image/jpeg;base64,AAAA" } });
    expect(jpeg.status).toBe(422);
    expect(jpeg.json.error?.[0].field).toBe("screenshot");
  });

  it("GET /home/maintenanceMode reports inMaintenanceMode 0 or 1; only an admin switches it", async () => {
    expect((await call(maintenanceRoute)).json.inMaintenanceMode).toBe(0);
    const [admin] = await conn.db.select().from(users).where(eq(users.username, "admin"));
    const [counselor] = await conn.db.select().from(users).where(eq(users.username, "counselor"));
    await expect(setMaintenance(conn.db, { user: counselor, sessionId: "x", via: "bearer" }, { enabled: true, message: "" }, new Date())).rejects.toMatchObject({ status: 403 });
    await setMaintenance(conn.db, { user: admin, sessionId: "x", via: "bearer" }, { enabled: true, message: "Back at 6 PM" }, new Date());
    const on = await call(maintenanceRoute);
    expect(on.json).toMatchObject({ inMaintenanceMode: 1, message: "Back at 6 PM" });
    await setMaintenance(conn.db, { user: admin, sessionId: "x", via: "bearer" }, { enabled: false, message: "" }, new Date());
  });

  it("without RESEND_API_KEY every email is kept in the outbox, unsent and without error", async () => {
    const { id, sent } = await sendEmail(conn.db, { to: "someone@example.org", subject: "Hello", html: "<p>Hi</p>", text: "Hi" });
    expect(sent).toBe(false);
    const [row] = await conn.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ to: "someone@example.org", subject: "Hello", html: "<p>Hi</p>", sentAt: null, error: null });
    expect(row.createdAt).toBeInstanceOf(Date);
  });
});
