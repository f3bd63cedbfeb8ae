import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import type { TConnection, TDb } from "@/db/client";
import { clients, dataAnalysisItems, smartGoalGroups, smartGoals, users, type TUserRow } from "@/db/schema";
import { renderSmartGoalPdf } from "@/lib/smart-goals/pdf/render";
import { DRIVERS, sharedDemoDatabase } from "../support/db";

// The SMART goal PDF in Italian and German: every fixed word in the reader's language (the title's words,
// the seeded action plan's name), an empty field reads the reader's "None", and the eye masks the group.

async function text(bytes: Buffer): Promise<string> {
  const { text: t } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return t.replace(/\s+/g, " ");
}

describe.each(DRIVERS)("SMART goal PDF languages (%s)", (driver) => {
  let conn: TConnection;
  let db: TDb;
  let me: TUserRow;
  let goalId = 0;
  const render = async (locale: string) => {
    const link = { id: 1, token: "t", kind: "smart_goal", subjectId: goalId, userId: me.id, locale, params: {}, createdAt: new Date(), expiresAt: new Date() };
    return text((await renderSmartGoalPdf(db, link as never))!);
  };

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    db = conn.db;
    [me] = await db.select().from(users).where(eq(users.username, "counselor"));
    const [goal] = await db.insert(smartGoals).values({ userId: me.id, target: "attendance rate", baselineValue: "88", targetValue: "92", actionPlanId: 1 }).returning();
    goalId = goal.id;
  });
  afterAll(async () => {
    await db.update(users).set({ hideConfidential: me.hideConfidential }).where(eq(users.id, me.id));
    await conn.close();
  });

  it("the default action plan and the empty fields read Keine / Nessuno / None, never an English 'None' in German", async () => {
    const de = await render("de");
    expect(de).toContain("Aktionsplan: Keine");
    expect(de).toContain("Datenpriorität: Keine");
    expect(de).toContain("Letzte Vorbefragung: Keine");
    expect(de).toContain("Zielgruppe: Keine");
    expect(de).not.toMatch(/\bNone\b/);
    expect(de).toContain("Ermittelter Handlungsbedarf: attendance rate");
    const it_ = await render("it");
    expect(it_).toContain("Piano d'azione: Nessuno");
    expect(it_).not.toMatch(/\bNone\b/);
    expect(await render("en")).toContain("Action plan: None");
  });

  it("a seeded action plan and the title's words are the reader's; the eye masks the target group", async () => {
    const [da] = await db.insert(dataAnalysisItems).values({ userId: me.id, name: "Chronic absence, grade 9", type: "attendance", typeName: "Chronic absenteeism", closingTheGap: true }).returning();
    const [group] = await db
      .insert(clients)
      .values({ userId: me.id, type: "group", name: "Lunch bunch", counts: {} as never, count: 8 })
      .returning();
    await db.update(smartGoals).set({ actionPlanId: 4, dataAnalysisId: da.id }).where(eq(smartGoals.id, goalId));
    await db.insert(smartGoalGroups).values({ smartGoalId: goalId, clientId: group.id, position: 1 });
    await db.update(users).set({ hideConfidential: false }).where(eq(users.id, me.id));
    const de = await render("de");
    expect(de).toContain("Ermittelter Handlungsbedarf: Lücke schließen – Chronic absenteeism – Kleingruppe");
    expect(de).toContain("Aktionsplan: Aktionsplan zum Schließen einer Lücke");
    expect(de).toContain("Zielgruppe: Lunch bunch (8 Schüler)");
    const it_ = await render("it");
    expect(it_).toContain("Aree di bisogno individuate: Riduzione del divario – Chronic absenteeism – Piccolo gruppo");
    expect(it_).toContain("Piano d'azione: Piano d'azione per ridurre il divario");
    expect(await render("en")).toContain("Identified areas of Need : CTG - Chronic absenteeism - Small Group");
    await db.update(users).set({ hideConfidential: true }).where(eq(users.id, me.id));
    const masked = await render("de");
    expect(masked).not.toContain("Lunch bunch");
    expect(masked).toContain("Zielgruppe: ••••• (8 Schüler)");
  });
});
