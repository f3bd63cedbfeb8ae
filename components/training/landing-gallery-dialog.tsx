"use client";

import { useEffect, type Dispatch, type SetStateAction } from "react";
import { Dialog } from "@/components/ui/dialog";
import type { TGalleryItem, TGalleryLabels } from "./landing-gallery";

const navClass =
  "rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/** The gallery's larger view: the picture `open` of `items` with previous/next buttons (and the arrow keys); null closes it. */
export function LandingGalleryDialog({ items, labels, open, setOpen }: { items: TGalleryItem[]; labels: TGalleryLabels; open: number | null; setOpen: Dispatch<SetStateAction<number | null>> }) {
  const current = open === null ? null : items[open];
  const count = items.length;
  const go = (delta: number) => setOpen((i) => (i === null ? i : (i + delta + count) % count));
  const isOpen = open !== null;

  // The arrow keys page through the pictures wherever the focus is inside the open dialog.
  useEffect(() => {
    if (!isOpen) return;
    const step = (delta: number) => setOpen((i) => (i === null ? i : (i + delta + count) % count));
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === "ArrowRight") step(1);
      else if (e.key === "ArrowLeft") step(-1);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [isOpen, count, setOpen]);

  return (
    <Dialog open={current !== null} onOpenChange={(o) => setOpen(o ? open : null)} title={current?.title ?? ""} closeLabel={labels.close}>
      {current && open !== null ? (
        <div>
          <img src={current.src} alt={current.alt} width={960} height={640} className="w-full rounded border border-slate-200" />
          <div className="mt-4 flex items-center justify-between gap-3">
            <button type="button" className={navClass} onClick={() => go(-1)}>
              {labels.previous}
            </button>
            <p className="text-sm text-slate-600" aria-live="polite">
              {labels.position[open]}
            </p>
            <button type="button" className={navClass} onClick={() => go(1)}>
              {labels.next}
            </button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
