import type { TTopicUrl, TVideoTutorial } from "@/lib/users/current-user";

// Pure helpers of the signed-in shell.

function matches(page: string, pathname: string): boolean {
  const base = page.replace(/\/+$/, "");
  return pathname === base || pathname.startsWith(base + "/");
}

/** The help video of a page: the most specific configured page that the path is under. */
export function videoForPath(videos: readonly TVideoTutorial[], pathname: string): TVideoTutorial | null {
  const found = videos.filter((v) => matches(v.page, pathname)).sort((a, b) => b.page.length - a.page.length);
  return found[0] ?? null;
}

export const DEFAULT_QUESTION_TOPIC = 10;

/** The question topic derived from the current page; 10 (general) when no topic is tied to it. */
export function topicForPath(topics: readonly TTopicUrl[], pathname: string): number {
  const found = topics.filter((t) => matches(t.url, pathname)).sort((a, b) => b.url.length - a.url.length);
  return found[0]?.topicID ?? DEFAULT_QUESTION_TOPIC;
}

/** Breadcrumb trail after Home: one entry per path segment below /app. */
export function breadcrumbTrail(pathname: string): { segment: string; href: string }[] {
  const parts = pathname.split("?")[0].split("/").filter(Boolean);
  if (parts[0] !== "app") return [];
  const trail: { segment: string; href: string }[] = [];
  for (let i = 1; i < parts.length; i++) {
    const href = "/" + parts.slice(0, i + 1).join("/");
    if (href === "/app/dashboard") continue;
    trail.push({ segment: decodeURIComponent(parts[i]), href });
  }
  return trail;
}
