import type { ComponentProps } from "react";

type TProps = ComponentProps<"div"> & {
  /** false inside a card that already draws the frame. */
  framed?: boolean;
};

/**
 * The one box every table sits in: a table wider than the screen (a phone at 390 px) scrolls
 * inside it and the page never scrolls sideways. `relative` is the point: without it the
 * visually-hidden labels of the rows (sr-only, position: absolute) are placed against the page,
 * not this box, and stretch the page to the table's full width.
 */
export function TableScroll({ framed = true, className = "", children, ...rest }: TProps) {
  const frame = framed ? "rounded-lg border border-slate-200 bg-white" : "";
  return (
    <div {...rest} className={`relative max-w-full overflow-x-auto overscroll-x-contain ${frame} ${className}`.trim()}>
      {children}
    </div>
  );
}
