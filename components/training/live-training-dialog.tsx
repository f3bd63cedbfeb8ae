"use client";

import { Dialog } from "@/components/ui/dialog";
import { buttonClass } from "@/components/ui/button-class";
import { dateFormatter, formatDate } from "@/lib/i18n/format-date";
import type { TLiveTrainingState } from "@/lib/training/rules";
import type { TLiveTrainingModalType } from "@/lib/training/schemas";
import { trainingStatusText, type TLiveTrainingTexts } from "./training-texts";
import { CALENDAR_ICS_URL } from "./calendar-ics";
import { recordJoinClick } from "./use-training-state";

export { CALENDAR_ICS_URL };

type TProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  state: TLiveTrainingState;
  /** Whether the browser clock is in use (the visitor's own time can be shown). */
  mounted: boolean;
  joinUrl: string;
  modalType: TLiveTrainingModalType;
  /** The top nav's own flag (10:45–11:45 and 14:45–15:45) makes joining the main action there. */
  joinable: boolean;
  /** The dialog's sentences, translated on the server (training-texts.ts). */
  texts: TLiveTrainingTexts;
};

/** The live training dialog (home page) and the top-nav live training dialog: what, when, join, add to calendar. */
export function LiveTrainingDialog({ open, onOpenChange, state, mounted, joinUrl, modalType, joinable, texts }: TProps) {
  const locale = texts.locale;
  const status = trainingStatusText(state, texts);
  const yourTime = mounted
    ? dateFormatter(locale, { weekday: "long", hour: "numeric", minute: "2-digit", timeZoneName: "short" }, Intl.DateTimeFormat().resolvedOptions().timeZone).format(state.nextSession)
    : null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={texts.title} closeLabel={texts.close}>
      <p className="rounded-md bg-brand-50 px-3 py-2 font-semibold text-brand-800" data-testid="live-training-dialog-status">
        {status}
      </p>
      <p className="mt-3 text-sm text-slate-700">{texts.schedule}</p>
      <p className="text-sm text-slate-700">{texts.nextSession.replace("{date}", formatDate(state.nextSessionDate, locale))}</p>
      {yourTime ? <p className="text-sm text-slate-600">{texts.yourTime.replace("{time}", yourTime)}</p> : null}
      <h3 className="mt-4 font-semibold text-slate-900">{texts.coversTitle}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {texts.covers.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-slate-600">{texts.roomOpens}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <a href={joinUrl} target="_blank" rel="noopener noreferrer" onClick={() => recordJoinClick(modalType)} className={buttonClass(joinable ? "primary" : "secondary")}>
          {texts.join}
          <span className="sr-only"> {texts.newTab}</span>
        </a>
        <a href={CALENDAR_ICS_URL} download="scuta-live-training.ics" className={buttonClass(joinable ? "secondary" : "primary")}>
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="1.8">
            <rect x="3" y="4" width="14" height="13" rx="2" />
            <path d="M3 8h14M7 2.5v3M13 2.5v3M10 10.5v4M8 12.5h4" />
          </svg>
          {texts.addToCalendar}
        </a>
      </div>
    </Dialog>
  );
}
