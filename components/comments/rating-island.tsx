"use client";

import { useId, useState, useTransition, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { watchUnauthorized } from "@/components/shell/session-expired";
import { setRatingAction } from "@/lib/comments/actions";
import { RATING_MAX, starsOf } from "@/lib/comments/rules";
import type { TRatingSummary } from "@/lib/comments/schemas";

const STARS = Array.from({ length: RATING_MAX }, (_, i) => i + 1);

/** The average as stars, with its text for screen readers. */
export function RatingStars({ average, count }: { average: number | null; count: number }) {
  const t = useTranslations("comments.rating");
  const { full, half } = starsOf(average);
  // Rounded to half stars: the gold row is clipped to the share of the five stars earned.
  const width = `${((full + (half ? 0.5 : 0)) / RATING_MAX) * 100}%`;
  return (
    <p className="flex items-center gap-2">
      <span aria-hidden="true" className="relative inline-block text-xl leading-none">
        <span className="text-slate-300">{"★".repeat(RATING_MAX)}</span>
        <span className="absolute inset-y-0 left-0 overflow-hidden whitespace-nowrap text-amber-500" style={{ width }}>
          {"★".repeat(RATING_MAX)}
        </span>
      </span>
      <span className="text-sm text-slate-700">{average === null ? t("none") : t("average", { average, count })}</span>
    </p>
  );
}

/**
 * A shared lesson's rating: the average, and for a reader who does not own the lesson a 1-5 star
 * radio group (arrow keys move between stars, as in any radio group) and a Save button, so trying
 * stars with the keyboard saves nothing until the reader decides.
 */
export function RatingIsland({ subject, subjectId, initial }: { subject: "lesson" | "target"; subjectId: number; initial: TRatingSummary }) {
  const t = useTranslations("comments.rating");
  const name = useId();
  const [summary, setSummary] = useState(initial);
  const [chosen, setChosen] = useState<number | null>(initial.mine);
  const [pending, startTransition] = useTransition();

  function save(event: FormEvent) {
    event.preventDefault();
    if (chosen === null || chosen === summary.mine) return;
    startTransition(async () => {
      const result = watchUnauthorized(await setRatingAction(subject, subjectId, chosen));
      if (!result.ok) {
        toast.error(result.error[0]?.message || t("failed"));
        return;
      }
      setSummary(result.data.rating);
      toast.success(t("saved"));
    });
  }

  return (
    <div className="space-y-2">
      <RatingStars average={summary.average} count={summary.count} />
      {summary.owner ? (
        <p className="text-sm text-slate-600">{t(subject === "target" ? "ownTarget" : "ownLesson")}</p>
      ) : (
        <form onSubmit={save} className="flex flex-wrap items-end gap-3" aria-busy={pending}>
          <fieldset className="space-y-1">
            <legend className="text-sm font-medium text-slate-700">{summary.mine ? t("yourRating", { value: summary.mine }) : t(subject === "target" ? "rateTarget" : "rateIt")}</legend>
            <div className="flex gap-1">
              {STARS.map((n) => (
                <label key={n} className="cursor-pointer">
                  <input type="radio" name={name} value={n} checked={chosen === n} onChange={() => setChosen(n)} className="peer sr-only" />
                  <span className="sr-only">{t("stars", { count: n })}</span>
                  <span
                    aria-hidden="true"
                    className={`block rounded px-1 text-2xl leading-none peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 ${(chosen ?? 0) >= n ? "text-amber-500" : "text-slate-300 hover:text-amber-400"}`}
                  >
                    ★
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <Button type="submit" variant="secondary" disabled={pending || chosen === null || chosen === summary.mine}>
            {t("save")}
          </Button>
        </form>
      )}
    </div>
  );
}
