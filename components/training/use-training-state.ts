"use client";

import type { TLiveTrainingModalType } from "@/lib/training/schemas";

export { useTrainingState } from "./use-training-clock";

/** Records a join click (POST /home/liveTrainingClick) without holding up the link. */
export function recordJoinClick(modalType: TLiveTrainingModalType): void {
  void fetch("/home/liveTrainingClick", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ modalType }),
    keepalive: true,
  }).catch(() => undefined);
}
