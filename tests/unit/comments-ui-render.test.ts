import { describe, expect, it, vi } from "vitest";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import en from "@/messages/en.json";
import { CommentsIsland } from "@/components/comments/comments-island";
import { RatingIsland } from "@/components/comments/rating-island";
import { LessonFilesIsland } from "@/components/lessons/files-island";
import type { TCommentJson, TCommentPage } from "@/lib/comments/schemas";

// The comments, rating and files islands render their first paint from the server's data: labelled
// controls, the owner's Hide/Show, the author's Delete, 10 rows a page and the pager.

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => undefined }) }));

const render = (el: ReactElement) => renderToStaticMarkup(createElement(NextIntlClientProvider, { locale: "en", messages: en, timeZone: "UTC", children: el }));

const comment = (id: number, over: Partial<TCommentJson> = {}): TCommentJson => ({
  id,
  parentId: null,
  body: `Comment ${id}`,
  author: "Evan Walsh",
  userId: 2,
  date: new Date(Date.UTC(2026, 10, 1, 12, id)).toISOString(),
  visible: true,
  likes: 0,
  liked: false,
  mine: false,
  replies: [],
  ...over,
});

const page = (over: Partial<TCommentPage> = {}): TCommentPage => ({
  comments: Array.from({ length: 10 }, (_, i) => comment(20 - i)),
  page: 1,
  pageSize: 10,
  total: 12,
  pages: 2,
  owner: false,
  ...over,
});

describe("comments section", () => {
  it("shows 10 comments a page with the pager, a labelled comment box, and no owner controls for a reader", () => {
    const html = render(createElement(CommentsIsland, { subject: "lesson", subjectId: 1, initial: page(), timeZone: "America/New_York" }));
    expect(html.match(/<tr class="border-b border-slate-100/g)).toHaveLength(10);
    expect(html).toContain("Page 1 of 2");
    // The comment box is the one max-length field: its counter sits under it.
    expect(html).toMatch(/<label for="([^"]+)"[^>]*>Add a comment<\/label><div><textarea id="\1"[^>]*maxLength="2000"/);
    expect(html).not.toContain(">Hide<");
    expect(html).not.toContain(">Delete<");
    expect(html).toContain("Like (0 likes)");
  });

  it("gives the owner Hide and Show (a hidden comment marked), and the author Delete", () => {
    const initial = page({ owner: true, total: 2, pages: 1, comments: [comment(2, { visible: false }), comment(1, { mine: true, replies: [comment(3, { parentId: 1, body: "A reply" })] })] });
    const html = render(createElement(CommentsIsland, { subject: "lesson", subjectId: 1, initial, timeZone: "UTC" }));
    expect(html).toContain(">Show<");
    expect(html).toContain(">Hide<");
    expect(html).toContain(">Hidden<");
    expect(html).toContain(">Delete<");
    expect(html).toContain("A reply");
    expect(html).not.toContain("Page 1 of 1");
  });
});

describe("rating", () => {
  it("shows the average as text and offers a reader five labelled star radios and Save", () => {
    const html = render(createElement(RatingIsland, { subject: "lesson", subjectId: 1, initial: { average: 4.5, count: 2, mine: null, owner: false } }));
    expect(html).toContain("4.5 out of 5 (2 ratings)");
    expect(html.match(/type="radio"/g)).toHaveLength(5);
    expect(html).toContain("<legend");
    expect(html).toContain("1 star");
    expect(html).toContain("5 stars");
    expect(html).toContain("Save rating");
  });

  it("the owner sees the average but no radios", () => {
    const html = render(createElement(RatingIsland, { subject: "lesson", subjectId: 1, initial: { average: null, count: 0, mine: null, owner: true } }));
    expect(html).toContain("Not rated yet");
    expect(html).not.toContain('type="radio"');
  });
});

describe("lesson files", () => {
  const file = {
    id: 4,
    lessonId: 1,
    name: "plan.pdf",
    uploadedFileName: "a".repeat(32) + ".pdf",
    size: 2048,
    mimeType: "application/pdf",
    createdAt: "2026-11-01T12:00:00.000Z",
    url: "/uploads/lesson_files/x.pdf",
    downloadUrl: "/api/v1/lesson/files/4",
  };

  it("lists files with their download link; the owner gets the uploader with the lesson's types and Remove", () => {
    const html = render(createElement(LessonFilesIsland, { lessonId: 1, files: [file], canEdit: true, timeZone: "UTC" }));
    expect(html).toContain('href="/api/v1/lesson/files/4"');
    expect(html).toContain('accept=".pdf,.docx,.pptx,.xlsx,.txt,.png,.jpg,.jpeg,.gif"');
    expect(html).toContain("up to 20 MB each");
    expect(html).toContain("Remove plan.pdf");
  });

  it("a reader lists and downloads only", () => {
    const html = render(createElement(LessonFilesIsland, { lessonId: 1, files: [file], canEdit: false, timeZone: "UTC" }));
    expect(html).toContain("plan.pdf");
    expect(html).not.toContain('type="file"');
    expect(html).not.toContain("Remove plan.pdf");
  });
});
