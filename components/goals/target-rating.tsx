"use client";

import { useId, useState, useTransition, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { RatingStars } from "@/components/lessons/rating-island";
import { watchUnauthorized } from "@/components/shell/session-expired";
import { Button } from "@/components/ui/button";
import { setRatingAction } from "@/lib/comments/actions";
import { RATING_MAX } from "@/lib/comments/rules";
import type { TRatingSummary } from "@/lib/comments/schemas";

const STARS = Array.from({ length: RATING_MAX }, (_, i) => i + 1);

/**
 * A shared target's rating on the comments engine: the average as stars, and for a reader who does
 * not own the target a 1-5 star radio group with a Save button (POST /api/v1/targets/setRating's use-case).
 */
export function TargetRating({ targetId, initial }: { targetId: number; initial: TRatingSummary }) {
  const t = useTranslations("comments.rating");
  const g = useTranslations("goals.rating");
  const name = useId();
  const [summary, setSummary] = useState(initial);
  const [chosen, setChosen] = useState<number | null>(initial.mine);
  const [pending, startTransition] = useTransition();

  function save(event: FormEvent) {
    event.preventDefault();
    if (chosen === null || chosen === summary.mine) return;
    startTransition(async () => {
      const result = watchUnauthorized(await setRatingAction("target", targetId, chosen));
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
        <p className="text-sm text-slate-600">{g("ownTarget")}</p>
      ) : (
        <form onSubmit={save} className="flex flex-wrap items-end gap-3" aria-busy={pending}>
          <fieldset className="space-y-1">
            <legend className="text-sm font-medium text-slate-700">{summary.mine ? t("yourRating", { value: summary.mine }) : g("rateIt")}</legend>
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
