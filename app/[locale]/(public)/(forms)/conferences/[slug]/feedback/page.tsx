import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { ConferenceFeedbackForm } from "@/components/conference-feedback/feedback-form";
import { PageFrame } from "@/components/pages/info-page";
import { conferenceBySlug } from "@/lib/conference-feedback/queries";
import { feedbackOpen } from "@/lib/conference-feedback/rules";
import { ZSlug } from "@/lib/conference-feedback/schemas";
import { formatDate } from "@/lib/i18n/format";
import { titleMetadata } from "@/components/ui/page/metadata";

// Rendered per request: whether feedback is open depends on today's date.
export const dynamic = "force-dynamic";

export const generateMetadata = titleMetadata("conferenceFeedback.form", "metaTitle");

/** /conferences/{slug}/feedback: visitors rate a conference once it has started (POST /home/conferenceFeedback/{slug}). */
export default async function ConferenceFeedbackPage({ params }: { params: Promise<{ slug: string }> }) {
  const slug = ZSlug.safeParse((await params).slug);
  const conference = slug.success ? await conferenceBySlug(await getDb(), slug.data) : null;
  if (!conference) notFound();
  const [t, locale] = await Promise.all([getTranslations("conferenceFeedback.form"), getLocale()]);
  const open = feedbackOpen(conference.startDate, new Date());
  return (
    <PageFrame title={t("title", { name: conference.name })} intro={open ? t("intro") : undefined}>
      {open ? (
        <ConferenceFeedbackForm slug={conference.slug} />
      ) : (
        <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-6 text-amber-900">
          {conference.startDate ? t("notOpen", { date: formatDate(conference.startDate, locale) }) : t("notOpenUndated")}
        </p>
      )}
    </PageFrame>
  );
}
