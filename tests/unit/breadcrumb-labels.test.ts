import { readdirSync, existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import it_ from "@/messages/it.json";
import de from "@/messages/de.json";

// The breadcrumb names each folder of a page's path under /app by its label in the reader's language
// (nav.segments); a folder without one would show its raw name, such as "caseloads". Every folder that
// holds a page, or leads to one, has a label in every language. Route groups "(…)", dynamic folders
// "[…]" and private folders are not part of a path; "dashboard" is the home crumb itself.

const APP = path.resolve(__dirname, "../../app/(app)/app");

/** The folders of page paths under /app (those with a page.tsx in them or below them). */
function pageSegments(dir: string, out = new Set<string>()): boolean {
  let hasPage = existsSync(path.join(dir, "page.tsx"));
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const below = pageSegments(path.join(dir, entry.name), out);
    if (below && !/^[([@_]/.test(entry.name) && entry.name !== "dashboard") out.add(entry.name);
    hasPage ||= below;
  }
  return hasPage;
}

describe("the breadcrumb's labels", () => {
  const segments = new Set<string>();
  pageSegments(APP, segments);

  it("finds the app's page folders", () => {
    expect(segments.size).toBeGreaterThan(50);
    expect(segments.has("caseloads")).toBe(true);
  });

  it.each([
    ["en", en],
    ["it", it_],
    ["de", de],
  ])("every folder of a page's path has a label in %s", (_lang, messages) => {
    const labels = (messages as { nav: { segments: Record<string, string> } }).nav.segments;
    expect([...segments].filter((s) => !labels[s]?.trim())).toEqual([]);
  });
});
