import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The sign-up strings live in messages/{en,it,de}.json:
// the same keys in English, Italian and German, under the one top-level key "signup".

type TTree = { [key: string]: string | TTree };
const load = (locale: string): TTree => ({ signup: (JSON.parse(readFileSync(path.join(process.cwd(), "messages", `${locale}.json`), "utf8")) as TTree).signup });

function flatten(tree: TTree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

// An argument is `{name}` or an ICU form `{name, plural, …}` (Italian elides "l'80%" with one).
const placeholders = (message: string) => [...new Set([...message.matchAll(/\{(\w+)(?=[},])/g)].map((m) => m[1]))].sort();
const tags = (message: string) => [...message.matchAll(/<(\w+)>/g)].map((m) => m[1]).sort();

const en = flatten(load("en"));

describe("the sign-up message part", () => {
  it("has one top-level key, signup", () => {
    for (const locale of ["en", "it", "de"]) expect(Object.keys(load(locale))).toEqual(["signup"]);
  });

  describe.each(["it", "de"])("%s", (locale) => {
    const other = flatten(load(locale));
    it("has exactly the keys of en", () => {
      expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
    });
    it("keeps every placeholder and tag, and leaves no message empty", () => {
      const problems = [...en].filter(([key, message]) => {
        const translated = other.get(key) ?? "";
        return !translated.trim() || placeholders(translated).join() !== placeholders(message).join() || tags(translated).join() !== tags(message).join();
      });
      expect(problems.map(([key]) => key)).toEqual([]);
    });
  });

  it("the .edu messages keep their line break", () => {
    expect(en.get("signup.form.edu.graduate")).toBe("Graduate Student emails <br></br> must end in .edu");
    expect(en.get("signup.form.edu.faculty")).toBe("University Faculty emails <br></br> must end in .edu");
  });

  it("the success dialog's role labels are those of the spec", () => {
    expect(["user", "manager", "uStudent", "uManager"].map((k) => en.get(`signup.success.roleLabels.${k}`))).toEqual(["User", "Manager", "U Student", "U Manager"]);
  });

  it("the zip hints are those of the spec", () => {
    expect(["school", "manager", "quote", "default"].map((k) => en.get(`signup.form.zipHint.${k}`))).toEqual([
      "Your school's Zip Code",
      "Zip Code for a school you manage",
      "Zip Code of school needing quote",
      "School Zip Code",
    ]);
  });

  it("every panel variant is named, and the English names say which variant it is", () => {
    for (const variant of ["quote", "buy", "demo", "coupon", "train", "nsclc", "hatch", "partner", "conference"]) {
      expect(en.get(`signup.variants.${variant}`)?.toLowerCase()).toContain(variant);
      expect(en.get(`signup.quote.intro.${variant}`)).toBeTruthy();
    }
    expect(en.get("signup.quote.title")).toContain("quote");
  });
});
