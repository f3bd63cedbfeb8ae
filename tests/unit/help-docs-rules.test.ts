import { describe, expect, it } from "vitest";
import { categoryPathError, childLevel, pickLang, prefixQuery, searchTextOf } from "@/lib/help-docs/rules";
import { ZDocTopicInput } from "@/lib/help-docs/schemas";
import { isValidVideoUrl, videoSource, videoTitle } from "@/lib/videos/rules";
import { amountText, appliesTo, daysLeft, dollarsToCentsOrNull, isOpen } from "@/lib/grants/rules";
import { countOptions, parseTrainingSurvey } from "@/lib/survey-answers/rules";
import { surveyText } from "@/lib/pages/rules";

// "Documentation topic: category_id, sub_category_id, sub_sub_category_id".
describe("documentation topics: category_id, sub_category_id, sub_sub_category_id", () => {
  const byId = new Map([
    [1, { id: 1, parentId: null, level: 1 }],
    [2, { id: 2, parentId: 1, level: 2 }],
    [3, { id: 3, parentId: 2, level: 3 }],
    [4, { id: 4, parentId: null, level: 1 }],
    [5, { id: 5, parentId: 4, level: 2 }],
  ]);
  it("each level descends from the one above", () => {
    expect(categoryPathError(byId, { categoryId: 1, subCategoryId: 2, subSubCategoryId: 3 })).toBeNull();
    expect(categoryPathError(byId, { categoryId: 1, subCategoryId: null, subSubCategoryId: null })).toBeNull();
    expect(categoryPathError(byId, { categoryId: 1, subCategoryId: 5, subSubCategoryId: null })).toMatchObject({ field: "subCategoryId" });
    expect(categoryPathError(byId, { categoryId: 4, subCategoryId: 5, subSubCategoryId: 3 })).toMatchObject({ field: "subSubCategoryId" });
    expect(categoryPathError(byId, { categoryId: 1, subCategoryId: null, subSubCategoryId: 3 })).toMatchObject({ code: "doc_sub_required" });
    expect(categoryPathError(byId, { categoryId: 2, subCategoryId: null, subSubCategoryId: null })).toMatchObject({ field: "categoryId" });
  });
  it("three levels at most", () => {
    expect(childLevel(null)).toBe(1);
    expect(childLevel({ id: 2, parentId: 1, level: 2 })).toBe(3);
    expect(childLevel({ id: 3, parentId: 2, level: 3 })).toBeNull();
  });
  it("the body is sanitised rich text: a script is stripped", () => {
    const v = ZDocTopicInput.parse({ categoryId: 1, titleEn: "T", bodyEn: '<p>Hi<script>alert(1)</script><a href="javascript:x">y</a></p>' });
    expect(v.bodyEn).toBe("<p>Hiy</p>");
  });
  it("the reader's language, else English; search words as prefixes, never a malformed query", () => {
    expect(pickLang({ en: "Hello", it: "Ciao", de: "" }, "it")).toEqual({ text: "Ciao", lang: "it" });
    expect(pickLang({ en: "Hello", it: "Ciao", de: "" }, "de")).toEqual({ text: "Hello", lang: "en" });
    expect(prefixQuery("SMART go!")).toBe("smart:* & go:*");
    expect(prefixQuery("'&|!():*")).toBeNull();
    expect(searchTextOf({ titleEn: "A", titleIt: "", titleDe: "", bodyEn: "<p>B <strong>C</strong></p>", bodyIt: "", bodyDe: "" })).toBe("a b c");
  });
});

describe("video tutorials: https URLs only (YouTube, Vimeo, other) or files on this site", () => {
  it("validates and plays each kind", () => {
    expect(isValidVideoUrl("https://www.youtube.com/watch?v=abcdefghijk")).toBe(true);
    expect(isValidVideoUrl("/videos/logs.mp4")).toBe(true);
    for (const bad of ["http://vimeo.com/1234567", "//evil.example/x", "javascript:alert(1)", "https://user:pw@x.example.org", "ftp://x.example.org/a.mp4"])
      expect(isValidVideoUrl(bad), bad).toBe(false);
    expect(videoSource("https://youtu.be/abcdefghijk")).toEqual({ kind: "youtube", src: "https://www.youtube-nocookie.com/embed/abcdefghijk" });
    expect(videoSource("https://vimeo.com/123456789")).toEqual({ kind: "vimeo", src: "https://player.vimeo.com/video/123456789" });
    expect(videoSource("https://cdn.example.org/a.webm").kind).toBe("file");
    expect(videoSource("https://example.org/watch").kind).toBe("link");
    expect(videoTitle({ title: "Tour", titleIt: "Giro", titleDe: "" }, "it")).toBe("Giro");
    expect(videoTitle({ title: "Tour", titleIt: "Giro", titleDe: "" }, "de")).toBe("Tour");
  });
});

describe("grants: amounts in USD cents, deadlines, states", () => {
  it("reads dollars exactly and states amounts", () => {
    expect(dollarsToCentsOrNull("5,000.50")).toBe(500_050);
    expect(dollarsToCentsOrNull("")).toBeNull();
    expect(Number.isNaN(dollarsToCentsOrNull("1e5") as number)).toBe(true);
    const fmt = (c: number) => `$${c / 100}`;
    const words = { upTo: (v: string) => `up to ${v}`, from: (v: string) => `from ${v}` };
    expect(amountText(100, 500, fmt, words)).toBe("$1 – $5");
    expect(amountText(null, 500, fmt, words)).toBe("up to $5");
    expect(amountText(null, null, fmt, words)).toBeNull();
    expect(isOpen("2026-05-01", "2026-05-01")).toBe(true);
    expect(isOpen("2026-04-30", "2026-05-01")).toBe(false);
    expect(isOpen(null, "2026-05-01")).toBe(true);
    expect(daysLeft("2026-05-11", "2026-05-01")).toBe(10);
    expect(appliesTo([], "TX")).toBe(true);
    expect(appliesTo(["CA"], "TX")).toBe(false);
  });
});

describe("survey answers: the training survey read back from its stored text", () => {
  it("round-trips surveyText", () => {
    const text = surveyText("T", { satisfaction: 4, usefulness: 5, nextStep: "quote", comments: "Great\nthanks" });
    expect(parseTrainingSurvey(text)).toEqual({ satisfaction: 4, usefulness: 5, nextStep: "quote", comments: "Great\nthanks" });
    expect(parseTrainingSurvey(surveyText("D", { satisfaction: 4, usefulness: 5, nextStep: "quote", comments: "" }))).toBeNull();
    expect(countOptions(["a", "b"], ["a", ["a", "b"], null, "z"])).toEqual({ a: 2, b: 1 });
  });
});
