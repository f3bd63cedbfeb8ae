import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { PageFrame } from "@/components/pages/info-page";
import { UserSurveyForm } from "@/components/pages/user-survey-form";
import { findSurveyUser } from "@/lib/pages/public-queries";
import { SURVEY_WINDOW_MS } from "@/lib/signup/add-user-survey";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("pages.userSurvey");

/**
 * /userSurvey/:username: the survey after registration for a new user. Unknown username: 404. The
 * sign-up's rule keeps it open for a day after registering and answered once; after that the page
 * says so instead of showing a form that would be refused.
 */
export default async function UserSurveyPage({ params }: { params: Promise<{ username: string }> }) {
  const user = await findSurveyUser(await getDb(), (await params).username);
  if (!user) notFound();
  const t = await getTranslations("pages.userSurvey");
  const closed = user.answered ? "taken" : Date.now() - user.createdAt.getTime() > SURVEY_WINDOW_MS ? "closed" : null;
  return (
    <PageFrame title={t("title")} intro={closed ? undefined : user.firstName ? t("introNamed", { name: user.firstName }) : t("intro")}>
      {closed ? (
        <p role="status" className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700">
          {t(closed === "taken" ? "taken" : "closed")}
        </p>
      ) : (
        <UserSurveyForm userId={user.id} firstName={user.firstName} />
      )}
    </PageFrame>
  );
}
