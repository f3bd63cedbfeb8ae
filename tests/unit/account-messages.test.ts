import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The account area's strings live in messages/{en,it,de}.json under one key.

type TTree = { [key: string]: string | TTree };
const load = (locale: string): TTree => ({ account: (JSON.parse(readFileSync(path.join(process.cwd(), "messages", `${locale}.json`), "utf8")) as TTree).account });

function flatten(tree: TTree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

/** Simple ICU arguments ({name}); the account strings use no plural or select. */
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

const en = flatten(load("en"));

describe("account message parts", () => {
  it.each(["en", "it", "de"])("%s.json nests everything under the one key 'account'", (locale) => {
    expect(Object.keys(load(locale))).toEqual(["account"]);
  });

  it.each(["it", "de"])("%s.json has exactly the keys of en.json, none empty, with the same placeholders", (locale) => {
    const other = flatten(load(locale));
    expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, message] of other) {
      expect(message.trim(), key).not.toBe("");
      expect(placeholders(message), key).toEqual(placeholders(en.get(key)!));
    }
  });

  it("the spec's English texts are kept verbatim", () => {
    expect(en.get("account.password.copiedTitle")).toBe("Password Copied");
    expect(en.get("account.password.copiedBody")).toBe("To paste, right-click and select Paste or press CTRL+V.");
    expect(en.get("account.renewal.toastTitle")).toBe("Request");
    expect(en.get("account.renewal.toastBody")).toBe("Sent.");
    expect(en.get("account.contact.sent")).toBe("Sent with success.");
  });
});
