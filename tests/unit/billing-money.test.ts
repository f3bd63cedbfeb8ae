import { describe, expect, it } from "vitest";
import { centsToDollars, dollarsToCents, formatDocumentMoney, formatMoney } from "@/lib/billing/money";

describe("rule 1: 'Money is integer cents inside, shown as $1,234.00' (in English, and in every document)", () => {
  it.each([
    [123400, "$1,234.00"],
    [19900, "$199.00"],
    [214920, "$2,149.20"],
    [5, "$0.05"],
    [0, "$0.00"],
    [-0, "$0.00"],
    [100000000, "$1,000,000.00"],
    [-500, "-$5.00"],
    [-123456, "-$1,234.56"],
    [199.6, "$2.00"],
  ])("%d cents → %s", (cents, shown) => {
    expect(formatMoney(cents, "en")).toBe(shown);
    expect(formatDocumentMoney(cents)).toBe(shown);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, "12" as unknown as number])("'A non-numeric value displays as empty': %o → ''", (bad) => {
    expect(formatMoney(bad, "it")).toBe("");
    expect(formatDocumentMoney(bad)).toBe("");
  });
});

describe("money on a screen reads in the reader's language; documents print US dollars in every language", () => {
  // Intl puts a no-break space between the amount and the symbol.
  const nb = (s: string) => s.replace(/ /g, "\u00a0");
  it.each([
    [19900, "it", nb("199,00 $")],
    [19900, "de", nb("199,00 $")],
    [123456, "it", nb("1234,56 $")],
    [123456, "de", nb("1.234,56 $")],
    [100000000, "it", nb("1.000.000,00 $")],
    [-500, "de", nb("-5,00 $")],
    [-0, "it", nb("0,00 $")],
    [19900, "en", "$199.00"],
  ])("%d cents in %s → %s", (cents, locale, shown) => {
    expect(formatMoney(cents, locale)).toBe(shown);
  });

  it("a document prints $1,234.56 whatever its reader's language", () => {
    expect(formatDocumentMoney(123456)).toBe("$1,234.56");
  });
});

describe("dollars only at the API edge", () => {
  it.each([
    [214920, 2149.2],
    [23880, 238.8],
    [19900, 199],
    [1, 0.01],
    [-500, -5],
    [0, 0],
  ])("centsToDollars(%i) = %d", (cents, dollars) => {
    expect(centsToDollars(cents)).toBe(dollars);
  });

  it("centsToDollars of a value that is not a number is 0, so the JSON answer stays numeric", () => {
    expect(centsToDollars(Number.NaN)).toBe(0);
    expect(centsToDollars(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it.each([
    [199, 19900],
    [2149.2, 214920],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [79, 7900],
    [0.01, 1],
    [-5, -500],
  ])("dollarsToCents(%d) = %i", (dollars, cents) => {
    expect(dollarsToCents(dollars)).toBe(cents);
  });

  it("dollarsToCents of a value that is not a number is NaN, for validation to reject", () => {
    expect(dollarsToCents(Number.NaN)).toBeNaN();
    expect(dollarsToCents(Number.POSITIVE_INFINITY)).toBeNaN();
  });

  it.each([0, 1, 99, 12345, 99999999])("cents → dollars → cents round-trips %i", (cents) => {
    expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
  });
});
