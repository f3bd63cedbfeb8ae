import "server-only";
import { asc } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { videoTutorials } from "@/db/schema";
import { navItemOf, videoSource, videoTitle, videoVisibleTo, type TVideoGroupKey, type TVideoKind } from "./rules";

export type TVideoRow = typeof videoTutorials.$inferSelect;
export type TVideoView = { id: number; page: string; title: string; url: string; kind: TVideoKind; src: string; group: TVideoGroupKey; navKey: string | null };

export async function listVideoRows(db: TDbOrTx): Promise<TVideoRow[]> {
  return db.select().from(videoTutorials).orderBy(asc(videoTutorials.page));
}

/** The videos a role may watch, with their title in the reader's language (catalogue titles first) and how they play. */
export async function listVideosFor(db: TDbOrTx, roleId: number, locale: string, catalogue: (page: string) => string | null): Promise<TVideoView[]> {
  const rows = await listVideoRows(db);
  return rows
    .filter((r) => videoVisibleTo(roleId, r.page))
    .map((r) => {
      const nav = navItemOf(r.page);
      const ownTitle = videoTitle(r, locale);
      const title = (ownTitle === r.title ? catalogue(r.page) : null) ?? ownTitle;
      return { id: r.id, page: r.page, title, url: r.videoUrl, ...videoSource(r.videoUrl), group: nav?.section ?? "other", navKey: nav?.key ?? null };
    });
}
