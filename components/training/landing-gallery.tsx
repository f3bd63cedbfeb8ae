"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { Dialog } from "@/components/ui/dialog";

export type TGalleryItem = { src: string; title: string; alt: string };

/**
 * The home page's picture gallery: captioned thumbnails, each a button opening a larger view in a
 * dialog with previous/next buttons (and the arrow keys).
 */
export function LandingGallery({ items }: { items: TGalleryItem[] }) {
  const t = useTranslations("training.gallery");
  const [open, setOpen] = useState<number | null>(null);
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
  }, [isOpen, count]);
  const navClass = "rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

  return (
    <>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item, i) => (
          <li key={item.src}>
            <figure>
              <button
                type="button"
                onClick={() => setOpen(i)}
                aria-label={t("open", { title: item.title })}
                className="block w-full overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 motion-reduce:transition-none"
              >
                <img src={item.src} alt={item.alt} width={480} height={320} loading="lazy" className="aspect-[3/2] w-full object-cover" />
              </button>
              <figcaption className="mt-2 text-sm font-medium text-slate-800">{item.title}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <Dialog open={current !== null} onOpenChange={(o) => setOpen(o ? open : null)} title={current?.title ?? ""} closeLabel={t("close")}>
        {current && open !== null ? (
          <div>
            <img src={current.src} alt={current.alt} width={960} height={640} className="w-full rounded border border-slate-200" />
            <div className="mt-4 flex items-center justify-between gap-3">
              <button type="button" className={navClass} onClick={() => go(-1)}>
                {t("previous")}
              </button>
              <p className="text-sm text-slate-600" aria-live="polite">
                {t("position", { current: open + 1, total: items.length })}
              </p>
              <button type="button" className={navClass} onClick={() => go(1)}>
                {t("next")}
              </button>
            </div>
          </div>
        ) : null}
      </Dialog>
    </>
  );
}
