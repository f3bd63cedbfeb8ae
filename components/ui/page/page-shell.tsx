import type { ReactNode } from "react";
import { PageHeader, type TPageHeaderProps } from "./page-header";

const WIDTH = {
  "2xl": "max-w-2xl space-y-6",
  "3xl": "max-w-3xl space-y-6",
  "4xl": "max-w-4xl space-y-6",
  "5xl": "max-w-5xl space-y-6",
  "6xl": "max-w-6xl space-y-6",
} as const;

export type TPageShellProps = TPageHeaderProps & {
  /** The page's measure; 6xl (lists) by default. */
  width?: keyof typeof WIDTH;
  /** Lines of the header itself, under the intro. */
  headerExtra?: ReactNode;
  children?: ReactNode;
};

/** A signed-in page: its measure, its header, then its body. */
export function PageShell({ width = "6xl", headerExtra, children, ...header }: TPageShellProps) {
  return (
    <div className={WIDTH[width]}>
      <PageHeader {...header}>{headerExtra}</PageHeader>
      {children}
    </div>
  );
}
