import Link from "@/components/ui/app-link";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { requireActor } from "@/lib/auth/current-user";
import { orNotFound } from "@/components/program/page-frame";
import { rampGate, withUser } from "@/components/ramp/ramp-frame";
import { RampHeader } from "@/components/ramp/ramp-header";
import { RampScoreForm } from "@/components/ramp/ramp-score-form";
import { rampScoresOf, rampSubject } from "@/lib/ramp/queries";
import { OSCAR_RUBRIC, oscarItemKey, RUBRIC_SCORES } from "@/lib/ramp/rubric";
import { titleMetadata } from "@/components/ui/page/metadata";
import type { TSearchParamsProps } from "@/lib/ui/search-params";

export const generateMetadata = titleMetadata("ramp.oscarRubric");

// /app/oscar_rubric[?user_id=]: the OSCAR brochure's rubric with a 0-3 self-score per point.
export default async function Page({ searchParams }: TSearchParamsProps) {
  const gate = await rampGate("oscarRubric", await searchParams);
  if (!gate.ok) return gate.view;
  const db = await getDb();
  const subject = await orNotFound(rampSubject(db, await requireActor(), new Date(), gate.userId));
  const scores = await rampScoresOf(db, subject.user.id, subject.schoolYear, OSCAR_RUBRIC.map(oscarItemKey));
  const [t, tc, tsc, tw] = await Promise.all([getTranslations("ramp.oscarRubric"), getTranslations("ramp.component"), getTranslations("ramp.scores"), getTranslations("ramp.workspace")]);
  const items = OSCAR_RUBRIC.map((i) => {
    const text = t(`items.${i}`);
    return { key: oscarItemKey(i), text, label: tc("scoreLabel", { item: text }), score: scores.get(oscarItemKey(i)) ?? null };
  });
  return (
    <div className="max-w-5xl space-y-6">
      <p className="text-sm">
        <Link href={withUser("/app/ramp/rampApplication", subject.user.id, subject.user.isSelf)} className="text-brand-700 underline">
          {tw("title")}
        </Link>
      </p>
      <RampHeader db={db} actor={gate.actor} subject={subject} title={t("title")} basePath="/app/oscar_rubric" />
      <p className="text-slate-700">{t("intro")}</p>
      <p className="text-sm text-slate-600">{tc("rubricIntro")}</p>
      <RampScoreForm
        type="oscar"
        items={items}
        readOnly={subject.readOnly}
        labels={{ none: tsc("none"), scores: RUBRIC_SCORES.map((s) => tsc(String(s))), save: tc("saveScores"), saved: tc("scoresSaved"), failed: tc("failed") }}
      />
    </div>
  );
}
