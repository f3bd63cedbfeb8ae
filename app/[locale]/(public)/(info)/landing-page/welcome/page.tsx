import Link from "@/components/ui/app-link";
import { getTranslations } from "next-intl/server";
import { infoMetadata } from "@/components/pages/info-page";
import { localeParams } from "@/lib/i18n/static";
import { PageSection } from "@/components/ui/page/page-section";
import { LinkRow } from "@/components/ui/page/link-row";

export const generateStaticParams = localeParams;
export const generateMetadata = () => infoMetadata("welcome");

const VALUES = ["time", "proof", "ramp"] as const;
const STEPS = ["one", "two", "three"] as const;

/** /landing-page/welcome: the landing of visitors from ads — the value, three steps, and the free trial. */
export default async function WelcomePage() {
  const t = await getTranslations("pages.welcome");
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto max-w-5xl px-4 py-16">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t("eyebrow")}</p>
          <h1 className="mt-2 max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{t("title")}</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">{t("intro")}</p>
          <LinkRow
            className="mt-8 flex flex-wrap gap-3"
            links={[
              { href: "/TryForFree", label: t("cta"), className: "rounded-md bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700" },
              { href: "/scheduleDemo", label: t("ctaDemo"), className: "rounded-md border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-800 hover:bg-slate-50" },
            ]}
          />
          <p className="mt-3 text-sm text-slate-600">{t("ctaNote")}</p>
        </div>
      </section>
      <PageSection id="welcome-values" title={t("valuesTitle")} className="mx-auto max-w-5xl px-4 py-12" headingClassName="text-2xl font-semibold text-slate-900">
        <ul className="mt-6 grid gap-4 sm:grid-cols-3">
          {VALUES.map((v) => (
            <li key={v} className="rounded-lg border border-slate-200 bg-white p-5">
              <h3 className="font-semibold text-slate-900">{t(`values.${v}.title`)}</h3>
              <p className="mt-2 text-sm text-slate-700">{t(`values.${v}.body`)}</p>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="welcome-steps" title={t("stepsTitle")} className="mx-auto max-w-5xl px-4 py-4" headingClassName="text-2xl font-semibold text-slate-900">
        <ol className="mt-6 grid gap-4 sm:grid-cols-3">
          {STEPS.map((s, i) => (
            <li key={s} className="rounded-lg border border-slate-200 bg-white p-5">
              <span aria-hidden="true" className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
                {i + 1}
              </span>
              <h3 className="mt-3 font-semibold text-slate-900">{t(`steps.${s}.title`)}</h3>
              <p className="mt-2 text-sm text-slate-700">{t(`steps.${s}.body`)}</p>
            </li>
          ))}
        </ol>
        <div className="mt-10 rounded-lg bg-brand-700 p-8 text-white">
          <h2 className="text-2xl font-semibold">{t("closingTitle")}</h2>
          <p className="mt-2 max-w-2xl text-brand-50">{t("closingBody")}</p>
          <Link href="/TryForFree" className="mt-5 inline-block rounded-md bg-white px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50">
            {t("cta")}
          </Link>
        </div>
      </PageSection>
    </>
  );
}
