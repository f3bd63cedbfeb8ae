import { describe, expect, it } from "vitest";
import { createTranslator } from "next-intl";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import it_ from "@/messages/it.json";
import { USE_OF_TIME_CATEGORIES, USE_OF_TIME_GROUPS } from "@/db/seed/data/asca";
import { pickClientMessages } from "@/lib/i18n/client-messages";
import { CATEGORY_MESSAGES, categoryDescriptionKey, categoryName, categoryNameKey, groupName, groupNameKey, localizeCategory, type TCategoryTranslator } from "@/lib/categories/labels";
import type { TCategoryOption } from "@/lib/categories/rules";
import { colorTargetOf } from "@/lib/categories/rules";
import { logCategoryLabels } from "@/lib/logs/rules";

// The names of the seeded ASCA categories in three languages ("in three
// languages"), from one helper every list uses.

type TMessages = { [key: string]: string | TMessages };
const LANGS = { en, it: it_, de } as unknown as Record<"en" | "it" | "de", TMessages>;

function translator(locale: "en" | "it" | "de"): TCategoryTranslator {
  const t = createTranslator({ locale, messages: LANGS[locale], namespace: CATEGORY_MESSAGES });
  const f = ((key: string) => t(key as never)) as TCategoryTranslator;
  f.has = (key: string) => t.has(key as never);
  return f;
}

const option = (o: Partial<TCategoryOption>): TCategoryOption => ({
  id: 3,
  name: "Counseling",
  color: "#16a34a",
  groupKey: "direct",
  groupName: "Direct student services",
  parentId: null,
  edition: 4,
  description: "Short-term individual or small-group counseling",
  targetKind: "direct",
  scope: "asca",
  ...o,
});

describe("every seeded category has a name in en, it and de", () => {
  for (const locale of ["en", "it", "de"] as const) {
    const t = translator(locale);
    it(`${locale}: a name and examples for each of the ${USE_OF_TIME_CATEGORIES.length} categories of both editions, and each group`, () => {
      const missing = [
        ...USE_OF_TIME_CATEGORIES.flatMap((c) => [categoryNameKey(c.id as number), categoryDescriptionKey(c.id as number)]),
        ...USE_OF_TIME_GROUPS.map((g) => groupNameKey(g.key)),
        groupNameKey("uncategorized"),
      ].filter((key) => !t.has(key) || t(key).trim() === "");
      expect(missing).toEqual([]);
    });
  }

  it("the English messages are the stored names and examples (the fallback reads the same)", () => {
    const t = translator("en");
    for (const c of USE_OF_TIME_CATEGORIES) {
      expect(t(categoryNameKey(c.id as number))).toBe(c.name);
      expect(t(categoryDescriptionKey(c.id as number))).toBe(c.description);
    }
    for (const g of USE_OF_TIME_GROUPS) expect(t(groupNameKey(g.key))).toBe(g.name);
  });

  it("the Italian and German examples are translations, not the English text", () => {
    for (const locale of ["it", "de"] as const) {
      const t = translator(locale);
      const untranslated = USE_OF_TIME_CATEGORIES.filter((c) => t(categoryDescriptionKey(c.id as number)) === c.description).map((c) => c.id);
      expect(untranslated, locale).toEqual([]);
    }
    expect(translator("it")(categoryNameKey(11))).toBe("Sorveglianza mensa/autobus/corridoi");
    expect(translator("de")(categoryNameKey(6))).toBe("Weitervermittlung");
    expect(translator("de")(groupNameKey("support"))).toBe("Programmplanung und Schulunterstützung");
  });

  it("the browser gets the names and groups, not the long examples", () => {
    const client = pickClientMessages(en as unknown as TMessages) as { ascaCategories?: TMessages };
    expect(Object.keys(client.ascaCategories ?? {}).sort()).toEqual(["groups", "names"]);
  });
});

describe("categoryName / localizeCategory", () => {
  const t = translator("de");

  it("a seeded category reads in the reader's language; a district's sub-category keeps the name it was given", () => {
    expect(categoryName(t, { id: 3, name: "Counseling", shared: true })).toBe("Beratung");
    expect(categoryName(t, { id: 3, name: "Grief group", shared: false })).toBe("Grief group");
    // An id without a message (not seeded) keeps its stored name.
    expect(categoryName(t, { id: 987654, name: "Elsewhere", shared: true })).toBe("Elsewhere");
  });

  it("an option gets its name, examples and group translated; a sub-category only its group", () => {
    const asca = localizeCategory(t, option({}));
    expect(asca).toMatchObject({ id: 3, name: "Beratung", groupName: "Direkte Leistungen für Schüler", color: "#16a34a" });
    expect(asca.description).toMatch(/^Kurzzeitige Einzel- oder Kleingruppenberatung/);
    const sub = localizeCategory(t, option({ id: 9001, parentId: 3, name: "Trauergruppe", description: "6 Sitzungen", scope: "district" }));
    expect(sub).toMatchObject({ name: "Trauergruppe", description: "6 Sitzungen", groupName: "Direkte Leistungen für Schüler" });
  });

  it("a group without a message keeps its stored name", () => {
    expect(groupName(t, "some_new_group", "Some new group")).toBe("Some new group");
  });

  it("a log row of a sub-category: the ASCA parent translated, the sub-category as entered", () => {
    const row = { category_id: 9001, category_name: "Grief group", parent_category_id: 3, parent_category_name: "Counseling", group_key: "direct", group_name: "Direct student services" };
    expect(logCategoryLabels(translator("it"), row)).toEqual({ category: "Counseling", subcategory: "Grief group", group: "Servizi diretti agli studenti" });
    expect(logCategoryLabels(t, { ...row, category_id: 1, category_name: "Instruction", parent_category_id: null, parent_category_name: null })).toEqual({
      category: "Unterricht",
      subcategory: null,
      group: "Direkte Leistungen für Schüler",
    });
  });
});

describe("colorTargetOf: whose colours of the ASCA categories a manager edits", () => {
  it("an admin the defaults, a manager or director their district's, none without a district", () => {
    expect(colorTargetOf({ roleId: 3, leaid: "5307710" })).toEqual({ kind: "default" });
    expect(colorTargetOf({ roleId: 2, leaid: "5307710" })).toEqual({ kind: "district", leaid: "5307710" });
    expect(colorTargetOf({ roleId: 9, leaid: "5307710" })).toEqual({ kind: "district", leaid: "5307710" });
    expect(colorTargetOf({ roleId: 2, leaid: null })).toBeNull();
  });
});
