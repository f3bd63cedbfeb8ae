import { describe, expect, it } from "vitest";
import {
  ANY_GRADE,
  COLLECTION_NONE,
  COLLECTION_SURVEY,
  NO_SURVEY_DESCRIPTION,
  STANDARDS_LIMIT_MESSAGE,
  STANDARDS_LIMIT_TITLE,
  averageRating,
  collectionDescription,
  collectionMethodForEvent,
  isLessonNumber,
  likePattern,
  pageCount,
  parseLessonEditParam,
  roundRating,
  standardsLabelKey,
  toggleStandard,
} from "@/lib/lessons/rules";
import { ZLessonInput, ZLessonListQuery } from "@/lib/lessons/schemas";

describe("lesson rules", () => {
  it("'Lesson: at most two mindsets. A third is dropped and an error alert titled 'Save Lesson' shows'", () => {
    expect(toggleStandard([], 1)).toEqual({ selected: [1], refused: false });
    expect(toggleStandard([1], 2)).toEqual({ selected: [1, 2], refused: false });
    expect(toggleStandard([1, 2], 3)).toEqual({ selected: [1, 2], refused: true });
    expect(toggleStandard([1, 2], 2)).toEqual({ selected: [1], refused: false });
    expect(STANDARDS_LIMIT_TITLE).toBe("Save Lesson");
    expect(STANDARDS_LIMIT_MESSAGE).toBe("Select Mindsets & Behaviors or State standards that are STRONGLY linked to the outcome. Focusing on ONE is preferred. (No more than two)");
  });

  it("the API schema refuses a third mindset with the same text on the field 'mindsets'", () => {
    const r = ZLessonInput.safeParse({ name: "x", mindsets: [1, 2, 3] });
    expect(r.success).toBe(false);
    expect(r.error!.issues).toEqual([expect.objectContaining({ path: ["mindsets"], message: STANDARDS_LIMIT_MESSAGE })]);
    expect(ZLessonInput.parse({ name: "x", mindsets: [1, 2, 2] }).mindsets).toEqual([1, 2]);
  });

  it("'Lesson numbers 1 to 51': 0 and 52 are refused", () => {
    expect(isLessonNumber(1)).toBe(true);
    expect(isLessonNumber(51)).toBe(true);
    expect(isLessonNumber(0)).toBe(false);
    expect(isLessonNumber(52)).toBe(false);
    expect(isLessonNumber(null)).toBe(true);
    for (const n of [0, 52, -1, 2.5, "abc"]) expect(ZLessonInput.safeParse({ name: "x", lessonNumer: n }).success).toBe(false);
    for (const n of [1, 51, "", null]) expect(ZLessonInput.safeParse({ name: "x", lessonNumer: n }).success).toBe(true);
  });

  it("'The default collection method for new lessons is 0'", () => {
    expect(ZLessonInput.parse({ name: "x" }).collectionMethod).toBe(COLLECTION_NONE);
    expect(COLLECTION_NONE).toBe(0);
  });

  it("'Selecting a lesson event with a linked survey sets the collection method to Survey (id 13); otherwise it is None (0)'", () => {
    expect(collectionMethodForEvent(5)).toBe(COLLECTION_SURVEY);
    expect(COLLECTION_SURVEY).toBe(13);
    expect(collectionMethodForEvent(null)).toBe(0);
    expect(collectionMethodForEvent(undefined)).toBe(0);
  });

  it("'With no survey selected the description reads 'Please select a Survey''", () => {
    expect(NO_SURVEY_DESCRIPTION).toBe("Please select a Survey");
    expect(collectionDescription(13, null, "A pre/post survey")).toBe("Please select a Survey");
    expect(collectionDescription(13, 4, "A pre/post survey")).toBe("A pre/post survey");
    expect(collectionDescription(1, null, "Observation")).toBe("Observation");
  });

  it("'The id may take the form lessonid-tab. Tab 1 opens the results tab; anything else opens the details tab.'", () => {
    expect(parseLessonEditParam("12-1")).toEqual({ id: 12, tab: "results" });
    expect(parseLessonEditParam("12")).toEqual({ id: 12, tab: "details" });
    expect(parseLessonEditParam("12-0")).toEqual({ id: 12, tab: "details" });
    expect(parseLessonEditParam("12-x")).toEqual({ id: 12, tab: "details" });
    expect(parseLessonEditParam("12-11")).toEqual({ id: 12, tab: "details" });
    expect(parseLessonEditParam("abc")).toBeNull();
    expect(parseLessonEditParam("0-1")).toBeNull();
  });

  it("'Grade id 13 means any grade'", () => {
    expect(ANY_GRADE).toBe(13);
    expect(ZLessonInput.parse({ name: "x", grades: [13, 0, 13] }).grades).toEqual([13, 0]);
    expect(ZLessonInput.safeParse({ name: "x", grades: [15] }).success).toBe(false);
  });

  it("'The section label is 'Student Standards' when the user's logo setting is 3, otherwise 'Mindsets & Behavior''", () => {
    expect(standardsLabelKey(3)).toBe("studentStandards");
    expect(standardsLabelKey(0)).toBe("mindsetsBehavior");
    expect(standardsLabelKey(null)).toBe("mindsetsBehavior");
  });

  it("the average rating is shown to one decimal, none without ratings", () => {
    expect(averageRating([])).toBeNull();
    expect(averageRating([4, 5, 5])).toBe(4.7);
    expect(roundRating("4.6666666")).toBe(4.7);
    expect(roundRating(null)).toBeNull();
  });

  it("lists page 20 a page; a search is literal", () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
    expect(likePattern("50%_a\\")).toBe("%50\\%\\_a\\\\%");
    expect(ZLessonListQuery.parse({})).toMatchObject({ page: 1, q: "", scope: "all", grade_id: null });
    expect(ZLessonListQuery.safeParse({ domain: "sports" }).success).toBe(false);
  });

  it("flags accept true/1/'on'; rich-text fields are sanitised by the schema", () => {
    const v = ZLessonInput.parse({ name: " n ", share: "on", academic: 1, social: "0", inRAMP: "true", outcome: "<p>x<script>y</script></p>" });
    expect(v).toMatchObject({ name: "n", share: true, academic: true, social: false, inRAMP: true, outcome: "<p>x</p>" });
  });
});
