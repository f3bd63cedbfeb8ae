import { describe, expect, it } from "vitest";
import { isLessonFileType, isStoredLessonFileName, LESSON_FILE_ACCEPT, LESSON_FILE_MAX_BYTES, lessonFileDisposition, lessonFileProblem, storedLessonFileName } from "@/lib/lessons/files-rules";

describe("lesson files (Lesson files id, name, uploadedFileName)", () => {
  it.each([
    ["plan.pdf", true],
    ["Plan.PDF", true],
    ["slides.pptx", true],
    ["handout.docx", true],
    ["scores.xlsx", true],
    ["notes.txt", true],
    ["photo.jpeg", true],
    ["photo.jpg", true],
    ["chart.png", true],
    ["anim.gif", true],
    ["old.doc", false],
    ["roster.csv", false],
    ["clip.mp4", false],
    ["run.exe", false],
    ["noextension", false],
  ])("%s may be attached: %s", (name, ok) => {
    expect(isLessonFileType(name)).toBe(ok);
  });

  it("the file input offers exactly the allowed types", () => {
    expect(LESSON_FILE_ACCEPT).toBe(".pdf,.docx,.pptx,.xlsx,.txt,.png,.jpg,.jpeg,.gif");
  });

  it("a file of the wrong type or over 20 MB is refused with its reason", () => {
    expect(lessonFileProblem({ filename: "a.exe", totalSize: 10 })?.code).toBe("file_type_not_allowed");
    expect(lessonFileProblem({ filename: "a.pdf", totalSize: LESSON_FILE_MAX_BYTES + 1 })).toEqual({ code: "file_too_large", message: "Lesson files may be at most 20 MB." });
    expect(lessonFileProblem({ filename: "a.pdf", totalSize: LESSON_FILE_MAX_BYTES })).toBeNull();
    expect(LESSON_FILE_MAX_BYTES).toBe(20 * 1024 * 1024);
  });

  it("the uploaded name is random and keeps the extension; only such names are looked up", () => {
    const name = storedLessonFileName("My Plan.PDF", "0123456789abcdef0123456789abcdef");
    expect(name).toBe("0123456789abcdef0123456789abcdef.pdf");
    expect(isStoredLessonFileName(name)).toBe(true);
    expect(isStoredLessonFileName("../etc/passwd")).toBe(false);
    expect(isStoredLessonFileName("0123456789abcdef0123456789abcdef.pdf/x")).toBe(false);
    expect(isStoredLessonFileName("plan.pdf")).toBe(false);
  });

  it("'downloaded by id as a pdf file': a PDF opens inline, other files download", () => {
    expect(lessonFileDisposition("plan.pdf")).toMatch(/^inline; filename="plan.pdf"/);
    expect(lessonFileDisposition("slides.pptx")).toMatch(/^attachment; filename="slides.pptx"/);
    expect(lessonFileDisposition('evil"\r\nx.pdf')).not.toMatch(/[\r\n]/);
  });
});
