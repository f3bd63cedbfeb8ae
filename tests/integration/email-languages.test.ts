import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { emailOutbox, users, type TInvoiceRow, type TOrderRow, type TQuoteRow, type TUserRow } from "@/db/schema";
import { sendActivationEmail, sendContactEmail, sendRenewalRequestEmail, sendResetEmail } from "@/lib/account/emails";
import { acceptedEmail, declinedEmail } from "@/lib/appointments/email";
import type { TActor } from "@/lib/auth/current-user";
import { invoiceEmail } from "@/lib/billing/invoice-email";
import { quoteEmail } from "@/lib/billing/quote-email";
import { storeQuestion } from "@/lib/help/ask-question";
import { LOCALES, type TLocale } from "@/lib/i18n/locales";
import { requestAppointment } from "@/lib/pages/request-appointment";
import { requestDemo } from "@/lib/pages/request-demo";
import { addDays, isWeekday } from "@/lib/pages/rules";
import { sendFeedback } from "@/lib/pages/send-feedback";
import { sendPasswordEmail } from "@/lib/signup/password-email";
import { translatorFor } from "@/lib/signup/translate";
import { todayIn } from "@/lib/users/rules";
import { DRIVERS, freshDatabase } from "../support/db";

// "E-mails are plain serif HTML, unlike the polished PDFs: render them with React
// Email in the product's look, in the recipient's language, with a plain-text part." Every kind of
// email the app sends, in en, it and de, through the code that sends it.

type TMail = { subject: string; html: string; text: string; id?: string };
type TCase = {
  kind: string;
  /** Builds (or sends and reads back) the email for a recipient of this language. */
  mail: (locale: TLocale) => Promise<TMail>;
  /** A sentence of the body and the subject, from the catalogue of that language. */
  expect: (locale: TLocale, id: string) => Promise<{ subject: string; body: string; why: string }>;
  /** The link the email carries, in both parts. */
  link?: string;
};

const BASE = "https://scuta.example.org";
/** A text as React writes it into HTML. */
const inHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
const msg = async (locale: TLocale, ns: string, key: string, values?: Record<string, string | number>) => (await translatorFor(locale, ns))(key, values);

describe.each(DRIVERS)("every email in the recipient's language, in the one layout, with a plain-text part (%s)", (driver) => {
  let conn: TConnection;
  let ip = 0;
  const named: Record<string, TUserRow> = {};
  const now = new Date();

  const load = async (username: string) => (await conn.db.select().from(users).where(eq(users.username, username)))[0];
  /** Sets a user's language and returns the fresh row. */
  const speaking = async (username: string, locale: TLocale) => {
    await conn.db.update(users).set({ language: locale }).where(eq(users.username, username));
    return load(username);
  };
  const lastMail = async (to: string, kind: string): Promise<TMail> => {
    const [row] = await conn.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, kind)))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    return { subject: row.subject, html: row.html, text: row.text ?? "" };
  };
  const schoolDay = () => {
    let day = addDays(todayIn("America/Los_Angeles", now), 2);
    while (!isWeekday(day)) day = addDays(day, 1);
    return day;
  };

  beforeAll(async () => {
    conn = await freshDatabase(driver, { seed: "demo" });
    for (const u of ["counselor", "manager", "admin", "renewer"]) named[u] = await load(u);
  });
  afterAll(async () => conn.close());

  const link = { url: `${BASE}/forgot/tok-123`, code: "123456", codeUrl: `${BASE}/activateCode/123456/counselor` };
  const order = { poNumber: null, paymentMethod: "card", newExpires: "2027-07-31", processor: "test" } as unknown as TOrderRow;
  const invoice = { number: 1042, amountCents: 19900 } as unknown as TInvoiceRow;
  const quote = { id: 77, contact: { name: "Casey Morgan" }, start: "2026-08-01", end: "2027-07-31", amountDueCents: 19900, validUntil: "2026-12-31" } as unknown as TQuoteRow;

  const cases: TCase[] = [
    {
      kind: "password_reset",
      mail: async (l) => {
        const user = await speaking("counselor", l);
        await sendResetEmail(conn.db, user, link);
        return lastMail(user.email, "password_reset");
      },
      expect: async (l) => ({ subject: await msg(l, "account.email", "resetSubject"), body: await msg(l, "account.email", "resetValid"), why: await msg(l, "email", "why.account") }),
      link: link.url,
    },
    {
      kind: "account_activation",
      mail: async (l) => {
        const user = await speaking("counselor", l);
        await sendActivationEmail(conn.db, user, { ...link, url: `${BASE}/activate/tok-456/counselor` });
        return lastMail(user.email, "account_activation");
      },
      expect: async (l) => ({ subject: await msg(l, "account.email", "activateSubject"), body: await msg(l, "account.email", "activateValid"), why: await msg(l, "email", "why.signup") }),
      link: `${BASE}/activate/tok-456/counselor`,
    },
    {
      kind: "password",
      mail: async (l) => {
        const user = await speaking("counselor", l);
        await sendPasswordEmail(conn.db, user, { now, origin: BASE });
        return lastMail(user.email, "password");
      },
      expect: async (l) => ({ subject: await msg(l, "signup.passwordEmail", "subject"), body: await msg(l, "signup.passwordEmail", "expiry"), why: await msg(l, "email", "why.signup") }),
      link: `${BASE}/activate/`,
    },
    {
      kind: "renewal_request",
      mail: async (l) => {
        const manager = await speaking("manager", l);
        await sendRenewalRequestEmail(conn.db, manager, named.renewer, `${BASE}/app/user/billing?renewFor=renewer`);
        return lastMail(manager.email, "renewal_request");
      },
      expect: async (l) => ({
        subject: await msg(l, "account.email", "renewSubject", { name: "Riley Chen" }),
        body: await msg(l, "account.email", "renewAction"),
        why: await msg(l, "email", "why.manager"),
      }),
      link: `${BASE}/app/user/billing?renewFor=renewer`,
    },
    {
      kind: "contact",
      mail: async (l) => {
        const admin = await speaking("admin", l);
        await sendContactEmail(conn.db, admin, { your_email: "pat@example.org", your_name: "Pat Visitor", your_phone: "555 0100", msg: "Do you offer district pricing?" } as never);
        return lastMail(admin.email, "contact");
      },
      expect: async (l) => ({
        subject: await msg(l, "account.email", "contactSubject", { name: "Pat Visitor" }),
        body: await msg(l, "account.email", "contactIntro"),
        why: await msg(l, "email", "why.admin"),
      }),
    },
    {
      kind: "question",
      mail: async (l) => {
        const admin = await speaking("admin", l);
        const actor: TActor = { user: named.counselor, sessionId: "test", via: "bearer" };
        const { id } = await storeQuestion(conn.db, actor, { question: `How do I log a group? (${l})`, pageUrl: "/app/logs" } as never, new Date());
        return { ...(await lastMail(admin.email, "question")), id: String(id) };
      },
      expect: async (l, id) => ({
        subject: await msg(l, "email.question", "subject", { id, username: "counselor" }),
        body: await msg(l, "email.question", "noScreenshot"),
        why: await msg(l, "email", "why.admin"),
      }),
    },
    {
      kind: "feedback",
      mail: async (l) => {
        const admin = await speaking("admin", l);
        const { id } = await sendFeedback(
          conn.db,
          { topic: "idea", name: "Robin", email: "robin@example.org", phone: "", message: "Please add a weekly summary." },
          { ip: `203.0.113.${++ip}`, now: new Date() },
        );
        return { ...(await lastMail(admin.email, "feedback")), id: String(id) };
      },
      expect: async (l, id) => ({
        subject: await msg(l, "email.feedback", "subject", { id, topic: "idea" }),
        body: await msg(l, "pages.feedback.form.topics", "idea"),
        why: await msg(l, "email", "why.admin"),
      }),
    },
    {
      kind: "demo_request",
      mail: async (l) => {
        const admin = await speaking("admin", l);
        const date = addDays(todayIn("America/Chicago", new Date()), 3);
        const { id } = await requestDemo(
          conn.db,
          { type: 2, name: "Pat Demo", email: "pat.demo@example.org", phone: "", date, time: "14:30", timeZone: "America/Chicago", message: "" },
          { ip: `203.0.113.${++ip}`, now: new Date() },
        );
        return { ...(await lastMail(admin.email, "demo_request")), id: String(id) };
      },
      expect: async (l, id) => ({
        subject: await msg(l, "email.demoRequest", "subjectTraining", { id }),
        body: await msg(l, "email.demoRequest", "introTraining"),
        why: await msg(l, "email", "why.admin"),
      }),
    },
    {
      kind: "appointment_request",
      mail: async (l) => {
        const counselor = await speaking("counselor", l);
        await requestAppointment(
          conn.db,
          {
            username: "counselor",
            kind: "appointment",
            requesterRole: "parent",
            name: "Alex Rivera",
            email: "",
            phone: "555 0101",
            studentName: "Sam Rivera",
            grade: "7",
            reason: "Exam stress",
            date: schoolDay(),
            time: "10:30",
          },
          { ip: `203.0.113.${++ip}`, now: new Date(), locale: "en" },
        );
        return lastMail(counselor.email, "appointment_request");
      },
      expect: async (l) => ({
        subject: await msg(l, "email.appointmentRequest", "subjectAppointment"),
        body: await msg(l, "appointments.eventNotes", "roles.parent"),
        why: await msg(l, "email", "why.counselor"),
      }),
    },
    {
      kind: "appointment accepted",
      mail: (l) => acceptedEmail({ counselorName: "Casey Morgan", locale: l }, { date: "2026-12-10", time: "14:30", duration: 30 }),
      expect: async (l) => ({
        subject: await msg(l, "appointments.email", "acceptedSubject", { counselor: "Casey Morgan" }),
        body: await msg(l, "appointments.email", "signoff"),
        why: await msg(l, "email", "why.request"),
      }),
    },
    {
      kind: "appointment declined",
      mail: (l) => declinedEmail({ counselorName: "Casey Morgan", locale: l }, { date: "2026-12-10", time: "14:30" }, "Come on Friday."),
      expect: async (l) => ({
        subject: await msg(l, "appointments.email", "declinedSubject", { counselor: "Casey Morgan" }),
        body: await msg(l, "appointments.email", "declinedNext"),
        why: await msg(l, "email", "why.request"),
      }),
    },
    {
      kind: "invoice",
      mail: (l) => invoiceEmail(order, invoice, { locale: l, name: "Casey Morgan" }),
      expect: async (l) => ({
        subject: await msg(l, "billingEmail.invoice", "subjectPaid", { number: "1042" }),
        body: await msg(l, "billingEmail.invoice", "testMode"),
        why: await msg(l, "email", "why.billing"),
      }),
    },
    {
      kind: "quote",
      mail: (l) => quoteEmail(quote, { locale: l, origin: BASE, username: "counselor", greetByName: true }),
      expect: async (l) => ({ subject: await msg(l, "billingEmail.quote", "subject", { number: "77" }), body: await msg(l, "billingEmail.quote", "poTitle"), why: await msg(l, "email", "why.quote") }),
      link: `${BASE}/newLicense/counselor/0`,
    },
  ];

  const rows = cases.flatMap((c) => LOCALES.map((locale) => [c.kind, locale, c] as const));
  it.each(rows)("%s in %s: the layout's HTML (lang, SCUTA header, footer) and a plain-text part with the same words and link", async (_kind, locale, c) => {
    const mail = await c.mail(locale);
    const want = await c.expect(locale, mail.id ?? "");
    const tagline = await msg(locale, "email", "tagline");
    // The subject and the body are in the recipient's language.
    expect(mail.subject).toBe(want.subject);
    // One layout: the document in that language, the product's name header, sans-serif type, the footer's why line.
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    expect(mail.html).toContain(`lang="${locale}"`);
    expect(mail.html).toContain(">SCUTA<");
    expect(mail.html).toContain("Helvetica, Arial");
    expect(mail.html).not.toMatch(/font-family:\s*(serif|Times)/i);
    // The plain-text part says the same, without markup.
    for (const words of [tagline, want.body, want.why]) {
      expect(mail.html).toContain(inHtml(words));
      expect(mail.text).toContain(words);
    }
    expect(mail.text.length).toBeGreaterThan(80);
    expect(mail.text).not.toMatch(/<\/?(p|div|table|td|a|span|br)\b/i);
    if (c.link) {
      expect(mail.html).toContain(`href="${c.link}`);
      expect(mail.text).toContain(c.link);
    }
  });
});
