import { MAX_FILE_BYTES, UPLOAD_DEFAULTS } from "@/lib/files/rules";
import type { TFileSummary } from "@/lib/files/schemas";

// The upload engine's types, defaults and small helpers.

export type TChunkStatus = "pending" | "reading" | "uploading" | "success" | "error";
export type TFileState = "queued" | "uploading" | "paused" | "complete" | "error";
export type TUploadError = { status: number; code: string; message: string };

export type TChunk = { number: number; start: number; end: number; status: TChunkStatus; retries: number; tested: boolean; attempt: number; controller: AbortController | null };

export type TQueueFile = {
  id: string;
  file: File;
  name: string;
  relativePath: string;
  identifier: string;
  key: string;
  chunks: TChunk[];
  paused: boolean;
  started: boolean;
  completed: boolean;
  error: TUploadError | null;
  averageSpeed: number;
  currentSpeed: number;
  prevUploaded: number;
  lastProgressAt: number;
  reportedUploaded: number;
  progressTimer: ReturnType<typeof setTimeout> | null;
  thumbnail: string | null;
  stored: TFileSummary | null;
};

export type TFileView = {
  id: string;
  name: string;
  size: number;
  state: TFileState;
  /** Whole percent, as last reported (at most once per progress interval). */
  progress: number;
  averageSpeed: number;
  thumbnail: string | null;
  error: TUploadError | null;
};

export type TRejection = { name: string; reason: "duplicate" | "type" | "size" };

export type TEngineOptions = {
  target: string;
  chunkSize: number;
  forceChunkSize: boolean;
  simultaneousUploads: number;
  maxChunkRetries: number;
  chunkRetryInterval: number;
  progressCallbacksInterval: number;
  speedSmoothingFactor: number;
  testChunks: boolean;
  singleFile: boolean;
  allowDuplicateUploads: boolean;
  maxFileBytes: number;
  /** Which file names the queue takes (default: the general allow-list of lib/files/rules). */
  isAllowed?: (filename: string) => boolean;
  fetch: typeof fetch;
  now: () => number;
  thumbnailUrl: (file: File) => string | null;
  onFileSuccess?: (file: TFileView, stored: TFileSummary | null) => void;
  onComplete?: () => void;
  onUnauthorized?: () => void;
};

export const ENGINE_DEFAULTS: Omit<TEngineOptions, "fetch" | "now" | "thumbnailUrl"> = {
  target: "/api/v1/files/upload",
  chunkSize: UPLOAD_DEFAULTS.chunkSize,
  forceChunkSize: UPLOAD_DEFAULTS.forceChunkSize,
  simultaneousUploads: UPLOAD_DEFAULTS.simultaneousUploads,
  maxChunkRetries: UPLOAD_DEFAULTS.maxChunkRetries,
  chunkRetryInterval: 0,
  progressCallbacksInterval: UPLOAD_DEFAULTS.progressCallbacksInterval,
  speedSmoothingFactor: UPLOAD_DEFAULTS.speedSmoothingFactor,
  testChunks: true,
  singleFile: false,
  allowDuplicateUploads: false,
  maxFileBytes: MAX_FILE_BYTES,
};

export function uploadedBytes(file: TQueueFile): number {
  return file.chunks.reduce((n, c) => (c.status === "success" ? n + c.end - c.start : n), 0);
}

export function firstError(json: unknown): { code: string; message: string } | null {
  const list = (json as { error?: unknown } | null)?.error;
  const first: unknown = Array.isArray(list) ? list[0] : null;
  if (first && typeof first === "object" && "code" in first && typeof first.code === "string") {
    return { code: first.code, message: "message" in first && typeof first.message === "string" ? first.message : "" };
  }
  return null;
}

export function storedFile(json: unknown): TFileSummary | null {
  const data = (json as { data?: { complete?: unknown; file?: unknown } } | null)?.data;
  return data?.complete === true && data.file && typeof data.file === "object" ? (data.file as TFileSummary) : null;
}
