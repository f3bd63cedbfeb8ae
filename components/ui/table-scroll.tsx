"use client";

import { useEffect, useRef, useState, type ComponentProps } from "react";

type TProps = ComponentProps<"div"> & {
  /** false inside a card that already draws the frame. */
  framed?: boolean;
};

/**
 * The one box every table sits in: a table wider than the screen (a phone at 390 px) scrolls
 * inside it and the page never scrolls sideways. `relative` is the point: without it the
 * visually-hidden labels of the rows (sr-only, position: absolute) are placed against the page,
 * not this box, and stretch the page to the table's full width. While the table is wider than the
 * box, the box takes the keyboard focus so it can be scrolled with the arrow keys (WCAG 2.1.1,
 * axe scrollable-region-focusable); a table that fits adds no tab stop.
 */
export function TableScroll({ framed = true, className = "", children, ...rest }: TProps) {
  const frame = framed ? "rounded-lg border border-slate-200 bg-white" : "";
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setScrolls(el.scrollWidth > el.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <div {...rest} ref={box} tabIndex={scrolls ? 0 : rest.tabIndex} className={`relative max-w-full overflow-x-auto overscroll-x-contain ${frame} ${className}`.trim()}>
      {children}
    </div>
  );
}
