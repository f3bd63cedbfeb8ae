"use client";

import { useLocale, useTranslations } from "next-intl";
import { formatDate } from "@/lib/i18n/format";
import type { TLiveTrainingState } from "@/lib/training/rules";
import type { TLiveTrainingModalType } from "@/lib/training/schemas";

export { useTrainingState } from "./use-training-clock";

const pad = (n: number) => String(n).padStart(2, "0");

/** The sentence the banner and dialogs show for the state (spec 1 section 9). */
export function useTrainingStatusText(state: TLiveTrainingState): string {
  const t = useTranslations("training.live");
  const date = formatDate(state.nextSessionDate, useLocale());
  switch (state.phase) {
    case "countdown": {
      const { days, hours, minutes, seconds } = state.countdown;
      const clock = `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
      return t("countdown", { time: days > 0 ? `${t("days", { days })} ${clock}` : clock });
    }
    case "joinNow":
      return t("joinNow");
    case "inProgress":
      return t("inProgress", { date });
    case "afterSession":
      return t("afterSession", { date });
    case "daysRemaining":
      return t("daysRemaining", { date, days: state.daysRemaining });
  }
}

/** Records a join click (POST /home/liveTrainingClick) without holding up the link. */
export function recordJoinClick(modalType: TLiveTrainingModalType): void {
  void fetch("/home/liveTrainingClick", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ modalType }),
    keepalive: true,
  }).catch(() => undefined);
}
