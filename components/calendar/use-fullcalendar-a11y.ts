"use client";

import { useLayoutEffect, type RefObject } from "react";

/**
 * A fault of FullCalendar's own markup that no option of it avoids (axe role-img-alt, WCAG 2.2
 * AA): the toolbar's chevrons are `<span role="img">` without a name inside the prev/next buttons,
 * which are already named by their title ("Previous week"). The icons are hidden from assistive
 * technology, on the DOM it renders inside `box`, each time it renders something new. The first
 * mending runs in the same commit as FullCalendar's first render (a layout effect), so no reader
 * or audit ever meets the unnamed icons between the two.
 */
export function useFullCalendarA11y(box: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const root = box.current;
    if (!root) return;
    const mend = () => {
      for (const icon of root.querySelectorAll('.fc-icon[role="img"]:not([aria-hidden])')) icon.setAttribute("aria-hidden", "true");
    };
    mend();
    // Only added and removed nodes are watched, so setting the attribute does not call it again.
    const observer = new MutationObserver(mend);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [box]);
}
