import Link from "@/components/ui/app-link";
import type { ReactNode } from "react";
import { buttonClass } from "@/components/ui/button";

/** A button-styled link of a page header. */
export type THeaderLink = { href: string; label: ReactNode; variant?: "primary" | "secondary" | "ghost" };

export type TPageHeaderProps = {
  /** The page's one h1. */
  title: ReactNode;
  /** The line under the title; left out when absent. */
  intro?: ReactNode;
  /** The intro's classes: a 2xl measure by default. */
  introClassName?: string;
  /** A way back, a small link above the title: in its own line, or a bare link with `className`. */
  back?: { href: string; label: ReactNode; className?: string };
  /** Buttons at the title's right, on the same row while there is room. */
  actions?: ReactNode;
  /** Button links at the title's right (instead of `actions`): one stands alone, several share a row. */
  links?: THeaderLink[];
  /** Closer lines (space-y-1) under a back link or a one-line title. */
  tight?: boolean;
  /** More lines under the intro. */
  children?: ReactNode;
};

/**
 * The header every signed-in page opens with: the way back, the h1, the intro and the page's own
 * lines, with its buttons at the right. One markup, so headings and landmarks read the same on
 * every page.
 */
export function PageHeader({ title, intro, introClassName = "max-w-2xl text-slate-700", back, links, actions = linksOf(links), tight, children }: TPageHeaderProps) {
  const lines = (
    <>
      {back?.className ? (
        <Link href={back.href} className={back.className}>
          {back.label}
        </Link>
      ) : back ? (
        <p className="text-sm">
          <Link href={back.href} className="text-brand-700 underline">
            {back.label}
          </Link>
        </p>
      ) : null}
      <h1 className="text-2xl font-semibold">{title}</h1>
      {intro === undefined ? null : <p className={introClassName}>{intro}</p>}
      {children}
    </>
  );
  if (actions === undefined) return <header className={tight ? "space-y-1" : "space-y-2"}>{lines}</header>;
  return (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <div className={tight ? "space-y-1" : "space-y-2"}>{lines}</div>
      {actions}
    </header>
  );
}

function linksOf(links: THeaderLink[] | undefined): ReactNode {
  if (!links?.length) return undefined;
  const all = links.map((l) => (
    <Link key={l.href} href={l.href} className={buttonClass(l.variant ?? "primary")}>
      {l.label}
    </Link>
  ));
  return all.length === 1 ? all[0] : <div className="flex gap-2">{all}</div>;
}
