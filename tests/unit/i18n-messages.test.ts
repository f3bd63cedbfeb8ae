import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatDocumentDate, formatDocumentMoney } from "@/lib/i18n/format";
import { LOCALES, negotiateLocale } from "@/lib/i18n/locales";
import { NAV_ITEMS } from "@/lib/shell/nav";

// ---- message catalogues -------------------------------------------------------------------

type TTree = { [key: string]: string | TTree };
const load = (locale: string): TTree => JSON.parse(readFileSync(path.join(process.cwd(), "messages", `${locale}.json`), "utf8")) as TTree;

/** Flattens a catalogue to "a.b.c" → message. A leaf of another type is reported as such. */
function flatten(tree: TTree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix + key;
    if (typeof value === "string") out.set(full, value);
    else if (value && typeof value === "object") for (const [k, v] of flatten(value, full + ".")) out.set(k, v);
    else out.set(full, `<not a string: ${JSON.stringify(value)}>`);
  }
  return out;
}

/**
 * The ICU arguments of a message: name → kind ("" for a simple {name}, else plural, select,
 * number…). Walks nested plural/select branches and honours ICU apostrophe quoting. Throws on
 * unbalanced braces so a broken translation fails loudly.
 */
function icuArguments(message: string): Map<string, string> {
  const args = new Map<string, string>();
  let i = 0;

  const fail = (why: string): never => {
    throw new Error(`${why} at ${i} in ${JSON.stringify(message)}`);
  };

  // Reads message text until an unmatched '}' (inside a branch) or the end.
  function text(inPlural: boolean): void {
    while (i < message.length) {
      const ch = message[i];
      if (ch === "'") {
        const next = message[i + 1];
        if (next === "'") i += 2;
        else if (next === "{" || next === "}" || (inPlural && next === "#")) {
          const close = message.indexOf("'", i + 1);
          i = close < 0 ? message.length : close + 1;
        } else i++;
      } else if (ch === "{") {
        i++;
        argument();
      } else if (ch === "}") return;
      else i++;
    }
  }

  function argument(): void {
    const name = /^\s*([^\s,{}]+)\s*/.exec(message.slice(i));
    if (!name) fail("missing argument name");
    i += name![0].length;
    if (message[i] === "}") {
      if (!args.has(name![1])) args.set(name![1], "");
      i++;
      return;
    }
    if (message[i] !== ",") fail("expected ',' or '}'");
    i++;
    const kind = /^\s*(\w+)\s*/.exec(message.slice(i));
    if (!kind) fail("missing argument type");
    i += kind![0].length;
    args.set(name![1], kind![1]);
    if (["plural", "select", "selectordinal"].includes(kind![1])) {
      if (message[i] !== ",") fail("expected ',' after the argument type");
      i++;
      // selector {branch} pairs until the closing brace.
      for (;;) {
        const sel = /^\s*(offset:\s*\d+\s*)?([^\s{}]+)?\s*/.exec(message.slice(i))!;
        i += sel[0].length;
        if (message[i] === "}") {
          i++;
          return;
        }
        if (!sel[2] || message[i] !== "{") fail("expected a selector and a '{' branch");
        i++;
        text(kind![1] !== "select");
        if (message[i] !== "}") fail("unclosed branch");
        i++;
      }
    }
    // number, date, time with an optional style: skip to the closing brace.
    const close = message.indexOf("}", i);
    if (close < 0) fail("unclosed argument");
    i = close + 1;
  }

  text(false);
  if (i < message.length) fail("unmatched '}'");
  return args;
}

const en = flatten(load("en"));
const translations = LOCALES.filter((l) => l !== "en").map((locale) => [locale, flatten(load(locale))] as const);

describe("message catalogues", () => {
  it("the catalogues are it and de besides en", () => {
    expect(translations.map(([l]) => l)).toEqual(["it", "de"]);
    expect(en.size).toBeGreaterThan(0);
  });

  describe.each(translations)("%s.json", (_locale, messages) => {
    it("has every key of en.json", () => {
      expect([...en.keys()].filter((k) => !messages.has(k))).toEqual([]);
    });

    it("has no key that en.json lacks", () => {
      expect([...messages.keys()].filter((k) => !en.has(k))).toEqual([]);
    });

    it("has no empty message", () => {
      expect([...messages].filter(([, m]) => m.trim() === "").map(([k]) => k)).toEqual([]);
    });

    it("keeps every ICU placeholder of the English message, with the same kind", () => {
      const problems: string[] = [];
      for (const [key, source] of en) {
        const target = messages.get(key);
        if (target === undefined) continue; // reported by the key test
        const want = icuArguments(source);
        const got = icuArguments(target);
        for (const [name, kind] of want) {
          if (!got.has(name)) problems.push(`${key}: missing {${name}}`);
          // A translation may choose its words by a number's value (Italian elides 'il' before 80: "l'80%").
          else if (got.get(name) !== kind && !(kind === "" && got.get(name) === "plural")) problems.push(`${key}: {${name}} is "${got.get(name)}" instead of "${kind}"`);
        }
      }
      expect(problems).toEqual([]);
    });

    it("adds no ICU placeholder the English message does not pass", () => {
      const problems: string[] = [];
      for (const [key, target] of messages) {
        const source = en.get(key);
        if (source === undefined) continue;
        const want = icuArguments(source);
        for (const name of icuArguments(target).keys()) if (!want.has(name)) problems.push(`${key}: extra {${name}}`);
      }
      expect(problems).toEqual([]);
    });
  });

  it("no key holds a dot: a dot is the path separator, so such a message can never be looked up", () => {
    const dotted = (tree: TTree, prefix = ""): string[] =>
      Object.entries(tree).flatMap(([key, value]) => [...(key.includes(".") ? [prefix + key] : []), ...(typeof value === "object" ? dotted(value, `${prefix}${key}/`) : [])]);
    for (const locale of LOCALES) expect(dotted(load(locale)), locale).toEqual([]);
  });

  it("every English message is well-formed ICU", () => {
    const broken: string[] = [];
    for (const [key, m] of en) {
      try {
        icuArguments(m);
      } catch (e) {
        broken.push(`${key}: ${(e as Error).message}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("every side-nav item has its label, and outside the admin section its dashboard hint, in every language", () => {
    const missing: string[] = [];
    for (const locale of LOCALES) {
      const flat = flatten(load(locale));
      for (const item of NAV_ITEMS) {
        const keys = [`nav.items.${item.key}`];
        // The dashboard lists every item outside the admin section with a one-line hint.
        if (item.section !== "admin" && item.key !== "dashboard") keys.push(`dashboard.areaHints.${item.key}`);
        for (const key of keys) if (!flat.has(key)) missing.push(`${locale}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  describe("the placeholder reader used above", () => {
    it.each<[string, Record<string, string>]>([
      ["Welcome, {name}", { name: "" }],
      ["Page {page} of {pages}", { page: "", pages: "" }],
      ["{count, plural, =0 {No users} one {# user} other {# users of {team}}}", { count: "plural", team: "" }],
      ["{total, plural, =0 {No emails yet.} one {# email.} other {# emails.}} Kept here.", { total: "plural" }],
      ["{kind, select, a {Alpha} other {Other}}", { kind: "select" }],
      ["Paid {amount, number, ::currency/USD} on {day, date, short}", { amount: "number", day: "date" }],
      ["Your school's data, '{literal}' and ''{quoted}''", { quoted: "" }],
      ["No placeholders here.", {}],
    ])("%j → %j", (message, expected) => {
      expect(Object.fromEntries(icuArguments(message))).toEqual(expected);
    });

    it.each(["Welcome, {name", "Welcome, name}", "{count, plural, one {# user}", "{count, plural, one # user}"])("rejects the broken message %j", (message) => {
      expect(() => icuArguments(message)).toThrow();
    });
  });
});

// ---- locale negotiation and formats -------------------------------------------------------

describe("negotiateLocale: the best supported language from Accept-Language", () => {
  it.each<[string | null, string]>([
    ["it-IT,it;q=0.9,en;q=0.8", "it"],
    ["de-DE,de;q=0.9", "de"],
    ["fr-FR", "en"],
    ["fr-FR,de;q=0.3", "de"],
    ["en;q=0.5,it;q=0.7", "it"],
    ["EN-us", "en"],
    ["*", "en"],
    ["", "en"],
    [null, "en"],
  ])("%j → %s", (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected);
  });
});

describe("Dates: MM/DD/YY in documents whose spec fixes it (formatDocumentDate)", () => {
  it.each([
    ["2026-07-31", "07/31/26"],
    ["2027-01-05", "01/05/27"],
    ["2000-12-01", "12/01/00"],
  ])("%s → %s", (iso, expected) => {
    expect(formatDocumentDate(iso)).toBe(expected);
  });

  it.each(["", "not a date"])("a value that is not YYYY-MM-DD is shown as given (%j)", (value) => {
    expect(formatDocumentDate(value)).toBe(value);
  });
});

describe("formatDocumentMoney: integer cents as US dollars, as documents print them in every language", () => {
  it.each([
    [123400, "$1,234.00"],
    [0, "$0.00"],
    [5, "$0.05"],
    [99, "$0.99"],
    [100000000, "$1,000,000.00"],
    [-250, "-$2.50"],
  ])("%i → %s", (cents, expected) => {
    expect(formatDocumentMoney(cents)).toBe(expected);
  });
});
