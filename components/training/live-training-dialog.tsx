"use client";

import { useLocale, useTranslations } from "next-intl";
import { Dialog } from "@/components/ui/dialog";
import { buttonClass } from "@/components/ui/button";
import { dateFormatter, formatDate } from "@/lib/i18n/format";
import type { TLiveTrainingState } from "@/lib/training/rules";
import type { TLiveTrainingModalType } from "@/lib/training/schemas";
import { recordJoinClick, useTrainingStatusText } from "./use-training-state";

export const CALENDAR_ICS_URL = "/home/getAddTrainingToCalendarIcs";
const COVERS = ["logging", "lessons", "goals", "reports", "questions"] as const;

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
};

/** The live training dialog (home page) and the top-nav live training dialog: what, when, join, add to calendar. */
export function LiveTrainingDialog({ open, onOpenChange, state, mounted, joinUrl, modalType, joinable }: TProps) {
  const t = useTranslations("training.live");
  const locale = useLocale();
  const status = useTrainingStatusText(state);
  const yourTime = mounted
    ? dateFormatter(locale, { weekday: "long", hour: "numeric", minute: "2-digit", timeZoneName: "short" }, Intl.DateTimeFormat().resolvedOptions().timeZone).format(state.nextSession)
    : null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t("title")} closeLabel={t("close")}>
      <p className="rounded-md bg-brand-50 px-3 py-2 font-semibold text-brand-800" data-testid="live-training-dialog-status">
        {status}
      </p>
      <p className="mt-3 text-sm text-slate-700">{t("schedule")}</p>
      <p className="text-sm text-slate-700">{t("nextSession", { date: formatDate(state.nextSessionDate, locale) })}</p>
      {yourTime ? <p className="text-sm text-slate-600">{t("yourTime", { time: yourTime })}</p> : null}
      <h3 className="mt-4 font-semibold text-slate-900">{t("coversTitle")}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {COVERS.map((c) => (
          <li key={c}>{t(`covers.${c}`)}</li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-slate-600">{t("roomOpens")}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <a
          href={joinUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => recordJoinClick(modalType)}
          className={buttonClass(joinable ? "primary" : "secondary")}
        >
          {t("join")}
          <span className="sr-only"> {t("newTab")}</span>
        </a>
        <a href={CALENDAR_ICS_URL} download="scuta-live-training.ics" className={buttonClass(joinable ? "secondary" : "primary")}>
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="1.8">
            <rect x="3" y="4" width="14" height="13" rx="2" />
            <path d="M3 8h14M7 2.5v3M13 2.5v3M10 10.5v4M8 12.5h4" />
          </svg>
          {t("addToCalendar")}
        </a>
      </div>
    </Dialog>
  );
}
