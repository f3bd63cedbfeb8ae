// The pre/post collection status of one lesson delivery: one rule, read by the lesson results tab,
// the lesson PDF and the results PDF, worded by one set of messages (lessonResults.collection.*).
// Pure: no database, no Next, no clock.

export const COLLECTION_STATUSES = ["noSurvey", "notStarted", "preOpen", "preClosed", "postOpen", "complete"] as const;
export type TCollectionStatusKind = (typeof COLLECTION_STATUSES)[number];

export type TCollectionStatus = { kind: TCollectionStatusKind; pre: number; post: number };

/** What the rule reads of a delivery (the fields of TLessonEvent). */
export type TCollectionInput = { survey_id: number | null; preTest: number; postTest: number; preOpen: boolean; postOpen: boolean };

/**
 * A delivery with no survey collects nothing. Otherwise the answers received decide the step, and the
 * open/closed switch of that step says whether it still takes answers: post answers make it "post open"
 * (still taking them) or "complete" (post closed); else pre answers make it "pre open" or "pre closed"
 * (waiting for the post survey); with no answer at all it is "not started", whatever the switches say.
 */
export function collectionStatus(e: TCollectionInput): TCollectionStatus {
  const counts = { pre: Math.max(0, e.preTest), post: Math.max(0, e.postTest) };
  if (e.survey_id === null) return { kind: "noSurvey", ...counts };
  if (counts.post > 0) return { kind: e.postOpen ? "postOpen" : "complete", ...counts };
  if (counts.pre > 0) return { kind: e.preOpen ? "preOpen" : "preClosed", ...counts };
  return { kind: "notStarted", ...counts };
}

/** A translator of the lessonResults.collection namespace (next-intl's, or a PDF's). */
export type TCollectionT = (key: string, values?: Record<string, string | number>) => string;

/** The status as one line: its name, then the answer counts (none for a delivery without survey). */
export function collectionStatusText(t: TCollectionT, s: TCollectionStatus): string {
  const name = t(`status.${s.kind}`);
  return s.kind === "noSurvey" ? name : t("withCounts", { status: name, pre: s.pre, post: s.post });
}
