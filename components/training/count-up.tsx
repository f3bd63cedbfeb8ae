"use client";

import { useEffect, useRef, useState } from "react";

const DURATION_MS = 1400;
const easeOut = (p: number) => 1 - (1 - p) ** 3;

/**
 * A figure that counts up from 0 when it scrolls into view. The server renders the final value
 * (no script, reduced motion and screen readers get it as is); the animated digits are hidden
 * from assistive technology.
 */
export function CountUp({ value, suffix = "", label }: { value: number; suffix?: string; label: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(value);

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    setShown(0);
    let frame = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        const start = performance.now();
        const step = (t: number) => {
          const p = Math.min(1, (t - start) / DURATION_MS);
          setShown(Math.round(value * easeOut(p)));
          if (p < 1) frame = requestAnimationFrame(step);
        };
        frame = requestAnimationFrame(step);
      },
      { threshold: 0.4 },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value]);

  return (
    <>
      <span ref={ref} aria-hidden="true" className="block text-4xl font-bold tabular-nums text-brand-700 sm:text-5xl" data-testid="count-up">
        {shown}
        {suffix}
      </span>
      <span className="sr-only">
        {value}
        {suffix}
      </span>{" "}
      <span className="mt-2 block text-sm text-slate-600">{label}</span>
    </>
  );
}
