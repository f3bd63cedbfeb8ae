import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import { deflateSync } from "node:zlib";
import type { TConnection } from "@/db/client";
import { emailOutbox, questions, settings } from "@/db/schema";
import { POST as storeRoute } from "@/app/api/v1/question/store/route";
import { POST as storeCheckRoute } from "@/app/api/v1/question/storeCheck/route";
import { UPLOAD_SETTINGS_KEY } from "@/lib/files/quota";
import { MAX_SCREENSHOT_BYTES } from "@/lib/help/screenshot";
import { RATE_LIMITS } from "@/lib/http/rate-limit";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";
import { insertUser, period, tokenFor } from "./billing-purchase-support";

// The question panel stores a screenshot and e-mails the administrators: a screenshot is an image
// of at most 1 MB that counts against the user's storage space, every store is counted against a
// per-user limit first, the administrators hear of a question once however often it is sent, and
// a lapsed licence asks nothing.

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A data URL whose bytes start like a PNG, `bytes` long in all. */
const pngOf = (bytes: number) => `data:image/png;base64,${Buffer.concat([PNG_SIGNATURE, Buffer.alloc(bytes - 8, 7)]).toString("base64")}`;
const SMALL_PNG = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

describe.each(DRIVERS)("the question panel is bounded (%s)", (driver) => {
  let conn: TConnection;
  const asker = async () => {
    const user = await insertUser(conn.db, { expires: period(0).end });
    return { user, token: await tokenFor(conn.db, user.username) };
  };
  const questionsOf = async (userId: number) => (await conn.db.select({ n: count() }).from(questions).where(eq(questions.userId, userId)))[0].n;
  const questionMails = async () => (await conn.db.select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.kind, "question")))[0].n;

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
  });
  afterAll(async () => conn.close());

  it("a screenshot over 1 MB decoded is refused on its field (422) and nothing is stored", async () => {
    const { user, token } = await asker();
    const res = await call(storeRoute, { token, body: { question: "Why is this page slow?", screenshot: pngOf(MAX_SCREENSHOT_BYTES + 1) } });
    expect(res.status).toBe(422);
    expect(res.json.error?.[0].field).toBe("screenshot");
    expect(await questionsOf(user.id)).toBe(0);
    // Exactly 1 MB is accepted.
    const fits = await call(storeRoute, { token, body: { question: "Why is this page slow?", screenshot: pngOf(MAX_SCREENSHOT_BYTES) } });
    expect(fits.status).toBe(200);
  });

  it("a screenshot that is not an image (a PNG label on other bytes, or another type) is refused", async () => {
    const { token } = await asker();
    const fake = `data:image/png;base64,${Buffer.from("<script>alert(1)</script>").toString("base64")}`;
    for (const screenshot of [fake, "data:text/html;base64,PGI+", `data:image/svg+xml;base64,${Buffer.from("<svg/>").toString("base64")}`]) {
      const res = await call(storeRoute, { token, body: { question: "Is this an image?", screenshot } });
      expect(res.status).toBe(422);
      expect(res.json.error?.[0].field).toBe("screenshot");
    }
    const jpeg = `data:image/jpeg;base64,${Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), deflateSync("x")]).toString("base64")}`;
    expect((await call(storeRoute, { token, body: { question: "A JPEG screenshot", screenshot: jpeg } })).status).toBe(200);
  });

  it("the question panel's screenshot counts against the user's storage quota: one that does not fit is refused (413) and nothing is stored", async () => {
    const { user, token } = await asker();
    await conn.db
      .insert(settings)
      .values({ key: UPLOAD_SETTINGS_KEY, value: { quotaMb: 1 } })
      .onConflictDoUpdate({ target: settings.key, set: { value: { quotaMb: 1 } } });
    try {
      const first = await call(storeRoute, { token, body: { question: "First question with a picture", screenshot: pngOf(700_000) } });
      expect(first.status).toBe(200);
      const second = await call(storeRoute, { token, body: { question: "Second question with a picture", screenshot: pngOf(700_000) } });
      expect(second.status).toBe(413);
      expect(second.json.error?.[0]).toMatchObject({ code: "storage_quota_exceeded", field: "screenshot" });
      expect(await questionsOf(user.id)).toBe(1);
      // Without the screenshot the question goes through.
      expect((await call(storeRoute, { token, body: { question: "Second question with a picture" } })).status).toBe(200);
    } finally {
      await conn.db.delete(settings).where(eq(settings.key, UPLOAD_SETTINGS_KEY));
    }
  });

  it("the question panel is rate-limited per user: past the limit a store answers 429 before storing anything", async () => {
    const { user, token } = await asker();
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.question.max; i++) {
      statuses.push((await call(storeRoute, { token, body: { question: `Question number ${i}`, screenshot: SMALL_PNG } })).status);
    }
    expect(statuses.slice(0, RATE_LIMITS.question.max).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(await questionsOf(user.id)).toBe(RATE_LIMITS.question.max);
    // Another user is not affected.
    expect((await call(storeRoute, { token: (await asker()).token, body: { question: "Mine is fine" } })).status).toBe(200);
  });

  it("parallel stores past the per-user limit: exactly the limit is stored", async () => {
    const { user, token } = await asker();
    const answers = await Promise.all(Array.from({ length: RATE_LIMITS.question.max + 5 }, (_, i) => call(storeRoute, { token, body: { question: `Parallel question ${i}` } })));
    expect(answers.filter((a) => a.status === 429)).toHaveLength(5);
    expect(await questionsOf(user.id)).toBe(RATE_LIMITS.question.max);
  });

  it("the administrators are e-mailed once per question: the same question sent again is the stored one, with no second e-mail", async () => {
    const { user, token } = await asker();
    const before = await questionMails();
    const body = { qTopic: 10, question: "How do I add a sub-category?", pageUrl: "/app/calendar", screenshot: SMALL_PNG };
    const ids = new Set<unknown>();
    for (let i = 0; i < 3; i++) {
      const res = await call(storeRoute, { token, body });
      expect(res.status).toBe(200);
      ids.add((res.json.data as { id: number }).id);
    }
    expect(ids.size).toBe(1);
    expect(await questionsOf(user.id)).toBe(1);
    const admins =
      (
        await conn.db
          .select({ n: count() })
          .from(emailOutbox)
          .where(and(eq(emailOutbox.kind, "question")))
      ).at(0)!.n - before;
    expect(admins).toBeGreaterThan(0);
    // One more distinct question: one more round of e-mails, as many as the first.
    await call(storeRoute, { token, body: { ...body, question: "And how do I delete one?" } });
    expect((await questionMails()) - before).toBe(admins * 2);
  });

  it("a user whose licence has lapsed cannot send a question (402 license_expired): nothing stored, no administrator e-mailed", async () => {
    const user = await insertUser(conn.db, { expires: "2020-07-31" });
    const token = await tokenFor(conn.db, user.username);
    const before = await questionMails();
    const body = { question: "Can I still ask?", screenshot: SMALL_PNG };
    const check = await call(storeCheckRoute, { token, body });
    expect(check.status).toBe(402);
    const store = await call(storeRoute, { token, body });
    expect(store.status).toBe(402);
    expect(store.json.error?.[0].code).toBe("license_expired");
    expect(await questionsOf(user.id)).toBe(0);
    expect(await questionMails()).toBe(before);
  });
});
