"use client";

import type FullCalendar from "@fullcalendar/react";
import { useEffect, type RefObject } from "react";
import { PHONE_QUERY } from "@/components/ui/use-media-query";

/**
 * A calendar that opens on its wide view shows `phoneView` (one day) whenever the window is as narrow
 * as a phone's: at load on a phone, and when a reader zooms in or narrows the window, since a school
 * week does not fit. Widening the window again brings back the wide view, unless the reader picked
 * another view meanwhile. `enabled` false (a view asked for in the address) leaves the view alone.
 */
export function usePhoneView(calendar: RefObject<FullCalendar | null>, views: { wide: string; phone: string }, enabled = true) {
  const { wide, phone } = views;
  useEffect(() => {
    if (!enabled) return;
    const media = window.matchMedia(PHONE_QUERY);
    // Whether the phone view on screen is this hook's doing (and not the reader's choice).
    let switched = false;
    const fit = () => {
      const api = calendar.current?.getApi();
      if (!api) return;
      const current = api.view.type;
      if (media.matches && current === wide) {
        api.changeView(phone);
        switched = true;
      } else if (!media.matches && switched && current === phone) {
        api.changeView(wide);
        switched = false;
      }
    };
    fit();
    media.addEventListener("change", fit);
    return () => media.removeEventListener("change", fit);
  }, [calendar, wide, phone, enabled]);
}
