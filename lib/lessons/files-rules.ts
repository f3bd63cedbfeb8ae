import { contentDisposition, extensionOf, mimeTypeOf } from "@/lib/files/rules";

// Pure rules of a lesson's attached files (a file has an id, a name and an uploadedFileName; it is
// downloaded from /uploads/lesson_files/{uploadedFileName} or by id). The bytes go through the chunked uploader,
// whose own checks (allow-list, magic bytes, storage quota) apply too; these are stricter.

/** Lesson files are at most 20 MB (the general uploader allows more). */
export const LESSON_FILE_MAX_BYTES = 20 * 1024 * 1024;

/**
 * What a lesson carries: documents (PDF, Word, PowerPoint, Excel), text and pictures, each checked
 * by extension and by its magic bytes. The old binary Office formats (.doc, .ppt, .xls) are not
 * taken: their container (OLE) cannot be told apart from other OLE files by its first bytes, and
 * Office has saved the x formats by default since 2007. No video: 20 MB holds little of it.
 */
export const LESSON_FILE_EXTENSIONS = ["pdf", "docx", "pptx", "xlsx", "txt", "png", "jpg", "jpeg", "gif"] as const;

export const LESSON_FILE_ACCEPT = LESSON_FILE_EXTENSIONS.map((e) => `.${e}`).join(",");

export const LESSON_FILE_MESSAGES = {
  type: "Lesson files may be PDF, Word (.docx), PowerPoint (.pptx), Excel (.xlsx), text (.txt) or pictures (PNG, JPG, GIF).",
  size: "Lesson files may be at most 20 MB.",
  content: "The file's content does not match its type.",
} as const;

export function isLessonFileType(filename: string): boolean {
  return (LESSON_FILE_EXTENSIONS as readonly string[]).includes(extensionOf(filename));
}

export type TLessonFileProblem = { code: "file_type_not_allowed" | "file_too_large"; message: string };

/** Why a file cannot be attached to a lesson (checked on every chunk, before anything is stored), or null. */
export function lessonFileProblem(file: { filename: string; totalSize: number }): TLessonFileProblem | null {
  if (!isLessonFileType(file.filename)) return { code: "file_type_not_allowed", message: LESSON_FILE_MESSAGES.type };
  if (file.totalSize > LESSON_FILE_MAX_BYTES) return { code: "file_too_large", message: LESSON_FILE_MESSAGES.size };
  return null;
}

const STORED_NAME = /^[0-9a-f]{32}\.[a-z0-9]{1,5}$/;

/** The unique name a file is downloaded by: 128 random bits in hex (passed in), keeping the extension. */
export function storedLessonFileName(filename: string, randomHex: string): string {
  return `${randomHex}.${extensionOf(filename) || "bin"}`;
}

/** Whether a path segment can be a stored name at all (anything else is a 404 before any query). */
export function isStoredLessonFileName(name: string): boolean {
  return STORED_NAME.test(name);
}

/** A PDF opens in the browser (inline); every other type downloads as an attachment. */
export function lessonFileDisposition(filename: string): string {
  if (extensionOf(filename) !== "pdf") return contentDisposition(filename);
  return contentDisposition(filename).replace(/^attachment;/, "inline;");
}

/** The content type a lesson file is served as, from its name (never from what the browser sent). */
export function lessonFileMimeType(filename: string): string {
  return mimeTypeOf(filename);
}
