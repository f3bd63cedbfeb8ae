"use client";

import { MaxLengthInput, inputClass } from "@/components/ui/form";
import { useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { captionUrl, type TCaptionLang } from "@/lib/videos/captions-rules";
import { VIDEO_GROUP_ORDER, type TVideoGroupKey } from "@/lib/videos/rules";
import { VideoPlayer } from "./video-player";

export type TLibraryVideo = { id: number; page: string; title: string; url: string; group: TVideoGroupKey; pageName: string; captions: TCaptionLang[] };

/** The video tutorials grouped by menu section, filtered as you type; each plays in a dialog. */
export function VideoLibrary({ videos, groupNames }: { videos: TLibraryVideo[]; groupNames: Record<TVideoGroupKey, string> }) {
  const t = useTranslations("videos");
  const [q, setQ] = useState("");
  const [playing, setPlaying] = useState<TLibraryVideo | null>(null);
  const shown = useMemo(() => {
    const words = q.toLowerCase().split(/\s+/).filter(Boolean);
    return videos.filter((v) => words.every((w) => `${v.title} ${v.pageName} ${v.page}`.toLowerCase().includes(w)));
  }, [videos, q]);
  return (
    <div className="space-y-6">
      <div role="search" className="space-y-1">
        <label htmlFor="video-q" className="block text-sm font-medium text-slate-700">
          {t("search")}
        </label>
        <MaxLengthInput id="video-q" type="search" value={q} maxLength={100} onChange={(e) => setQ(e.target.value)} className={`${inputClass} max-w-md`} />
        <p className="text-sm text-slate-600" aria-live="polite">
          {t("count", { count: shown.length })}
        </p>
      </div>
      {shown.length === 0 ? <p className="text-slate-700">{videos.length ? t("none") : t("empty")}</p> : null}
      {VIDEO_GROUP_ORDER.map((g) => {
        const list = shown.filter((v) => v.group === g);
        if (!list.length) return null;
        return (
          <section key={g} aria-labelledby={`videos-${g}`} className="space-y-2">
            <h2 id={`videos-${g}`} className="text-lg font-semibold">
              {groupNames[g]}
            </h2>
            <ul className="grid gap-3 sm:grid-cols-2">
              {list.map((v) => (
                <li key={v.id} className="flex items-start justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4">
                  <div>
                    <p className="font-medium">{v.title}</p>
                    <p className="text-xs text-slate-600">{v.pageName}</p>
                  </div>
                  <Button variant="secondary" onClick={() => setPlaying(v)} aria-label={t("watchNamed", { title: v.title })}>
                    {t("watch")}
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      <Dialog open={playing !== null} onOpenChange={(o) => !o && setPlaying(null)} title={playing?.title ?? t("title")} size="wide" closeLabel={t("close")}>
        {playing ? <VideoPlayer url={playing.url} title={playing.title} captions={playing.captions.map((lang) => ({ lang, src: captionUrl(playing.id, lang) }))} /> : null}
      </Dialog>
    </div>
  );
}
