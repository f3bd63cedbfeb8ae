import Link from "@/components/ui/app-link";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { guardArea } from "@/components/shell/forbidden";
import { VideoAdmin } from "@/components/videos/video-admin";
import { listVideosForAdmin } from "@/lib/videos/queries";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("videos.admin");

/** /app/videoTutorial: the administrator adds, edits and deletes the per-page video tutorials (the top bar's video icon). */
export default async function VideoTutorialAdminPage() {
  const denied = await guardArea("videoTutorial");
  if (denied) return denied;
  const db = await getDb();
  const [t, rows] = await Promise.all([getTranslations("videos"), listVideosForAdmin(db)]);
  return (
    <div className="max-w-6xl space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold">{t("admin.title")}</h1>
        <p className="max-w-2xl text-slate-700">{t("admin.intro")}</p>
        <p className="max-w-2xl text-slate-700">{t("admin.captionsRule")}</p>
        <p>
          <Link href="/app/videoTutorials" className="text-brand-700 underline">
            {t("admin.library")}
          </Link>
        </p>
      </header>
      <VideoAdmin
        videos={rows.map((r) => ({
          id: r.id,
          page: r.page,
          title: r.title,
          titleIt: r.titleIt,
          titleDe: r.titleDe,
          videoUrl: r.videoUrl,
          captions: r.captions,
          hostedCaptions: r.hostedCaptionsAt !== null,
          hiddenFromReaders: r.hiddenFromReaders,
        }))}
      />
    </div>
  );
}
