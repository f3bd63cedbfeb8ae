// Pure rules of the per-page video tutorials. No database, no Next: unit-tested directly.

import { mayOpenPath } from "@/lib/auth/areas";
import { NAV_ITEMS } from "@/lib/shell/nav";

export type TVideoKind = "youtube" | "vimeo" | "file" | "link";

const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "youtu.be", "www.youtube-nocookie.com", "youtube-nocookie.com"]);
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com", "player.vimeo.com"]);
const VIDEO_FILE = /\.(mp4|webm|ogg|ogv|mov|m4v)$/i;

/**
 * A video address is an https:// URL with a host (YouTube, Vimeo or any other site) or a path on
 * this site ("/videos/calendar.mp4"). http:, javascript:, data:, protocol-relative "//host" and
 * anything with spaces or control characters are refused.
 */
export function isValidVideoUrl(url: string): boolean {
  if (/\s/.test(url) || url.length > 2000) return false;
  if (url.startsWith("/")) return !url.startsWith("//") && !url.startsWith("/\\");
  try {
    const u = new URL(url);
    return u.protocol === "https:" && u.hostname.includes(".") && !u.username && !u.password;
  } catch {
    return false;
  }
}

function youtubeId(u: URL): string | null {
  const host = u.hostname.toLowerCase();
  if (!YOUTUBE_HOSTS.has(host)) return null;
  const id = host === "youtu.be" ? u.pathname.slice(1) : u.pathname === "/watch" ? u.searchParams.get("v") : (u.pathname.match(/^\/(?:embed|shorts|live)\/([^/]+)/)?.[1] ?? null);
  return id && /^[A-Za-z0-9_-]{6,20}$/.test(id) ? id : null;
}

function vimeoId(u: URL): string | null {
  if (!VIMEO_HOSTS.has(u.hostname.toLowerCase())) return null;
  const id = u.pathname.match(/(?:^|\/)(\d{4,12})(?:\/|$)/)?.[1];
  return id ?? null;
}

/** How a video plays: embedded from YouTube or Vimeo (their privacy-friendly players), as a video file, or as a link to another site. */
export function videoSource(url: string): { kind: TVideoKind; src: string } {
  if (url.startsWith("/")) return { kind: "file", src: url };
  try {
    const u = new URL(url);
    const yt = youtubeId(u);
    if (yt) return { kind: "youtube", src: `https://www.youtube-nocookie.com/embed/${yt}` };
    const vm = vimeoId(u);
    if (vm) return { kind: "vimeo", src: `https://player.vimeo.com/video/${vm}` };
    return { kind: VIDEO_FILE.test(u.pathname) ? "file" : "link", src: url };
  } catch {
    return { kind: "link", src: url };
  }
}

/** The title in the reader's language, else the English one. */
export function videoTitle(v: { title: string; titleIt: string; titleDe: string }, locale: string): string {
  const own = locale.startsWith("it") ? v.titleIt : locale.startsWith("de") ? v.titleDe : "";
  return own.trim() ? own : v.title;
}

export type TVideoGroupKey = "work" | "program" | "insight" | "account" | "admin" | "other";

/** The menu item a page belongs to (the longest menu path it is under) and that item's menu section. */
export function navItemOf(page: string): { key: string; section: TVideoGroupKey } | null {
  const hit = NAV_ITEMS.filter((n) => page === n.href || page.startsWith(`${n.href}/`)).sort((a, b) => b.href.length - a.href.length)[0];
  return hit ? { key: hit.key, section: hit.section } : null;
}

/** A reader sees the videos of the pages they may open (and those not tied to an /app page, such as the quickstart). */
export function videoVisibleTo(roleId: number, page: string): boolean {
  return !page.startsWith("/app") || mayOpenPath(roleId, page);
}

export const VIDEO_GROUP_ORDER: readonly TVideoGroupKey[] = ["work", "program", "insight", "account", "admin", "other"];
