"use client";

import { useEffect, useState } from "react";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import Link from "@/components/ui/app-link";
import { Dialog } from "@/components/ui/dialog";
import { VideoPlayer } from "@/components/videos/video-player";
import type { TVideoTutorial } from "@/lib/users/current-user";
import { videoForPath } from "@/lib/shell/rules";
import { captionUrl } from "@/lib/videos/captions-rules";

const REFRESH_DELAY_MS = 1000;

/** The top-bar video icon: shown when a help video is configured for the page, re-checked 1 s after each route change. */
export function VideoTutorialButton({ videos }: { videos: TVideoTutorial[] }) {
  const t = useTranslations("shell.video");
  const tv = useTranslations("videos");
  const pathname = usePathname();
  const [video, setVideo] = useState<TVideoTutorial | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    setVideo(null);
    const timer = setTimeout(() => setVideo(videoForPath(videos, pathname)), REFRESH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname, videos]);

  if (!video) return null;
  // The seeded help videos are reference data: their titles come from the catalogue in the reader's language.
  const titleKey = `titles.${video.page.split("/").filter(Boolean).pop() ?? ""}`;
  const title = t.has(titleKey) ? t(titleKey) : video.title || t("title");
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="rounded-md p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        aria-label={t("open")}
        title={t("open")}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="2" y="5" width="15" height="14" rx="2" />
          <path d="M17 10l5-3v10l-5-3z" />
        </svg>
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={title} closeLabel={t("close")}>
        <VideoPlayer url={video.videoURL} title={title} captions={video.captions.map((lang) => ({ lang, src: captionUrl(video.id, lang) }))} />
        <p className="mt-2 text-sm">
          <Link className="text-brand-700 underline" href="/app/videoTutorials" onClick={() => setOpen(false)}>
            {tv("all")}
          </Link>
        </p>
      </Dialog>
    </>
  );
}
