import Link from "@/components/ui/app-link";
import type { ReactNode } from "react";

export type TRowLink = { href: string; label: ReactNode; className?: string };

/** A row of links (a page's calls to action, or its "see also" links): one container, each link with its own look. */
export function LinkRow({ as = "div", className, links }: { as?: "div" | "p"; className?: string; links: TRowLink[] }) {
  const Row = as;
  return (
    <Row className={className}>
      {links.map((l) => (
        <Link key={l.href} href={l.href} className={l.className}>
          {l.label}
        </Link>
      ))}
    </Row>
  );
}
