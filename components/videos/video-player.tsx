"use client";

import { useLocale, useTranslations } from "next-intl";
import { CAPTION_LABELS, defaultCaptionLang, fallsBackToEnglish, type TCaptionLang } from "@/lib/videos/captions-rules";
import { videoSource } from "@/lib/videos/rules";

export type TCaptionTrack = { lang: TCaptionLang; src: string };

/**
 * Plays a tutorial: YouTube or Vimeo in their embedded player (their captions are the host's), a
 * video file in the browser's player with a captions track per language (each named in its own
 * language; the reader's language shown by default, else English, and then the player says so), any
 * other site as a link.
 */
export function VideoPlayer({ url, title, captions = [] }: { url: string; title: string; captions?: readonly TCaptionTrack[] }) {
  const t = useTranslations("videos");
  const locale = useLocale();
  const { kind, src } = videoSource(url);
  const langs = captions.map((c) => c.lang);
  const shown = defaultCaptionLang(langs, locale);
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
          {captions.map((c) => (
            <track key={c.lang} kind="captions" srcLang={c.lang} label={CAPTION_LABELS[c.lang]} src={c.src} default={c.lang === shown} />
          ))}
          <a href={src}>{t("download")}</a>
        </video>
      ) : (
        <p className="text-sm text-slate-700">{t("external")}</p>
      )}
      {kind === "file" && fallsBackToEnglish(langs, locale) ? (
        <p className="text-sm text-slate-700" data-testid="captions-fallback">
          {t("captionsInEnglish")}
        </p>
      ) : null}
      <p className="text-sm">
        <a className="text-brand-700 underline" href={url} target="_blank" rel="noopener noreferrer">
          {t("newTab")}
        </a>
      </p>
    </div>
  );
}
