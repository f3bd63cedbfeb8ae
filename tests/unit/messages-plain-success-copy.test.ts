import { describe, expect, it } from "vitest";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import it_ from "@/messages/it.json";

// What a person reads says what happened in plain words: no "Hide with success !!!" style copy (the API keeps
// the spec's message strings; the screens do not show them).

function strings(o: unknown, path = ""): [string, string][] {
  if (typeof o === "string") return [[path, o]];
  if (o && typeof o === "object") return Object.entries(o).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k));
  return [];
}

describe("no 'Hide with success !!!' style copy", () => {
  for (const [lang, messages] of [
    ["en", en],
    ["it", it_],
    ["de", de],
  ] as const) {
    it(`${lang}: no message shouts with repeated exclamation marks or a space before them`, () => {
      const loud = strings(messages).filter(([, s]) => /!{2,}|\s!/.test(s));
      expect(loud).toEqual([]);
    });
  }

  it("the comment and question toasts say what happened", () => {
    expect(en.comments.messages).toMatchObject({ added: "Comment added.", hidden: "Comment hidden.", shown: "Comment shown.", liked: "Liked.", replied: "Reply added." });
    expect(en.shell.question.saved).toBe("Question saved.");
    expect(
      strings(en.comments.messages)
        .map(([, s]) => s)
        .join(" "),
    ).not.toMatch(/with success/);
  });
});
