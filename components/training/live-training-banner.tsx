"use client";

import { useState } from "react";
import { buttonClass } from "@/components/ui/button-class";
import { CALENDAR_ICS_URL } from "./calendar-ics";
import { LazyLiveTrainingDialog } from "./live-training-dialog-lazy";
import { trainingStatusText, type TLiveTrainingTexts } from "./training-texts";
import { recordJoinClick, useTrainingState } from "./use-training-state";

/** `texts`: the sentences translated on the server (training-texts-server.ts). */
type TProps = { initialNow: string; joinUrl: string; texts: TLiveTrainingTexts };

/**
 * The weekly free live training banner at the top of the home page: countdown, 'Join Live
 * Tutorial now!' or days remaining, and nothing once the banner is off (Wednesday from 16:01 ET).
 */
export function LiveTrainingBanner({ initialNow, joinUrl, texts }: TProps) {
  const { state, mounted } = useTrainingState(initialNow);
  const status = trainingStatusText(state, texts);
  const [open, setOpen] = useState(false);
  if (!state.bannerActive) return null;
  const joinNow = state.phase === "joinNow";
  return (
    <section aria-label={texts.title} className={joinNow ? "bg-amber-300 text-slate-900" : "bg-brand-800 text-white"} data-testid="live-training-banner" data-phase={state.phase}>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5 text-sm">
        <span aria-hidden="true" className={`h-2.5 w-2.5 shrink-0 rounded-full ${joinNow ? "animate-pulse bg-red-600 motion-reduce:animate-none" : "bg-emerald-300"}`} />
        <p className="font-medium" role={state.phase === "countdown" ? "timer" : undefined} data-testid="live-training-banner-text">
          {status}
        </p>
        <div className="ml-auto flex flex-wrap gap-2">
          {joinNow ? (
            <a
              href={joinUrl}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => recordJoinClick("banner")}
              className="rounded-md bg-slate-900 px-3 py-1.5 font-semibold text-white hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
            >
              {texts.join}
              <span className="sr-only"> {texts.newTab}</span>
            </a>
          ) : null}
          <button
            type="button"
            onClick={() => setOpen(true)}
            className={`rounded-md px-3 py-1.5 font-semibold underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 ${joinNow ? "focus-visible:outline-slate-900" : "focus-visible:outline-white"}`}
          >
            {texts.details}
          </button>
        </div>
      </div>
      <LazyLiveTrainingDialog open={open} onOpenChange={setOpen} state={state} mounted={mounted} joinUrl={joinUrl} modalType="home" joinable={joinNow} texts={texts} />
    </section>
  );
}

/** The home page's live training section: what it is, when, its state, and the dialog. */
export function LiveTrainingCard({ initialNow, joinUrl, texts }: TProps) {
  const { state, mounted } = useTrainingState(initialNow);
  const status = trainingStatusText(state, texts);
  const [open, setOpen] = useState(false);
  return (
    <div className="rounded-xl border border-brand-100 bg-white p-6 shadow-sm">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{texts.schedule}</p>
      <p className="mt-3 text-lg font-semibold text-slate-900" data-testid="live-training-card-status">
        {status}
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <button type="button" className={buttonClass("primary")} onClick={() => setOpen(true)}>
          {texts.details}
        </button>
        <a href={CALENDAR_ICS_URL} download="scuta-live-training.ics" className={buttonClass("secondary")}>
          {texts.addToCalendar}
        </a>
      </div>
      <LazyLiveTrainingDialog open={open} onOpenChange={setOpen} state={state} mounted={mounted} joinUrl={joinUrl} modalType="home" joinable={state.phase === "joinNow"} texts={texts} />
    </div>
  );
}
