"use client";

import { useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { publishUseOfTimeAction } from "@/lib/analysis/actions";

type TProps = {
  leaid: string;
  districtName: string;
  initial: boolean;
  /** The privacy floor (MIN_PUBLISHED_COUNSELORS) and the district's counselors with time this school year. */
  minCounselors: number;
  counselorsWithTime: number;
};

/** "Publish our district's use of time": a switch for a manager or director of the district, with the privacy floor explained. */
export function PublishToggle({ leaid, districtName, initial, minCounselors, counselorsWithTime }: TProps) {
  const t = useTranslations("analysis.publish");
  const [published, setPublished] = useState(initial);
  const [pending, start] = useTransition();
  const url = `/sd/${leaid}`;
  const toggle = () => {
    const next = !published;
    setPublished(next);
    start(async () => {
      const result = await publishUseOfTimeAction(next);
      if (!result.ok) {
        setPublished(!next);
        toast.error(t("error"));
      } else toast.success(next ? t("nowOn") : t("nowOff"));
    });
  };
  return (
    <section aria-labelledby="publish-title" className="rounded-lg border border-slate-200 bg-white p-4" data-print="hide">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 id="publish-title" className="font-semibold">
            {t("title")}
          </h2>
          <p className="mt-1 text-sm text-slate-600" id="publish-hint">
            {t("hint", { district: districtName })}
          </p>
          <p className="mt-1 text-sm text-slate-600" id="publish-floor" data-testid="publish-floor">
            {t("floor", { min: minCounselors })} {t("floorStatus", { count: counselorsWithTime })}
            {counselorsWithTime < minCounselors ? ` ${t("floorBelow")}` : ""}
          </p>
          {published ? (
            <p className="mt-1 text-sm">
              <a className="text-brand-700 underline" href={url} target="_blank" rel="noopener" data-testid="public-link">
                {t("open")}
              </a>
            </p>
          ) : null}
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={published}
          aria-labelledby="publish-title"
          aria-describedby="publish-hint publish-floor"
          aria-busy={pending}
          disabled={pending}
          onClick={toggle}
          data-testid="publish-toggle"
          className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60 ${published ? "bg-brand-600" : "bg-slate-300"}`}
        >
          <span className={`inline-block h-5 w-5 rounded-full bg-white shadow transition ${published ? "translate-x-5" : "translate-x-0.5"}`} />
        </button>
      </div>
      <p className="mt-2 text-xs font-medium text-slate-700">{published ? t("on") : t("off")}</p>
    </section>
  );
}
