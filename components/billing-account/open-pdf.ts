"use client";

import type { TErrorEntry } from "@/lib/http/errors";

type TLinkResult = { ok: true; data: { link: string } } | { ok: false; status: number; error: TErrorEntry[] };

/** "remove the PDF link after 1.8 seconds". */
export const PDF_LINK_REMOVAL_MS = 1800;

/**
 * Opens a PDF link made by a server action in a new tab, then removes the link 1.8 s later. The tab
 * is opened before the call so the browser counts it as the user's click (no pop-up block); it is
 * closed again when the call fails.
 */
export async function openPdfLink(make: () => Promise<TLinkResult>, remove: (link: string) => Promise<unknown>): Promise<TLinkResult> {
  const tab = window.open("about:blank", "_blank");
  const result = await make();
  if (!result.ok) {
    tab?.close();
    return result;
  }
  if (!tab) {
    void remove(result.data.link).catch(() => undefined);
    return { ok: false, status: 0, error: [{ code: "popup_blocked", message: "" }] };
  }
  tab.opener = null;
  tab.location.href = result.data.link;
  setTimeout(() => void remove(result.data.link).catch(() => undefined), PDF_LINK_REMOVAL_MS);
  return result;
}
