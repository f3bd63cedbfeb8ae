"use client";

import { useEffect, useId, useRef, useState, useSyncExternalStore, type DragEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { notifyUnauthorized } from "@/components/shell/session-expired";
import { buttonClass } from "@/components/ui/button";
import { ACCEPT_ATTRIBUTE, MAX_FILE_BYTES } from "@/lib/files/rules";
import type { TFileSummary } from "@/lib/files/schemas";
import { formatBytes } from "./format";
import { UploadEngine, type TEngineOptions, type TFileView, type TRejection } from "./upload-engine";
import { UploadItem } from "./upload-item";

type TProps = Partial<
  Pick<
    TEngineOptions,
    "target" | "chunkSize" | "forceChunkSize" | "simultaneousUploads" | "maxChunkRetries" | "chunkRetryInterval" | "testChunks" | "singleFile" | "allowDuplicateUploads" | "maxFileBytes" | "isAllowed"
  >
> & {
  /** The file input's accept list and the hint under it, when the target takes other types than the general uploader. */
  accept?: string;
  allowedHint?: string;
  onFileSuccess?: (file: TFileView, stored: TFileSummary | null) => void;
  onComplete?: () => void;
};

/** "Drag-leave delay 100 ms" (leaving a child of the zone is not leaving it). */
const DRAG_LEAVE_DELAY = 100;

const NO_FILES: TFileView[] = [];

/**
 * The chunked, resumable uploader: a labelled file input and a drop zone (itself a button that
 * opens the file chooser), then one row per file with progress, speed and Pause / Resume /
 * Cancel / Retry. Defaults: 1 MiB chunks, 3 at a time, 0 retries.
 */
export function ChunkedUploader({ onFileSuccess, onComplete, accept = ACCEPT_ATTRIBUTE, allowedHint, ...options }: TProps) {
  const t = useTranslations("upload.uploader");
  const locale = useLocale();
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [announcement, setAnnouncement] = useState("");
  const [rejections, setRejections] = useState<TRejection[]>([]);
  const [dragging, setDragging] = useState(false);
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The engine lives as long as the component; it calls the latest props and messages.
  const callbacks = useRef({ onFileSuccess, onComplete, t });
  useEffect(() => {
    callbacks.current = { onFileSuccess, onComplete, t };
  }, [onFileSuccess, onComplete, t]);

  const [engine] = useState(
    () =>
      new UploadEngine({
        ...options,
        thumbnailUrl: (file) => URL.createObjectURL(file),
        onUnauthorized: notifyUnauthorized,
        onFileSuccess: (file, stored) => {
          setAnnouncement(callbacks.current.t("fileDone", { name: file.name }));
          callbacks.current.onFileSuccess?.(file, stored);
        },
        onComplete: () => {
          setAnnouncement(callbacks.current.t("allComplete"));
          callbacks.current.onComplete?.();
        },
      }),
  );
  useEffect(() => () => engine.dispose(), [engine]);

  const files = useSyncExternalStore(engine.subscribe, engine.snapshot, () => NO_FILES);

  const maxLabel = formatBytes(options.maxFileBytes ?? MAX_FILE_BYTES, locale);
  const allComplete = files.length > 0 && files.every((f) => f.state === "complete");

  function add(list: Iterable<File>) {
    setRejections(engine.addFiles(list));
  }

  function onDragOver(event: DragEvent<HTMLButtonElement>) {
    event.preventDefault();
    if (leaveTimer.current) clearTimeout(leaveTimer.current);
    leaveTimer.current = null;
    setDragging(true);
  }

  function onDragLeave() {
    if (leaveTimer.current) clearTimeout(leaveTimer.current);
    leaveTimer.current = setTimeout(() => setDragging(false), DRAG_LEAVE_DELAY);
  }

  function onDrop(event: DragEvent<HTMLButtonElement>) {
    event.preventDefault();
    setDragging(false);
    add(droppedFiles(event.dataTransfer));
  }

  return (
    <div className="space-y-4">
      <button
        type="button"
        onClick={() => inputRef.current?.click()}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        aria-describedby={hintId}
        className={`flex w-full flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed px-4 py-8 text-center text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
          dragging ? "border-brand-600 bg-brand-50 text-brand-800" : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50"
        }`}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-8 w-8 text-brand-600" fill="none" stroke="currentColor" strokeWidth="1.5">
          <path strokeLinecap="round" strokeLinejoin="round" d="M12 16V4m0 0-4 4m4-4 4 4M4 16v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" />
        </svg>
        <span className="font-medium">{dragging ? t("dropZoneActive") : options.singleFile ? t("dropZoneSingle") : t("dropZone")}</span>
      </button>
      <div className="flex flex-wrap items-center gap-3">
        {/* The real file input, visually hidden; its label is the visible button (focus shows on it). */}
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          multiple={!options.singleFile}
          accept={accept}
          aria-describedby={hintId}
          onChange={(event) => {
            if (event.target.files) add(Array.from(event.target.files));
            // Lets the same file be chosen again (it is then reported as a duplicate).
            event.target.value = "";
          }}
          className="peer sr-only"
        />
        <label htmlFor={inputId} className={buttonClass("secondary", "cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600")}>
          {options.singleFile ? t("chooseFile") : t("chooseFiles")}
        </label>
      </div>
      <p id={hintId} className="text-xs text-slate-600">
        {allowedHint ?? t("allowed", { max: maxLabel })}
      </p>

      {rejections.length > 0 ? (
        <ul role="alert" className="space-y-1 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {rejections.map((r, i) => (
            <li key={`${r.name}-${i}`}>{t(`rejected.${r.reason}`, { name: r.name, max: maxLabel })}</li>
          ))}
        </ul>
      ) : null}

      {files.length > 0 ? (
        <section aria-label={t("queue")}>
          <ul className="space-y-2">
            {files.map((file) => (
              <UploadItem
                key={file.id}
                file={file}
                onPause={() => engine.pause(file.id)}
                onResume={() => engine.resume(file.id)}
                onCancel={() => engine.cancel(file.id)}
                onRetry={() => engine.retry(file.id)}
              />
            ))}
          </ul>
        </section>
      ) : null}

      <p role="status" aria-live="polite" className={allComplete ? "text-sm font-medium text-green-700" : "sr-only"}>
        {allComplete ? t("allComplete") : announcement}
      </p>
    </div>
  );
}

/** The files of a drop; folders are skipped, not opened. */
function droppedFiles(data: DataTransfer): File[] {
  if (!data.items?.length) return Array.from(data.files);
  const out: File[] = [];
  for (const item of Array.from(data.items)) {
    if (item.kind !== "file") continue;
    if (item.webkitGetAsEntry?.()?.isDirectory) continue;
    const file = item.getAsFile();
    if (file) out.push(file);
  }
  return out;
}
