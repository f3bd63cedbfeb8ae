import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTranslator, type AbstractIntlMessages } from "next-intl";
import { eq } from "drizzle-orm";
import { monthlyPromotions } from "@/db/schema";
import type { TConnection, TDbOrTx } from "@/db/client";
import type { TLocale } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import { loadCarouselSlides } from "@/lib/training/carousel";
import { DRIVERS, sharedDemoDatabase } from "../support/db";

const NOVEMBER = new Date("2026-11-23T14:00:00Z");

async function promoTranslator(locale: TLocale) {
  const t = createTranslator({ locale, messages: (await loadMessages(locale)) as AbstractIntlMessages }) as unknown as (key: string, values?: Record<string, string | number>) => string;
  return (key: string, values?: Record<string, string | number>) => t(`training.promo.${key}`, values);
}

describe.each(DRIVERS)("the home page carousel (%s)", (driver) => {
  let conn: TConnection;
  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver, NOVEMBER);
  });
  afterAll(async () => conn.close());

  it("shows each offer once, this month's first, later ones with their month, '<br />' as separate lines", async () => {
    const slides = await loadCarouselSlides(conn.db, NOVEMBER, "en", await promoTranslator("en"));
    expect(slides.map((s) => s.key)).toEqual(["11", "5"]);
    expect(slides[0]).toEqual({ key: "11", label: undefined, title: "Try SCUTA for FREE", lines: ['Click the "Try For FREE button"', "License expires in 30 days"], images: [] });
    expect(slides[1].label).toBe("From May");
    expect(slides[1].lines).toEqual(['Click the "Try For FREE button"', "License expires on 07/31"]);
  });

  it("names the month in the visitor's language", async () => {
    const slides = await loadCarouselSlides(conn.db, NOVEMBER, "it", await promoTranslator("it"));
    expect(slides[1].label).toBe("Da maggio");
  });

  it("'Failed promotion call: a default title inviting a free trial is shown with the message 'Click the \"Try For FREE button\" <br /> License expires in 30 days''", async () => {
    const failing = {
      select: () => {
        throw new Error("database unavailable");
      },
    } as unknown as TDbOrTx;
    const slides = await loadCarouselSlides(failing, NOVEMBER, "en", await promoTranslator("en"));
    expect(slides).toEqual([{ key: "default", title: "Try SCUTA for FREE", lines: ['Click the "Try For FREE button"', "License expires in 30 days"], images: [] }]);
    const de = await loadCarouselSlides(failing, NOVEMBER, "de", await promoTranslator("de"));
    expect(de[0].title).toBe("SCUTA KOSTENLOS testen");
  });

  it("with every promotion switched off the default is shown", async () => {
    await conn.db.update(monthlyPromotions).set({ active: false });
    try {
      const slides = await loadCarouselSlides(conn.db, NOVEMBER, "en", await promoTranslator("en"));
      expect(slides.map((s) => s.key)).toEqual(["default"]);
    } finally {
      await conn.db.update(monthlyPromotions).set({ active: true });
    }
    expect((await conn.db.select().from(monthlyPromotions).where(eq(monthlyPromotions.active, true))).length).toBe(12);
  });
});
