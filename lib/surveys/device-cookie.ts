import "server-only";
import { randomBytes } from "node:crypto";
import type { NextRequest, NextResponse } from "next/server";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/errors";

// The students' device cookie of the survey pages: random, httpOnly, one year; the database keeps
// only its SHA-256. The answer page issues it when the page opens (GET /home/surveyDevice), and an
// answer that arrives without it is refused: a request without the cookie would otherwise count as
// a new device every time, and one phone could fill a survey with as many answers as it liked.

export const DEVICE_COOKIE = "scuta_sd";

/** The device id the answer cookie holds: random, URL-safe, 32 to 64 characters. */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{32,64}$/;

export const DEVICE_MISSING_MESSAGE = "Open the survey page again and answer from there: this browser did not send the survey's cookie (cookies must be allowed for this site).";

/** The request's device id; 400 device_cookie_missing when it has none. */
export function requireDeviceId(req: NextRequest): string {
  const cookie = req.cookies.get(DEVICE_COOKIE)?.value ?? "";
  if (!DEVICE_ID_PATTERN.test(cookie)) throw new AppError("device_cookie_missing", DEVICE_MISSING_MESSAGE, 400);
  return cookie;
}

/** Gives the browser its device cookie when it has none yet (a valid one is kept). */
export function issueDeviceCookie(req: NextRequest, res: NextResponse): void {
  if (DEVICE_ID_PATTERN.test(req.cookies.get(DEVICE_COOKIE)?.value ?? "")) return;
  res.cookies.set(DEVICE_COOKIE, randomBytes(32).toString("base64url"), {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: 365 * 86_400,
    // Behind a proxy ending TLS the request looks like http: the site's own address decides too.
    secure: req.nextUrl.protocol === "https:" || (env().APP_URL ?? "").startsWith("https://"),
  });
}
