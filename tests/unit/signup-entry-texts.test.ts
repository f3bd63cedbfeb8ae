import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { heroLabels, heroText, type THeroTranslate } from "@/components/signup/entry-texts";
import { EMPTY_CONTEXT, type TEntryContext } from "@/lib/signup/context";
import { loadMessages } from "@/lib/i18n/messages";

// The entry page's welcome section is worded by heroText: on the server for the page, in the
// browser (with the dialogs' message library) for what a visit's URL or host brings.

async function heroT(locale: "en" | "it" | "de"): Promise<THeroTranslate> {
  const messages = await loadMessages(locale);
  return createTranslator({ locale, messages, namespace: "signup.hero" }) as unknown as THeroTranslate;
}

const partner = { id: 1, name: "ASCA", logo: "", logoBackground: "#000", discount: 8, host: "asca.example" };
const conference = { slug: "asca2027", name: "ASCA 2027", coupon: 20, freeLabel: "", logoUrl: "", link: "", signupNoteExpiration: "" };
const coupon = { code: "SAVE25", discount: 25, expires0731: false, comment: "" };
const ctx = (extra: Partial<TEntryContext>): TEntryContext => ({ ...EMPTY_CONTEXT, ...extra });

describe("the welcome section's sentences (heroText)", () => {
  it("name the partner first, then the conference, the promotion, the coupon, else the route's own dialog", async () => {
    const t = await heroT("en");
    expect(heroText(t, { kind: "quote", mode: "2" }, ctx({ partner, conference, coupon }))).toEqual({ title: "SCUTA for ASCA members", intro: "Members save 8% on every license." });
    expect(heroText(t, { kind: "quote", mode: "2", conf: "asca2027" }, ctx({ conference, coupon }))).toEqual({ title: "ASCA 2027", intro: t("quoteIntro") });
    expect(heroText(t, null, ctx({ conference: { ...conference, freeLabel: "Free for attendees" } })).intro).toBe("Free for attendees");
    expect(heroText(t, null, ctx({ promo: { urlName: "hatch", label: "Hatch", note: "A note" }, coupon }))).toEqual({ title: "Hatch", intro: "A note" });
    expect(heroText(t, { kind: "quote", mode: "4", coupon: "SAVE25" }, ctx({ coupon }))).toEqual({ title: "Your coupon SAVE25", intro: "This coupon takes 25% off your licenses." });
    expect(heroText(t, { kind: "register", coupon: "FREE" }, ctx({ coupon: { ...coupon, code: "FREE", discount: 100 } })).intro).toBe(t("couponFree"));
    expect(heroText(t, { kind: "login" }, EMPTY_CONTEXT)).toEqual({ title: t("loginTitle"), intro: t("loginIntro") });
    expect(heroText(t, null, EMPTY_CONTEXT)).toEqual({ title: t("noneTitle"), intro: t("noneIntro") });
  });

  it("word a discount as each language does (Italian elides before 8 and 80-89)", async () => {
    const it_ = await heroT("it");
    expect(heroText(it_, null, ctx({ partner })).intro).toBe("I membri risparmiano l'8% su ogni licenza.");
    expect(heroText(it_, null, ctx({ coupon })).intro).toBe("Questo coupon ti dà uno sconto del 25% sulle licenze.");
    const de = await heroT("de");
    expect(heroText(de, null, ctx({ coupon })).intro).toBe("Dieser Gutschein gibt 25 % Rabatt auf Ihre Lizenzen.");
  });

  it("label the buttons of each dialog", async () => {
    const t = await heroT("en");
    expect(heroLabels(t)).toEqual({ register: "Create a free account", login: "I already have an account", quote: "Open the quote form" });
  });
});
