import "server-only";
import { asc } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { videoTutorials } from "@/db/schema";
import { captionLangsByVideo } from "./captions";
import type { TCaptionLang } from "./captions-rules";
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

export async function listVideoRows(db: TDbOrTx): Promise<TVideoRow[]> {
  return db.select().from(videoTutorials).orderBy(asc(videoTutorials.page));
}

/** The videos a role may watch, with their title in the reader's language (catalogue titles first), how they play and their captions' languages. */
export async function listVideosFor(db: TDbOrTx, roleId: number, locale: string, catalogue: (page: string) => string | null): Promise<TVideoView[]> {
  const rows = (await listVideoRows(db)).filter((r) => videoVisibleTo(roleId, r.page));
  const captions = await captionLangsByVideo(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const nav = navItemOf(r.page);
    const ownTitle = videoTitle(r, locale);
    const title = (ownTitle === r.title ? catalogue(r.page) : null) ?? ownTitle;
    return { id: r.id, page: r.page, title, url: r.videoUrl, ...videoSource(r.videoUrl), group: nav?.section ?? "other", navKey: nav?.key ?? null, captions: captions.get(r.id) ?? [] };
  });
}
