import { readFileSync } from "node:fs";
import path from "node:path";
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";

// The pages area keeps its strings in messages/{en,it,de}.json under one key.

type TTree = { [key: string]: string | TTree };
const load = (locale: string): TTree => ({ pages: (JSON.parse(readFileSync(path.join(process.cwd(), "messages", `${locale}.json`), "utf8")) as TTree).pages });

function flatten(tree: TTree, prefix = "", out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") out.set(prefix + key, value);
    else flatten(value, `${prefix}${key}.`, out);
  }
  return out;
}

/** The names of a message's arguments ({name}, {count, plural, …}). */
const argumentsOf = (message: string) => [...new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]))].sort();

const catalogues = { en: load("en"), it: load("it"), de: load("de") };
const flat = Object.fromEntries(Object.entries(catalogues).map(([l, c]) => [l, flatten(c)])) as Record<keyof typeof catalogues, Map<string, string>>;

describe("the pages message parts", () => {
  it.each(Object.keys(catalogues))("%s.json nests everything under the one key 'pages'", (locale) => {
    expect(Object.keys(catalogues[locale as keyof typeof catalogues])).toEqual(["pages"]);
  });

  it.each(["it", "de"] as const)("%s.json has exactly the keys of en.json", (locale) => {
    const en = [...flat.en.keys()];
    const other = [...flat[locale].keys()];
    expect(en.filter((k) => !flat[locale].has(k))).toEqual([]);
    expect(other.filter((k) => !flat.en.has(k))).toEqual([]);
  });

  it.each(["it", "de"] as const)("%s.json keeps the arguments of every English message", (locale) => {
    const problems = [...flat.en].filter(([k, m]) => argumentsOf(m).join() !== argumentsOf(flat[locale].get(k) ?? "").join()).map(([k]) => k);
    expect(problems).toEqual([]);
  });

  it.each(Object.keys(catalogues))("every %s message is non-empty, formats as ICU and has no rich-text tags", (locale) => {
    const messages = catalogues[locale as keyof typeof catalogues];
    const t = createTranslator({
      locale,
      messages,
      onError: (e) => {
        throw e;
      },
    });
    const broken: string[] = [];
    for (const [key, message] of flat[locale as keyof typeof flat]) {
      const values = Object.fromEntries(argumentsOf(message).map((a) => [a, 1]));
      try {
        if (!message.trim() || message.includes("<")) throw new Error("empty or tag");
        if (!t(key as never, values as never)) throw new Error("no output");
      } catch {
        broken.push(key);
      }
    }
    expect(broken).toEqual([]);
  });

  // The FAQ is data now (the faqs table, seeded per language): tests/integration/content-faq.test.ts checks it.

  it.each(["evangelist", "ambassador", "ambassadors", "jobs", "verticals", "conferenceShirts", "partnership", "feedback", "privacy", "accessibility", "terms", "funding", "trainings"])(
    "the information page %s has a title, an intro and at least one section",
    (page) => {
      const en = flat.en;
      expect(en.get(`pages.${page}.title`)).toBeTruthy();
      expect(en.get(`pages.${page}.intro`)).toBeTruthy();
      expect([...en.keys()].some((k) => k.startsWith(`pages.${page}.sections.`) && k.endsWith(".title"))).toBe(true);
    },
  );

  it("the privacy policy covers FERPA, COPPA, data minimisation, the confidentiality eye and logs", () => {
    const text = [...flat.en]
      .filter(([k]) => k.startsWith("pages.privacy."))
      .map(([, m]) => m)
      .join(" ");
    for (const needle of ["FERPA", "COPPA", "minimisation", "confidentiality eye", "logs"]) expect(text).toContain(needle);
  });

  it("the German texts address the reader formally (Sie)", () => {
    const informal = [...flat.de].filter(([, m]) => /\b(du|dich|dir|dein\w*)\b/i.test(m)).map(([k]) => k);
    expect(informal).toEqual([]);
  });
});
