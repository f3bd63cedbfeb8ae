"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { ConflictDialog } from "./conflict-dialog";
import { discard, flush, pendingCount, QUEUE_CHANGED_EVENT, refreshKey, type TConflict, type TFailure } from "./queue";
import { WIPED_EVENT } from "./store";

/**
 * The signed-in shell's offline part: registers the service worker, keeps this session's key,
 * sends what was logged offline when the connection returns, and says so in a live region
 * ("Waiting to send (3)", then "Sent"). A conflict is put to the counselor; nothing is overwritten unasked.
 */
export function OfflineShell() {
  const t = useTranslations("offline");
  const router = useRouter();
  const [count, setCount] = useState(0);
  const [sent, setSent] = useState(false);
  const [online, setOnline] = useState(true);
  const [conflicts, setConflicts] = useState<TConflict[]>([]);
  const [failures, setFailures] = useState<TFailure[]>([]);
  // Entries waiting for the counselor's choice are not sent again meanwhile.
  const held = useRef(new Set<number>());

  const recount = useCallback(async () => setCount(await pendingCount()), []);

  const send = useCallback(async () => {
    if (!navigator.onLine) return;
    const result = await flush(held.current);
    for (const c of result.conflicts) held.current.add(c.seq);
    for (const f of result.failures) held.current.add(f.seq);
    if (result.conflicts.length) setConflicts((x) => [...x, ...result.conflicts]);
    if (result.failures.length) setFailures((x) => [...x, ...result.failures]);
    await recount();
    if (result.sent > 0) {
      setSent(true);
      router.refresh();
    }
  }, [recount, router]);

  useEffect(() => {
    setOnline(navigator.onLine);
    if ("serviceWorker" in navigator) navigator.serviceWorker.register("/sw.js", { scope: "/app/" }).catch(() => undefined);
    // The dialog library loads on first use; loaded now, a dialog still opens once the connection is gone.
    void import("@/components/ui/dialog-radix").catch(() => undefined);
    void (async () => {
      if (navigator.onLine) await refreshKey();
      await send();
      await recount();
    })();
    const onOnline = async () => {
      setOnline(true);
      await refreshKey();
      await send();
    };
    const onOffline = () => setOnline(false);
    const onChanged = () => {
      setSent(false);
      void recount();
    };
    const onWiped = () => {
      held.current.clear();
      setCount(0);
      setConflicts([]);
      setFailures([]);
    };
    window.addEventListener("online", onOnline);
    window.addEventListener("offline", onOffline);
    window.addEventListener(QUEUE_CHANGED_EVENT, onChanged);
    window.addEventListener(WIPED_EVENT, onWiped);
    return () => {
      window.removeEventListener("online", onOnline);
      window.removeEventListener("offline", onOffline);
      window.removeEventListener(QUEUE_CHANGED_EVENT, onChanged);
      window.removeEventListener(WIPED_EVENT, onWiped);
    };
  }, [recount, send]);

  const settle = async (seq: number) => {
    held.current.delete(seq);
    setConflicts((x) => x.filter((c) => c.seq !== seq));
    setFailures((x) => x.filter((f) => f.seq !== seq));
    await recount();
  };

  const text = count > 0 ? t("waiting", { count }) : sent ? t("sent") : !online ? t("offline") : "";
  return (
    <>
      <div role="status" aria-live="polite" data-testid="offline-status" className={text ? "fixed bottom-3 left-3 z-30 rounded-md bg-slate-900 px-3 py-2 text-sm text-white shadow-lg" : "sr-only"}>
        {text}
      </div>
      {failures.length > 0 ? (
        <div role="alert" className="fixed bottom-14 left-3 z-30 max-w-sm space-y-2 rounded-md border border-red-300 bg-white p-3 text-sm shadow-lg">
          {failures.map((f) => (
            <p key={f.seq} className="flex items-start justify-between gap-2">
              <span>{t("failed", { title: f.entry.label, message: f.message })}</span>
              <button
                type="button"
                className="shrink-0 rounded border border-slate-300 px-2 py-0.5 hover:bg-slate-100"
                onClick={async () => {
                  await discard(f.seq);
                  await settle(f.seq);
                }}
              >
                {t("discard")}
              </button>
            </p>
          ))}
        </div>
      ) : null}
      {conflicts[0] ? (
        <ConflictDialog
          conflict={conflicts[0]}
          onLater={() => setConflicts((x) => x.slice(1))}
          onResolved={async () => {
            await settle(conflicts[0].seq);
            await send();
          }}
        />
      ) : null}
    </>
  );
}
