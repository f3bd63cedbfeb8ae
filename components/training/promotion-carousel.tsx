"use client";

import { useEffect, useState } from "react";
import { SiteLink } from "@/components/public/site-link";
import { buttonClass } from "@/components/ui/button-class";
import type { TPromotionSlide } from "@/lib/training/promotions";

const ROTATE_MS = 7000;

/**
 * The monthly promotion carousel (WAI-ARIA carousel pattern): pause/play, previous and next
 * buttons; it rotates only while nobody is hovering or focusing it and never for visitors who
 * prefer reduced motion; a slide chosen by the visitor is announced.
 */
/** The carousel's labels, translated on the server: `slide[i]` is "i+1 of n", `photo[i]` the fallback text of slide i's pictures. */
export type TPromotionCarouselLabels = {
  carouselRole: string;
  region: string;
  play: string;
  pause: string;
  previous: string;
  next: string;
  slideRole: string;
  cta: string;
  slide: string[];
  photo: string[];
};

export function PromotionCarousel({ slides, labels }: { slides: TPromotionSlide[]; labels: TPromotionCarouselLabels }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false); // hover or focus inside
  const many = slides.length > 1;
  const rotating = many && !paused && !held;

  // Visitors who prefer reduced motion start paused; Play still rotates for them.
  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) setPaused(true);
  }, []);
  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % slides.length), ROTATE_MS);
    return () => clearInterval(timer);
  }, [rotating, slides.length]);

  const go = (delta: number) => setIndex((i) => (i + delta + slides.length) % slides.length);
  const controlClass = "rounded-full border border-slate-300 bg-white p-2 text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

  return (
    <section
      aria-roledescription={labels.carouselRole}
      aria-label={labels.region}
      className="rounded-xl border border-brand-100 bg-gradient-to-br from-brand-50 to-white p-6 shadow-sm"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      {many ? (
        <div className="mb-4 flex items-center gap-2">
          <button type="button" className={controlClass} onClick={() => setPaused((p) => !p)} aria-label={paused ? labels.play : labels.pause}>
            {paused ? <PlayIcon /> : <PauseIcon />}
          </button>
          <button type="button" className={controlClass} onClick={() => go(-1)} aria-label={labels.previous} aria-controls="promotion-slides">
            <ArrowIcon flip />
          </button>
          <button type="button" className={controlClass} onClick={() => go(1)} aria-label={labels.next} aria-controls="promotion-slides">
            <ArrowIcon />
          </button>
          <span className="ml-2 text-sm text-slate-600" aria-hidden="true">
            {labels.slide[index]}
          </span>
        </div>
      ) : null}
      <div id="promotion-slides" aria-live={rotating ? "off" : "polite"} aria-atomic="false">
        {slides.map((slide, i) => (
          <div key={slide.key} role="group" aria-roledescription={labels.slideRole} aria-label={labels.slide[i]} hidden={i !== index} data-testid="promotion-slide">
            {slide.label ? <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{slide.label}</p> : null}
            <h3 className="text-2xl font-bold text-slate-900">{slide.title}</h3>
            <p className="mt-2 text-slate-700">
              {slide.lines.map((line, n) => (
                <span key={n}>
                  {n > 0 ? <br /> : null}
                  {line}
                </span>
              ))}
            </p>
            {slide.images.length > 0 ? (
              <ul className="mt-4 flex flex-wrap gap-3">
                {slide.images.map((img) => (
                  <li key={img.image}>
                    <a href={img.image} target="_blank" rel="noopener noreferrer" className="block rounded focus-visible:outline-2 focus-visible:outline-brand-600">
                      <img src={img.image} alt={img.caption || labels.photo[i]} className="h-20 w-28 rounded object-cover" loading="lazy" />
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
            <SiteLink href="/TryForFree" className={buttonClass("primary", "mt-5 px-5 py-2.5 text-base")}>
              {labels.cta}
            </SiteLink>
          </div>
        ))}
      </div>
    </section>
  );
}

function ArrowIcon({ flip = false }: { flip?: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-4 w-4 ${flip ? "rotate-180" : ""}`} fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M7 4l6 6-6 6" />
    </svg>
  );
}
function PauseIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
      <rect x="5" y="4" width="3.5" height="12" rx="1" />
      <rect x="11.5" y="4" width="3.5" height="12" rx="1" />
    </svg>
  );
}
function PlayIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
      <path d="M6 4l10 6-10 6z" />
    </svg>
  );
}
