import { describe, expect, it } from "vitest";
import { createTranslator } from "next-intl";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import it_ from "@/messages/it.json";
import { COLLECTION_STATUSES, collectionStatus, collectionStatusText, type TCollectionInput, type TCollectionT } from "@/lib/lessons/collection-status";

const delivery = (over: Partial<TCollectionInput> = {}): TCollectionInput => ({ survey_id: 5, preTest: 0, postTest: 0, preOpen: true, postOpen: true, ...over });

const translator = (locale: "en" | "it" | "de", messages: Record<string, unknown>): TCollectionT => {
  const t = createTranslator({ locale, messages, namespace: "lessonResults.collection" as never });
  return (key, values) => t(key as never, values as never);
};

describe("a lesson delivery's pre/post collection status", () => {
  it("a delivery without a survey collects nothing, whatever its counts", () => {
    expect(collectionStatus(delivery({ survey_id: null, preTest: 3 }))).toEqual({ kind: "noSurvey", pre: 3, post: 0 });
  });

  it("with no answer at all it is not started, even when a switch was closed", () => {
    expect(collectionStatus(delivery()).kind).toBe("notStarted");
    expect(collectionStatus(delivery({ preOpen: false, postOpen: false })).kind).toBe("notStarted");
  });

  it("pre answers and no post answer: pre open while the pre survey takes answers, else pre closed", () => {
    expect(collectionStatus(delivery({ preTest: 12 }))).toEqual({ kind: "preOpen", pre: 12, post: 0 });
    expect(collectionStatus(delivery({ preTest: 12, preOpen: false }))).toEqual({ kind: "preClosed", pre: 12, post: 0 });
  });

  it("post answers: post open while the post survey takes answers, complete once it is closed", () => {
    expect(collectionStatus(delivery({ preTest: 20, postTest: 4, preOpen: false }))).toEqual({ kind: "postOpen", pre: 20, post: 4 });
    expect(collectionStatus(delivery({ preTest: 20, postTest: 18, postOpen: false }))).toEqual({ kind: "complete", pre: 20, post: 18 });
  });

  it("every status has its words in English, Italian and German, with the counts", () => {
    const langs = [translator("en", en), translator("it", it_), translator("de", de)];
    for (const t of langs) for (const kind of COLLECTION_STATUSES) expect(t(`status.${kind}`)).not.toMatch(/lessonResults/);
    const done = collectionStatus(delivery({ preTest: 20, postTest: 18, postOpen: false }));
    expect(langs.map((t) => collectionStatusText(t, done))).toEqual([
      "Complete · answers: 20 pre, 18 post",
      "Completata · risposte: 20 prima, 18 dopo",
      "Abgeschlossen · Antworten: 20 vorher, 18 nachher",
    ]);
    expect(collectionStatusText(langs[0], collectionStatus(delivery({ survey_id: null })))).toBe("No survey");
  });
});
