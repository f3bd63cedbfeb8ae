import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq, isNotNull } from "drizzle-orm";
import { createTranslator } from "next-intl";
import type { TConnection, TDb } from "@/db/client";
import { curricula, curriculumStandards, events, lessons, lessonStandards, smartGoals, standards, users, type TUserRow } from "@/db/schema";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import it_ from "@/messages/it.json";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { pdfText } from "../support/pdf-text";
import { actorOf } from "../support/other-district";

// The ASCA Mindsets & Behaviors standards read in the reader's language wherever they are listed or
// picked (lesson filter and form, SMART goal, goal and curriculum pickers, the M&B action plan, the
// PDFs); the API keeps ASCA's English. PDFs print numbers in the reader's language like every other
// PDF, with MM/DD/YY dates.

const MESSAGES = { en, it: it_, de } as const;
const reader: { locale: keyof typeof MESSAGES } = { locale: "en" };
vi.mock("next-intl/server", () => ({
  getTranslations: async (namespace?: string) => createTranslator({ locale: reader.locale, messages: MESSAGES[reader.locale], namespace: namespace as never }),
  getLocale: async () => reader.locale,
}));

const { lessonLookups } = await import("@/lib/lessons/page-data");
const { standardsFor } = await import("@/lib/goals/page-data");
const { listCurricula } = await import("@/lib/curriculum/queries");
const { smartGoalFullDetailOf } = await import("@/lib/smart-goals/queries");
const { lessonPdfData } = await import("@/lib/lessons/pdf/model");
const { eventResultsOf } = await import("@/lib/lessons/results");
const { createPdfLink, openPdfLink, pdfLinkToken } = await import("@/lib/pdf/links");
const { formatNumber, formatPercent } = await import("@/lib/i18n/format");

const NOW = new Date();
// A PDF's text reads a no-break space as a space.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

describe.each(DRIVERS)("standards and document figures in the reader's language (%s)", (driver) => {
  let conn: TConnection;
  let db: TDb;
  let counselor: TUserRow;
  let lessonId: number;
  let eventId: number;
  let goalId: number;

  const viaLink = async (kind: "lesson" | "lesson_results" | "smart_goal", subjectId: number, locale: string, params?: Record<string, unknown>) => {
    const link = await createPdfLink(db, { kind, subjectId, params, userId: counselor.id, locale, filename: kind, now: NOW });
    const pdf = (await openPdfLink(db, pdfLinkToken(link) ?? "", NOW))?.pdf;
    expect(pdf, "the PDF was rendered").toBeTruthy();
    return pdfText(new Uint8Array(pdf as Buffer));
  };

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver, NOW);
    db = conn.db;
    [counselor] = await db.select().from(users).where(eq(users.username, "counselor"));
    const [delivery] = await db
      .select({ id: events.id, lessonId: events.lessonId })
      .from(events)
      .where(and(eq(events.userId, counselor.id), isNotNull(events.lessonId)))
      .limit(1);
    eventId = delivery.id;
    lessonId = delivery.lessonId as number;
    // The lesson teaches B-LS 1 (id 7) and M 4 (id 4); the goal targets B-SMS 7 (id 23).
    await db.delete(lessonStandards).where(eq(lessonStandards.lessonId, lessonId));
    await db.insert(lessonStandards).values([
      { lessonId, standardId: 7, position: 1 },
      { lessonId, standardId: 4, position: 2 },
    ]);
    [{ id: goalId }] = await db.select({ id: smartGoals.id }).from(smartGoals).where(eq(smartGoals.userId, counselor.id)).limit(1);
    await db.update(smartGoals).set({ mindsetId1: 23, mindsetId2: null }).where(eq(smartGoals.id, goalId));
  });
  afterAll(async () => {
    reader.locale = "en";
    await conn.close();
  });

  it("an Italian reader's lesson filter and form list the 36 standards by their Italian names", async () => {
    reader.locale = "it";
    const { standards: list } = await lessonLookups(db, actorOf(counselor));
    expect(list).toHaveLength(36);
    const byCode = new Map(list.map((s) => [s.abbrev, s.name]));
    expect(byCode.get("B-LS 1")).toBe("Capacità di pensiero critico per prendere decisioni informate");
    expect(byCode.get("B-SS 4")).toBe("Empatia");
    expect(byCode.get("M 3")).toBe("Atteggiamento positivo verso il lavoro e l'apprendimento");
    // No English name is left in the list.
    const [{ name: englishB_LS1 }] = await db.select({ name: standards.name }).from(standards).where(eq(standards.id, 7));
    expect(list.map((s) => s.name)).not.toContain(englishB_LS1);
  });

  it("a German reader's SMART goal, goal and curriculum pickers list the standards in German; an English reader's in ASCA's words", async () => {
    reader.locale = "de";
    const german = await standardsFor(db, counselor.logo);
    expect(german.standards.find((s) => s.abbrev === "B-SMS 2")?.name).toBe("Selbstdisziplin und Selbstbeherrschung");
    expect(german.standards.find((s) => s.abbrev === "M 4")?.name).toBe("Vertrauen in die eigene Fähigkeit, erfolgreich zu sein");
    reader.locale = "en";
    const english = await standardsFor(db, counselor.logo);
    expect(english.standards.find((s) => s.abbrev === "M 4")?.name).toBe("Self-confidence in ability to succeed");
  });

  it("the M&B action plan names its standards in the reader's language, the API in ASCA's English", async () => {
    const [{ id }] = await db.insert(curricula).values({ userId: counselor.id, name: "Study habits unit", academic: true }).returning({ id: curricula.id });
    await db.insert(curriculumStandards).values({ curriculumId: id, standardId: 9, position: 1 });
    const actor = { user: counselor, via: "cookie" } as never;
    const italian = await listCurricula(db, actor, { type: "academic", locale: "it" }, NOW);
    expect(italian.find((p) => p.id === id)?.standards).toEqual([{ id: 9, abbrev: "B-LS 3", name: "Capacità di gestione del tempo, di organizzazione e di studio" }]);
    const api = await listCurricula(db, actor, { type: "academic" }, NOW);
    expect(api.find((p) => p.id === id)?.standards[0].name).toBe("Time-management, organizational and study skills");
  });

  it("the SMART goal's standards are German in its German PDF data and English in the API's fullDetail", async () => {
    expect((await smartGoalFullDetailOf(db, counselor.id, goalId, "de")).mindset1Name).toBe("B-SMS 7 Wirksame Bewältigungsstrategien");
    expect((await smartGoalFullDetailOf(db, counselor.id, goalId)).mindset1Name).toBe("B-SMS 7 Effective coping skills");
  });

  it("the lesson PDF lists the lesson's standards and its teaching and collection methods in the reader's language", async () => {
    const [lesson] = await db.select().from(lessons).where(eq(lessons.id, lessonId));
    const data = await lessonPdfData(db, lesson, "it");
    expect(data.standards).toEqual([
      { abbrev: "B-LS 1", name: "Capacità di pensiero critico per prendere decisioni informate" },
      { abbrev: "M 4", name: "Fiducia nella propria capacità di riuscire" },
    ]);
    const text = await viaLink("lesson", lessonId, "de");
    expect(text).toContain("Fähigkeit zum kritischen Denken, um fundierte Entscheidungen zu treffen");
    expect(text).not.toContain("Critical-thinking skills to make informed decisions");
    const methods = de.lessons as unknown as Record<"teachingMethods" | "collectionMethods", Record<string, { name: string }>>;
    if (lesson.teachingMethodId !== null) expect(text).toContain(`Lehrmethode: ${methods.teachingMethods[String(lesson.teachingMethodId)].name}`);
    expect(text).toContain(`Erhebungsmethode: ${methods.collectionMethods[String(lesson.collectionMethodId)].name}`);
  });

  it("a German SMART goal PDF prints its stars as 'x,y von 5 Sternen' and its change as a German percent, an English one with a decimal point", async () => {
    const detail = await smartGoalFullDetailOf(db, counselor.id, goalId, "de");
    const german = await viaLink("smart_goal", goalId, "de");
    expect(german).toContain(`${formatNumber(detail.rating.stars, "de", 1)} von 5 Sternen`);
    if (detail.changeValue !== null) expect(german).toContain(plain(formatPercent(detail.changeValue, "de", 0)));
    expect(german).toContain("B-SMS 7 Wirksame Bewältigungsstrategien");
    const english = await viaLink("smart_goal", goalId, "en");
    expect(english).toContain(formatNumber(detail.rating.stars, "en", 1));
    // Its dates stay MM/DD/YY in German too.
    expect(german).not.toMatch(/\b\d{2}\.\d{2}\.\d{2}\b/);
  });

  it("a German lesson results PDF prints the averages and change % with a decimal comma, an English one with a point", async () => {
    const results = await eventResultsOf(db, counselor.id, lessonId, eventId);
    const german = await viaLink("lesson_results", lessonId, "de", { eventId });
    const english = await viaLink("lesson_results", lessonId, "en", { eventId });
    expect(german).toContain(plain(formatPercent(results.eventChange, "de")));
    expect(english).toContain(formatPercent(results.eventChange, "en"));
    for (const s of results.statements.slice(0, 2)) {
      expect(german).toContain(formatNumber(s.pre, "de", 1));
      expect(english).toContain(formatNumber(s.pre, "en", 1));
    }
    if (results.eventChange % 1 !== 0) expect(german).not.toContain(formatPercent(results.eventChange, "en"));
  });
});
