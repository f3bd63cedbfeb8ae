import Link from "@/components/ui/app-link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { requireActor } from "@/lib/auth/current-user";
import { AppError } from "@/lib/http/errors";
import { smartGoalFormData } from "@/lib/smart-goals/page-data";
import { smartGoalFullDetail } from "@/lib/smart-goals/queries";
import { todayIn } from "@/lib/users/rules";
import { SmartGoalForm } from "./smart-goal-form";

// The SMART goal screen as a page (server component): /app/smartgoals/new, /app/smartgoals/edit/{id} and
// /app/smartGoal[?id=]; each page guards its area first. Another counselor's goal, or an id that is not one, is the app's 404.

/** The screen for a goal id (or a new goal); the page has called guardArea before. */
export async function SmartGoalPage({ id }: { id: number | null }) {
  const actor = await requireActor();
  const db = await getDb();
  let goal = null;
  if (id !== null) {
    try {
      goal = await smartGoalFullDetail(db, actor, id);
    } catch (error) {
      if (error instanceof AppError && error.status === 404) notFound();
      throw error;
    }
  }
  const [t, tl, data] = await Promise.all([getTranslations("smartGoals.form"), getTranslations("goalSurveys.links"), smartGoalFormData(db, actor)]);
  return (
    <div className="max-w-5xl space-y-6">
      <header className="space-y-1">
        <p className="flex flex-wrap gap-4 text-sm">
          <Link href="/app/smartgoals" className="text-brand-700 underline">
            {t("back")}
          </Link>
          {goal ? (
            <Link href={`/app/smartGoalSurveyReport?id=${goal.id}`} className="text-brand-700 underline" data-testid="sg-survey-report">
              {tl("report")}
            </Link>
          ) : null}
        </p>
        <h1 className="text-2xl font-semibold">{goal ? t("editTitle") : t("newTitle")}</h1>
      </header>
      <SmartGoalForm initial={goal} data={data} today={todayIn(actor.user.timezone, new Date())} listHref="/app/smartgoals" />
    </div>
  );
}

/** The {id} of a path or query: a positive integer, else null. */
export function goalIdOf(raw: string | string[] | undefined): number | null {
  const s = Array.isArray(raw) ? raw[0] : raw;
  if (!s || !/^\d{1,10}$/.test(s)) return null;
  const n = Number(s);
  return n > 0 && n <= 2_147_483_647 ? n : null;
}
