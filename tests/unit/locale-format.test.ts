import { describe, expect, it } from "vitest";
import { createTranslator } from "next-intl";
import { STANDARDS_2014, STANDARDS_2021 } from "@/db/seed/data/asca";
import { formatClockTime, formatDocumentDate, formatDocumentMoney, formatMoney, formatNumber, formatPercent } from "@/lib/i18n/format";
import { localizeStandards, standardName, standardNameKey, STANDARD_MESSAGES, type TStandardTranslator } from "@/lib/i18n/standards";
import { cellText } from "@/lib/reports/format";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import it_ from "@/messages/it.json";

// One formatter per kind, each in the reader's language on screens; documents keep the US formats
// their specs fix (dates MM/DD/YY, money $1,234.00) and print numbers in the reader's language.

const nb = (s: string) => s.replace(/ /g, "\u00a0");
const translator = (messages: typeof en): TStandardTranslator => {
  const t = createTranslator({ locale: "en", messages, namespace: STANDARD_MESSAGES as never });
  const f = ((key: string) => t(key as never)) as TStandardTranslator;
  f.has = (key: string) => t.has(key as never);
  return f;
};

describe("numbers in the reader's language", () => {
  it("an average reads 2.0 in English and 2,0 in Italian and German; thousands 1,234 / 1.234", () => {
    expect(formatNumber(2, "en", 1)).toBe("2.0");
    expect(formatNumber(2, "it", 1)).toBe("2,0");
    expect(formatNumber(2, "de", 1)).toBe("2,0");
    expect(formatNumber(12345, "en")).toBe("12,345");
    expect(formatNumber(12345, "de")).toBe("12.345");
  });

  it("a figure as entered keeps up to three decimals and no trailing zeros: 18.5 / 18,5, 92", () => {
    expect(formatNumber(18.5, "en", 0, 3)).toBe("18.5");
    expect(formatNumber(18.5, "de", 0, 3)).toBe("18,5");
    expect(formatNumber(92, "it", 0, 3)).toBe("92");
    expect(formatNumber(0.1235, "en", 0, 3)).toBe("0.124");
  });

  it("a percent reads 76.2% in English, 76,2% in Italian, 76,2 % in German; a whole one 64 %", () => {
    expect(formatPercent(76.2, "en")).toBe("76.2%");
    expect(formatPercent(76.2, "it")).toBe("76,2%");
    expect(formatPercent(76.2, "de")).toBe(nb("76,2 %"));
    expect(formatPercent(64, "de", 0)).toBe(nb("64 %"));
    expect(formatPercent(-8.25, "en")).toBe("-8.3%");
  });

  it("no number is an empty cell, never NaN", () => {
    expect(formatNumber(Number.NaN, "en", 1)).toBe("");
    expect(formatNumber(null, "de")).toBe("");
    expect(formatPercent(undefined, "it")).toBe("");
  });
});

describe("money: the reader's format on a screen, $1,234.00 in documents", () => {
  it("199.00 dollars read $199.00, 199,00 $ and 199,00 $ on a screen; every document prints $199.00", () => {
    expect(formatMoney(19900, "en")).toBe("$199.00");
    expect(formatMoney(19900, "it")).toBe(nb("199,00 $"));
    expect(formatMoney(19900, "de")).toBe(nb("199,00 $"));
    expect(formatDocumentMoney(19900)).toBe("$199.00");
  });
});

describe("times: 12-hour in English, 24-hour in Italian and German", () => {
  it("15:30 reads 3:30 PM to an English reader and 15:30 to the others; midnight is 12:00 AM", () => {
    expect(formatClockTime("15:30", "en")).toBe("3:30 PM");
    expect(formatClockTime("15:30:00", "it")).toBe("15:30");
    expect(formatClockTime("15:30", "de")).toBe("15:30");
    expect(formatClockTime("00:00", "en")).toBe("12:00 AM");
    expect(formatClockTime("", "en")).toBe("");
  });
});

describe("report cells: numbers in the reader's language, dates and money as documents print them", () => {
  const t = (key: string) => `[${key}]`;
  it("a German page reads 1,5 h, 64 % and 1.234,00 $; the German PDF 1,5, 64 % and $1,234.00 with MM/DD/YY", () => {
    expect(cellText("hours", 90, t, "de")).toBe("1,5");
    expect(cellText("percent", 64, t, "de")).toBe(nb("64 %"));
    expect(cellText("percent", 64, t, "en")).toBe("64%");
    expect(cellText("int", 1234, t, "de")).toBe("1.234");
    expect(cellText("money", 123400, t, "de")).toBe(nb("1.234,00 $"));
    expect(cellText("money", 123400, t, "de", true)).toBe("$1,234.00");
    expect(cellText("date", "2026-11-30", t, "de", true)).toBe(formatDocumentDate("2026-11-30"));
  });
});

describe("the ASCA standards' names", () => {
  it("a standard's message key is its edition and code: 2021.B-LS-1", () => {
    expect(standardNameKey(2021, "B-LS 1")).toBe("2021.B-LS-1");
    expect(standardNameKey(2014, "M 6")).toBe("2014.M-6");
  });

  it("every standard of both editions has an Italian and a German name, and English names equal ASCA's stored wording", () => {
    for (const s of [...STANDARDS_2021, ...STANDARDS_2014]) {
      const row = { edition: s.edition, abbrev: s.abbrev as string, name: s.name };
      expect(standardName(translator(en), row)).toBe(s.name);
      for (const messages of [it_, de] as unknown as (typeof en)[]) {
        const named = standardName(translator(messages), row);
        expect(named).not.toBe(s.name);
        expect(named.length).toBeGreaterThan(3);
      }
    }
  });

  it("a standard the messages lack keeps its stored name", () => {
    const [first] = localizeStandards(translator(it_ as unknown as typeof en), [{ id: 999, edition: 2030, abbrev: "M 1", name: "A future standard" }]);
    expect(first).toEqual({ id: 999, edition: 2030, abbrev: "M 1", name: "A future standard" });
  });
});
