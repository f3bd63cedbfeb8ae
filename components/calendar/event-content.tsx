"use client";

import type { EventContentArg } from "@fullcalendar/core";
import { useCallback, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Confidential, useConfidential } from "@/components/shell/confidential";
import type { TOfflineMark } from "./offline-display";
import type { TEventJson } from "./types";

const MARK_ICON: Record<TOfflineMark, string> = { waiting: "⏳", sent: "☁", conflict: "⚠" };

/**
 * How an event reads on the grid and in the list: time, title, a mark for done and for a repeat,
 * and the student or group, masked by the confidentiality eye. Days closed show their label.
 * No part is faded with an opacity: textColorOn gives exactly the 4.5:1 contrast of WCAG AA.
 * A change made offline says where it stands: waiting to be sent, sent, or changed on the server meanwhile.
 */
export function useEventContent(): (arg: EventContentArg) => ReactNode {
  const t = useTranslations("calendar");
  const { hidden } = useConfidential();
  const doneLabel = t("status.done");
  const repeatsLabel = t("repeats");
  const markLabels: Record<TOfflineMark, string> = { waiting: t("offlineMark.waiting"), sent: t("offlineMark.sent"), conflict: t("offlineMark.conflict") };
  const markKey = JSON.stringify(markLabels);
  return useCallback(
    (arg: EventContentArg) => {
      const e = arg.event.extendedProps.event as TEventJson | undefined;
      if (!e) return arg.event.display === "background" ? <span className="p-1 text-xs font-medium text-slate-700">{arg.event.title}</span> : undefined;
      const list = arg.view.type.startsWith("list");
      const mark = (arg.event.extendedProps.offline ?? null) as TOfflineMark | null;
      const labels = JSON.parse(markKey) as Record<TOfflineMark, string>;
      // A short event on the time grid gets its time and title on one line.
      const short = arg.view.type.startsWith("timeGrid") && e.duration <= 30;
      if (short) {
        return (
          <div className={`h-full overflow-hidden truncate text-xs leading-tight ${e.status === "cancelled" ? "line-through decoration-2" : ""}`} data-event-id={e.id}>
            {mark ? (
              <span role="img" aria-label={labels[mark]} title={labels[mark]} data-offline={mark}>
                {MARK_ICON[mark]}{" "}
              </span>
            ) : null}
            <span className="text-[0.7rem]">{arg.timeText}</span> <span className="font-semibold">{e.title}</span>
            {e.client_name ? (
              <>
                {" · "}
                <Confidential>{e.client_name}</Confidential>
              </>
            ) : null}
          </div>
        );
      }
      return (
        <div className={`h-full overflow-hidden leading-tight ${e.status === "cancelled" ? "line-through decoration-2" : ""}`} data-event-id={e.id}>
          {!list && arg.timeText ? <div className="text-[0.7rem]">{arg.timeText}</div> : null}
          {/* In the list the title wraps instead: a line that never breaks widens the list's table past a phone's screen. */}
          <div className={`text-xs font-semibold ${list ? "whitespace-normal [overflow-wrap:anywhere]" : "truncate"}`}>
            {e.status === "done" ? <span aria-label={doneLabel}>✓ </span> : null}
            {e.series_id !== null ? <span aria-label={repeatsLabel}>↻ </span> : null}
            {e.title}
            {list && e.client_name ? (
              <span className="font-normal">
                {" · "}
                <Confidential>{e.client_name}</Confidential>
              </span>
            ) : null}
          </div>
          {!list && e.client_name ? (
            <div className="truncate text-[0.7rem]">
              <Confidential>{e.client_name}</Confidential>
            </div>
          ) : null}
          {mark ? (
            <div className="truncate text-[0.7rem] font-medium" data-offline={mark}>
              <span aria-hidden="true">{MARK_ICON[mark]} </span>
              {labels[mark]}
            </div>
          ) : null}
        </div>
      );
    },
    // The eye re-renders the events (the names are masked inside them).
    [hidden, doneLabel, repeatsLabel, markKey],
  );
}
