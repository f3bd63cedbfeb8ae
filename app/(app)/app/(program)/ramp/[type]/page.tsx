import Link from "@/components/ui/app-link";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { requireActor } from "@/lib/auth/current-user";
import { orNotFound } from "@/components/program/page-frame";
import { RampComponentBody } from "@/components/ramp/ramp-component-body";
import { rampGate, withUser } from "@/components/ramp/ramp-frame";
import { RampHeader } from "@/components/ramp/ramp-header";
import { RampScoreForm } from "@/components/ramp/ramp-score-form";
import { RampTextForm } from "@/components/ramp/ramp-text-form";
import { isRampType } from "@/lib/ramp/components";
import { rampComponentPage } from "@/lib/ramp/queries";
import { RAMP_RUBRIC, RUBRIC_SCORES, rampItemKey } from "@/lib/ramp/rubric";
import { PageSection } from "@/components/ui/page/page-section";

type TProps = { params: Promise<{ type: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: TProps) {
  const { type } = await params;
  if (!isRampType(type)) return {};
  return { title: (await getTranslations("ramp.components"))(`${type}.title`) };
}

const PROMPTS = ["strength", "time", "next"] as const;

// /app/ramp/{type}[?user_id=]: one RAMP component as its template with the data filled in, its own
// text (when it has one) and its rubric items with a self-score each. An unknown type is a 404.
export default async function Page({ params, searchParams }: TProps) {
  const { type } = await params;
  if (!isRampType(type)) notFound();
  const search = await searchParams;
  const gate = await rampGate("ramp", search);
  if (!gate.ok) return gate.view;
  const db = await getDb();
  const locale = await getLocale();
  const { subject, data, row, component } = await orNotFound(rampComponentPage(db, await requireActor(), type, new Date(), locale, gate.userId));
  const [t, tc, ts, tsrc, tt, tr, tsc, tp] = await Promise.all([
    getTranslations("ramp.component"),
    getTranslations("ramp.components"),
    getTranslations("ramp.status"),
    getTranslations("ramp.sources"),
    getTranslations("ramp.texts"),
    getTranslations("ramp.rubric.items"),
    getTranslations("ramp.scores"),
    getTranslations("ramp.reflectionPrompts"),
  ]);
  const self = subject.user.isSelf;
  const title = tc(`${type}.title`);
  const text = data.texts[type] ?? "";
  const items = RAMP_RUBRIC[type].map((i) => {
    const key = rampItemKey(type, i);
    const itemText = tr(`${type}.${i}`);
    return { key, text: itemText, label: t("scoreLabel", { item: itemText }), score: data.scores.get(key) ?? null };
  });
  const scoreLabels = RUBRIC_SCORES.map((s) => tsc(String(s)));
  return (
    <div className="max-w-5xl space-y-6">
      <p className="text-sm">
        <Link href={withUser("/app/ramp/rampApplication", subject.user.id, self)} className="text-brand-700 underline">
          {t("back")}
        </Link>
      </p>
      <RampHeader db={db} actor={gate.actor} subject={subject} title={title} basePath={`/app/ramp/${type}`} />
      <p className="text-slate-700">{tc(`${type}.about`)}</p>
      <p className="text-sm" data-testid="ramp-status" data-status={row.status}>
        <span className="font-medium">{t("status", { status: ts(row.status) })}</span>
        <span className="text-slate-600">{` · ${tsrc(component.source)}`}</span>
      </p>
      {type !== "reflection" ? (
        <section aria-labelledby="ramp-data-heading" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="ramp-data-heading" className="text-lg font-semibold">
              {t("dataHeading")}
            </h2>
            {self ? (
              <Link href={component.sourcePath} className="text-sm text-brand-700 underline">
                {t("openSource")}
              </Link>
            ) : null}
          </div>
          <RampComponentBody component={component} data={data} />
        </section>
      ) : null}
      {component.text ? (
        <PageSection id="ramp-text-heading" title={tt(`${type}.label`)} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
          {type === "reflection" ? (
            <div className="text-sm text-slate-700">
              <p className="font-medium">{t("prompts")}</p>
              <ul className="list-disc pl-6">
                {PROMPTS.map((p) => (
                  <li key={p}>{tp(p)}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {subject.readOnly ? (
            <p className="whitespace-pre-line" data-testid="ramp-text-read">
              {text || t("none")}
            </p>
          ) : (
            <RampTextForm type={type} initial={text} labels={{ label: tt(`${type}.label`), hint: tt(`${type}.hint`), save: t("save"), saved: t("textSaved"), failed: t("failed") }} />
          )}
        </PageSection>
      ) : null}
      <PageSection id="ramp-rubric-heading" title={t("rubricHeading")} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
        <p className="text-sm text-slate-600">{t("rubricIntro")}</p>
        <RampScoreForm type={type} items={items} readOnly={subject.readOnly} labels={{ none: tsc("none"), scores: scoreLabels, save: t("saveScores"), saved: t("scoresSaved"), failed: t("failed") }} />
      </PageSection>
    </div>
  );
}
