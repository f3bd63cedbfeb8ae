import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTranslator } from "next-intl";
import type { TConnection } from "@/db/client";
import { monthlyPromotions } from "@/db/schema";
import { seedReference } from "@/db/seed/run";
import { listGrades } from "@/lib/clients/queries";
import { localizeGrades } from "@/lib/i18n/reference";
import { listUpcomingConferences } from "@/lib/pages/public-queries";
import { findConference } from "@/lib/signup/queries";
import { quote } from "@/lib/signup/dialogs";
import { loadEntryContext } from "@/lib/signup/entry";
import { listPromotions } from "@/lib/training/queries";
import { DRIVERS, freshDatabase } from "../support/db";

// "English left in Italian and German: grade names on Students, the promotion
// carousel text, conference texts ('20% off for ASCA 2027 attendees'). Seeded content that people
// read is stored per language or translated at the edge; 'il 80%' is 'l'80%'."

const NOW = new Date("2026-11-26T15:00:00Z");

describe.each(DRIVERS)("seeded content in the reader's language (%s)", (driver) => {
  let conn: TConnection;
  beforeAll(async () => {
    conn = await freshDatabase(driver, { seed: "demo", now: NOW });
  });
  afterAll(async () => conn.close());

  it("conference texts ('20% off for ASCA 2027 attendees') are stored per language and shown in the reader's", async () => {
    const it_ = await findConference(conn.db, "asca2027", "it");
    const de = await findConference(conn.db, "asca2027", "de");
    const en = await findConference(conn.db, "asca2027", "en");
    expect(en?.freeLabel).toBe("20% off for ASCA 2027 attendees");
    expect(it_?.freeLabel).toBe("Sconto del 20% per i partecipanti ad ASCA 2027");
    expect(de?.freeLabel).toBe("20 % Rabatt für Teilnehmende der ASCA 2027");
    expect(it_?.signupNoteExpiration).toBe("I prezzi della conferenza valgono fino al 31/08/27");
    expect(de?.signupNoteExpiration).toBe("Die Konferenzpreise gelten bis zum 31.08.27");
  });

  it("the conference dialog of /asca2027 and the /conferences list carry the offer in Italian and German", async () => {
    const ctx = await loadEntryContext(conn.db, [quote("2", { conf: "asca2027" })], { now: NOW, locale: "de" });
    expect(ctx.conference?.freeLabel ?? "").toMatch(/Rabatt/);
    const list = await listUpcomingConferences(conn.db, "2026-12-01", "it");
    expect(list.map((c) => c.freeLabel)).toEqual(["Licenza gratuita di 30 giorni per i partecipanti", "Sconto del 20% per i partecipanti ad ASCA 2027"]);
  });

  it("the promotion carousel's text is stored per language: no 'Try SCUTA for FREE' for an Italian or German reader", async () => {
    for (const [locale, title, line] of [
      ["it", "Prova SCUTA GRATIS", "La licenza scade"],
      ["de", "SCUTA KOSTENLOS testen", "Die Lizenz läuft"],
    ] as const) {
      const slides = await listPromotions(conn.db, NOW, locale);
      expect(slides).toHaveLength(12);
      for (const s of slides) {
        expect(s.title).toBe(title);
        expect(s.message).toContain(line);
        expect(s.message).not.toMatch(/License|Click/);
      }
    }
    expect((await listPromotions(conn.db, NOW))[0].title).toBe("Try SCUTA for FREE");
  });

  it("a missing translation falls back to the English text rather than showing nothing", async () => {
    await conn.db
      .update(monthlyPromotions)
      .set({ translations: { it: { title: "Offerta di dicembre" } } })
      .where(eq(monthlyPromotions.month, 12));
    const december = (await listPromotions(conn.db, NOW, "it")).find((p) => p.month === 12);
    expect(december?.title).toBe("Offerta di dicembre");
    expect(december?.message).toBe('Click the "Try For FREE button" <br /> License expires in 30 days');
  });

  it("reseeding an existing database adds the translations only where the seeded English text is untouched", async () => {
    await conn.db.update(monthlyPromotions).set({ translations: {} });
    await conn.db.update(monthlyPromotions).set({ title: "Back to school offer" }).where(eq(monthlyPromotions.month, 9));
    await seedReference(conn.db);
    const it_ = await listPromotions(conn.db, NOW, "it");
    expect(it_.find((p) => p.month === 9)?.title).toBe("Back to school offer");
    expect(it_.find((p) => p.month === 10)?.title).toBe("Prova SCUTA GRATIS");
  });

  it("grade names on Students are reference data shown from the catalogue: no 'Grade 9' or 'Kindergarten' in Italian", async () => {
    const grades = await listGrades(conn.db);
    const italian = await localizeGrades(grades, "it");
    const german = await localizeGrades(grades, "de");
    expect(italian.map((g) => g.name)).not.toContain("Kindergarten");
    expect(italian.find((g) => g.code === "9")?.name).toBe("Classe 9");
    expect(italian.find((g) => g.code === "K")?.name).toBe("Scuola dell'infanzia");
    expect(german.find((g) => g.code === "9")?.name).toBe("Klasse 9");
    expect(italian.filter((g) => /^Grade /.test(g.name))).toEqual([]);
    expect((await localizeGrades(grades, "en")).map((g) => g.name)).toEqual(grades.map((g) => g.name));
  });
});

describe("Italian percentages: 'il 80%' is 'l'80%'", () => {
  const messages = JSON.parse(readFileSync(path.resolve(__dirname, "../../messages/it.json"), "utf8"));
  const t = createTranslator({ locale: "it", messages }) as unknown as (key: string, values: Record<string, number | string>) => string;

  it("the ASCA target reads 'almeno l'80%', and 'il 75%' where no vowel follows", () => {
    expect(t("analysis.targetIntro", { target: 80, asca: 80 })).toContain("almeno l'80% del tempo");
    expect(t("analysis.targetIntro", { target: 75, asca: 80 })).toContain("almeno il 75% del tempo");
    expect(t("analysis.target.met", { target: 80 })).toBe("Raggiunge l'obiettivo dell'80% del distretto");
    expect(t("analysis.target.met", { target: 8 })).toBe("Raggiunge l'obiettivo dell'8% del distretto");
    expect(t("categories.target.support", { support: 20 })).toBe("Al massimo il 20% del tempo.");
  });

  it("no Italian message puts 'il', 'del', 'al' or 'dal' straight before a number it is given", () => {
    const flat: [string, string][] = [];
    const walk = (node: unknown, key: string) => {
      if (typeof node === "string") flat.push([key, node]);
      else if (node && typeof node === "object") for (const [k, v] of Object.entries(node)) walk(v, key ? `${key}.${k}` : k);
    };
    walk(messages, "");
    expect(flat.filter(([, m]) => /\b(il|del|al|dal|nel|sul) \{[a-zA-Z]+\}\s*%/.test(m)).map(([k]) => k)).toEqual([]);
  });
});
