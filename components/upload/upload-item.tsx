"use client";

import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { TFileView } from "./upload-engine";
import { formatBytes } from "./format";

type TProps = {
  file: TFileView;
  onPause: () => void;
  onResume: () => void;
  onCancel: () => void;
  onRetry: () => void;
};

const BAR: Record<TFileView["state"], string> = {
  queued: "bg-slate-400",
  uploading: "bg-brand-600",
  paused: "bg-amber-500",
  complete: "bg-green-600",
  error: "bg-red-600",
};

/** One file of the upload queue: thumbnail, name, progress bar, speed, state and its buttons. */
export function UploadItem({ file, onPause, onResume, onCancel, onRetry }: TProps) {
  const t = useTranslations("upload.uploader");
  const locale = useLocale();
  const { name, state, progress } = file;
  const errorText = file.error ? (t.has(`errors.${file.error.code}`) ? t(`errors.${file.error.code}`) : file.error.message || t("errors.generic", { status: file.error.status })) : null;

  return (
    <li className="flex gap-3 rounded-md border border-slate-200 bg-white p-3" data-state={state}>
      {file.thumbnail ? (
        // A local preview (blob: URL) of the chosen image, before it is uploaded.
        <img src={file.thumbnail} alt="" onError={(e) => (e.currentTarget.style.visibility = "hidden")} className="h-12 w-12 shrink-0 rounded bg-slate-100 object-cover" />
      ) : (
        <span aria-hidden="true" className="flex h-12 w-12 shrink-0 items-center justify-center rounded bg-slate-100 text-xs font-semibold uppercase text-slate-500">
          {name.split(".").pop()?.slice(0, 4)}
        </span>
      )}
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <p className="truncate font-medium text-slate-900">{name}</p>
          <p className="text-xs text-slate-600">
            {formatBytes(file.size, locale)} · <span>{t(`state.${state}`)}</span>
            {state === "uploading" && file.averageSpeed > 0 ? <> · {t("speed", { speed: formatBytes(file.averageSpeed, locale, true) })}</> : null}
          </p>
        </div>
        <div
          role="progressbar"
          aria-label={t("progressLabel", { name })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          aria-valuetext={t("progressText", { percent: progress })}
          className="h-2 w-full overflow-hidden rounded-full bg-slate-100"
        >
          <div className={`h-full rounded-full transition-[width] ${BAR[state]}`} style={{ width: `${progress}%` }} />
        </div>
        {errorText ? <p className="text-sm text-red-700">{errorText}</p> : null}
        <div className="flex flex-wrap gap-2 pt-1">
          {state === "queued" || state === "uploading" ? (
            <Button variant="secondary" className="px-2 py-1" onClick={onPause} aria-label={t("pauseLabel", { name })}>
              {t("pause")}
            </Button>
          ) : null}
          {state === "paused" ? (
            <Button variant="secondary" className="px-2 py-1" onClick={onResume} aria-label={t("resumeLabel", { name })}>
              {t("resume")}
            </Button>
          ) : null}
          {state === "error" ? (
            <Button variant="secondary" className="px-2 py-1" onClick={onRetry} aria-label={t("retryLabel", { name })}>
              {t("retry")}
            </Button>
          ) : null}
          {state === "complete" || state === "error" ? (
            <Button variant="ghost" className="px-2 py-1" onClick={onCancel} aria-label={t("removeLabel", { name })}>
              {t("remove")}
            </Button>
          ) : (
            <Button variant="ghost" className="px-2 py-1" onClick={onCancel} aria-label={t("cancelLabel", { name })}>
              {t("cancel")}
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}
