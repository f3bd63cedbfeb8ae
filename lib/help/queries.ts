import "server-only";
import { asc } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { questionTopics } from "@/db/schema";
import type { THelpData } from "@/lib/users/current-user";
import { listCaptionedVideos } from "@/lib/videos/queries";

/** Help videos (the top bar's and the quickstart's: only those the captions rule shows readers) and question topics the shell needs; small reference tables read per request. */
export async function getHelpData(db: TDbOrTx): Promise<THelpData> {
  const [videos, topics] = await Promise.all([listCaptionedVideos(db), db.select().from(questionTopics).orderBy(asc(questionTopics.id))]);
  // A question topic's video address is handed out only when it is one of those videos: the captions rule holds for it too.
  const captioned = new Set(videos.map((v) => v.videoUrl));
  return {
    videoTutorial: videos.map((v) => ({ id: v.id, page: v.page, videoURL: v.videoUrl, title: v.title, captions: v.captions })),
    questionsTopicUrl: topics.filter((t) => t.url).map((t) => ({ url: t.url as string, param: t.param, topicID: t.id, video: t.video && captioned.has(t.video) ? t.video : null })),
    questionsTopicFull: topics.map((t) => ({ id: t.id, qCategoryID: t.qCategoryId, topic: t.topic })),
  };
}
