import Link from "@/components/ui/app-link";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { requireActor } from "@/lib/auth/current-user";
import { orNotFound } from "@/components/program/page-frame";
import { rampGate, withUser } from "@/components/ramp/ramp-frame";
import { RampHeader } from "@/components/ramp/ramp-header";
import { RAMP_COMPONENTS } from "@/lib/ramp/components";
import { rampScoresOf, rampSubject } from "@/lib/ramp/queries";
import { componentScore, RAMP_RUBRIC, rampItemKey } from "@/lib/ramp/rubric";
import { titleMetadata } from "@/components/ui/page/metadata";
import type { TSearchParamsProps } from "@/lib/ui/search-params";

export const generateMetadata = titleMetadata("ramp.rubric");

// /app/rubric[?user_id=]: the RAMP rubric — every point a reviewer checks, component by component, with
// the counselor's self-score and each component's total; a score is changed on the component's page.
export default async function Page({ searchParams }: TSearchParamsProps) {
  const gate = await rampGate("rubric", await searchParams);
  if (!gate.ok) return gate.view;
  const db = await getDb();
  const subject = await orNotFound(rampSubject(db, await requireActor(), new Date(), gate.userId));
  const scores = await rampScoresOf(db, subject.user.id, subject.schoolYear);
  const [t, tc, ti, tsc, tw] = await Promise.all([
    getTranslations("ramp.rubric"),
    getTranslations("ramp.components"),
    getTranslations("ramp.rubric.items"),
    getTranslations("ramp.scores"),
    getTranslations("ramp.workspace"),
  ]);
  let total = 0;
  let max = 0;
  const sections = RAMP_COMPONENTS.map((c, n) => {
    const s = componentScore(c.key, scores);
    total += s.score;
    max += s.max;
    return (
      <section key={c.key} aria-labelledby={`rubric-${c.key}`} className="space-y-2 rounded-lg border border-slate-200 bg-white p-4" data-testid={`rubric-${c.key}`}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={`rubric-${c.key}`} className="text-lg font-semibold">
            <Link href={withUser(`/app/ramp/${c.key}`, subject.user.id, subject.user.isSelf)} className="hover:underline">
              {`${n + 1}. ${tc(`${c.key}.title`)}`}
            </Link>
          </h2>
          <p className="text-sm tabular-nums">{t("total", { score: s.score, max: s.max })}</p>
        </div>
        <ol className="list-decimal space-y-1 pl-6 text-sm">
          {RAMP_RUBRIC[c.key].map((i) => {
            const v = scores.get(rampItemKey(c.key, i));
            return (
              <li key={i}>
                {ti(`${c.key}.${i}`)} <span className="font-medium">({v === undefined ? tsc("none") : tsc(String(v))})</span>
              </li>
            );
          })}
        </ol>
      </section>
    );
  });
  return (
    <div className="max-w-5xl space-y-6">
      <p className="text-sm">
        <Link href={withUser("/app/ramp/rampApplication", subject.user.id, subject.user.isSelf)} className="text-brand-700 underline">
          {tw("title")}
        </Link>
      </p>
      <RampHeader db={db} actor={gate.actor} subject={subject} title={t("title")} basePath="/app/rubric" />
      <p className="text-slate-700">{t("intro")}</p>
      <p className="font-medium tabular-nums" data-testid="rubric-total">
        {t("total", { score: total, max })}
      </p>
      {sections}
    </div>
  );
}
