"use client";

import { useEffect, useMemo, useRef, useState } from "react";
import { QUEUE_CHANGED_EVENT, QUEUE_OUTCOME_EVENT, type TOutcome } from "./queue";
import { loadKey, readEntries, WIPED_EVENT, type TEntry } from "./store";

export type TChangeScope = "this" | "following" | "all";

/** A change to an event kept on the device: waiting to be sent, or refused because the event changed meanwhile. */
export type TPendingChange = { seq: number; eventId: number; scope: TChangeScope; patch: Record<string, unknown>; conflict: boolean };

/** An event created on this device, waiting to be sent (POST /api/v1/calendar): its place in the queue and what was typed. */
export type TPendingCreate = { seq: number; body: Record<string, unknown> };

export const CREATE_URL = "/api/v1/calendar";

/** True for an entry that creates an event (POST /api/v1/calendar). */
export function isEventCreate(entry: Pick<TEntry, "method" | "url">): boolean {
  return entry.method === "POST" && entry.url === CREATE_URL;
}

const EVENT_URL = /^\/api\/v1\/calendar\/(\d+)(?:\?scope=(this|following|all))?$/;

/** The event an entry changes (PUT /api/v1/calendar/{id}?scope=…) and its scope; null for any other entry. */
export function eventChangeOf(entry: Pick<TEntry, "method" | "url">): { eventId: number; scope: TChangeScope } | null {
  if (entry.method !== "PUT") return null;
  const m = EVENT_URL.exec(entry.url);
  return m ? { eventId: Number(m[1]), scope: (m[2] as TChangeScope | undefined) ?? "this" } : null;
}

/** The events in a "sent" answer (PUT answers the events it changed, POST those it created) or a conflict's current event. */
function eventsIn(value: unknown): Record<string, unknown>[] {
  const list = Array.isArray(value) ? value : value && typeof value === "object" ? [value] : [];
  return list.filter((e): e is Record<string, unknown> => !!e && typeof e === "object" && typeof (e as { id?: unknown }).id === "number");
}

export type TServerNews = { events: Record<string, unknown>[]; goneId: number | null };

/**
 * The calendar's view of the offline queue: the changes to events still on this device (in the
 * order they were made), which of them the server refused as changed meanwhile, and the events
 * whose changes were sent, and the events created on this device still waiting to be sent (an
 * entry leaves that list as soon as the server has it: the server's event replaces it). `onServer` receives what the server answered (the event as changed, or
 * as it is now after a conflict; `goneId` when it was deleted), so the grid shows the server's
 * version without loading the range again.
 */
export function usePendingEventChanges(onServer: (news: TServerNews) => void): { changes: TPendingChange[]; creates: TPendingCreate[]; sent: ReadonlySet<number> } {
  const [entries, setEntries] = useState<{ seq: number; eventId: number; scope: TChangeScope; patch: Record<string, unknown> }[]>([]);
  const [creates, setCreates] = useState<TPendingCreate[]>([]);
  // Entries the server has answered (or the counselor dropped): a read begun before they left the device must not bring them back.
  const gone = useRef(new Set<number>());
  const [conflicts, setConflicts] = useState<ReadonlySet<number>>(new Set());
  const [sent, setSent] = useState<ReadonlySet<number>>(new Set());
  const listener = useRef(onServer);
  useEffect(() => {
    listener.current = onServer;
  });

  useEffect(() => {
    let alive = true;
    // Reads are numbered: an older read finishing last must not bring back an entry sent meanwhile.
    let reads = 0;
    const read = async () => {
      const n = ++reads;
      let rows: { seq: number; entry: TEntry | null }[] = [];
      try {
        rows = await readEntries(await loadKey());
      } catch {
        rows = [];
      }
      if (!alive || n !== reads) return;
      const live = rows.filter((r) => !gone.current.has(r.seq));
      const next = live.flatMap(({ seq, entry }) => {
        const target = entry ? eventChangeOf(entry) : null;
        return entry && target ? [{ seq, ...target, patch: entry.body }] : [];
      });
      setEntries(next);
      setCreates(live.flatMap(({ seq, entry }) => (entry && isEventCreate(entry) ? [{ seq, body: entry.body }] : [])));
      // A change made again after its last one was sent waits again.
      setSent((prev) => {
        if (!next.some((e) => prev.has(e.eventId))) return prev;
        const left = new Set(prev);
        for (const e of next) left.delete(e.eventId);
        return left;
      });
    };
    const onOutcome = (e: Event) => {
      const detail = (e as CustomEvent<TOutcome>).detail;
      if (detail.outcome !== "conflict") {
        // Sent or dropped: it leaves the pending layer now, before the queue is read again, so the server's event never shows twice.
        gone.current.add(detail.seq);
        setEntries((prev) => (prev.some((x) => x.seq === detail.seq) ? prev.filter((x) => x.seq !== detail.seq) : prev));
        setCreates((prev) => (prev.some((x) => x.seq === detail.seq) ? prev.filter((x) => x.seq !== detail.seq) : prev));
      }
      if (detail.outcome === "sent" && detail.url === CREATE_URL) {
        const events = eventsIn(detail.data);
        listener.current({ events, goneId: null });
        setSent((prev) => new Set([...prev, ...events.map((ev) => ev.id as number)]));
        return;
      }
      const target = detail.url ? eventChangeOf({ method: "PUT", url: detail.url }) : null;
      if (detail.outcome === "conflict") {
        setConflicts((prev) => new Set(prev).add(detail.seq));
        if (target) listener.current({ events: eventsIn(detail.current), goneId: detail.current ? null : target.eventId });
        return;
      }
      setConflicts((prev) => {
        if (!prev.has(detail.seq)) return prev;
        const left = new Set(prev);
        left.delete(detail.seq);
        return left;
      });
      if (detail.outcome === "sent" && target) {
        const events = eventsIn(detail.data);
        listener.current({ events, goneId: null });
        setSent((prev) => new Set([...prev, target.eventId, ...events.map((ev) => ev.id as number)]));
      }
    };
    const onWiped = () => {
      gone.current.clear();
      setEntries([]);
      setCreates([]);
      setConflicts(new Set());
      setSent(new Set());
    };
    const onChanged = () => void read();
    void read();
    window.addEventListener(QUEUE_CHANGED_EVENT, onChanged);
    window.addEventListener(QUEUE_OUTCOME_EVENT, onOutcome);
    window.addEventListener(WIPED_EVENT, onWiped);
    return () => {
      alive = false;
      window.removeEventListener(QUEUE_CHANGED_EVENT, onChanged);
      window.removeEventListener(QUEUE_OUTCOME_EVENT, onOutcome);
      window.removeEventListener(WIPED_EVENT, onWiped);
    };
  }, []);

  const changes = useMemo(() => entries.map((e) => ({ ...e, conflict: conflicts.has(e.seq) })), [entries, conflicts]);
  return { changes, creates, sent };
}
