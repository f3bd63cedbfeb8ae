import { SiteLink } from "@/components/public/site-link";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { loadCarouselSlides } from "@/lib/training/carousel";
import { DEFAULT_JOIN_URL, getLiveTrainingJoinUrl } from "@/lib/training/queries";
import { buttonClass } from "@/components/ui/button-class";
import { CountUp } from "@/components/training/count-up";
import { LandingGallery, type TGalleryItem, type TGalleryLabels } from "@/components/training/landing-gallery";
import { LiveTrainingBanner, LiveTrainingCard } from "@/components/training/live-training-banner";
import { PromotionCarousel, type TPromotionCarouselLabels } from "@/components/training/promotion-carousel";
import { liveTrainingTexts, type TLiveTranslator } from "@/components/training/training-texts";
import { PartnerHostCheck } from "@/components/signup/partner-host-check";
import { env } from "@/lib/env";
import { PageSection } from "@/components/ui/page/page-section";

const FEATURES = ["time", "lessons", "goals", "reports"] as const;
const GALLERY = [
  ["useOfTime", "/images/landing/use-of-time.svg"],
  ["calendar", "/images/landing/calendar.svg"],
  ["survey", "/images/landing/survey.svg"],
  ["goals", "/images/landing/goals.svg"],
] as const;
// Product facts: the 2021 ASCA Student Standards, the 80% direct + indirect target,
// the 30-day free trial, the three languages.
const FIGURES = [
  ["standards", 36, ""],
  ["target", 80, "%"],
  ["trial", 30, ""],
  ["languages", 3, ""],
] as const;

// The promotions and the live training link are read from the database: the page is rendered on
// its first request in each language, then served from the cache; an administrator's change
// refreshes it (lib/pages/public-cache.ts), at the latest a minute later.
export const revalidate = 60;

// The public home page: live training banner, hero, figures, the monthly promotion carousel,
// features, gallery and the weekly free live training. Data is read here; the islands only animate
// (the training state follows the server's clock from /getServerTime, not the cached render's).
export default async function LandingPage() {
  const appUrl = env().APP_URL;
  const [t, tPromo, tLive, tGallery, locale] = await Promise.all([
    getTranslations("training"),
    getTranslations("training.promo"),
    getTranslations("training.live"),
    getTranslations("training.gallery"),
    getLocale(),
  ]);
  const now = new Date();
  const db = await getDb();
  const [slides, joinUrl] = await Promise.all([loadCarouselSlides(db, now, locale, tPromo), getLiveTrainingJoinUrl(db).catch(() => DEFAULT_JOIN_URL)]);
  // The islands get their strings as props: the page sends no message library to the browser.
  const gallery: TGalleryItem[] = GALLERY.map(([key, src]) => {
    const title = t(`gallery.items.${key}.title`);
    return { src, title, alt: t(`gallery.items.${key}.alt`), open: tGallery("open", { title }) };
  });
  const galleryLabels: TGalleryLabels = {
    previous: tGallery("previous"),
    next: tGallery("next"),
    close: tGallery("close"),
    position: gallery.map((_, i) => tGallery("position", { current: i + 1, total: gallery.length })),
  };
  const promoLabels: TPromotionCarouselLabels = {
    carouselRole: tPromo("carouselRole"),
    region: tPromo("region"),
    play: tPromo("play"),
    pause: tPromo("pause"),
    previous: tPromo("previous"),
    next: tPromo("next"),
    slideRole: tPromo("slideRole"),
    cta: tPromo("cta"),
    slide: slides.map((_, i) => tPromo("slide", { current: i + 1, total: slides.length })),
    photo: slides.map((slide) => tPromo("photo", { title: slide.title })),
  };
  const live = liveTrainingTexts(tLive as unknown as TLiveTranslator, locale);
  const initialNow = now.toISOString();

  return (
    <>
      <PartnerHostCheck appHost={appUrl ? new URL(appUrl).hostname : null} />
      <LiveTrainingBanner initialNow={initialNow} joinUrl={joinUrl} texts={live} />

      <section className="bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 lg:grid-cols-2 lg:py-20">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t("hero.eyebrow")}</p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{t("hero.title")}</h1>
            <p className="mt-5 text-lg text-slate-700">{t("hero.subline")}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <SiteLink href="/TryForFree" className={buttonClass("primary", "px-5 py-3 text-base font-semibold")}>
                {t("hero.ctaTrial")}
              </SiteLink>
              <SiteLink href="/getaquote" className={buttonClass("secondary", "px-5 py-3 text-base font-semibold")}>
                {t("hero.ctaQuote")}
              </SiteLink>
            </div>
          </div>
          <img src="/images/landing/hero-dashboard.svg" alt={t("hero.imageAlt")} width={640} height={440} className="w-full rounded-2xl shadow-lg" fetchPriority="high" />
        </div>
      </section>

      <section aria-labelledby="figures-title" className="border-y border-slate-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <h2 id="figures-title" className="sr-only">
            {t("figures.title")}
          </h2>
          <ul className="grid gap-8 text-center sm:grid-cols-2 lg:grid-cols-4">
            {FIGURES.map(([key, value, suffix]) => (
              <li key={key}>
                <CountUp value={value} suffix={suffix} label={t(`figures.${key}`)} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <PageSection id="promo-title" title={t("promo.title")} className="mx-auto max-w-6xl px-4 pt-14" headingClassName="mb-4 text-2xl font-semibold text-slate-900">
        <PromotionCarousel slides={slides} labels={promoLabels} />
      </PageSection>

      <PageSection id="features-title" title={t("features.title")} className="mx-auto max-w-6xl px-4 py-14" headingClassName="text-2xl font-semibold text-slate-900">
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map((f) => (
            <li key={f} className="rounded-lg border border-slate-200 bg-white p-5">
              <h3 className="font-semibold text-slate-900">{t(`features.${f}.title`)}</h3>
              <p className="mt-2 text-sm text-slate-600">{t(`features.${f}.body`)}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <section aria-labelledby="gallery-title" className="bg-white py-14">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="gallery-title" className="text-2xl font-semibold text-slate-900">
            {t("gallery.title")}
          </h2>
          <p className="mt-2 text-slate-600">{t("gallery.intro")}</p>
          <LandingGallery items={gallery} labels={galleryLabels} />
        </div>
      </section>

      <section aria-labelledby="live-training-title" className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-14 lg:grid-cols-2">
        <div>
          <h2 id="live-training-title" className="text-2xl font-semibold text-slate-900">
            {t("live.sectionTitle")}
          </h2>
          <p className="mt-3 text-slate-700">{t("live.sectionBody")}</p>
        </div>
        <LiveTrainingCard initialNow={initialNow} joinUrl={joinUrl} texts={live} />
      </section>

      <section className="bg-brand-800 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-6 px-4 py-12">
          <div>
            <h2 className="text-2xl font-semibold">{t("cta.title")}</h2>
            <p className="mt-2 text-brand-100">{t("cta.body")}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <SiteLink
              href="/TryForFree"
              className="rounded-md bg-white px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {t("hero.ctaTrial")}
            </SiteLink>
            <SiteLink
              href="/getaquote"
              className="rounded-md border border-white/60 px-5 py-3 font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {t("hero.ctaQuote")}
            </SiteLink>
          </div>
        </div>
      </section>
    </>
  );
}
