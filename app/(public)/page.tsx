import Link from "next/link";
import { getTranslations } from "next-intl/server";

const FEATURES = ["time", "lessons", "goals", "reports"] as const;

// The public landing page. The full marketing site (gallery, count-up, promotions) builds on it.
export default async function LandingPage() {
  const t = await getTranslations("landing");
  return (
    <>
        <section className="bg-gradient-to-b from-brand-50 to-slate-50">
          <div className="mx-auto max-w-6xl px-4 py-16">
            <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{t("headline")}</h1>
            <p className="mt-4 max-w-2xl text-lg text-slate-700">{t("subline")}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link href="/TryForFree" className="rounded-md bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700">
                {t("ctaTrial")}
              </Link>
              <Link href="/getaquote" className="rounded-md border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-800 hover:bg-slate-50">
                {t("ctaQuote")}
              </Link>
            </div>
          </div>
        </section>
        <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-12">
          <h2 id="features-title" className="text-2xl font-semibold">
            {t("featuresTitle")}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {FEATURES.map((f) => (
              <li key={f} className="rounded-lg border border-slate-200 bg-white p-5">
                <h3 className="font-semibold">{t(`features.${f}.title`)}</h3>
                <p className="mt-2 text-sm text-slate-600">{t(`features.${f}.body`)}</p>
              </li>
            ))}
          </ul>
        </section>
    </>
  );
}
