import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import type { z } from "zod";
import { AppError, errorBody, issuesToEntries } from "@/lib/http/errors";
import { LOCALE_COOKIE, isLocale, negotiateLocale, type TLocale } from "@/lib/i18n/locales";
import { emailLinkBase } from "@/lib/account/links";

// Small helpers the sign-up routes share.

/** The visitor's language: the language switch's cookie, else the browser's. */
export function requestLocale(req: NextRequest): TLocale {
  const fromCookie = req.cookies.get(LOCALE_COOKIE)?.value;
  return isLocale(fromCookie) ? fromCookie : negotiateLocale(req.headers.get("accept-language"));
}

/** Where links in emails point (lib/account/links.ts: APP_URL; in production without it, 503). */
export function requestOrigin(req: NextRequest): string {
  return emailLinkBase(req.nextUrl);
}

/** The 422 envelope, one entry per invalid field (as withApi answers for its own schemas). */
export function invalidResponse(issues: readonly z.core.$ZodIssue[]): Response {
  return NextResponse.json(errorBody(422, issuesToEntries(issues)), { status: 422 });
}

/** A route parameter checked with a schema; a bad one answers 422 like a bad body field. */
export function routeParam<T extends z.ZodType>(schema: T, value: unknown, field: string): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new AppError(`invalid_${field}`, parsed.error.issues[0]?.message ?? "Invalid value.", 422, field);
  return parsed.data;
}
