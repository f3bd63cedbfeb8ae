import "server-only";
import { asc } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { videoTutorials } from "@/db/schema";
import { captionLangsByVideo } from "./captions";
import { hiddenForCaptions, type TCaptionLang, type TCaptionsHidden } from "./captions-rules";
import { navItemOf, videoSource, videoTitle, videoVisibleTo, type TVideoGroupKey, type TVideoKind } from "./rules";

export type TVideoRow = typeof videoTutorials.$inferSelect;
export type TVideoView = {
  id: number;
  page: string;
  title: string;
  url: string;
  kind: TVideoKind;
  src: string;
  group: TVideoGroupKey;
  navKey: string | null;
  /** The languages it has captions in (an uploaded video's WebVTT files). */
  captions: TCaptionLang[];
};
/** A video as the administrator sees it: every row, its captions' languages, and why readers do not see it (null: they do). */
export type TAdminVideoRow = TVideoRow & { captions: TCaptionLang[]; hiddenFromReaders: TCaptionsHidden | null };

export async function listVideoRows(db: TDbOrTx): Promise<TVideoRow[]> {
  return db.select().from(videoTutorials).orderBy(asc(videoTutorials.page));
}

/** Every video with its captions' languages and the captions rule's verdict (the administration page and API). */
export async function listVideosForAdmin(db: TDbOrTx): Promise<TAdminVideoRow[]> {
  const [rows, captions] = await Promise.all([listVideoRows(db), captionLangsByVideo(db)]);
  return rows.map((r) => {
    const langs = captions.get(r.id) ?? [];
    return { ...r, captions: langs, hiddenFromReaders: hiddenForCaptions({ kind: videoSource(r.videoUrl).kind, captions: langs, hostedCaptionsAt: r.hostedCaptionsAt }) };
  });
}

/** The videos readers are shown, each with its captions' languages: only those the captions rule lets through (lib/videos/captions-rules.ts). */
export async function listCaptionedVideos(db: TDbOrTx): Promise<(TVideoRow & { captions: TCaptionLang[] })[]> {
  return (await listVideosForAdmin(db)).filter((v) => v.hiddenFromReaders === null).map(({ hiddenFromReaders: _, ...v }) => v);
}

/** The videos a role may watch (captioned, of pages they may open), with their title in the reader's language (catalogue titles first), how they play and their captions' languages. */
export async function listVideosFor(db: TDbOrTx, roleId: number, locale: string, catalogue: (page: string) => string | null): Promise<TVideoView[]> {
  const rows = (await listCaptionedVideos(db)).filter((r) => videoVisibleTo(roleId, r.page));
  return rows.map((r) => {
    const nav = navItemOf(r.page);
    const ownTitle = videoTitle(r, locale);
    const title = (ownTitle === r.title ? catalogue(r.page) : null) ?? ownTitle;
    return { id: r.id, page: r.page, title, url: r.videoUrl, ...videoSource(r.videoUrl), group: nav?.section ?? "other", navKey: nav?.key ?? null, captions: r.captions };
  });
}
