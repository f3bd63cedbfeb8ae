"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { LazyLiveTrainingDialog } from "./live-training-dialog-lazy";
import type { TLiveTrainingTexts } from "./training-texts";
import { useTrainingState } from "./use-training-state";

/** The top-bar button and its dialog (see LiveTrainingLink). */
export function LiveTrainingNavButton({ initialNow, joinUrl, texts }: { initialNow: string; joinUrl: string; texts: TLiveTrainingTexts }) {
  const t = useTranslations("training.nav");
  const { state, mounted } = useTrainingState(initialNow);
  const [open, setOpen] = useState(false);
  const joinNow = state.topNavJoinNow;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={`${joinNow ? "inline-flex" : "hidden md:inline-flex"} shrink-0 items-center gap-2 whitespace-nowrap rounded-md px-2 py-1.5 text-sm text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600`}
        aria-label={joinNow ? t("joinNowLabel") : undefined}
        data-testid="live-training-nav"
      >
        <span className={joinNow ? "hidden sm:inline" : undefined}>{t("link")}</span>
        {joinNow ? (
          <span className="whitespace-nowrap rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white" data-testid="live-training-join-now">
            {t("joinNow")}
          </span>
        ) : null}
      </button>
      <LazyLiveTrainingDialog open={open} onOpenChange={setOpen} state={state} mounted={mounted} joinUrl={joinUrl} modalType="topNav" joinable={joinNow} texts={texts} />
    </>
  );
}
