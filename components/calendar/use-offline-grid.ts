"use client";

import type FullCalendar from "@fullcalendar/react";
import type { EventInput } from "@fullcalendar/core";
import { useCallback, useEffect, useMemo, useRef, useState, type Dispatch, type RefObject, type SetStateAction } from "react";
import { usePendingEventChanges, type TServerNews } from "@/components/offline/pending-changes";
import type { TCategoryOption } from "@/lib/categories/rules";
import { isWaitingToCreate, withPendingChanges, type TDayRange, type TOfflineMark, type TShownEvent } from "./offline-display";
import type { TCalendarClient, TEventJson } from "./types";
import { eventSpan, textColorOn } from "./ui-rules";

export const EVENTS_SOURCE = "events";

/**
 * An event as FullCalendar draws it: coloured by its category, its offline mark in extendedProps.offline.
 * An event created offline and not yet sent cannot be dragged or resized: the server has no event to move yet.
 */
export function eventInput(e: TEventJson, mark: TOfflineMark | null): EventInput {
  const color = e.category_color ?? "#64748b";
  return {
    id: String(e.id),
    title: e.title,
    ...eventSpan(e),
    backgroundColor: color,
    borderColor: color,
    textColor: textColorOn(color),
    classNames: mark ? [`event-${e.status}`, `event-offline-${mark}`] : [`event-${e.status}`],
    extendedProps: { event: e, offline: mark },
    ...(isWaitingToCreate(e) ? { editable: false } : {}),
  };
}

/** Keeps the server's answers in the loaded events: the event as changed (or as it is now), or gone. */
export function mergeServerNews(loaded: TEventJson[], news: TServerNews): TEventJson[] {
  const fresh = new Map(news.events.map((e) => [e.id as number, e as unknown as TEventJson]));
  const kept = loaded.filter((e) => e.id !== news.goneId).map((e) => fresh.get(e.id) ?? e);
  const known = new Set(kept.map((e) => e.id));
  return [...kept, ...[...fresh.values()].filter((e) => !known.has(e.id))];
}

/**
 * The grid's offline part: a change made without a connection shows at once on the grid, marked
 * "waiting to send", then "sent" with the server's answer, or as a conflict (the offline shell puts
 * both versions to the counselor). An event created offline shows at once too, waiting to send, until
 * the server's event takes its place. The grid is updated in place: offline the range cannot be loaded again.
 * `showDays` is told the days the grid asks for as it asks (a repeating event created offline shows
 * each of its occurrences within them, whether or not they could be loaded); `show` applies the
 * queued changes to the events loaded for them.
 */
export function useOfflineGrid(opts: {
  calendar: RefObject<FullCalendar | null>;
  loaded: TEventJson[];
  setLoaded: Dispatch<SetStateAction<TEventJson[]>>;
  categories: readonly TCategoryOption[];
  clients: readonly TCalendarClient[];
  /** The managed user whose calendar is open (null: one's own): only the events created offline for this calendar show on it. */
  userId: number | null;
}): { show: (events: TEventJson[], range: TDayRange) => TShownEvent[]; showDays: (range: TDayRange) => void } {
  const { calendar, loaded, setLoaded, categories, clients, userId } = opts;
  const { changes, creates: allCreates, sent } = usePendingEventChanges((news) => setLoaded((prev) => mergeServerNews(prev, news)));
  const lookups = useMemo(
    () => ({
      categoryColor: (id: number) => categories.find((c) => c.id === id)?.color ?? null,
      clientName: (id: number) => clients.find((c) => c.id === id)?.name ?? null,
    }),
    [categories, clients],
  );
  const creates = useMemo(() => allCreates.filter((c) => (typeof c.body.user_id === "number" ? c.body.user_id : null) === userId), [allCreates, userId]);
  // The days of the range last loaded: the occurrences of the events created offline are drawn within them.
  const [range, setRange] = useState<TDayRange | null>(null);
  const show = useCallback((events: TEventJson[], days: TDayRange | null) => withPendingChanges(events, changes, sent, lookups, creates, days), [changes, sent, lookups, creates]);
  // The events source reads the latest rule when FullCalendar loads a range.
  const latest = useRef(show);
  useEffect(() => {
    latest.current = show;
  }, [show]);

  const shown = useMemo(() => show(loaded, range), [show, loaded, range]);
  useEffect(() => {
    const api = calendar.current?.getApi();
    if (!api) return;
    const want = new Map(shown.map((s) => [String(s.event.id), s]));
    api.batchRendering(() => {
      for (const fc of api.getEvents()) {
        if (fc.source?.id !== EVENTS_SOURCE) continue;
        const s = want.get(fc.id);
        if (s && fc.extendedProps.event === s.event && (fc.extendedProps.offline ?? null) === s.mark) {
          want.delete(fc.id);
          continue;
        }
        fc.remove();
      }
      for (const s of want.values()) api.addEvent(eventInput(s.event, s.mark), EVENTS_SOURCE);
    });
  }, [calendar, shown]);

  const showDays = useCallback((days: TDayRange) => setRange((prev) => (prev?.start === days.start && prev.end === days.end ? prev : days)), []);
  return {
    show: useCallback((events: TEventJson[], days: TDayRange) => latest.current(events, days), []),
    showDays,
  };
}
