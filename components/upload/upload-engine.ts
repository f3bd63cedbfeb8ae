import {
  chunkPlan,
  classifyChunkResponse,
  currentSpeed,
  duplicateKey,
  hasThumbnail,
  isAllowedType,
  isSkippedEntry,
  percent,
  progressDue,
  smoothSpeed,
  UPLOAD_DEFAULTS,
  uploadIdentifier,
} from "@/lib/files/rules";
import { ENGINE_DEFAULTS, firstError, storedFile, uploadedBytes, type TChunk, type TEngineOptions, type TFileState, type TFileView, type TQueueFile, type TRejection } from "./engine-types";

export type { TEngineOptions, TFileView, TRejection } from "./engine-types";

// The client side of the chunked upload (the flow.js protocol), by hand with fetch. Each chunk is
// read (sliced), tested with a GET, then sent as a multipart POST; up to `simultaneousUploads`
// chunks are in flight across the queue. No React here: the uploader component subscribes.

let sequence = 0;

/** The target with more query parameters: a target may carry its own (/api/v1/lesson/upload/files?lesson_id=7). */
function withQuery(target: string, query: string): string {
  return `${target}${target.includes("?") ? "&" : "?"}${query}`;
}

export class UploadEngine {
  private files: TQueueFile[] = [];
  private listeners = new Set<() => void>();
  private view: TFileView[] = [];
  private completeFired = true;
  readonly opts: TEngineOptions;

  constructor(opts: Partial<TEngineOptions> = {}) {
    this.opts = {
      ...ENGINE_DEFAULTS,
      fetch: (...args) => fetch(...args),
      now: () => Date.now(),
      thumbnailUrl: () => null,
      ...opts,
    };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The files as last reported; a new array after every report (for useSyncExternalStore). */
  snapshot = (): TFileView[] => this.view;

  /** "The queue fires complete when all files are done." */
  isComplete(): boolean {
    return this.files.length > 0 && this.files.every((f) => f.completed);
  }

  /** Adds files to the queue and starts them. Skipped entries vanish; refused ones are returned. */
  addFiles(list: Iterable<File>): TRejection[] {
    const rejected: TRejection[] = [];
    const added: TQueueFile[] = [];
    for (const file of list) {
      if (isSkippedEntry(file)) continue;
      if (!(this.opts.isAllowed ?? isAllowedType)(file.name)) rejected.push({ name: file.name, reason: "type" });
      else if (file.size > this.opts.maxFileBytes) rejected.push({ name: file.name, reason: "size" });
      else {
        const relativePath = file.webkitRelativePath || file.name;
        const key = duplicateKey(file.size, relativePath);
        const known = [...this.files, ...added].some((f) => f.key === key);
        if (known && !this.opts.allowDuplicateUploads) rejected.push({ name: file.name, reason: "duplicate" });
        else added.push(this.queueFile(file, relativePath, key));
      }
      if (this.opts.singleFile && added.length > 0) break;
    }
    if (added.length === 0) return rejected;
    // Single-file mode: the new file replaces the one in the queue.
    if (this.opts.singleFile) for (const f of [...this.files]) this.cancel(f.id, false);
    this.files.push(...added);
    this.completeFired = false;
    this.report();
    this.pump();
    return rejected;
  }

  pause(id: string): void {
    const file = this.find(id);
    if (!file || file.completed || file.paused) return;
    file.paused = true;
    this.abortChunks(file, false);
    this.report();
    this.pump();
  }

  resume(id: string): void {
    const file = this.find(id);
    if (!file || !file.paused) return;
    file.paused = false;
    this.restartClock(file);
    this.report();
    this.pump();
  }

  /** Retries a file in error from the start (the server skips the chunks it holds). */
  retry(id: string): void {
    const file = this.find(id);
    if (!file || !file.error) return;
    file.error = null;
    file.paused = false;
    this.restartClock(file);
    this.completeFired = false;
    this.report();
    this.pump();
  }

  /** Removes a file from the queue; an upload in progress is given up on the server too. */
  cancel(id: string, report = true): void {
    const file = this.find(id);
    if (!file) return;
    this.abortChunks(file, false);
    if (file.progressTimer) clearTimeout(file.progressTimer);
    this.files = this.files.filter((f) => f !== file);
    if (file.thumbnail) URL.revokeObjectURL(file.thumbnail);
    if (!file.completed && file.started) {
      const url = withQuery(this.opts.target, `flowIdentifier=${encodeURIComponent(file.identifier)}`);
      this.opts.fetch(url, { method: "DELETE", credentials: "same-origin" }).catch(() => undefined);
    }
    if (!report) return;
    this.report();
    this.pump();
  }

  /** Stops requests in flight and frees previews (the uploader unmounts); uploads can resume later. */
  dispose(): void {
    for (const file of this.files) {
      this.abortChunks(file, false);
      if (file.progressTimer) clearTimeout(file.progressTimer);
      file.progressTimer = null;
    }
  }

  private queueFile(file: File, relativePath: string, key: string): TQueueFile {
    return {
      id: `f${++sequence}`,
      file,
      name: file.name,
      relativePath,
      identifier: uploadIdentifier(file.size, relativePath, file.lastModified),
      key,
      chunks: this.plan(file.size),
      paused: false,
      started: false,
      completed: false,
      error: null,
      averageSpeed: 0,
      currentSpeed: 0,
      prevUploaded: 0,
      lastProgressAt: this.opts.now(),
      reportedUploaded: 0,
      progressTimer: null,
      thumbnail: hasThumbnail(file.name) ? this.opts.thumbnailUrl(file) : null,
      stored: null,
    };
  }

  private plan(size: number): TChunk[] {
    return chunkPlan(size, this.opts.chunkSize, this.opts.forceChunkSize).map((c) => ({ ...c, status: "pending", retries: 0, tested: false, attempt: 0, controller: null }));
  }

  private find(id: string): TQueueFile | undefined {
    return this.files.find((f) => f.id === id);
  }

  private restartClock(file: TQueueFile): void {
    file.lastProgressAt = this.opts.now();
    file.prevUploaded = uploadedBytes(file);
  }

  /** Stops the file's chunks in flight: they go back to pending, or all chunks are reset. */
  private abortChunks(file: TQueueFile, reset: boolean): void {
    for (const chunk of file.chunks) {
      if (chunk.status === "reading" || chunk.status === "uploading") {
        chunk.attempt++;
        chunk.controller?.abort();
        chunk.controller = null;
        chunk.status = "pending";
      }
    }
    if (reset) file.chunks = this.plan(file.file.size);
  }

  /** Starts pending chunks until the simultaneous-upload limit; fires complete when all files are done. */
  private pump(): void {
    let inFlight = this.files.reduce((n, f) => n + f.chunks.filter((c) => c.status === "reading" || c.status === "uploading").length, 0);
    while (inFlight < this.opts.simultaneousUploads) {
      const next = this.nextChunk();
      if (!next) break;
      inFlight++;
      void this.send(next.file, next.chunk);
    }
    if (inFlight === 0 && !this.completeFired && this.isComplete()) {
      this.completeFired = true;
      this.report();
      this.opts.onComplete?.();
    }
  }

  private nextChunk(): { file: TQueueFile; chunk: TChunk } | null {
    for (const file of this.files) {
      if (file.paused || file.error || file.completed) continue;
      const chunk = file.chunks.find((c) => c.status === "pending");
      if (chunk) return { file, chunk };
    }
    return null;
  }

  private params(file: TQueueFile, chunk: TChunk): [string, string][] {
    return [
      ["flowChunkNumber", String(chunk.number)],
      ["flowChunkSize", String(this.opts.chunkSize)],
      ["flowCurrentChunkSize", String(chunk.end - chunk.start)],
      ["flowTotalSize", String(file.file.size)],
      ["flowIdentifier", file.identifier],
      ["flowFilename", file.name],
      ["flowRelativePath", file.relativePath],
      ["flowTotalChunks", String(file.chunks.length)],
    ];
  }

  /** One chunk: read, optionally test, upload, retry non-permanent failures up to the limit. */
  private async send(file: TQueueFile, chunk: TChunk): Promise<void> {
    const attempt = ++chunk.attempt;
    const controller = new AbortController();
    chunk.controller = controller;
    const current = () => chunk.attempt === attempt && this.files.includes(file);
    if (!file.started) {
      file.started = true;
      this.restartClock(file);
      this.report();
    }
    chunk.status = "reading";
    const bytes = file.file.slice(chunk.start, chunk.end);
    chunk.status = "uploading";
    const params = this.params(file, chunk);

    if (this.opts.testChunks && !chunk.tested) {
      const res = await this.request(withQuery(this.opts.target, String(new URLSearchParams(params))), { method: "GET", signal: controller.signal });
      if (!current()) return;
      const outcome = classifyChunkResponse(res.status, { test: true, retries: chunk.retries, maxRetries: this.opts.maxChunkRetries });
      if (outcome === "success") return this.chunkDone(file, chunk, null);
      if (outcome === "error") return this.fileError(file, res);
      chunk.tested = true;
    }

    for (;;) {
      const form = new FormData();
      for (const [name, value] of params) form.append(name, value);
      form.append(UPLOAD_DEFAULTS.fileParameterName, bytes, file.name);
      const res = await this.request(this.opts.target, { method: "POST", body: form, signal: controller.signal });
      if (!current()) return;
      const outcome = classifyChunkResponse(res.status, { test: false, retries: chunk.retries, maxRetries: this.opts.maxChunkRetries });
      if (outcome === "success") return this.chunkDone(file, chunk, res.json);
      if (outcome === "error") return this.fileError(file, res);
      chunk.retries++;
      if (this.opts.chunkRetryInterval > 0) await new Promise((r) => setTimeout(r, this.opts.chunkRetryInterval));
      if (!current()) return;
    }
  }

  /** A fetch that never throws: a network failure is status 0 (not permanent: retried). */
  private async request(url: string, init: RequestInit): Promise<{ status: number; json: unknown }> {
    try {
      const res = await this.opts.fetch(url, { ...init, credentials: "same-origin" });
      const json: unknown = res.status === 204 ? null : await res.json().catch(() => null);
      if (res.status === 401) this.opts.onUnauthorized?.();
      return { status: res.status, json };
    } catch {
      return { status: 0, json: null };
    }
  }

  private chunkDone(file: TQueueFile, chunk: TChunk, json: unknown): void {
    chunk.status = "success";
    chunk.controller = null;
    const stored = storedFile(json);
    if (stored) file.stored = stored;
    if (file.chunks.every((c) => c.status === "success")) {
      file.completed = true;
      this.measure(file);
      this.report();
      this.opts.onFileSuccess?.(this.viewOf(file), file.stored);
    } else {
      this.progress(file);
    }
    this.pump();
  }

  /** Reports progress at most once per interval; a change inside the interval is reported at its end. */
  private progress(file: TQueueFile): void {
    const now = this.opts.now();
    if (progressDue(file.lastProgressAt, now, this.opts.progressCallbacksInterval)) {
      this.measure(file);
      this.report();
      return;
    }
    if (file.progressTimer) return;
    file.progressTimer = setTimeout(
      () => {
        file.progressTimer = null;
        if (!this.files.includes(file) || file.completed || file.error) return;
        this.measure(file);
        this.report();
      },
      file.lastProgressAt + this.opts.progressCallbacksInterval - now,
    );
  }

  /** A file error aborts the file and resets its chunks. */
  private fileError(file: TQueueFile, res: { status: number; json: unknown }): void {
    const entry = firstError(res.json);
    file.error = { status: res.status, code: entry?.code ?? (res.status === 0 ? "network_error" : `http_${res.status}`), message: entry?.message ?? "" };
    this.abortChunks(file, true);
    file.reportedUploaded = 0;
    this.report();
    this.pump();
  }

  private measure(file: TQueueFile): void {
    if (file.progressTimer) clearTimeout(file.progressTimer);
    file.progressTimer = null;
    const now = this.opts.now();
    const uploaded = uploadedBytes(file);
    file.currentSpeed = currentSpeed(uploaded, file.prevUploaded, now - file.lastProgressAt);
    file.averageSpeed = smoothSpeed(file.averageSpeed, file.currentSpeed, this.opts.speedSmoothingFactor);
    file.prevUploaded = uploaded;
    file.lastProgressAt = now;
    file.reportedUploaded = uploaded;
  }

  private viewOf(file: TQueueFile): TFileView {
    const state: TFileState = file.completed ? "complete" : file.error ? "error" : file.paused ? "paused" : file.started ? "uploading" : "queued";
    return {
      id: file.id,
      name: file.name,
      size: file.file.size,
      state,
      progress: file.completed ? 100 : percent(file.reportedUploaded, file.file.size),
      averageSpeed: file.averageSpeed,
      thumbnail: file.thumbnail,
      error: file.error,
    };
  }

  private report(): void {
    this.view = this.files.map((f) => this.viewOf(f));
    for (const listener of this.listeners) listener();
  }
}
