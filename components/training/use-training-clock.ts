"use client";

import { useEffect, useMemo, useState } from "react";
import { liveTrainingState, type TLiveTrainingState } from "@/lib/training/rules";

// The live training's clock, apart from its texts (use-training-state.ts), so a page that only
// shows a date carries no message library.

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
