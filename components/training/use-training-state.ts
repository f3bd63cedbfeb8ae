"use client";

import { useEffect, useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { formatDisplayDate } from "@/lib/i18n/format";
import { liveTrainingState, type TLiveTrainingState } from "@/lib/training/rules";
import type { TLiveTrainingModalType } from "@/lib/training/schemas";

// One request per page for the server's clock, shared by every island that shows the training.
let offsetRequest: Promise<number> | null = null;

/**
 * How far the server's clock is ahead of this browser's (ms), from GET /getServerTime?format=json:
 * the countdown follows the server ("a countdown from the server") even when the visitor's clock
 * is off. 0 when the call fails. Tests freezing the browser clock answer this call with the same
 * frozen time.
 */
function serverClockOffset(): Promise<number> {
  offsetRequest ??= (async () => {
    try {
      const sent = Date.now();
      const res = await fetch("/getServerTime?format=json", { cache: "no-store" });
      const received = Date.now();
      if (!res.ok) return 0;
      const server = Date.parse(((await res.json()) as { serverTime?: string }).serverTime ?? "");
      return Number.isFinite(server) ? server + (received - sent) / 2 - received : 0;
    } catch {
      return 0;
    }
  })();
  return offsetRequest;
}

/**
 * The live training state, recomputed every second on the browser's clock corrected by the
 * server's. The first render uses `initialNow` (the server's time when it rendered the page), so
 * the server HTML and the first client render agree.
 */
export function useTrainingState(initialNow: string): { state: TLiveTrainingState; mounted: boolean } {
  const [now, setNow] = useState(() => Date.parse(initialNow));
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    let offset = 0;
    let alive = true;
    const tick = () => setNow(Date.now() + offset);
    tick();
    setMounted(true);
    void serverClockOffset().then((o) => {
      if (!alive) return;
      offset = o;
      tick();
    });
    const timer = setInterval(tick, 1000);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, []);
  const state = useMemo(() => liveTrainingState(new Date(now)), [now]);
  return { state, mounted };
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The sentence the banner and dialogs show for the state (spec 1 section 9). */
export function useTrainingStatusText(state: TLiveTrainingState): string {
  const t = useTranslations("training.live");
  const date = formatDisplayDate(state.nextSessionDate);
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
