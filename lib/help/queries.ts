import "server-only";
import { asc } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { questionTopics, videoTutorials } from "@/db/schema";
import type { THelpData } from "@/lib/users/current-user";
import { captionLangsByVideo } from "@/lib/videos/captions";

/** Help videos and question topics the shell needs; small reference tables read per request. */
export async function getHelpData(db: TDbOrTx): Promise<THelpData> {
  const [videos, topics, captions] = await Promise.all([
    db.select().from(videoTutorials).orderBy(asc(videoTutorials.page)),
    db.select().from(questionTopics).orderBy(asc(questionTopics.id)),
    captionLangsByVideo(db),
  ]);
  return {
    videoTutorial: videos.map((v) => ({ id: v.id, page: v.page, videoURL: v.videoUrl, title: v.title, captions: captions.get(v.id) ?? [] })),
    questionsTopicUrl: topics.filter((t) => t.url).map((t) => ({ url: t.url as string, param: t.param, topicID: t.id, video: t.video })),
    questionsTopicFull: topics.map((t) => ({ id: t.id, qCategoryID: t.qCategoryId, topic: t.topic })),
  };
}
