import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { guardArea } from "@/components/shell/forbidden";
import { VideoLibrary } from "@/components/videos/video-library";
import { requireActor } from "@/lib/auth/current-user";
import { VIDEO_GROUP_ORDER, type TVideoGroupKey } from "@/lib/videos/rules";
import { listVideosFor } from "@/lib/videos/queries";
import { titleMetadata } from "@/components/ui/page/metadata";
import { PageShell } from "@/components/ui/page/page-shell";

export const generateMetadata = titleMetadata("videos");

/** /app/videoTutorials: the per-page video tutorials of the pages the user may open, by menu section, searchable (every working role). */
export default async function VideoTutorialsPage() {
  const denied = await guardArea("videoTutorials");
  if (denied) return denied;
  const { user } = await requireActor();
  const locale = await getLocale();
  const [t, nav, shellVideo] = await Promise.all([getTranslations("videos"), getTranslations("nav"), getTranslations("shell.video")]);
  // The seeded videos' titles come from the shell's catalogue in the reader's language, as in the top-bar dialog.
  const catalogue = (page: string) => {
    const key = `titles.${page.split("/").filter(Boolean).pop() ?? ""}`;
    return shellVideo.has(key) ? shellVideo(key) : null;
  };
  const videos = await listVideosFor(await getDb(), user.roleId, locale, catalogue);
  const groupNames = Object.fromEntries(VIDEO_GROUP_ORDER.map((g) => [g, g === "other" ? t("otherGroup") : nav(`sections.${g}`)])) as Record<TVideoGroupKey, string>;
  return (
    <PageShell width="5xl" title={t("title")} intro={t("intro")}>
      <VideoLibrary
        groupNames={groupNames}
        videos={videos.map((v) => ({
          id: v.id,
          page: v.page,
          title: v.title,
          url: v.url,
          group: v.group,
          captions: v.captions,
          pageName: v.navKey && nav.has(`items.${v.navKey}`) ? nav(`items.${v.navKey}`) : v.page,
        }))}
      />
    </PageShell>
  );
}
