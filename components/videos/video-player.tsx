"use client";

import { useTranslations } from "next-intl";
import { videoSource } from "@/lib/videos/rules";

/** Plays a tutorial: YouTube or Vimeo in their embedded player, a video file in the browser's player, any other site as a link. */
export function VideoPlayer({ url, title }: { url: string; title: string }) {
  const t = useTranslations("videos");
  const { kind, src } = videoSource(url);
  return (
    <div className="space-y-3">
      {kind === "youtube" || kind === "vimeo" ? (
        <div className="aspect-video w-full">
          <iframe
            src={src}
            title={title}
            className="h-full w-full rounded"
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      ) : kind === "file" ? (
        <video controls preload="none" className="w-full rounded" src={src} aria-label={title}>
          <a href={src}>{t("download")}</a>
        </video>
      ) : (
        <p className="text-sm text-slate-700">{t("external")}</p>
      )}
      <p className="text-sm">
        <a className="text-brand-700 underline" href={url} target="_blank" rel="noopener noreferrer">
          {t("newTab")}
        </a>
      </p>
    </div>
  );
}
