import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, isNotNull } from "drizzle-orm";
import type { TConnection, TDb } from "@/db/client";
import { annualConferences, events, lessons, orders, quotes, smartGoals, surveys, users, type TUserRow } from "@/db/schema";
import { renderInvoicePdf, renderQuotePdf } from "@/lib/billing/pdf/render";
import { formatDocumentMoney } from "@/lib/billing/money";
import { formatDocumentDate } from "@/lib/i18n/format";
import { eventResultsOf } from "@/lib/lessons/results";
import { createPdfLink, openPdfLink, pdfLinkToken } from "@/lib/pdf/links";
import { rampPackPdf } from "@/lib/ramp/pack";
import { reportPdf, reportStrings } from "@/lib/reports/export";
import { cellText } from "@/lib/reports/format";
import { ZReportQuery } from "@/lib/reports/period";
import { renderReportPdf } from "@/lib/reports/pdf";
import { principalReport } from "@/lib/reports/principal/data";
import { oscarContent } from "@/lib/reports/principal/oscar";
import { renderOscarPdf } from "@/lib/reports/principal/oscar-pdf";
import { renderPrincipalPdf } from "@/lib/reports/principal/pdf";
import { ZPrincipalQuery } from "@/lib/reports/principal/schemas";
import { principalWords } from "@/lib/reports/principal/sentences";
import { runReport } from "@/lib/reports/run";
import type { TReportResult } from "@/lib/reports/types";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { overlappingText, pdfText, placedText } from "../support/pdf-text";
import { actorOf } from "../support/other-district";

// Every kind of PDF the product hands out (report, principal, OSCAR, RAMP pack, lesson, results,
// survey, SMART goal, annual conference, quote, invoice) rendered from the demo data and read back:
// the figures and dates it prints, dates MM/DD/YY in every language (one format per document), a
// decrease printed with its minus sign, and no line of type drawn over another.

const NOW = new Date();
const TODAY = NOW.toISOString().slice(0, 10);
// A German reader's own date format (30.11.26): never in a PDF, whose dates are MM/DD/YY.
const GERMAN_DATE = /\b\d{2}\.\d{2}\.\d{2,4}\b/;
const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/;
const US_DATE = /\b\d{2}\/\d{2}\/\d{2}\b/;

/** The text of a PDF, after checking that no text on any page overlaps other text. */
async function readClean(pdf: Buffer | null | undefined): Promise<string> {
  expect(pdf, "the PDF was rendered").toBeTruthy();
  const bytes = new Uint8Array(pdf as Buffer);
  expect(overlappingText(await placedText(bytes))).toEqual([]);
  return pdfText(bytes);
}

describe.each(DRIVERS)("every PDF kind, read back (%s)", (driver) => {
  let conn: TConnection;
  let db: TDb;
  let counselor: TUserRow;
  let lessonId: number;
  let lessonName: string;
  let eventId: number;
  let eventDate: string;
  let surveyId: number;
  let goalId: number;
  let conferenceId: number;
  let quoteId: number;
  let orderId: number;

  const viaLink = async (kind: "lesson" | "lesson_results" | "survey" | "smart_goal" | "annual_conference", subjectId: number, locale: string, params?: Record<string, unknown>) => {
    const link = await createPdfLink(db, { kind, subjectId, params, userId: counselor.id, locale, filename: kind, now: NOW });
    return (await openPdfLink(db, pdfLinkToken(link) ?? "", NOW))?.pdf;
  };

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver, NOW);
    db = conn.db;
    [counselor] = await db.update(users).set({ rampAddon: true }).where(eq(users.username, "counselor")).returning();
    const [delivery] = await db
      .select({ id: events.id, date: events.date, lessonId: events.lessonId })
      .from(events)
      .where(and(eq(events.userId, counselor.id), isNotNull(events.lessonId)))
      .limit(1);
    eventId = delivery.id;
    eventDate = delivery.date;
    lessonId = delivery.lessonId as number;
    [{ name: lessonName }] = await db.select({ name: lessons.name }).from(lessons).where(eq(lessons.id, lessonId));
    [{ id: surveyId }] = await db.select({ id: surveys.id }).from(surveys).where(eq(surveys.userId, counselor.id)).limit(1);
    [{ id: goalId }] = await db.select({ id: smartGoals.id }).from(smartGoals).where(eq(smartGoals.userId, counselor.id)).limit(1);
    [{ id: conferenceId }] = await db
      .insert(annualConferences)
      .values({ userId: counselor.id, schoolYear: 2026, caseload: 312, smartGoalIds: [goalId], goals: "Raise attendance.", conferenceDate: "2026-09-15" })
      .onConflictDoUpdate({ target: [annualConferences.userId, annualConferences.schoolYear], set: { caseload: 312, conferenceDate: "2026-09-15" } })
      .returning({ id: annualConferences.id });
    [{ id: quoteId }] = await db
      .insert(quotes)
      .values({
        userId: counselor.id,
        createdBy: counselor.id,
        contact: { name: "Casey Morgan", school: "Lincoln High School", zip: "98101", email: "casey@lincoln.example.org", phone: "555-0100", state: "WA" },
        start: "2026-03-10",
        end: "2027-07-31",
        quantities: { max: 12, pro: 0, sw: 0, outlookCal: 0, googleCal: 0 } as never,
        priced: {
          lines: [{ product: "max", label: "SCUTA MAX", quantity: 12, unitPriceCents: 19900, years: 1, totalCents: 238800 }],
          years: 1,
          spanYears: 0.97,
          totalAmountCents: 238800,
          quantityDiscountPercent: 10,
          quantityDiscountCents: 23880,
          proratedPercent: 0,
          proratedDiscountCents: 0,
          couponDiscountCents: 0,
          discountTotalCents: 23880,
          totalAmountDueCents: 214920,
          couponNotValid: false,
        },
        amountDueCents: 214920,
        locale: "en",
        validUntil: "2026-04-09",
        createdAt: new Date("2026-03-10T17:00:00Z"),
      })
      .returning({ id: quotes.id });
    [{ id: orderId }] = await db.select({ id: orders.id }).from(orders).limit(1);
  }, 120_000);

  afterAll(async () => {
    await conn?.close();
  });

  it("a decrease in a report PDF keeps its minus sign: −8:55 is printed, not 8:55", async () => {
    const result: TReportResult = {
      kpis: [{ key: "totalHours", kind: "minutes", value: 615, previous: 3200 }],
      chart: null,
      table: {
        columns: [
          { key: "category", kind: "text" },
          { key: "change", kind: "delta" },
        ],
        rows: [
          { category: "Instruction", change: -535 },
          { category: "Counseling", change: 90 },
        ],
      },
    };
    const t = await reportStrings("en");
    const pdf = await renderReportPdf(
      { title: "Monthly use-of-time analysis", subject: "Casey Morgan", school: "North High", from: "2026-12-01", to: "2026-12-31", printedOn: "2026-12-06", result, target: 80 },
      t,
      "en",
    );
    const text = await readClean(pdf);
    expect(text).toContain("Instruction −8:55");
    expect(text).toContain("Counseling +1:30");
    expect(text).not.toMatch(/Instruction 8:55/);
  });

  it("a report PDF prints its key figures and its period and print date MM/DD/YY; the title, figures and 'Period before' lines do not overlap", async () => {
    const t = await reportStrings("en");
    const run = await runReport(db, counselor, "monthlyUseofTimeAnalysis", ZReportQuery.parse({ date: TODAY }), NOW, "en");
    const text = await readClean(await reportPdf(run, t, "en", NOW));
    expect(text).toContain(`${formatDocumentDate(run.context.range.from)} – ${formatDocumentDate(run.context.range.to)}`);
    expect(text).toContain(formatDocumentDate(TODAY));
    for (const k of run.result.kpis) expect(text).toContain(cellText(k.kind, k.value, t, "en", true));
  });

  it("a German report PDF has one date format: MM/DD/YY in the period, the chart and the table, never 30.11.26", async () => {
    const t = await reportStrings("de");
    for (const key of ["monthlyUseofTimeAnalysis", "annualCalendar", "timesheet"]) {
      const run = await runReport(db, counselor, key, ZReportQuery.parse({ date: TODAY }), NOW, "de");
      const text = await readClean(await reportPdf(run, t, "de", NOW));
      expect(text).toMatch(US_DATE);
      expect(text, key).not.toMatch(GERMAN_DATE);
      expect(text, key).not.toMatch(ISO_DATE);
    }
  });

  it("the principal report PDF prints its headline and figures with MM/DD/YY dates, in English and German", async () => {
    for (const locale of ["en", "de"]) {
      const t = await reportStrings(locale);
      const report = await principalReport(db, counselor, ZPrincipalQuery.parse({ date: TODAY, format: "pdf" }), NOW, locale);
      const words = principalWords(report, t, locale, undefined, { document: true });
      const text = await readClean(await renderPrincipalPdf(report, words, t, locale, TODAY));
      expect(text).toContain(formatDocumentDate(report.range.from));
      expect(text).toContain(words.headline.replace(/\s+/g, " "));
      expect(text).toContain(`${Math.round(report.directIndirectPercent)}`);
      expect(text).not.toMatch(GERMAN_DATE);
    }
  });

  it("the OSCAR brochure prints the counselor statement and activities with MM/DD/YY dates", async () => {
    for (const locale of ["en", "de"]) {
      const t = await reportStrings(locale);
      const report = await principalReport(db, counselor, ZPrincipalQuery.parse({ date: TODAY, format: "pdf" }), NOW, locale);
      const content = oscarContent(report, t, locale, "Our counselors help every student.", { document: true });
      const text = await readClean(await renderOscarPdf(report, content, t, locale, TODAY));
      expect(text).toContain("Our counselors help every student.");
      expect(text).toContain(`${formatDocumentDate(report.range.from)} – ${formatDocumentDate(report.range.to)}`);
      for (const line of content.activities) expect(text).toContain(line.replace(/\s+/g, " "));
      expect(text).not.toMatch(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}/);
      expect(text).not.toMatch(GERMAN_DATE);
    }
  });

  it("the RAMP pack prints its print date, the conference date and the tables' dates MM/DD/YY in German too", async () => {
    const { pdf } = await rampPackPdf(db, actorOf({ ...counselor, language: "de" }), NOW);
    const text = await readClean(pdf);
    expect(text).toContain(formatDocumentDate(TODAY));
    expect(text).toContain("09/15/26");
    expect(text).not.toMatch(GERMAN_DATE);
  }, 60_000);

  it("the lesson PDF names the lesson and its delivery's date MM/DD/YY", async () => {
    const text = await readClean(await viaLink("lesson", lessonId, "en", { eventId }));
    expect(text).toContain(lessonName);
    expect(text).toContain(formatDocumentDate(eventDate));
  });

  it("the lesson results PDF prints the delivery's pre and post averages and its change %", async () => {
    const results = await eventResultsOf(db, counselor.id, lessonId, eventId);
    for (const locale of ["en", "de"]) {
      const text = await readClean(await viaLink("lesson_results", lessonId, locale, { eventId }));
      expect(text).toContain(lessonName);
      expect(text).toContain(formatDocumentDate(eventDate));
      expect(text).not.toMatch(GERMAN_DATE);
      for (const s of results.statements.slice(0, 3)) expect(text).toContain(s.text.slice(0, 20));
    }
  });

  it("the survey PDF prints its statements", async () => {
    const text = await readClean(await viaLink("survey", surveyId, "de"));
    expect(text.length).toBeGreaterThan(50);
    expect(text).not.toMatch(GERMAN_DATE);
  });

  it("the SMART goal PDF prints its baseline and target with MM/DD/YY dates in every language", async () => {
    const [goal] = await db.select().from(smartGoals).where(eq(smartGoals.id, goalId));
    for (const locale of ["en", "de"]) {
      const text = await readClean(await viaLink("smart_goal", goalId, locale, { showLessons: true }));
      if (goal.dateTarget) expect(text).toContain(formatDocumentDate(goal.dateTarget));
      expect(text).not.toMatch(GERMAN_DATE);
    }
  });

  it("the annual conference PDF prints its caseload and its date MM/DD/YY", async () => {
    for (const locale of ["en", "de"]) {
      const text = await readClean(await viaLink("annual_conference", conferenceId, locale));
      expect(text).toContain("312");
      expect(text).toContain("09/15/26");
      expect(text).not.toMatch(GERMAN_DATE);
    }
  });

  it("the quote PDF prints its amounts in dollars and its dates MM/DD/YY, in German too", async () => {
    for (const locale of ["en", "de"] as const) {
      const text = await readClean(await renderQuotePdf(db, quoteId, locale));
      expect(text).toContain(formatDocumentMoney(214920));
      expect(text).toContain(formatDocumentMoney(238800));
      expect(text).toContain("03/10/26");
      expect(text).toContain("07/31/27");
      expect(text).not.toMatch(GERMAN_DATE);
    }
  });

  it("the invoice PDF prints its amount in dollars and its dates MM/DD/YY, in German too", async () => {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    for (const locale of ["en", "de"] as const) {
      const text = await readClean(await renderInvoicePdf(db, orderId, locale));
      expect(text).toContain(formatDocumentMoney(order.amountDueCents));
      expect(text).toMatch(US_DATE);
      expect(text).not.toMatch(GERMAN_DATE);
    }
  });
});
