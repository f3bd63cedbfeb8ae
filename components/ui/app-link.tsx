"use client";

import NextLink from "next/link";
import { useRouter } from "next/navigation";
import type { ComponentProps } from "react";

type TProps = ComponentProps<typeof NextLink>;

/**
 * The app's link: next/link that prefetches the page it leads to when the pointer comes to rest on it,
 * never because it scrolled into view. A page shows dozens of links (the side menu, a list's rows, a
 * report's counselors), and prefetching each one on every page view had the server render every one of
 * those pages for each page a reader opened. A link given prefetch={true} still prefetches at once;
 * prefetch={false} never prefetches.
 */
export default function Link({ prefetch, onPointerEnter, ...props }: TProps) {
  const router = useRouter();
  const href = typeof props.href === "string" ? props.href : null;
  return (
    <NextLink
      {...props}
      prefetch={prefetch === true}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        // Only a page of this site, reached by the router, is prefetched (not a mailto:, a file or another site).
        if (prefetch !== false && href?.startsWith("/") && !href.startsWith("//")) router.prefetch(href);
      }}
    />
  );
}
