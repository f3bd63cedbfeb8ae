import type { TLocale } from "./locales";

// Which URLs are pages of the public site (app/[locale]/…) and which are the signed-in area, the
// API and the other route handlers that live outside the language segment. Pure.

/** First path segments served outside app/[locale]. */
// "uploads": the lesson files served by their uploaded name (/uploads/lesson_files/{name}).
// "lesson": /lesson/view/{id}, a route handler sending the signed-in reader to /app/lesson/view/{id}.
const OUTSIDE_LOCALE: ReadonlySet<string> = new Set(["app", "api", "home", "user", "getServerTime", "_next", "uploads", "lesson"]);

/** The internal path of a public page in a language (/privacy → /it/privacy), or null when the URL is not a public page. */
export function localizedPath(pathname: string, locale: TLocale): string | null {
  const first = pathname.split("/")[1] ?? "";
  if (OUTSIDE_LOCALE.has(first)) return null;
  return pathname === "/" ? `/${locale}` : `/${locale}${pathname}`;
}
