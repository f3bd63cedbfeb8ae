import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { PrintButton } from "@/components/pages/print-button";
import { QrCode } from "@/components/pages/qr-code";
import { siteOrigin } from "@/lib/pages/origin";

/** /qr/{smartgoal_id}: the goal survey's code, large for a projector, with its short address printed under it. */
export async function GoalQrView({ path }: { path: string }) {
  const t = await getTranslations("goalSurveys.qr");
  const url = siteOrigin(await headers()) + path;
  return (
    <article className="mx-auto max-w-4xl space-y-6 px-4 py-8 text-center" data-testid="goal-survey-qr">
      <style>{"@media print { body > header, body > footer { display: none !important; } }"}</style>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t("title")}</h1>
      <p className="text-lg text-slate-700">{t("explain")}</p>
      <figure className="mx-auto inline-block rounded-lg border border-slate-200 bg-white p-6">
        <QrCode text={url} label={t("label", { url })} size={560} />
        <figcaption className="mt-4 break-all text-3xl font-semibold text-slate-900" data-testid="goal-survey-qr-url">
          {url}
        </figcaption>
      </figure>
      <div className="flex justify-center print:hidden">
        <PrintButton label={t("print")} />
      </div>
    </article>
  );
}
