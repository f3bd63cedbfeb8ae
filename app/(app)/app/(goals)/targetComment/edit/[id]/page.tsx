import Link from "@/components/ui/app-link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { guardArea } from "@/components/shell/forbidden";
import { CommentsSection } from "@/components/comments/comments-section";
import { TargetPdfButton } from "@/components/goals/target-actions";
import { RichTextView } from "@/components/goals/rich-text-view";
import { RatingIsland } from "@/components/comments/rating-island";
import { requireActor } from "@/lib/auth/current-user";
import { ratingSummary } from "@/lib/comments/queries";
import { getTargetOf } from "@/lib/goals/queries";
import { AppError } from "@/lib/http/errors";

type TProps = { params: Promise<{ id: string }> };

export async function generateMetadata() {
  return { title: (await getTranslations("goals.comments"))("title") };
}

/** The target if the reader may read it (own or shared); anything else is this page's 404. */
async function targetFor(userId: number, raw: string) {
  const id = Number(raw);
  if (!/^\d{1,10}$/.test(raw) || !Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) notFound();
  try {
    return await getTargetOf(await getDb(), userId, id);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
}

/**
 * /app/targetComment/edit/{id}: a shared target's comments on the lessons' comments
 * engine — the target, its rating (others rate it, 1 to 5) and the comments, 10 per page, newest
 * first. The owner hides and shows comments; everyone who may read the target adds, replies, likes.
 */
export default async function TargetCommentsPage({ params }: TProps) {
  const denied = await guardArea("targetComment");
  if (denied) return denied;
  const { user } = await requireActor();
  const target = await targetFor(user.id, (await params).id);
  const [t, rating] = await Promise.all([getTranslations("goals.comments"), ratingSummary(await getDb(), await requireActor(), { type: "target", id: target.id })]);
  return (
    <div className="max-w-5xl space-y-6">
      <header className="space-y-2">
        <Link href="/app/goals" className="text-sm text-brand-700 underline hover:text-brand-800">
          {t("back")}
        </Link>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 className="text-2xl font-semibold">{target.name}</h1>
          <TargetPdfButton targetId={target.id} name={target.name} />
        </div>
        <p className="text-sm text-slate-600">{target.isOwner ? t("yours") : t("sharedBy", { name: target.owner })}</p>
        {target.dataAnalysis ? <p className="text-sm text-slate-700">{t("dataAnalysis", { name: target.dataAnalysis })}</p> : null}
        <RichTextView html={target.description} />
      </header>
      <section aria-labelledby="target-rating" className="space-y-2 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="target-rating" className="text-lg font-semibold">
          {t("rating")}
        </h2>
        <RatingIsland subject="target" subjectId={target.id} initial={rating} />
      </section>
      <CommentsSection subject="target" subjectId={target.id} ownerId={target.user_id} />
    </div>
  );
}
