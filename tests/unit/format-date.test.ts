import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatQuoteDate } from "@/components/billing/format";
import { dateFormatter, formatClockTime, formatDate, formatDateRange, formatDateTime, formatDocumentDate, formatInstantDate, formatInstantTime, formatWeekdayDate } from "@/lib/i18n/format";

// "Every date a person reads follows the reader's language (one formatting
// helper), except where a spec fixes a format for a document (PDF dates MM/DD/YY)."

describe("US dates in Italian and German", () => {
  it("the dashboard cards' week '11/23/26 – 11/29/26' reads 23/11/26 – 29/11/26 in Italian and 23.11.26 – 29.11.26 in German", () => {
    expect(formatDateRange("2026-11-23", "2026-11-29", "en")).toBe("11/23/26 – 11/29/26");
    expect(formatDateRange("2026-11-23", "2026-11-29", "it")).toBe("23/11/26 – 29/11/26");
    expect(formatDateRange("2026-11-23", "2026-11-29", "de")).toBe("23.11.26 – 29.11.26");
  });

  it("billing's 'Läuft ab am 07/31/27' reads 'Läuft ab am 31.07.27' in German, 31/07/27 in Italian, 07/31/27 in English", () => {
    expect(formatDate("2027-07-31", "de")).toBe("31.07.27");
    expect(formatDate("2027-07-31", "it")).toBe("31/07/27");
    expect(formatDate("2027-07-31", "en")).toBe("07/31/27");
  });

  it("the home page's 'mercoledì 12/02/26' (read as 12 February) is mercoledì 02/12/26 for 2 December", () => {
    expect(formatDate("2026-12-02", "it")).toBe("02/12/26");
    expect(formatDate("2026-12-02", "de")).toBe("02.12.26");
  });

  it("a weekday with its date is written the reader's way", () => {
    expect(formatWeekdayDate("2026-12-02", "en")).toBe("Wednesday, December 2, 2026");
    expect(formatWeekdayDate("2026-12-02", "it")).toBe("mercoledì 2 dicembre 2026");
    expect(formatWeekdayDate("2026-12-02", "de")).toBe("Mittwoch, 2. Dezember 2026");
  });

  it("the quote form, its confirmation and its outcome show 07/31/27 (MM/DD/YY, as the quote PDF), not 'Jul 31, 2027'", () => {
    expect(formatQuoteDate("2027-07-31")).toBe("07/31/27");
    expect(formatQuoteDate("2027-07-31")).toBe(formatDocumentDate("2027-07-31"));
    expect(formatQuoteDate(null)).toBe("");
    expect(formatQuoteDate("soon")).toBe("");
  });

  it("the old data's '0000-00-00' (no date) shows nothing, in every language", () => {
    expect(formatDate("0000-00-00", "en")).toBe("");
    expect(formatDate("0000-00-00", "de")).toBe("");
  });

  it("an instant is shown on its day and hour in the reader's time zone, in the reader's language", () => {
    // 02:30 UTC on 3 December is 21:30 on 2 December in New York.
    const at = new Date("2026-12-03T02:30:00Z");
    expect(formatInstantDate(at, "it", "America/New_York")).toBe("02/12/26");
    expect(formatInstantTime(at, "it", "America/New_York")).toBe("21:30");
    expect(formatInstantTime(at, "en", "America/New_York")).toBe("9:30 PM");
    expect(formatDateTime(at, "de", "Europe/Berlin")).toBe("03.12.26, 3:30");
    expect(formatInstantDate("not a time", "en", "UTC")).toBe("");
  });

  it("a stored clock time HH:MM follows the reader's clock", () => {
    expect(formatClockTime("15:30", "en")).toBe("3:30 PM");
    expect(formatClockTime("15:30", "it")).toBe("15:30");
    expect(formatClockTime("", "de")).toBe("");
  });

  it("a calendar date never moves a day, whatever the formatter's zone", () => {
    expect(formatDate("2027-01-01", "de")).toBe("01.01.27");
    expect(formatDate("2026-12-31", "it", "long")).toBe("31 dicembre 2026");
  });

  it("nothing, or a value that is not a date, is shown as given", () => {
    expect(formatDate(null, "it")).toBe("");
    expect(formatDate("", "de")).toBe("");
    expect(formatDate("soon", "it")).toBe("soon");
  });

  it("an unknown language falls back to US English", () => {
    expect(formatDate("2027-07-31", "fr")).toBe("07/31/27");
  });

  it("formatters are built once per language, options and zone (cached)", () => {
    expect(dateFormatter("it", { month: "long" })).toBe(dateFormatter("it", { month: "long" }));
    expect(dateFormatter("it", { month: "long" })).not.toBe(dateFormatter("de", { month: "long" }));
  });
});

describe("PDF dates MM/DD/YY where the spec fixes them", () => {
  it.each([
    ["2026-07-31", "07/31/26"],
    ["2027-01-05", "01/05/27"],
  ])("formatDocumentDate(%s) is %s in every language", (iso, expected) => {
    expect(formatDocumentDate(iso)).toBe(expected);
  });
});

const ROOT = path.resolve(__dirname, "../..");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

describe("one formatting helper for every date a person reads", () => {
  const files = ["app", "components", "lib"].flatMap((d) => sources(path.join(ROOT, d)));

  it("no page, component or use-case writes MM/DD/YY by hand or with toLocaleDateString (only lib/i18n/format.ts and the billing PDF model's document dates)", () => {
    const offenders = files
      .filter((f) => !f.endsWith(path.join("lib", "i18n", "format.ts")))
      .filter((f) => {
        const text = readFileSync(f, "utf8");
        return /toLocaleDateString|formatInTimeZone\([^)]*["']MM\/dd|formatDisplayDate/.test(text);
      })
      .map((f) => path.relative(ROOT, f));
    expect(offenders).toEqual([]);
  });

  it("no file but lib/i18n/format-date.ts (the formatters of lib/i18n/format.ts) builds a date formatter for the reader's language (fixed en-US/en-CA parsers of time zones are not for reading)", () => {
    const offenders = files
      .filter((f) => !f.endsWith(path.join("lib", "i18n", "format-date.ts")))
      .filter((f) => /new Intl\.DateTimeFormat\((?!"en-(US|CA)")/.test(readFileSync(f, "utf8")))
      .map((f) => path.relative(ROOT, f));
    expect(offenders).toEqual([]);
  });
});
