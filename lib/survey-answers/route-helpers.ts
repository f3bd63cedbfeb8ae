import "server-only";
import type { NextRequest } from "next/server";
import { isLocale, LOCALE_COOKIE, negotiateLocale, type TLocale } from "@/lib/i18n/locales";

/** The CSV's language: ?lang=, else the language cookie, else the browser's. */
export function csvLocale(req: NextRequest): TLocale {
  const lang = req.nextUrl.searchParams.get("lang");
  if (isLocale(lang)) return lang;
  const cookie = req.cookies.get(LOCALE_COOKIE)?.value;
  return isLocale(cookie) ? cookie : negotiateLocale(req.headers.get("accept-language"));
}

export function csvResponse(file: { csv: string; filename: string }): Response {
  return new Response(file.csv, {
    headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="${file.filename}"`, "cache-control": "private, no-store" },
  });
}
