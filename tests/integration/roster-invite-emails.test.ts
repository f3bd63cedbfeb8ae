import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { emailOutbox, schoolDistricts, schools, userTokens, users } from "@/db/schema";
import { sha256 } from "@/lib/auth/crypto";
import { ROLE } from "@/lib/auth/roles";
import { EMAIL_DELIVER_JOB, sendEmails, setEmailTransport, type TEmailTransport } from "@/lib/email/send";
import { JOBS } from "@/lib/jobs/jobs";
import { startJobQueue } from "@/lib/jobs/queue";
import { runOneRosterImport } from "@/lib/roster/import-oneroster";
import { sendPasswordEmail } from "@/lib/signup/password-email";
import { DRIVERS, freshDatabase } from "../support/db";
import { districtFixture, oneRosterZip } from "../support/oneroster";

// A roster import's new staff get their invitations (the password e-mail with an activation link) written
// together, in a few statements: each recipient still gets exactly the e-mail a single invitation sends,
// with their own working link, and a preview sends none.
const NOW = new Date("2026-09-01T12:00:00Z");
const LEAID = "9900051";
const SCHOOL = "990005100001";
const ORIGIN = "http://localhost:3000";

const tokenIn = (text: string): string => decodeURIComponent(/\/activate\/([^/\s"]+)\//.exec(text)![1]);

describe.each(DRIVERS)("roster invitation e-mails (%s)", (driver) => {
  let conn: TConnection;
  let adminId: number;

  beforeAll(async () => {
    conn = await freshDatabase(driver);
    await conn.db.insert(schoolDistricts).values({ leaid: LEAID, name: "Invite District", state: "WA" });
    await conn.db.insert(schools).values({ ncessch: SCHOOL, schnam: "Invite High", leaid: LEAID, zip: "98000", state: "WA" });
    [{ id: adminId }] = await conn.db.insert(users).values({ username: "iadmin", email: "iadmin@example.org", roleId: ROLE.admin, expires: "2030-01-01", active: true }).returning();
  });
  afterAll(async () => conn?.close());

  it("each new staff member gets one password e-mail with their own working link, the same e-mail a single invitation sends", async () => {
    const bytes = oneRosterZip(districtFixture({ schools: [SCHOOL], students: 12, perCounselor: 4, domain: "invite.example.org" }));
    const preview = await runOneRosterImport(conn.db, adminId, { leaid: LEAID, bytes, dryRun: true, now: NOW, origin: ORIGIN });
    expect(preview.counts.invited).toBe(3);
    expect(await conn.db.select().from(emailOutbox)).toEqual([]);

    const r = await runOneRosterImport(conn.db, adminId, { leaid: LEAID, bytes, dryRun: false, now: NOW, origin: ORIGIN });
    expect(r.counts.invited).toBe(3);
    const mails = await conn.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));
    expect(mails.map((m) => [m.to, m.kind, m.error])).toEqual([0, 1, 2].map((i) => [`counselor${i}@invite.example.org`, "password", null]));
    for (const m of mails) {
      const [account] = await conn.db.select().from(users).where(eq(users.email, m.to));
      const raw = tokenIn(m.text ?? "");
      expect(m.html).toContain(`/activate/${encodeURIComponent(raw)}/${encodeURIComponent(account.username)}`);
      const [token] = await conn.db
        .select()
        .from(userTokens)
        .where(eq(userTokens.tokenHash, sha256(raw)));
      expect(token).toMatchObject({ userId: account.id, purpose: "activate", usedAt: null, expiresAt: new Date(NOW.getTime() + 7 * 86_400_000) });
    }

    // A single invitation to the same account renders the same e-mail, but for its new link, and retires the old one.
    const [c0] = await conn.db.select().from(users).where(eq(users.email, "counselor0@invite.example.org"));
    await sendPasswordEmail(conn.db, c0, { now: NOW, origin: ORIGIN });
    const [single] = await conn.db.select().from(emailOutbox).where(eq(emailOutbox.to, c0.email)).orderBy(asc(emailOutbox.id)).offset(1);
    const [batch] = mails;
    const blank = (s: string | null, raw: string) => (s ?? "").split(encodeURIComponent(raw)).join("TOKEN");
    expect({ subject: batch.subject, html: blank(batch.html, tokenIn(batch.text!)), text: blank(batch.text, tokenIn(batch.text!)) }).toEqual({
      subject: single.subject,
      html: blank(single.html, tokenIn(single.text!)),
      text: blank(single.text, tokenIn(single.text!)),
    });
    const open = await conn.db
      .select()
      .from(userTokens)
      .where(and(eq(userTokens.userId, c0.id), isNull(userTokens.usedAt)));
    expect(open.map((t) => t.tokenHash)).toEqual([sha256(tokenIn(single.text!))]);
  });

  it("without the site's address the invitations stay in the outbox unsent, with the reason", async () => {
    const f = districtFixture({ schools: [SCHOOL], students: 2, perCounselor: 2, domain: "noorigin.example.org", prefix: "n" });
    const r = await runOneRosterImport(conn.db, adminId, { leaid: LEAID, bytes: oneRosterZip({ ...f, mode: "delta" }), dryRun: false, now: NOW, origin: null });
    expect(r.counts.invited).toBe(1);
    const [m] = await conn.db.select().from(emailOutbox).where(eq(emailOutbox.to, "ncounselor0@noorigin.example.org"));
    expect(m).toMatchObject({ kind: "password", sentAt: null, error: "Not sent: e-mailed links need the site's address (APP_URL)." });
  });

  it("with a provider and a queue, the e-mails written together are each delivered once by a job with the e-mail retry policy; a held one is not", async () => {
    const sent: string[] = [];
    const record: TEmailTransport = async (m) => {
      sent.push(m.to);
      return { providerId: `p-${sent.length}` };
    };
    setEmailTransport(record);
    const queue = await startJobQueue(conn, { jobs: JOBS, work: true, pollingIntervalSeconds: 0.5 });
    try {
      const mail = (to: string, held?: string) => ({ to, subject: "S", html: "<p>H</p>", text: "T", kind: "password", held });
      const { ids } = await conn.db.transaction((tx) => sendEmails(tx, [mail("q1@example.org"), mail("q2@example.org", "held for the test"), mail("q3@example.org")]));
      expect(ids).toHaveLength(3);
      await vi.waitFor(async () => expect([...sent].sort()).toEqual(["q1@example.org", "q3@example.org"]), { timeout: 15_000, interval: 50 });
      // The provider's answer is written to the row just after the send.
      const rowOf = async (to: string) => (await conn.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)))[0];
      await vi.waitFor(async () => expect((await rowOf("q3@example.org")).sentAt).not.toBeNull(), { timeout: 15_000, interval: 50 });
      await vi.waitFor(async () => expect((await rowOf("q1@example.org")).sentAt).not.toBeNull(), { timeout: 15_000, interval: 50 });
      const byTo = new Map([["q2@example.org", await rowOf("q2@example.org")]]);
      expect(byTo.get("q2@example.org")).toMatchObject({ sentAt: null, error: "held for the test" });
      const res = await conn.db.execute(sql`select retry_limit from pgboss.job where name = ${EMAIL_DELIVER_JOB}`);
      const jobs = (Array.isArray(res) ? res : (res as unknown as { rows: { retry_limit: number }[] }).rows) as { retry_limit: number }[];
      expect(jobs.map((j) => Number(j.retry_limit))).toEqual([5, 5]);
    } finally {
      await queue.stop();
      setEmailTransport(undefined);
    }
  });
});
