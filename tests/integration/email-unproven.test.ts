import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { appointmentRequests, emailOutbox, users, type TUserRow } from "@/db/schema";
import { POST as appointmentRoute } from "@/app/home/appointmentRequest/route";
import { POST as registerRoute } from "@/app/api/v1/register/route";
import { POST as addQuoteRoute } from "@/app/api/v1/quote/addQutoe/route";
import { POST as sendQuoteEmailRoute } from "@/app/api/v1/quote/sendEmailToUser/route";
import { acceptRequest } from "@/lib/appointments/accept-request";
import { declineRequest } from "@/lib/appointments/decline-request";
import type { TActor } from "@/lib/auth/current-user";
import { addDays, isWeekday } from "@/lib/pages/rules";
import { todayIn } from "@/lib/users/rules";
import { call } from "../support/api";
import { DRIVERS, sharedDemoDatabase } from "../support/db";

// The rule for e-mails to unproven addresses, in the new layout: an email to an address nobody has proven
// (a sign-up, a visitor's quote, the answer to a public appointment request) carries no text the
// visitor typed, in its subject, HTML or plain-text part, and it is written in the language of
// the page the visitor used.

const TYPED = "Claimprize Evilexample";

describe.each(DRIVERS)("emails to unproven addresses in the React Email layout (%s)", (driver) => {
  let conn: TConnection;
  let net = 0;
  const from = (language: string) => ({ "x-forwarded-for": `100.80.${driver === "pglite" ? 1 : 2}.${++net}`, "accept-language": language });
  const mailTo = async (to: string, kind?: string) => {
    const [row] = await conn.db
      .select()
      .from(emailOutbox)
      .where(kind ? and(eq(emailOutbox.to, to), eq(emailOutbox.kind, kind)) : eq(emailOutbox.to, to))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    const text = row.text ?? "";
    return { ...row, text, all: `${row.subject}\n${row.html}\n${text}` };
  };

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
  });
  afterAll(async () => conn.close());

  it("the sign-up password email: no typed name in any part, the activation link in both, in the sign-up page's language", async () => {
    const email = `unproven.signup.${driver}@school.org`;
    const body = { role_id: 1, first_name: "Claimprize", last_name: "Evilexample", email, confirmEmail: email, zipcode: "98118", NCESSCH: "530771001249" };
    expect((await call(registerRoute, { body, headers: from("it-IT,it;q=0.9") })).status).toBe(200);
    const mail = await mailTo(email);
    expect(mail.all).not.toMatch(/Claimprize|Evilexample/);
    expect(mail.html).toContain('lang="it"');
    expect(mail.text).toMatch(/^Ciao,$/m);
    const link = /https?:\/\/[^\s"]+\/activate\/[A-Za-z0-9_-]+\/[^\s"<]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    expect(mail.html).toContain(`href="${link}"`);
  });

  it("a visitor's quote: the typed contact name stays out of the greeting, in both parts", async () => {
    const headers = from("de-DE,de;q=0.9");
    const draft = { start: "2030-08-01", end: "2031-07-31", quantities: { max: 1 }, contact: { name: TYPED } };
    const saved = await call(addQuoteRoute, { body: draft, headers });
    expect(saved.status).toBe(200);
    const to = `unproven.quote.${driver}@example.org`;
    expect((await call(sendQuoteEmailRoute, { body: { quoteID: saved.json.quoteID, email: to, linkToken: saved.json.linkToken }, headers })).status).toBe(200);
    const mail = await mailTo(to, "quote");
    expect(mail.all).not.toMatch(/Claimprize|Evilexample/);
    expect(mail.html).toContain(">SCUTA<");
    expect(mail.text.length).toBeGreaterThan(100);
  });

  describe("the answers to a public appointment request", () => {
    let counselor: TUserRow;
    let day = "";
    const actor = (): TActor => ({ user: counselor, sessionId: "test", via: "bearer" });
    const ask = async (email: string, language: string) => {
      const body = {
        username: "counselor",
        kind: "appointment",
        requesterRole: "parent",
        name: TYPED,
        email,
        phone: "",
        studentName: "Evilexample Junior",
        grade: "8",
        reason: "Claimprize reason",
        date: day,
        time: "10:30",
      };
      expect((await call(appointmentRoute, { body, headers: from(language) })).status).toBe(200);
      const [row] = await conn.db.select().from(appointmentRequests).orderBy(desc(appointmentRequests.id)).limit(1);
      return row;
    };

    beforeAll(async () => {
      [counselor] = await conn.db.select().from(users).where(eq(users.username, "counselor"));
      day = addDays(todayIn(counselor.timezone, new Date()), 3);
      while (!isWeekday(day)) day = addDays(day, 1);
    });

    it.each([
      ["accepted", "it", "Buongiorno,"],
      ["declined", "de", "Guten Tag,"],
    ] as const)("%s: in the request page's language (%s), greeting without the typed name, no student or reason, in any part", async (answer, language, greeting) => {
      const to = `unproven.${answer}.${driver}@example.org`;
      const request = await ask(to, language);
      expect(request.locale).toBe(language);
      if (answer === "accepted") await acceptRequest(conn.db, actor(), { id: request.id }, new Date());
      else await declineRequest(conn.db, actor(), { id: request.id, message: "Bitte kommen Sie am Freitag." }, new Date());
      const mail = await mailTo(to, "appointment");
      expect(mail.all).not.toMatch(/Claimprize|Evilexample/);
      expect(mail.html).toContain(`lang="${language}"`);
      expect(mail.text).toMatch(new RegExp(`^${greeting}$`, "m"));
    });
  });
});
