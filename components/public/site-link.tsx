"use client";

import type { AnchorHTMLAttributes, MouseEvent } from "react";
import { useRouter } from "next/navigation";

type TProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { href: string };

/**
 * A link of the public site: a real <a href> (it works before the scripts run, opens in a new tab
 * with a modifier key or the middle button), and a plain click moves within the app without a page
 * load, through the router every page already carries. Unlike next/link it prefetches nothing and
 * adds next to no script to a page: the public pages are served from the cache and come fast anyway.
 */
export function SiteLink({ href, onClick, target, ...props }: TProps) {
  const router = useRouter();
  const handle = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || (target && target !== "_self") || props.download !== undefined) return;
    e.preventDefault();
    router.push(href);
  };
  return <a href={href} target={target} onClick={handle} {...props} />;
}
