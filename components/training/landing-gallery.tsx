"use client";

import { useState } from "react";
import { lazyClient } from "@/components/ui/lazy-client";

// The larger view (the dialog, its paging and arrow keys) loads the first time a picture is opened.
const LandingGalleryDialog = lazyClient(() => import("./landing-gallery-dialog").then((m) => m.LandingGalleryDialog));

/** `open`: the thumbnail button's label ("Open a larger view: {title}"), translated on the server. */
export type TGalleryItem = { src: string; title: string; alt: string; open: string };
/** `position[i]`: "Picture i+1 of n". */
export type TGalleryLabels = { previous: string; next: string; close: string; position: string[] };

/**
 * The home page's picture gallery: captioned thumbnails, each a button opening a larger view in a
 * dialog with previous/next buttons (and the arrow keys).
 */
export function LandingGallery({ items, labels }: { items: TGalleryItem[]; labels: TGalleryLabels }) {
  const [open, setOpen] = useState<number | null>(null);
  const [opened, setOpened] = useState(false);
  if (open !== null && !opened) setOpened(true);

  return (
    <>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item, i) => (
          <li key={item.src}>
            <figure>
              <button
                type="button"
                onClick={() => setOpen(i)}
                aria-label={item.open}
                className="block w-full overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 motion-reduce:transition-none"
              >
                <img src={item.src} alt={item.alt} width={480} height={320} loading="lazy" className="aspect-[3/2] w-full object-cover" />
              </button>
              <figcaption className="mt-2 text-sm font-medium text-slate-800">{item.title}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {opened ? <LandingGalleryDialog items={items} labels={labels} open={open} setOpen={setOpen} /> : null}
    </>
  );
}
