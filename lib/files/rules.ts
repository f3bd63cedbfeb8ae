// Pure rules of the chunked, resumable upload (the flow.js protocol: chunk parameters, statuses,
// defaults). Shared by the route handlers and the browser uploader: no I/O, no clock inside.

/** The uploader's defaults. */
export const UPLOAD_DEFAULTS = {
  chunkSize: 1_048_576,
  simultaneousUploads: 3,
  maxChunkRetries: 0,
  progressCallbacksInterval: 500,
  speedSmoothingFactor: 0.1,
  fileParameterName: "file",
  forceChunkSize: false,
} as const;

/** "Success statuses 200, 201, 202." */
export const SUCCESS_STATUSES: readonly number[] = [200, 201, 202];
/** "Upload permanent-error statuses: 404, 415, 500, 501 (error); other statuses retry." */
export const PERMANENT_ERROR_STATUSES: readonly number[] = [404, 415, 500, 501];

export const MAX_FILE_BYTES = 25 * 1024 * 1024;
// A chunk is at least 64 KiB (so a file is at most a few hundred chunks) and at most 4 MiB (a last
// chunk under twice that stays below the proxy's 10 MB request body limit).
export const MIN_CHUNK_BYTES = 64 * 1024;
export const MAX_CHUNK_BYTES = 4 * 1024 * 1024;

/** The file types users may upload, by extension, with the content type they are served as. */
export const ALLOWED_TYPES: Readonly<Record<string, string>> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  csv: "text/csv",
  txt: "text/plain",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  bmp: "image/bmp",
  webp: "image/webp",
};

/** The extensions accepted by the file input (its `accept` attribute). */
export const ACCEPT_ATTRIBUTE = Object.keys(ALLOWED_TYPES)
  .map((ext) => `.${ext}`)
  .join(",");

/** "Thumbnails support jpg, png, jpeg, bmp and gif." */
const THUMBNAIL_EXTENSIONS = new Set(["jpg", "png", "jpeg", "bmp", "gif"]);

export function extensionOf(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? "";
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : "";
}

export function isAllowedType(filename: string): boolean {
  return Object.hasOwn(ALLOWED_TYPES, extensionOf(filename));
}

export function mimeTypeOf(filename: string): string {
  return ALLOWED_TYPES[extensionOf(filename)] ?? "application/octet-stream";
}

export function hasThumbnail(filename: string): boolean {
  return THUMBNAIL_EXTENSIONS.has(extensionOf(filename));
}

// ---- chunk plan --------------------------------------------------------------------------

/**
 * How many chunks a file is cut into. Unless forced, the remainder is added to the last chunk,
 * so "a last chunk may grow to under twice the chunk size unless forced".
 */
export function chunkCount(totalSize: number, chunkSize: number, forceChunkSize = false): number {
  return forceChunkSize ? Math.max(Math.ceil(totalSize / chunkSize), 1) : Math.max(Math.floor(totalSize / chunkSize), 1);
}

export type TChunkRange = { number: number; start: number; end: number };

/** The byte ranges of every chunk, numbered from 1 (flowChunkNumber is 1-based). */
export function chunkPlan(totalSize: number, chunkSize: number, forceChunkSize = false): TChunkRange[] {
  const n = chunkCount(totalSize, chunkSize, forceChunkSize);
  return Array.from({ length: n }, (_, i) => ({
    number: i + 1,
    start: i * chunkSize,
    end: i === n - 1 ? totalSize : Math.min(totalSize, (i + 1) * chunkSize),
  }));
}

export type TChunkParams = {
  chunkNumber: number;
  chunkSize: number;
  currentChunkSize: number;
  totalSize: number;
  totalChunks: number;
  filename: string;
};

export type TChunkProblem = { code: string; status: number; message: string };

/**
 * Checks one chunk's parameters against each other. Every chunk's size equals flowChunkSize
 * except the last, which holds the remainder: more than 0 and under twice the chunk size.
 */
export function chunkProblem(p: TChunkParams, maxFileBytes = MAX_FILE_BYTES): TChunkProblem | null {
  if (!isAllowedType(p.filename)) {
    return { code: "file_type_not_allowed", status: 415, message: "This type of file cannot be uploaded." };
  }
  if (p.totalSize > maxFileBytes) {
    return { code: "file_too_large", status: 413, message: `Files may be at most ${Math.floor(maxFileBytes / 1_048_576)} MB.` };
  }
  const lastSize = p.totalSize - (p.totalChunks - 1) * p.chunkSize;
  if (lastSize <= 0 || lastSize >= 2 * p.chunkSize) {
    return { code: "chunk_count_mismatch", status: 422, message: "The number of chunks does not fit the file and chunk sizes." };
  }
  if (p.chunkNumber < 1 || p.chunkNumber > p.totalChunks) {
    return { code: "chunk_out_of_range", status: 422, message: "The chunk number is outside the file." };
  }
  const expected = p.chunkNumber === p.totalChunks ? lastSize : p.chunkSize;
  if (p.currentChunkSize !== expected) {
    return { code: "chunk_size_mismatch", status: 422, message: "The chunk size does not fit its position in the file." };
  }
  return null;
}

/** Byte offset of a chunk in the assembled file. */
export function chunkOffset(chunkNumber: number, chunkSize: number): number {
  return (chunkNumber - 1) * chunkSize;
}

/** Adds a chunk number to the received list: sorted, each number once. */
export function withChunk(received: readonly number[], chunkNumber: number): number[] {
  return [...new Set([...received, chunkNumber])].sort((a, b) => a - b);
}

/** An upload started this long ago and still not complete is abandoned: its row and chunks are dropped. */
export const STALE_UPLOAD_HOURS = 24;

export function isStaleUpload(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() > STALE_UPLOAD_HOURS * 3_600_000;
}

export function allChunksReceived(received: readonly number[], totalChunks: number): boolean {
  const set = new Set(received);
  for (let n = 1; n <= totalChunks; n++) if (!set.has(n)) return false;
  return true;
}

// ---- identity of a file in the queue ----------------------------------------------------

/** Flow.js sanitises the relative path to letters, digits, '_' and '-'. */
export function sanitiseRelativePath(relativePath: string): string {
  return relativePath.replace(/[^0-9a-zA-Z_-]/g, "");
}

/** Duplicates are files with "same size plus sanitised relative path". */
export function duplicateKey(size: number, relativePath: string): string {
  return `${size}-${sanitiseRelativePath(relativePath)}`;
}

/**
 * The flowIdentifier sent to the server. Like flow.js (size and sanitised path), plus the file's
 * modification time so another file of the same name and size does not resume this one.
 */
export function uploadIdentifier(size: number, relativePath: string, lastModified: number): string {
  return `${size}-${Math.max(0, Math.trunc(lastModified))}-${sanitiseRelativePath(relativePath)}`.slice(0, 200);
}

export const IDENTIFIER_PATTERN = /^[0-9A-Za-z_-]{1,255}$/;

/**
 * Directory entries are skipped (browsers list a folder as a file named "."
 * whose size is a multiple of 4096), and so are files of size 0.
 */
export function isSkippedEntry(file: { name: string; size: number }): boolean {
  if (file.size === 0) return true;
  return file.name === "." && file.size % 4096 === 0;
}

// ---- responses, retries, progress ---------------------------------------------------------

/**
 * What a response means for a chunk, as flow.js reads it: a success status succeeds; a permanent
 * error, or a failed upload whose retries are used up, is an error; anything else leaves the chunk
 * pending: after a test request it is uploaded, after an upload it is retried.
 */
export function classifyChunkResponse(status: number, opts: { test: boolean; retries: number; maxRetries: number }): "success" | "error" | "pending" {
  if (SUCCESS_STATUSES.includes(status)) return "success";
  if (PERMANENT_ERROR_STATUSES.includes(status)) return "error";
  if (!opts.test && opts.retries >= opts.maxRetries) return "error";
  return "pending";
}

/** Flow.js speed: the current speed blended into the average with the smoothing factor. */
export function smoothSpeed(averageSpeed: number, currentSpeed: number, factor: number = UPLOAD_DEFAULTS.speedSmoothingFactor): number {
  return factor * currentSpeed + (1 - factor) * averageSpeed;
}

/** Bytes per second since the last measure; never negative (a reset chunk lowers the total). */
export function currentSpeed(uploadedNow: number, uploadedBefore: number, elapsedMs: number): number {
  if (elapsedMs <= 0) return 0;
  return Math.max(((uploadedNow - uploadedBefore) / elapsedMs) * 1000, 0);
}

/** Progress is reported at most once per interval. */
export function progressDue(lastReportAt: number, now: number, interval: number = UPLOAD_DEFAULTS.progressCallbacksInterval): boolean {
  return now - lastReportAt >= interval;
}

/** Whole percent for a progress bar. */
export function percent(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((done / total) * 100));
}

// ---- content check -----------------------------------------------------------------------

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const SIGNATURES: Readonly<Record<string, readonly (readonly (number | null)[])[]>> = {
  pdf: [ascii("%PDF-")],
  docx: [ZIP],
  xlsx: [ZIP],
  pptx: [ZIP],
  png: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  jpg: [[0xff, 0xd8, 0xff]],
  jpeg: [[0xff, 0xd8, 0xff]],
  gif: [ascii("GIF87a"), ascii("GIF89a")],
  bmp: [ascii("BM")],
  // RIFF, four bytes of size, WEBP
  webp: [[...ascii("RIFF"), null, null, null, null, ...ascii("WEBP")]],
};

/** How many leading bytes the content check reads. */
export const SIGNATURE_BYTES = 4096;

/**
 * Whether the first bytes of a file fit its extension: the format's magic bytes, or for csv and
 * txt, text without NUL bytes. A renamed executable or archive is refused.
 */
export function contentMatchesType(filename: string, head: Uint8Array): boolean {
  const ext = extensionOf(filename);
  if (ext === "csv" || ext === "txt") return !head.subarray(0, SIGNATURE_BYTES).includes(0);
  const signatures = SIGNATURES[ext];
  if (!signatures) return false;
  return signatures.some((sig) => sig.length <= head.length && sig.every((byte, i) => byte === null || head[i] === byte));
}

// ---- download names ----------------------------------------------------------------------

/** A file name safe for a Content-Disposition header: no path, no quotes or control characters. */
export function safeDownloadName(filename: string): string {
  const base = (filename.split(/[\\/]/).pop() ?? "").replace(/[\u0000-\u001f\u007f"\\]/g, "").trim();
  return base && base !== "." && base !== ".." ? base.slice(0, 200) : "download";
}

export function contentDisposition(filename: string): string {
  const name = safeDownloadName(filename);
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/[;%]/g, "_");
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
